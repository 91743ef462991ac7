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

/**
 * Where a style draws the mouth and the eyes, as fractions of the avatar's square [left, top, right,
 * bottom]: every face of every presenter differs from its portrait only inside (measured over all 56
 * presenters' 13 faces, then widened by about 0.04 on each side).
 */
const faceArea: Record<PresenterStyle, [number, number, number, number]> = {
  personas: [0.27, 0.33, 0.73, 0.72],
  avataaars: [0.31, 0.33, 0.69, 0.67],
  micah: [0.36, 0.28, 0.71, 0.71],
};

/** The avatar's square in a width x height portrait. */
function avatarSquare(p: PresenterDefinition, width: number, height: number) {
  const f = framing[p.style];
  const size = width * f.size;
  return { x: (width - size) / 2, y: height - size + width * f.top - width * 0.42, size };
}

/** The whole pixels of a width x height portrait that its faces differ in. */
export function faceRegion(p: PresenterDefinition, width: number, height: number): Region {
  const a = avatarSquare(p, width, height);
  const [left, top, right, bottom] = faceArea[p.style];
  const x = Math.max(0, Math.floor(a.x + left * a.size));
  const y = Math.max(0, Math.floor(a.y + top * a.size));
  return {
    x,
    y,
    width: Math.min(width, Math.ceil(a.x + right * a.size)) - x,
    height: Math.min(height, Math.ceil(a.y + bottom * a.size)) - y,
  };
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole portrait (backdrop + presenter) as SVG, width x height; with `view`, only that part of it. */
export function presenterPortraitSvg(
  p: PresenterDefinition,
  mouth: MouthShape | { option: string },
  width: number,
  height: number,
  eyesShut = false,
  view: Region = { x: 0, y: 0, width, height },
) {
  const r = seededRandom(`${p.id}:backdrop`);
  const [top, bottom, glow] = r.pick(backdrops);
  const { x, y, size } = avatarSquare(p, width, height);
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="${view.x} ${view.y} ${view.width} ${view.height}">
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

/** A face: the mouth (a MouthShape or, for a viseme, DiceBear's option) and whether the eyes are shut. */
export interface Face {
  mouth: MouthShape | { option: string };
  eyesShut?: boolean;
}

/** RGBA pixels, opaque (the backdrop fills the frame). */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A presenter's faces in one pass: the first drawn whole, each other one drawn only over the face region
 * (about a quarter of the frame) and pasted onto a copy of the first. Drawn on resvg's thread pool (the
 * server seeds in the background at start), without the system's fonts (the drawing has no text; loading
 * hundreds of fonts cost a fifth of each picture). Each face looks as if drawn whole: at most a few
 * pixels along a shape cut by the smaller drawing differ, by a few levels (presenter-portrait.test.ts).
 */
export async function renderPresenterFaces(
  p: PresenterDefinition,
  faces: readonly Face[],
  width = PORTRAIT_WIDTH,
  height = PORTRAIT_HEIGHT,
): Promise<Pixels[]> {
  const [first, ...others] = faces;
  if (!first) return [];
  const draw = async (face: Face, view?: Region) =>
    Buffer.from(
      (
        await renderAsync(presenterPortraitSvg(p, face.mouth, width, height, face.eyesShut, view), {
          fitTo: { mode: "original" },
          font: { loadSystemFonts: false },
        })
      ).pixels,
    );
  const whole = await draw(first);
  const region = faceRegion(p, width, height);
  // Drawn a few pixels wider than pasted: a shape cut by the drawing's edge can shade the edge pixel a
  // little differently from the whole picture.
  const drawn = grown(region, PATCH_MARGIN, width, height);
  const patched = await Promise.all(
    others.map(async (face) => pasted(whole, width, await draw(face, drawn), drawn, region)),
  );
  return [whole, ...patched].map((data) => ({ data, width, height }));
}

const PATCH_MARGIN = 4;

const grown = (r: Region, by: number, width: number, height: number): Region => {
  const x = Math.max(0, r.x - by);
  const y = Math.max(0, r.y - by);
  return {
    x,
    y,
    width: Math.min(width, r.x + r.width + by) - x,
    height: Math.min(height, r.y + r.height + by) - y,
  };
};

/** A copy of `base` (RGBA rows `width` wide) with `region` taken from `patch` (the pixels of `drawn`). */
function pasted(base: Buffer, width: number, patch: Buffer, drawn: Region, region: Region): Buffer {
  const out = Buffer.from(base);
  const row = region.width * 4;
  for (let y = 0; y < region.height; y++) {
    const from = ((region.y - drawn.y + y) * drawn.width + (region.x - drawn.x)) * 4;
    patch.copy(out, ((region.y + y) * width + region.x) * 4, from, from + row);
  }
  return out;
}
