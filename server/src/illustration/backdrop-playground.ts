import { mix, n } from "../lib/svg";
import { type Canvas, paint } from "./backdrop-canvas";
import { type Box, overlaps } from "./scene-layout";

/**
 * A playground: a sandpit on the lawn, a swing set and a slide standing on it, each on the side of the frame
 * the story's elements leave free (a piece that would hide behind a figure is left out).
 */

const SAND = "#e6cf94";
const FRAME = "#d9503f";
const SLIDE = "#f2b632";
const ROPE = "#5a4a3a";

/** The sandpit's far and near edges: a band of sand across the lawn just below the horizon. */
export function sandpitOf(c: Canvas): [number, number] {
  return [c.horizonY + c.h * 0.025, c.horizonY + c.h * 0.095];
}

/** The sandpit: sand with a wooden edge, across the frame. */
export function sandpit(c: Canvas): string {
  const { w, u, look } = c;
  const [y0, y1] = sandpitOf(c);
  return `<rect x="${n(-u)}" y="${n(y0)}" width="${n(w + 2 * u)}" height="${n(y1 - y0)}" ${paint(c, SAND)}/><rect x="${n(-u)}" y="${n(y1 - u * 0.5)}" width="${n(w + 2 * u)}" height="${n(u)}" fill="${look.tone("#a8743f")}"/>`;
}

/** The size of one piece of equipment: a third of the frame's shorter side. */
const pieceSize = (c: Canvas) => Math.min(c.w, c.h) * 0.34;

/** The first of the spots whose box no story element covers. */
function freeSpot(c: Canvas, spots: number[], box: (x: number) => Box): number | undefined {
  return spots.find((x) => !c.avoid.some((b) => overlaps(b, box(x))));
}

/** A swing set: an A-frame at each end, the top bar, two swings on their ropes. */
export function swingSet(c: Canvas, x: number, foot: number, s: number): string {
  const { u, look } = c;
  const top = foot - s * 0.62;
  const half = s * 0.5;
  const spread = s * 0.12;
  const legs = [x - half, x + half]
    .map((lx) => `M${n(lx - spread)} ${n(foot)}L${n(lx)} ${n(top)}L${n(lx + spread)} ${n(foot)}`)
    .join("");
  const frame = `<path d="${legs}M${n(x - half)} ${n(top)}H${n(x + half)}" fill="none" stroke="${look.tone(FRAME)}" stroke-width="${n(u * 1.1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const seatY = foot - s * 0.16;
  const swings = [x - half * 0.45, x + half * 0.45]
    .map(
      (sx) =>
        `<path d="M${n(sx - s * 0.07)} ${n(top)}V${n(seatY)}M${n(sx + s * 0.07)} ${n(top)}V${n(seatY)}" stroke="${look.tone(ROPE)}" stroke-width="${n(u * 0.35)}"/><rect x="${n(sx - s * 0.1)}" y="${n(seatY - u * 0.4)}" width="${n(s * 0.2)}" height="${n(u * 1.2)}" rx="${n(u * 0.3)}" ${paint(c, mix(FRAME, "#000000", 0.25), { shade: false })}/>`,
    )
    .join("");
  return frame + swings;
}

/** A slide: a ladder up to a platform and the chute running down to the ground, facing the frame's middle. */
export function slide(c: Canvas, x: number, foot: number, s: number, facing: 1 | -1): string {
  const { u, look } = c;
  const top = foot - s * 0.55;
  const ladder = x - facing * s * 0.3;
  const rungs: string[] = [];
  for (let y = foot - s * 0.08; y > top; y -= s * 0.09)
    rungs.push(`M${n(ladder - s * 0.06)} ${n(y)}H${n(ladder + s * 0.06)}`);
  const rails = `<path d="M${n(ladder - s * 0.06)} ${n(foot)}V${n(top)}M${n(ladder + s * 0.06)} ${n(foot)}V${n(top)}${rungs.join("")}" stroke="${look.tone(FRAME)}" stroke-width="${n(u * 0.7)}" stroke-linecap="round"/>`;
  const end = x + facing * s * 0.45;
  const chute = `<path d="M${n(ladder)} ${n(top)}Q${n(x + facing * s * 0.05)} ${n(top + s * 0.1)} ${n(end)} ${n(foot - s * 0.04)}L${n(end)} ${n(foot - s * 0.13)}Q${n(x)} ${n(top - s * 0.02)} ${n(ladder)} ${n(top - s * 0.1)}Z" ${paint(c, SLIDE)}/>`;
  return rails + chute;
}

/** The swing set on one side of the frame and the slide on the other, where the story leaves room. */
export function playground(c: Canvas): string {
  const { w } = c;
  const s = pieceSize(c);
  const foot = sandpitOf(c)[1] - c.h * 0.01;
  // A piece may stand partly behind a figure, as in a photograph: only its middle half must show.
  const box = (x: number) => ({ x: x - s * 0.31, y: foot - s * 0.65, w: s * 0.62, h: s * 0.65 });
  const spots = [w * 0.15, w * 0.85, w * 0.3, w * 0.7];
  const swingsAt = freeSpot(c, spots, box);
  // The slide on the other side of the frame from the swings.
  const otherSide = (x: number) => swingsAt === undefined || x < w / 2 !== swingsAt < w / 2;
  const slideAt = freeSpot(c, spots.filter(otherSide), box);
  const out: string[] = [];
  if (swingsAt !== undefined) out.push(swingSet(c, swingsAt, foot, s));
  if (slideAt !== undefined) out.push(slide(c, slideAt, foot, s, slideAt > w / 2 ? -1 : 1));
  return out.join("");
}

/** Minimal's playground: the sandpit as a flat strip, the swing set's frame and the slide's chute as lines. */
export function plainPlayground(c: Canvas): string {
  const { look } = c;
  const [y0, y1] = sandpitOf(c);
  const s = pieceSize(c);
  const x = c.w * 0.2;
  const top = y1 - s * 0.6;
  return `<rect y="${n(y0)}" width="${c.w}" height="${n(y1 - y0)}" fill="${look.tone(mix(SAND, "#ffffff", 0.2))}"/><path d="M${n(x - s * 0.6)} ${n(y1)}L${n(x - s * 0.5)} ${n(top)}H${n(x + s * 0.5)}L${n(x + s * 0.6)} ${n(y1)}" fill="none" stroke="${look.tone(FRAME)}" stroke-width="${n(c.u)}"/>`;
}
