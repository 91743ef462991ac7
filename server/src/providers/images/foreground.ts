import type { SeededRandom } from "../../lib/random";
import type { ScenePlace } from "../../scene-plan/scene-plan-schema";
import { artView, findIcon, iconElement } from "./icon-library";
import { type Box, overlaps } from "./scene-layout";

/**
 * The nearest layer of a scene: plants, stones and shells of the place along the bottom edge, large (they
 * are near) and cut by the frame, so that the band under the captions is the place's ground and not bare
 * floor or bare sea. Only things no sentence could be about (no food, no wares), kept off the story's
 * elements; drawn into the backdrop, so they sit behind the elements and move with the far layer.
 */
const OUTDOOR: Partial<Record<ScenePlace, string[]>> = {
  park: ["herb", "tulip", "seedling", "four-leaf-clover", "blossom"],
  forest: ["herb", "mushroom", "fallen-leaf", "seedling", "rock"],
  countryside: ["herb", "sheaf-of-rice", "blossom", "seedling"],
  farm: ["sheaf-of-rice", "ear-of-corn", "herb", "seedling"],
  mountains: ["rock", "herb", "seedling"],
  beach: ["spiral-shell", "rock", "coral"],
  sea: ["water-wave", "coral", "water-wave"],
  desert: ["cactus", "rock"],
  street: ["potted-plant", "fallen-leaf", "herb"],
  market: ["potted-plant", "fallen-leaf", "herb", "seedling"],
  city: ["potted-plant", "herb", "fallen-leaf"],
  space: ["rock"],
};
const INDOOR = ["potted-plant", "herb"];

export interface ForegroundInput {
  place: ScenePlace;
  indoor: boolean;
  w: number;
  h: number;
  r: SeededRandom;
  /** The story's elements: the foreground keeps off them. */
  keepClear: Box[];
}

/** SVG elements (no root) for the bottom band of the frame; "" where nothing fits. */
export function foregroundSvg(o: ForegroundInput): string {
  const { w, h, r } = o;
  const names = (o.indoor ? INDOOR : (OUTDOOR[o.place] ?? ["herb", "rock"])) as string[];
  const unit = Math.min(w, h);
  const out: string[] = [];
  // Four slots across the width, the corners larger (nearest), each a little jittered.
  const slots = [0.02, 0.3, 0.58, 0.84];
  slots.forEach((at, k) => {
    const corner = k === 0 || k === slots.length - 1;
    const side = unit * (corner ? r.range(0.2, 0.26) : r.range(0.13, 0.18));
    const x = w * at + r.range(-0.03, 0.03) * w;
    // Standing on (a little under) the bottom edge: cut by the frame, as near things are.
    const y = h - side * (corner ? 0.8 : 0.86);
    const box = { x, y, w: side, h: side };
    const name = names[(k + Math.floor(r.next() * names.length)) % names.length] as string;
    if (o.keepClear.some((b) => overlaps(box, b))) return;
    const icon = findIcon(name);
    if (!icon) return;
    const flip = r.next() < 0.5 ? ` transform="translate(${(2 * x + side).toFixed(1)} 0) scale(-1 1)"` : "";
    out.push(`<g${flip}>${iconElement(icon, x, y, side, side, "", artView(icon))}</g>`);
  });
  return out.join("");
}
