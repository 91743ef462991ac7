import type { Aspect } from "@reelsmith/contract/aspect";
import { CAPTION_FONT_FAMILIES } from "@reelsmith/contract/caption-fonts";
import type { TemplateCaptions } from "@reelsmith/contract/templates";
import { useId, useState } from "react";
import { useMediaQuery } from "@/components/layout/use-media-query";
import { Checkbox } from "@/components/ui/checkbox";
import { ChoiceButtons } from "@/components/ui/choice-buttons";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect, optionsOf, type SelectOption } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import {
  CAPTION_SAMPLES,
  CaptionPreview,
  type PreviewLogo,
} from "@/shared/templates/components/caption-preview";
import { captionLookOf, templateCaptionsOf } from "@/shared/templates/lib/caption-look";
import { CaptionStylePicker } from "@/shared/video-settings/components/caption-style-picker";

/** A script tab of the preview, chosen or not. */
const scriptTabClass = (chosen: boolean) =>
  cn(
    "rounded-lg px-2.5 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-white",
    chosen ? "bg-violet-500/20 text-foreground" : "text-muted hover:bg-white/5",
  );

const SCRIPT_TABS = CAPTION_SAMPLES.map((s) => ({ value: s.language as string, label: s.label }));
const FONT_OPTIONS = optionsOf(CAPTION_FONT_FAMILIES, (f) => f);
const BACKGROUND_OPTIONS: SelectOption<"" | "box" | "outline">[] = [
  { value: "", label: "Chosen for each scene" },
  { value: "box", label: "Box behind the words" },
  { value: "outline", label: "Outline around the words" },
];
const POSITION_OPTIONS: SelectOption<"top" | "center" | "bottom">[] = [
  { value: "top", label: "Top" },
  { value: "center", label: "Centre" },
  { value: "bottom", label: "Bottom" },
];
const WORDS_PER_LINE_OPTIONS: SelectOption[] = [
  { value: "", label: "As the sentence reads" },
  ...optionsOf(["1", "2", "3", "4", "5", "6", "7", "8"], (n) => n),
];

/**
 * The captions' look: a preset, then its font, size, colours, box or outline, position, words per line and
 * upper case, with a live preview of a frame (the style's sample picture) in each script.
 */
export function CaptionStyleEditor({
  value,
  onChange,
  aspect,
  picture,
  logo,
}: {
  value: TemplateCaptions | null;
  onChange: (captions: TemplateCaptions) => void;
  aspect: Aspect;
  picture?: string | null;
  /** The template's logo, drawn in the preview's frame where the render draws it. */
  logo?: PreviewLogo | null;
}) {
  const look = captionLookOf(value);
  const wide = useMediaQuery("(min-width: 640px)");
  const [language, setLanguage] = useState<string>("en");
  const ids = {
    font: useId(),
    size: useId(),
    color: useId(),
    highlight: useId(),
    background: useId(),
    position: useId(),
    words: useId(),
    upper: useId(),
  };
  const set = (patch: Partial<TemplateCaptions>) =>
    onChange({ ...(value ?? { preset: "minimalist" }), ...patch });

  return (
    <div className="flex flex-col gap-4">
      <CaptionStylePicker
        selected={look?.style ?? null}
        onSelect={(style) => onChange(style ? { ...templateCaptionsOf({ style }) } : { preset: "none" })}
      />
      {look ? (
        <div className="grid grid-cols-1 items-start gap-5 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="grid grid-cols-1 content-start items-end gap-3 sm:grid-cols-2">
            <FormField id={ids.font} label="Font">
              <OptionSelect
                id={ids.font}
                options={FONT_OPTIONS}
                value={look.style.fontFamily}
                onChange={(font) => set({ font })}
              />
            </FormField>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.size}>Font size (px at 360 px wide)</Label>
              <Input
                id={ids.size}
                type="number"
                min={12}
                max={64}
                value={look.style.fontSize}
                onChange={(e) => {
                  const n = Math.round(Number(e.target.value));
                  if (Number.isFinite(n)) set({ font_size: Math.min(64, Math.max(12, n)) });
                }}
              />
            </div>
            <ColorField
              id={ids.color}
              label="Caption colour"
              value={look.style.color}
              onChange={(color) => set({ color })}
            />
            <ColorField
              id={ids.highlight}
              label="Spoken word colour"
              value={look.style.highlightColor ?? "#ffd23f"}
              onChange={(highlight_color) => set({ highlight_color })}
            />
            <FormField id={ids.background} label="Background">
              <OptionSelect
                id={ids.background}
                options={BACKGROUND_OPTIONS}
                value={look.background ?? ""}
                onChange={(v) => {
                  const { background: _b, ...rest } = value ?? {};
                  onChange(v ? { ...rest, background: v } : rest);
                }}
              />
            </FormField>
            <FormField id={ids.position} label="Position">
              <OptionSelect
                id={ids.position}
                options={POSITION_OPTIONS}
                value={look.style.position}
                onChange={(position) => set({ position })}
              />
            </FormField>
            <FormField id={ids.words} label="Words per line">
              <OptionSelect
                id={ids.words}
                options={WORDS_PER_LINE_OPTIONS}
                value={String(look.wordsPerLine ?? "")}
                onChange={(v) => {
                  const { words_per_line: _w, ...rest } = value ?? {};
                  onChange(v ? { ...rest, words_per_line: Number(v) } : rest);
                }}
              />
            </FormField>
            <label
              htmlFor={ids.upper}
              className="flex cursor-pointer items-center gap-2.5 self-end rounded-xl bg-surface-2 p-3 text-sm"
            >
              <Checkbox
                id={ids.upper}
                checked={look.uppercase ?? false}
                onChange={(e) => set({ uppercase: e.target.checked })}
              />
              Upper case
            </label>
          </div>
          <div className="flex flex-col items-center gap-2">
            <ChoiceButtons
              role="tab"
              label="Preview script"
              options={SCRIPT_TABS}
              value={language}
              onChange={setLanguage}
              className="flex flex-wrap justify-center gap-1"
              buttonClass={scriptTabClass}
            />
            <CaptionPreview
              look={look}
              aspect={aspect}
              language={language}
              picture={picture}
              logo={logo}
              width={wide ? 360 : 280}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function ColorField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join("")}` : value}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-14 cursor-pointer rounded-xl border border-border bg-surface-2 p-1"
        />
        <span className="font-mono text-xs text-muted">{value}</span>
      </div>
    </div>
  );
}
