import { renderAsync } from "@resvg/resvg-js";
import type { PresenterDefinition, PresenterStyle } from "../catalog/definitions/presenters";
import { seededRandom } from "../lib/random";
import { type MouthShape, presenterAvatarSvg } from "./presenter-art";

export const PORTRAIT_WIDTH = 540;
export const PORTRAIT_HEIGHT = 960;

/** Studio backdrops: a soft vertical gradient with a light behind the head. [top, bottom, glow]. */
const backdrops: [string, string, string][] = [
  ["#2b3a67", "#0f1530", "#8aa4ff"],
  ["#3d2c5e", "#140d24", "#c79bff"],
  ["#1f4e5a", "#0a1f26", "#7fe0d4"],
  ["#5a2f45", "#1d0f18", "#ff9fc0"],
  ["#4a4036", "#17130f", "#ffd59a"],
  ["#23435e", "#0b1824", "#9fd3ff"],
  ["#3b4a3a", "#121a12", "#c4f0a8"],
  ["#54324a", "#1a1020", "#ffb4a0"],
];

/** Where the square avatar sits in the 9:16 frame: its size and top, as fractions of the frame width. */
const framing: Record<PresenterStyle, { size: number; top: number }> = {
  personas: { size: 1.5, top: 0.42 },
  avataaars: { size: 1.45, top: 0.3 },
  micah: { size: 1.15, top: 0.42 },
};

/** The whole portrait (backdrop + presenter) as SVG, width x height. */
export function presenterPortraitSvg(
  p: PresenterDefinition,
  mouth: MouthShape | { option: string },
  width: number,
  height: number,
  eyesShut = false,
) {
  const r = seededRandom(`${p.id}:backdrop`);
  const [top, bottom, glow] = r.pick(backdrops);
  const f = framing[p.style];
  const size = width * f.size;
  const x = (width - size) / 2;
  const y = height - size + width * f.top - width * 0.42;
  const avatar = presenterAvatarSvg(p, mouth, eyesShut).replace(
    /^<svg /,
    `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" `,
  );
  const bokeh = Array.from({ length: 7 }, () => {
    const cx = r.range(0, width);
    const cy = r.range(0, height * 0.55);
    const radius = r.range(width * 0.03, width * 0.12);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${radius.toFixed(0)}" fill="${glow}" opacity="${r.range(0.04, 0.12).toFixed(2)}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${bokeh}
<ellipse cx="${width / 2}" cy="${height * 0.5}" rx="${width * 0.62}" ry="${width * 0.62}" fill="url(#glow)"/>
${avatar}
</svg>`;
}

/**
 * The portrait as PNG, rendered on resvg's thread pool (the server seeds in the background at start). The
 * drawing has no text: loading the system's fonts (hundreds on a machine with the Indic fonts) would cost
 * a fifth of each render.
 */
export async function renderPresenterPng(
  p: PresenterDefinition,
  mouth: MouthShape | { option: string },
  width = PORTRAIT_WIDTH,
  height = PORTRAIT_HEIGHT,
  eyesShut = false,
): Promise<Buffer> {
  const svg = presenterPortraitSvg(p, mouth, width, height, eyesShut);
  return Buffer.from(
    (await renderAsync(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } })).asPng(),
  );
}
