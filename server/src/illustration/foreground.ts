import type { SeededRandom } from "../lib/random";
import { n } from "../lib/svg";
import type { ScenePlace } from "../scene-plan/scene-plan-schema";
import { artView, findIcon, iconElement } from "./icon-library";
import { type Box, overlaps } from "./scene-layout";
import type { Look } from "./scene-looks";
import { backdropIcon } from "./style-assets";

/**
 * The nearest layer of a scene: plants, stones and shells of the place in the bottom corners, large (they
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
  station: ["potted-plant", "fallen-leaf", "rock"],
  river: ["sheaf-of-rice", "herb", "rock", "seedling"],
  square: ["potted-plant", "fallen-leaf", "herb"],
  harbour: ["rock", "spiral-shell", "herb"],
  garden: ["herb", "tulip", "seedling", "blossom"],
  playground: ["herb", "rock", "fallen-leaf", "seedling"],
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
  /** The style: its icon set and its depth of field (the near things are softer than the far layer). */
  look?: Pick<Look, "assets" | "depthBlur">;
}

/**
 * SVG elements (no root) for the bottom corners of the frame: near things, large and cut by the frame's
 * edges, a big one in each corner and a smaller one beside it; none in the middle of the band, where the
 * captions' text usually sits. "" where nothing fits.
 */
export function foregroundSvg(o: ForegroundInput): string {
  const { w, h, r } = o;
  const names = (o.indoor ? INDOOR : (OUTDOOR[o.place] ?? ["herb", "rock"])) as string[];
  const unit = Math.min(w, h);
  const out: string[] = [];
  for (const corner of [0, 1]) {
    const big = unit * r.range(0.3, 0.36);
    const small = big * r.range(0.5, 0.62);
    // The big one cut by the side and the bottom edge; the small one beside it toward the middle.
    const bx = corner ? w - big * r.range(0.72, 0.85) : -big * r.range(0.15, 0.28);
    const sx = corner ? bx - small * r.range(0.6, 0.8) : bx + big - small * r.range(0.2, 0.4);
    const things = [
      { x: sx, y: h - small * r.range(0.82, 0.92), side: small },
      { x: bx, y: h - big * r.range(0.7, 0.8), side: big },
    ];
    const drawn: string[] = [];
    for (const t of things) {
      const box = { x: t.x, y: t.y, w: t.side, h: t.side };
      const name = names[Math.floor(r.next() * names.length)] as string;
      const flip = r.next() < 0.5;
      if (o.keepClear.some((b) => overlaps(box, b))) continue;
      const found = findIcon(name);
      if (!found) continue;
      const icon = o.look ? backdropIcon(found, o.look) : found;
      const mirror = flip ? ` transform="translate(${(2 * t.x + t.side).toFixed(1)} 0) scale(-1 1)"` : "";
      drawn.push(`<g${mirror}>${iconElement(icon, t.x, t.y, t.side, t.side, "", artView(icon))}</g>`);
    }
    if (drawn.length === 0) continue;
    // Nearer than the story's elements: where the style has a depth of field, softer than the far layer.
    const blur = (o.look?.depthBlur ?? 0) * (w / 100) * 0.9;
    if (blur > 0) {
      const id = `fgblur${corner}`;
      const x0 = corner ? w * 0.4 : -w * 0.1;
      out.push(
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(x0)}" y="${n(h - unit * 0.5)}" width="${n(w * 0.7)}" height="${n(unit * 0.6)}"><feGaussianBlur stdDeviation="${n(blur)}"/></filter><g filter="url(#${id})">${drawn.join("")}</g>`,
      );
    } else out.push(drawn.join(""));
  }
  return out.join("");
}
