import { Resvg } from "@resvg/resvg-js";
import { lookOf, sceneBackdropSvg } from "../illustration";
import type { Box } from "../layout/frame-layout";
import { seededRandom } from "../lib/random";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { type allStyles, inThePark } from "./scene-fixtures";

/**
 * A place's backdrop alone (no elements in front), rasterised, and what a viewer tells places apart by: the
 * sharp changes of colour along a row (stripes, spines, sleepers) and a band's mean colour.
 */
export type Style = ReturnType<typeof allStyles>[number];

export interface Raster {
  w: number;
  h: number;
  px: Uint8Array;
}

/** The plan of the park fixture moved to `place` (indoors where the place is a room). */
export const setIn = (place: ScenePlan["setting"]["place"], indoor = false): ScenePlan => ({
  ...inThePark,
  setting: { place, indoor },
});

export function backdropRaster(
  plan: ScenePlan,
  style: Style,
  { w = 360, h = 640, horizon = 0.6, keepClear = [] as Box[], seed = 7 } = {},
): Raster {
  const { svg } = sceneBackdropSvg({
    plan,
    look: lookOf(style),
    w,
    h,
    r: seededRandom(seed),
    mirror: false,
    horizon,
    zoom: 1,
    keepClear,
  });
  return { w, h, px: new Resvg(svg).render().pixels };
}

/** Sharp changes of colour along the rows y0..y1 (every other row), on average; one edge counted once. */
export function rowEdges({ w, px }: Raster, y0: number, y1: number): number {
  let sum = 0;
  let rows = 0;
  for (let y = Math.round(y0); y <= y1; y += 2) {
    let edges = 0;
    let last = -1;
    for (let x = 2; x < w; x++) {
      const i = (y * w + x) * 4;
      const j = i - 8;
      const d =
        Math.abs((px[i] ?? 0) - (px[j] ?? 0)) +
        Math.abs((px[i + 1] ?? 0) - (px[j + 1] ?? 0)) +
        Math.abs((px[i + 2] ?? 0) - (px[j + 2] ?? 0));
      if (d > 90 && x - last > 3) edges++;
      if (d > 90) last = x;
    }
    sum += edges;
    rows++;
  }
  return sum / rows;
}

/** The mean red, green and blue of the rows y0..y1. */
export function bandColour({ w, px }: Raster, y0: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(y0); y <= y1; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + (px[i + k] ?? 0);
      count++;
    }
  return sum.map((v) => v / count) as [number, number, number];
}

/** Something kept clear at the bottom right of a 360x640 frame, where a presenter's corner bubble sits. */
export const cornerKeepClear: Box[] = [{ x: 360 * 0.78, y: 640 * 0.82, w: 360 * 0.2, h: 640 * 0.12 }];

/** The mean colour of the rows y0..y1 of `plan`'s backdrop in `style`, drawn around `keepClear`. */
export const bandOf = (plan: ScenePlan, style: Style, y0: number, y1: number, keepClear = cornerKeepClear) =>
  bandColour(backdropRaster(plan, style, { keepClear }), y0, y1);

type Rgb = [number, number, number];
/** A band's mean brightness. */
export const lightness = ([r, g, b]: Rgb) => (r + g + b) / 3;
/** How blue a band is against its red and green: water and sky are, grass, paving and a roof are not. */
export const blueness = ([r, g, b]: Rgb) => b - (r + g) / 2;
/** How green a band is against its red and blue: a lawn is, paving is not. */
export const greenness = ([r, g, b]: Rgb) => g - (r + b) / 2;
