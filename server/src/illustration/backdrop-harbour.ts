import { mix, n } from "../lib/svg";
import { type Canvas, paint } from "./backdrop-canvas";
import { skyColors } from "./backdrop-sky";
import { overlaps } from "./scene-layout";

/**
 * A harbour seen from its quay: the far harbour wall with a lighthouse at its end, the water with boats
 * moored in it (hull, cabin, mast), gulls far off in the sky, and the stone quay the story stands on with
 * its edge and a row of iron bollards (its paving: backdrop-ground.ts).
 */

const WATER = "#3f86b8";
const WALL = "#a9a293";
const HULLS = ["#c8423b", "#2f6db3", "#f2efe6", "#2f8f5b", "#e0a231"];
const IRON = "#3b3f46";

/** The water's far edge (the harbour wall's foot) and the quay's edge, on the frame. */
export function quayLines(c: Canvas): { wall: number; quay: number } {
  return { wall: c.horizonY + c.h * 0.004, quay: c.horizonY + c.h * 0.13 };
}

/** The harbour, far to near: [the wall, water and boats; the gulls]; the quay comes after its paving. */
export function harbour(c: Canvas): string[] {
  const { w, h, u, r, look } = c;
  const { wall, quay } = quayLines(c);
  const out = [
    `<rect y="${n(wall)}" width="${w}" height="${n(quay - wall + u * 2)}" ${paint(c, WATER)}/>`,
    `<rect y="${n(wall - h * 0.018)}" width="${w}" height="${n(h * 0.018 + u * 0.5)}" ${paint(c, mix(WALL, skyColors(c)[2], 0.3))}/>`,
  ];
  // The lighthouse at the wall's end: a white tower banded red, its lamp lit after dark.
  const lx = r.chance(0.5) ? w * 0.1 : w * 0.9;
  const lt = h * 0.09;
  out.push(
    `<polygon points="${n(lx - u * 2)},${n(wall - h * 0.018)} ${n(lx + u * 2)},${n(wall - h * 0.018)} ${n(lx + u * 1.4)},${n(wall - lt)} ${n(lx - u * 1.4)},${n(wall - lt)}" ${paint(c, "#f4f1ea")}/>`,
    `<rect x="${n(lx - u * 1.8)}" y="${n(wall - lt * 0.55)}" width="${n(u * 3.6)}" height="${n(lt * 0.14)}" fill="${look.tone("#c8423b")}"/>`,
    `<rect x="${n(lx - u * 1.5)}" y="${n(wall - lt - u * 2)}" width="${n(u * 3)}" height="${n(u * 2)}" fill="${c.lit ? "#ffe39a" : look.tone("#c8423b")}"/>`,
  );
  const ripples: string[] = [];
  for (let k = 0; k < 10; k++) {
    const y = wall + (quay - wall) * ((k + 0.5) / 10);
    const len = u * (3 + 5 * (k / 10));
    ripples.push(`M${n(r.range(-len, w))} ${n(y)}q${n(len / 2)} ${n(-u * 0.5)} ${n(len)} 0`);
  }
  out.push(
    `<path d="${ripples.join("")}" fill="none" stroke="${look.tone("#dff3ff")}" stroke-width="${n(u * 0.4)}" stroke-linecap="round" opacity="0.8"/>`,
  );
  const count = Math.max(3, Math.round((w / h) * 3.5));
  for (let k = 0; k < count; k++) out.push(boat(c, (w / count) * (k + r.range(0.25, 0.75)), wall, quay));
  return [out.join(""), gulls(c)];
}

/** A boat moored in the water: its hull, a cabin, a mast with a furled sail. */
function boat(c: Canvas, x: number, wall: number, quay: number): string {
  const { w, h, u, r } = c;
  const y = wall + (quay - wall) * r.range(0.6, 0.8);
  const len = Math.min(w * 0.26, h * 0.15) * r.range(0.85, 1.15);
  const mast = len * 1.1;
  // Only a hull wholly behind an element is left out: a mast may rise behind one, as a stall does.
  if (c.avoid.some((b) => b.x < x - len / 2 && b.x + b.w > x + len / 2 && b.y < y && b.y + b.h > y))
    return "";
  const hull = r.pick(HULLS);
  return [
    `<line x1="${n(x - len * 0.1)}" y1="${n(y - len * 0.1)}" x2="${n(x - len * 0.1)}" y2="${n(y - mast)}" stroke="${c.look.tone("#5b4a3a")}" stroke-width="${n(u * 0.6)}"/>`,
    `<rect x="${n(x - len * 0.13)}" y="${n(y - mast * 0.85)}" width="${n(len * 0.07)}" height="${n(mast * 0.6)}" ${paint(c, "#efe9dc")}/>`,
    `<rect x="${n(x + len * 0.02)}" y="${n(y - len * 0.28)}" width="${n(len * 0.3)}" height="${n(len * 0.2)}" ${paint(c, "#f4f1ea")}/>`,
    `<rect x="${n(x + len * 0.06)}" y="${n(y - len * 0.24)}" width="${n(len * 0.09)}" height="${n(len * 0.08)}" fill="${c.lit ? "#ffe39a" : c.look.tone("#5d7186")}"/>`,
    `<path d="M${n(x - len / 2)} ${n(y - len * 0.1)}H${n(x + len / 2)}L${n(x + len * 0.36)} ${n(y + len * 0.14)}H${n(x - len * 0.38)}Z" ${paint(c, hull)}/>`,
    `<rect x="${n(x - len / 2)}" y="${n(y - len * 0.1)}" width="${n(len)}" height="${n(len * 0.04)}" fill="${c.look.tone(mix(hull, "#ffffff", 0.5))}"/>`,
  ].join("");
}

/** Gulls far off: small open Vs high in the sky, where no element is. */
function gulls(c: Canvas): string {
  const { w, u, r, horizonY, look } = c;
  const d: string[] = [];
  for (let k = 0; k < 4; k++) {
    const x = w * r.range(0.1, 0.9);
    const y = horizonY * r.range(0.2, 0.5);
    const s = u * r.range(1.5, 2.5);
    if (c.avoid.some((b) => overlaps(b, { x: x - s, y: y - s, w: 2 * s, h: 2 * s }))) continue;
    d.push(
      `M${n(x - s)} ${n(y)}Q${n(x - s / 2)} ${n(y - s * 0.7)} ${n(x)} ${n(y)}Q${n(x + s / 2)} ${n(y - s * 0.7)} ${n(x + s)} ${n(y)}`,
    );
  }
  return d.length
    ? `<path d="${d.join("")}" fill="none" stroke="${look.tone("#4a4f57")}" stroke-width="${n(u * 0.45)}" stroke-linecap="round"/>`
    : "";
}

/** The quay's edge: a light coping stone along it and iron bollards standing on it, none behind an element. */
export function bollards(c: Canvas): string {
  const { w, h, u, r } = c;
  const { quay } = quayLines(c);
  const out: string[] = [];
  const s = Math.min(w, h) / 100;
  const count = Math.max(3, Math.round((w / h) * 4));
  for (let k = 0; k < count; k++) {
    const x = (w / count) * (k + 0.5) + r.range(-u * 2, u * 2);
    const bw = s * 3;
    const bh = s * 4.5;
    if (c.avoid.some((b) => overlaps(b, { x: x - bw, y: quay - bh, w: bw * 2, h: bh }))) continue;
    out.push(
      `<rect x="${n(x - bw / 2)}" y="${n(quay + s - bh)}" width="${n(bw)}" height="${n(bh)}" rx="${n(s * 0.6)}" ${paint(c, IRON)}/><rect x="${n(x - bw * 0.75)}" y="${n(quay + s - bh)}" width="${n(bw * 1.5)}" height="${n(s * 1.2)}" rx="${n(s * 0.5)}" ${paint(c, IRON)}/>`,
    );
  }
  return out.join("");
}

/** Minimal's harbour: the water as a flat band and two flat hulls on it. */
export function plainHarbour(c: Canvas): string {
  const { w, h, look } = c;
  const { wall, quay } = quayLines(c);
  const len = Math.min(w * 0.26, h * 0.15);
  const y = wall + (quay - wall) * 0.6;
  const hull = (x: number, colour: string) =>
    `<path d="M${n(x - len / 2)} ${n(y)}H${n(x + len / 2)}L${n(x + len * 0.36)} ${n(y + len * 0.24)}H${n(x - len * 0.38)}Z" fill="${look.tone(colour)}"/>`;
  return `<rect y="${n(wall)}" width="${w}" height="${n(quay - wall)}" fill="${look.tone(WATER)}"/>${hull(w * 0.2, HULLS[0] as string)}${hull(w * 0.8, HULLS[1] as string)}`;
}
