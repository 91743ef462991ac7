const fallback = [
  "Noto Sans",
  "Noto Sans Devanagari",
  "Noto Sans Kannada",
  "Noto Sans Tamil",
  "Noto Sans Telugu",
];

/**
 * A font-family value: the style's family, then each script's family. Typography is drawn by librsvg
 * (through sharp), whose Pango layout falls back glyph by glyph; resvg does not (mixed Indic runs vanish).
 */
export const fontStack = (family: string) =>
  [family, ...fallback.filter((f) => f !== family)].map((f) => `'${f}'`).join(", ");
