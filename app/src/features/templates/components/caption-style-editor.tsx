import type { Aspect } from "@reelsmith/contract/aspect";
import { CAPTION_FONT_FAMILIES } from "@reelsmith/contract/caption-fonts";
import type { TemplateCaptions } from "@reelsmith/contract/templates";
import { useId, useState } from "react";
import { useMediaQuery } from "@/components/layout/use-media-query";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import {
  CAPTION_SAMPLES,
  CaptionPreview,
  type PreviewLogo,
} from "@/shared/templates/components/caption-preview";
import { captionLookOf, templateCaptionsOf } from "@/shared/templates/lib/caption-look";
import { CaptionStylePicker } from "@/shared/video-settings/components/caption-style-picker";

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
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.font}>Font</Label>
              <Select
                id={ids.font}
                value={look.style.fontFamily}
                onChange={(e) => set({ font: e.target.value })}
              >
                {CAPTION_FONT_FAMILIES.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </Select>
            </div>
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
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.background}>Background</Label>
              <Select
                id={ids.background}
                value={look.background ?? ""}
                onChange={(e) => {
                  const v = e.target.value;
                  const { background: _b, ...rest } = value ?? {};
                  onChange(v === "box" || v === "outline" ? { ...rest, background: v } : rest);
                }}
              >
                <option value="">Chosen for each scene</option>
                <option value="box">Box behind the words</option>
                <option value="outline">Outline around the words</option>
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.position}>Position</Label>
              <Select
                id={ids.position}
                value={look.style.position}
                onChange={(e) => set({ position: e.target.value as "top" | "center" | "bottom" })}
              >
                <option value="top">Top</option>
                <option value="center">Centre</option>
                <option value="bottom">Bottom</option>
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.words}>Words per line</Label>
              <Select
                id={ids.words}
                value={look.wordsPerLine ?? ""}
                onChange={(e) => {
                  const { words_per_line: _w, ...rest } = value ?? {};
                  onChange(e.target.value ? { ...rest, words_per_line: Number(e.target.value) } : rest);
                }}
              >
                <option value="">As the sentence reads</option>
                {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </div>
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
            <div role="tablist" aria-label="Preview script" className="flex flex-wrap justify-center gap-1">
              {CAPTION_SAMPLES.map((s) => (
                <button
                  key={s.language}
                  type="button"
                  role="tab"
                  aria-selected={language === s.language}
                  onClick={() => setLanguage(s.language)}
                  className={cn(
                    "rounded-lg px-2.5 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-white",
                    language === s.language
                      ? "bg-violet-500/20 text-foreground"
                      : "text-muted hover:bg-white/5",
                  )}
                >
                  {s.label}
                </button>
              ))}
            </div>
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
