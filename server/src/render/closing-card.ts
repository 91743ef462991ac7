import sharp from "sharp";
import type { StyleEntry } from "../catalog/types";
import { renderScene } from "../providers/images/local-scene-renderer";
import { type Box, type FrameLayout, frameLayout } from "./layout/frame-layout";

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

const escapeXml = (t: string) =>
  t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The product's name set in the layout's name box: as large as the box allows on one line (two when it is
 * long), so the last caption and the presenter never sit on it.
 */
function nameSvg(
  title: string,
  box: Box,
  size: { width: number; height: number },
  color: string,
  font: string,
) {
  const chars = Array.from(title).length;
  const lines = chars > 16 ? 2 : 1;
  const perLine = Math.ceil(chars / lines);
  const px = Math.max(12, Math.min((box.h * 0.8) / lines, box.w / Math.max(4, perLine * 0.58)));
  const words = title.split(/\s+/);
  const split = lines === 2 ? Math.max(1, Math.round(words.length / 2)) : words.length;
  const rows = lines === 2 ? [words.slice(0, split).join(" "), words.slice(split).join(" ")] : [title];
  const cx = box.x + box.w / 2;
  const top = box.y + box.h / 2 - (px * 1.1 * (rows.length - 1)) / 2;
  const text = rows
    .filter(Boolean)
    .map(
      (row, i) =>
        `<text x="${cx}" y="${top + i * px * 1.1}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(font)}, Noto Sans, sans-serif" font-weight="800" font-size="${px.toFixed(1)}" fill="${color}">${escapeXml(row)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${text}</svg>`;
}

/**
 * The card as a PNG at the video's size: the style's backdrop drawn by the local renderer (offline,
 * deterministic) in the brand colours, and the name in the frame layout's name box.
 */
export async function renderClosingCard(
  card: ClosingCard,
  style: StyleEntry,
  size: { width: number; height: number },
  index: number,
  frame?: FrameLayout,
): Promise<Buffer> {
  const palette = brandPalette(card.colors, style.palette);
  const backdrop = await renderScene({
    style: { ...style, palette, motif: "minimal" },
    text: "",
    keywords: [],
    width: size.width,
    height: size.height,
    seed: 1,
    index,
  });
  const layout = frame ?? frameLayout({ ...size, mode: "voice", captions: null, scene: "closing-card" });
  const name = layout.card?.name ?? layout.stage;
  const text = nameSvg(card.title, name, size, palette.text, style.fontFamily);
  return sharp(backdrop)
    .composite([{ input: Buffer.from(text) }])
    .png({ compressionLevel: 2 })
    .toBuffer();
}
