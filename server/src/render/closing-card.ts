import type { StyleEntry } from "../catalog/types";
import { renderScene } from "../providers/images/local-scene-renderer";

/** A Product Ad's closing card: the product name on the brand colours (the style's where the page had none). */
export interface ClosingCard {
  title: string;
  colors: string[];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split("")
          .map((c) => c + c)
          .join("")
      : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The style's palette with the brand colours as background and accents, and readable text on them. */
export function brandPalette(colors: string[], base: StyleEntry["palette"]): StyleEntry["palette"] {
  const brand = colors.filter((c) => HEX.test(c));
  const [first, second] = brand;
  if (!first) return base;
  const text = luminance(first) > 0.55 ? "#111111" : "#ffffff";
  return { primary: first, secondary: second ?? first, accent: second ?? text, background: first, text };
}

/** The card as a PNG at the video's size, drawn by the local renderer (offline, deterministic). */
export function renderClosingCard(
  card: ClosingCard,
  style: StyleEntry,
  size: { width: number; height: number },
  index: number,
): Promise<Buffer> {
  return renderScene({
    style: { ...style, palette: brandPalette(card.colors, style.palette), motif: "minimal" },
    text: card.title,
    keywords: [card.title],
    width: size.width,
    height: size.height,
    seed: 1,
    index,
  });
}
