import { mix, n } from "../lib/svg";
import { type Canvas, hill, paint } from "./backdrop-canvas";
import { skyColors } from "./backdrop-sky";
import { overlaps } from "./scene-layout";

/**
 * A river (or a lake) seen from its bank: the far bank a green strip under the hills, a band of water across
 * the frame with light ripples and the sky's glint, a small stone bridge far off on one side, and the near
 * bank the story stands on with reeds at the water's edge.
 */

const WATER = "#4f9fd0";
const BANK = "#79b85a";
const STONE = "#b3a690";

/** The water's far and near edges on the frame. */
export function waterBand(c: Canvas): [number, number] {
  return [c.horizonY + c.h * 0.008, c.horizonY + c.h * 0.12];
}

/**
 * The river, far to near: [the far bank, the water and the bridge, the near bank, the reeds]. The near
 * bank's marks go between the third and the fourth (backdrop-land.ts).
 */
export function river(c: Canvas): string[] {
  const { w, h, u, r, look } = c;
  const [top, near] = waterBand(c);
  const far = `<rect y="${n(c.horizonY - u)}" width="${w}" height="${n(top - c.horizonY + u * 2)}" ${paint(c, mix(BANK, skyColors(c)[2], 0.3), { shade: false })}/>`;
  const water = [
    `<rect y="${n(top)}" width="${w}" height="${n(near - top + u * 2)}" ${paint(c, WATER)}/>`,
    // The sky's glint along the far edge, then ripples, longer and farther apart toward the viewer.
    `<rect y="${n(top)}" width="${w}" height="${n((near - top) * 0.18)}" fill="${look.tone(mix(WATER, skyColors(c)[2], 0.55))}"/>`,
  ];
  const ripples: string[] = [];
  for (let k = 0; k < 14; k++) {
    const t = (k + 0.5) / 14;
    const y = top + (near - top) * (0.2 + 0.75 * t);
    const len = u * (3 + 6 * t);
    const x = r.range(-len, w);
    ripples.push(`M${n(x)} ${n(y)}q${n(len / 2)} ${n(-u * 0.6)} ${n(len)} 0`);
  }
  water.push(
    `<path d="${ripples.join("")}" fill="none" stroke="${look.tone("#e3f4ff")}" stroke-width="${n(u * 0.45)}" stroke-linecap="round" opacity="0.85"/>`,
    bridge(c, top),
  );
  const bank = hill(c, near, h * 0.006, BANK, r.range(0, 6), 2.4);
  return [far, water.join(""), bank, reeds(c, near)];
}

/** A small stone bridge far off on one side: an arched span over the water with its parapet. */
function bridge(c: Canvas, top: number): string {
  const { w, h, u, r } = c;
  const span = w * r.range(0.26, 0.34);
  const x0 = r.chance(0.5) ? w * 0.04 : w * 0.96 - span;
  const x1 = x0 + span;
  const deck = top - h * 0.028;
  const foot = top + h * 0.012;
  const arch = (foot - deck) * 0.75;
  const mid = (x0 + x1) / 2;
  const half = Math.min(span * 0.32, arch);
  const d = `M${n(x0)} ${n(foot)}L${n(x0)} ${n(deck)}L${n(x1)} ${n(deck)}L${n(x1)} ${n(foot)}L${n(mid + half)} ${n(foot)}A${n(half)} ${n(arch)} 0 0 0 ${n(mid - half)} ${n(foot)}Z`;
  return `<path d="${d}" ${paint(c, STONE)}/><rect x="${n(x0 - u * 0.5)}" y="${n(deck - u * 1.4)}" width="${n(span + u)}" height="${n(u * 1.4)}" ${paint(c, mix(STONE, "#000000", 0.15))}/><path d="M${n(mid - half)} ${n(foot)}A${n(half)} ${n(arch)} 0 0 0 ${n(mid + half)} ${n(foot)}A${n(half)} ${n(arch * 0.6)} 0 0 0 ${n(mid - half)} ${n(foot)}Z" fill="${c.look.tone(mix(STONE, WATER, 0.5))}" opacity="0.6"/>`;
}

/** Clumps of reeds along the water's near edge, toward the sides, with their brown heads; none behind an element. */
function reeds(c: Canvas, near: number): string {
  const { w, h, u, r, look } = c;
  const blades: string[] = [];
  const heads: string[] = [];
  const clumps = Math.max(2, Math.round((w / h) * 3));
  for (let k = 0; k < clumps; k++) {
    const side = k % 2 === 0;
    const x = side ? w * r.range(0.02, 0.3) : w * r.range(0.7, 0.98);
    const tall = h * r.range(0.05, 0.08);
    const foot = near + u * 1.5;
    if (c.avoid.some((b) => overlaps(b, { x: x - u * 4, y: foot - tall, w: u * 8, h: tall }))) continue;
    for (let b = 0; b < 7; b++) {
      const bx = x + r.range(-u * 3, u * 3);
      const bt = tall * r.range(0.6, 1);
      const lean = r.range(-u * 2, u * 2);
      blades.push(
        `M${n(bx - u * 0.35)} ${n(foot)}Q${n(bx + lean * 0.3)} ${n(foot - bt * 0.5)} ${n(bx + lean)} ${n(foot - bt)}Q${n(bx + lean * 0.3 + u * 0.2)} ${n(foot - bt * 0.5)} ${n(bx + u * 0.35)} ${n(foot)}Z`,
      );
      if (b % 3 === 0)
        heads.push(
          `M${n(bx + lean * 0.8 - u * 0.5)} ${n(foot - bt * 0.78)}h${n(u)}v${n(bt * 0.2)}h${n(-u)}Z`,
        );
    }
  }
  if (blades.length === 0) return "";
  return `<path d="${blades.join("")}" fill="${look.tone("#4f7f3a")}"/><path d="${heads.join("")}" fill="${look.tone("#7a4f2a")}"/>`;
}

/** Minimal's river: the water as one flat band across the ground, a paler line for its far glint. */
export function plainWater(c: Canvas): string {
  const { w, u, look } = c;
  const [top, near] = waterBand(c);
  return `<rect y="${n(top)}" width="${w}" height="${n(near - top)}" fill="${look.tone(WATER)}"/><rect y="${n(top + u)}" width="${w}" height="${n(u * 0.8)}" fill="${look.tone(mix(WATER, "#ffffff", 0.5))}"/>`;
}
