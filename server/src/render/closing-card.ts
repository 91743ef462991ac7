import sharp, { type OverlayOptions } from "sharp";
import type { StyleEntry } from "../catalog/types";
import type { Box, FrameLayout } from "../layout/frame-layout";
import { rgbOf } from "../lib/svg";

/**
 * A Product Ad's closing card, on the brand colours (the style's where the page had none): the product's
 * photo when the ad has one, its name, and the price, call to action and shop domain when known.
 */
export interface ClosingCard {
  title: string;
  colors: string[];
  price?: string;
  cta?: string;
  domain?: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
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

/**
 * The brand palette with text that reads on its ground: a style's own text colour may be meant for its
 * pictures, not for its flat background (Anime's white on sky blue). The card and the product scenes share it.
 */
export function readablePalette(colors: string[], base: StyleEntry["palette"]): StyleEntry["palette"] {
  const brand = brandPalette(colors, base);
  return contrast(brand.text, brand.background) < 3 ? { ...brand, text: inkOn(brand.background) } : brand;
}

export const escapeXml = (t: string) =>
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

/** Black or white, whichever reads better on `hex`. */
export const inkOn = (hex: string) => (luminance(hex) > 0.55 ? "#111111" : "#ffffff");

/** How far apart two colours' luminances are (1 + WCAG contrast ratio's shape, enough to pick a fill). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text as wide as its box allows at most `maxPx` high: a rough per-character width keeps it in. */
export function fitPx(text: string, box: Box, maxPx: number, charW = 0.6): number {
  return Math.max(10, Math.min(maxPx, box.w / Math.max(3, Array.from(text).length * charW)));
}

const textEl = (x: number, y: number, px: number, fill: string, font: string, weight: number, t: string) =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(font)}, Noto Sans, sans-serif" font-weight="${weight}" font-size="${px.toFixed(1)}" fill="${fill}">${escapeXml(t)}</text>`;

/** The price as a pill sized to its text, centred in its box. */
function pillSvg(price: string, box: Box, fill: string, ink: string, font: string): string {
  const px = fitPx(price, { ...box, w: box.w * 0.8 }, box.h * 0.58);
  const w = Math.min(box.w, Array.from(price).length * px * 0.6 + px * 1.6);
  const h = Math.min(box.h, px * 1.7);
  const x = box.x + (box.w - w) / 2;
  const y = box.y + (box.h - h) / 2;
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(h / 2).toFixed(1)}" fill="${fill}"/>${textEl(box.x + box.w / 2, box.y + box.h / 2, px, ink, font, 800, price)}`;
}

/** The call to action as a button: a filled rounded rectangle with a soft drop shadow. */
function buttonSvg(cta: string, box: Box, fill: string, font: string): string {
  const h = box.h * 0.86;
  const px = fitPx(cta, { ...box, w: box.w * 0.8 }, h * 0.46);
  const w = Math.min(box.w, Math.max(box.w * 0.62, Array.from(cta).length * px * 0.62 + px * 2.4));
  const x = box.x + (box.w - w) / 2;
  const y = box.y + (box.h - h) / 2;
  const r = (h * 0.28).toFixed(1);
  const rect = (dy: number, f: string, extra = "") =>
    `<rect x="${x.toFixed(1)}" y="${(y + dy).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r}" fill="${f}"${extra}/>`;
  return `${rect(h * 0.08, "#000000", ' fill-opacity="0.28"')}${rect(0, fill)}${textEl(box.x + box.w / 2, y + h / 2, px, inkOn(fill), font, 800, cta)}`;
}

/** The shop's domain, small, on the bottom of its box. */
function domainSvg(domain: string, box: Box, color: string, font: string): string {
  const px = fitPx(domain, box, box.h * 0.55, 0.55);
  return textEl(box.x + box.w / 2, box.y + box.h - px * 0.7, px, color, font, 600, domain).replace(
    "<text ",
    '<text fill-opacity="0.9" letter-spacing="1" ',
  );
}

/**
 * The photo filling a w x h frame. A near-square photo is cropped to it; a tall or wide one (a 9:16 product
 * shot) is shown whole over a blurred, dimmed copy of itself, so the product is never cut in half.
 */
async function framedPhoto(photo: Buffer, w: number, h: number): Promise<Buffer> {
  const upright = await sharp(photo).rotate().toBuffer({ resolveWithObject: true });
  const ratio = upright.info.width / upright.info.height / (w / h);
  if (ratio > 0.8 && ratio < 1.25)
    return sharp(upright.data).resize(w, h, { fit: "cover", position: "attention" }).png().toBuffer();
  const ground = await sharp(upright.data)
    .resize(w, h, { fit: "cover" })
    .blur(Math.max(1, w * 0.04))
    .modulate({ brightness: 0.8 })
    .png()
    .toBuffer();
  const whole = await sharp(upright.data)
    .resize(w, h, { fit: "inside" })
    .png()
    .toBuffer({ resolveWithObject: true });
  return sharp(ground)
    .composite([
      {
        input: whole.data,
        left: Math.round((w - whole.info.width) / 2),
        top: Math.round((h - whole.info.height) / 2),
      },
    ])
    .png()
    .toBuffer();
}

/**
 * The product photo in a rounded frame with a shadow under it: cropped to the photo box (cover, centred),
 * its corners cut round, a light border around it. Layers to composite over the backdrop.
 */
export async function photoLayers(
  photo: Buffer,
  box: Box,
  size: { width: number; height: number },
  border: string,
) {
  const r = Math.round(box.w * 0.08);
  const pad = Math.max(2, Math.round(box.w * 0.025));
  const inner = { x: box.x + pad, y: box.y + pad, w: box.w - pad * 2, h: box.h - pad * 2 };
  const blur = Math.max(2, box.w * 0.04);
  const shadow = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><defs><filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur.toFixed(1)}"/></filter></defs><rect x="${box.x}" y="${box.y + blur * 0.8}" width="${box.w}" height="${box.h}" rx="${r}" fill="#000000" fill-opacity="0.38" filter="url(#s)"/><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${r}" fill="${border}"/></svg>`;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${inner.w}" height="${inner.h}"><rect width="${inner.w}" height="${inner.h}" rx="${Math.max(1, r - pad)}" fill="#fff"/></svg>`,
  );
  const picture = await sharp(await framedPhoto(photo, inner.w, inner.h))
    .ensureAlpha()
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
  return [
    { input: Buffer.from(shadow), left: 0, top: 0 },
    { input: picture, left: inner.x, top: inner.y },
  ];
}

/** `hex` moved toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const to = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return `#${[1, 3, 5]
    .map((i) => Math.round(Number.parseInt(full.slice(i, i + 2), 16) * (1 - a) + to * a))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}

/**
 * The card's ground in the brand colour: flat at the top (where the platform's header sits), deepening
 * toward the bottom, a soft light behind the photo and two faint rings of the second colour in the corners
 * so the card has depth without shapes that cross its parts.
 */
export function backdropSvg(
  palette: StyleEntry["palette"],
  size: { width: number; height: number },
  focus: Box,
) {
  const { width: w, height: h } = size;
  const bg = palette.background;
  // Tonal rings: the brand colour lightened on a dark card, darkened on a light one.
  const ring = shade(bg, luminance(bg) > 0.55 ? -0.12 : 0.14);
  const cx = focus.x + focus.w / 2;
  const cy = focus.y + focus.h / 2;
  const glow = Math.max(focus.w, focus.h) * 1.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0.1" stop-color="${bg}"/><stop offset="1" stop-color="${shade(bg, luminance(bg) > 0.55 ? -0.12 : -0.35)}"/></linearGradient><radialGradient id="l" cx="${cx}" cy="${cy}" r="${glow}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${shade(bg, 0.35)}" stop-opacity="0.7"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#l)"/><circle cx="${w * 1.02}" cy="${h * 0.2}" r="${w * 0.3}" fill="none" stroke="${ring}" stroke-width="${w * 0.05}"/><circle cx="${-w * 0.04}" cy="${h * 0.86}" r="${w * 0.26}" fill="none" stroke="${ring}" stroke-width="${w * 0.04}"/></svg>`;
}

/**
 * The card as a PNG at the video's size: the style's backdrop drawn by the local renderer (offline,
 * deterministic) in the brand colours, then each part in the frame layout's box for it: the photo
 * (when the ad has one), the name, the price as a pill, the call to action as a button, the domain.
 * A part with nothing to show is left out, so the card never says something the seller did not.
 */
export async function renderClosingCard(
  card: ClosingCard,
  style: StyleEntry,
  layout: FrameLayout,
  photo?: Buffer | null,
): Promise<Buffer> {
  const palette = readablePalette(card.colors, style.palette);
  const size = { width: layout.frame.w, height: layout.frame.h };
  const parts = layout.card;
  const backdrop = await sharp(Buffer.from(backdropSvg(palette, size, parts?.photo ?? layout.stage)))
    .png()
    .toBuffer();
  const font = style.fontFamily;
  const name = parts?.name ?? layout.stage;
  const layers: OverlayOptions[] = [];
  if (photo && parts) layers.push(...(await photoLayers(photo, parts.photo, size, "#ffffff")));
  layers.push({ input: Buffer.from(nameSvg(card.title, name, size, palette.text, font)) });
  if (parts) {
    // The pill and the button stand out from the card: the brand's second colour where it does, else ink.
    const accent = [palette.accent, palette.secondary].find(
      (c) => HEX.test(c) && contrast(c, palette.background) > 1.5,
    );
    const pill = palette.text;
    const button = accent ?? palette.text;
    const svg = [
      card.price ? pillSvg(card.price, parts.price, pill, palette.background, font) : "",
      card.cta ? buttonSvg(card.cta, parts.cta, button, font) : "",
      card.domain ? domainSvg(card.domain, parts.domain, palette.text, font) : "",
    ].join("");
    if (svg)
      layers.push({
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${svg}</svg>`,
        ),
      });
  }
  return sharp(backdrop).composite(layers).png({ compressionLevel: 2 }).toBuffer();
}
