import type { CaptionStyle } from "./catalog";
import { isLanguage, languageProfiles } from "./languages";

/**
 * What a caption looks like, shared by the render (server/src/render/captions.ts) and the editor's caption
 * preview, so the preview draws the captions in the render's family and colours.
 */

/** A family that covers the language's script (languages.ts); Latin presets keep their own. */
export function captionFontFamily(language: string, style: CaptionStyle): string {
  return (isLanguage(language) && languageProfiles[language].captionFont) || style.fontFamily || "Inter";
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const [r, g, b] = (m ? [m[1], m[2], m[3]] : ["ff", "ff", "ff"]).map((c) => {
    const v = Number.parseInt(c as string, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The colour a spoken word takes (karaoke): the style's own `highlightColor` (a template's), else a warm
 * yellow on the white and grey presets, white on the coloured ones, the Professional preset a calm blue;
 * each far enough from the preset's own colour that the spoken word is seen at a glance.
 */
const HIGHLIGHTS: Record<string, string> = {
  minimalist: "#ffd23f",
  cinematic: "#ffffff",
  professional: "#6cc4ff",
  dynamic: "#ffe45c",
  typewriter: "#5cf2b0",
};
export function highlightColor(style: CaptionStyle): string {
  if (style.highlightColor) return style.highlightColor;
  return HIGHLIGHTS[style.id] ?? (relativeLuminance(style.color) > 0.6 ? "#ffd23f" : "#ffffff");
}
