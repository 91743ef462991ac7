import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { PickedMark } from "@/components/ui/picked-mark";
import { cn } from "@/lib/cn";

/** The video preview is 360 CSS px wide; a preset's fontSize is CSS px at that width. */
export const PREVIEW_WIDTH_PX = 360;
const FRAME_WIDTH_PX = 96;
const SCALE = FRAME_WIDTH_PX / PREVIEW_WIDTH_PX;

const positionClass = {
  top: "justify-start pt-[72px]",
  center: "justify-center",
  bottom: "justify-end pb-[96px]",
} as const;

/** A preset drawn as it will look: a 360x640 frame at the preset's CSS px, scaled down to the card. */
export function CaptionSample({ style, text = "Your story, told" }: { style: CaptionStyle; text?: string }) {
  return (
    <div
      aria-hidden
      className="relative overflow-hidden rounded-lg bg-gradient-to-b from-slate-600 via-slate-800 to-slate-950"
      style={{ width: FRAME_WIDTH_PX, height: (FRAME_WIDTH_PX * 16) / 9 }}
    >
      <div
        className={cn("absolute top-0 left-0 flex flex-col items-center px-6", positionClass[style.position])}
        style={{ width: PREVIEW_WIDTH_PX, height: 640, transform: `scale(${SCALE})`, transformOrigin: "0 0" }}
      >
        <span
          className="text-center leading-tight font-bold"
          style={{
            fontFamily: style.fontFamily,
            fontSize: style.fontSize,
            color: style.color,
            textShadow: "0 2px 6px rgb(0 0 0 / 0.85)",
          }}
        >
          {text}
        </span>
      </div>
    </div>
  );
}

/**
 * Captions are off by default; each preset shows its size, colour and position on a mini 9:16 frame. With
 * a preset chosen, emoji accents can be added: an emoji beside the caption for the key words (the things
 * and people the scene shows), as caption-led editors do.
 */
export function CaptionStylePicker({
  selected,
  onSelect,
  emoji = false,
  onEmojiChange,
}: {
  selected: CaptionStyle | null;
  onSelect: (style: CaptionStyle | null) => void;
  emoji?: boolean;
  onEmojiChange?: (on: boolean) => void;
}) {
  const emojiId = useId();
  return (
    <div className="flex flex-col gap-3">
      <CaptionStyleGrid selected={selected} onSelect={onSelect} />
      {onEmojiChange ? (
        <label
          htmlFor={emojiId}
          className={cn(
            "flex items-start gap-2.5 rounded-xl bg-surface-2 p-3 text-sm",
            selected ? "cursor-pointer" : "cursor-not-allowed opacity-60",
          )}
        >
          <Checkbox
            id={emojiId}
            checked={Boolean(selected) && emoji}
            disabled={!selected}
            onChange={(e) => onEmojiChange(e.target.checked)}
            className="mt-0.5"
          />
          <span>
            <span className="block font-medium">Emoji accents</span>
            <span className="block text-xs text-muted">Add an emoji beside the captions for key words.</span>
          </span>
        </label>
      ) : null}
    </div>
  );
}

function CaptionStyleGrid({
  selected,
  onSelect,
}: {
  selected: CaptionStyle | null;
  onSelect: (style: CaptionStyle | null) => void;
}) {
  return (
    <ul aria-label="Caption styles" className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
      <li>
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
          className={cn(
            "flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 bg-surface-2 p-3 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
            selected === null
              ? "border-violet-400 bg-violet-500/15"
              : "border-transparent hover:border-border",
          )}
        >
          <span className="text-sm font-medium">No captions</span>
          <span className="text-xs text-muted">Captions off</span>
        </button>
      </li>
      {captionStylePresets.map((preset) => {
        const isSelected = selected?.id === preset.id;
        return (
          <li key={preset.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(preset)}
              className={cn(
                "relative flex w-full cursor-pointer flex-col items-center gap-2 rounded-xl border-2 bg-surface-2 p-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                isSelected ? "border-violet-400 bg-violet-500/15" : "border-transparent hover:border-border",
              )}
            >
              <CaptionSample style={preset} />
              <span className="text-center">
                <span className="block text-sm font-medium">{preset.name}</span>
                <span className="block text-xs text-muted capitalize">
                  {preset.fontSize}px · {preset.position} · {preset.animation}
                </span>
              </span>
              {isSelected ? <PickedMark /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
