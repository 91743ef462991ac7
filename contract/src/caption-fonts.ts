/**
 * The fonts captions can be drawn in. Each is an open font (SIL OFL 1.1) shipped in npm as a Fontsource
 * package, so the editor's caption preview (the browser loads the package's CSS) and the render (libass
 * reads the same package's font files) draw the same glyphs. Indic captions fall back to the script's
 * Noto family (languageProfiles' captionFont), shipped the same way.
 */
export const CAPTION_FONTS = [
  { family: "Inter", package: "@fontsource/inter" },
  { family: "Roboto", package: "@fontsource/roboto" },
  { family: "Poppins", package: "@fontsource/poppins" },
  { family: "Montserrat", package: "@fontsource/montserrat" },
  { family: "Bebas Neue", package: "@fontsource/bebas-neue" },
  { family: "Oswald", package: "@fontsource/oswald" },
  { family: "Lora", package: "@fontsource/lora" },
] as const;

/** The script fallbacks, one per Indic script we caption. */
export const CAPTION_SCRIPT_FONTS = [
  { family: "Noto Sans Devanagari", package: "@fontsource/noto-sans-devanagari" },
  { family: "Noto Sans Kannada", package: "@fontsource/noto-sans-kannada" },
  { family: "Noto Sans Tamil", package: "@fontsource/noto-sans-tamil" },
  { family: "Noto Sans Telugu", package: "@fontsource/noto-sans-telugu" },
] as const;

export type CaptionFontFamily = (typeof CAPTION_FONTS)[number]["family"];
export const CAPTION_FONT_FAMILIES = CAPTION_FONTS.map((f) => f.family) as CaptionFontFamily[];

/** Caption weights drawn: regular text and the bold the presets use (Bebas Neue has 400 only). */
export const CAPTION_FONT_WEIGHTS = [400, 700] as const;
