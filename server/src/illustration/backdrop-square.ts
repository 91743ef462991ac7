import { mix, n } from "../lib/svg";
import { type Canvas, paint } from "./backdrop-canvas";
import { overlaps } from "./scene-layout";

/**
 * A town square: a row of tall house fronts closing it at the horizon (each its own colour, with rows of
 * windows, a door, a cornice or a gable), the paving the story stands on (backdrop-ground.ts), and a
 * fountain on one side, its basin, bowl and jets, where it is not behind one of the story's elements.
 */

const FRONTS = ["#e7b98a", "#d98e73", "#f0d9a8", "#a9c4d9", "#c7d9a9", "#e9c7c0", "#d8c3e0"];
const STONE = "#c9bda6";
const JET = "#bfe6ff";

/** The house fronts' height on the frame: tall enough to close the square, never out of the frame. */
const frontHeight = (c: Canvas) => Math.min(c.h * 0.24, c.horizonY * 0.7);

/** The house fronts along the horizon, left to right, edge to edge. */
export function houseFronts(c: Canvas): string {
  const { w, h, u, r, horizonY, lit, look } = c;
  const tallest = frontHeight(c);
  const out: string[] = [];
  const windows: string[] = [];
  for (let x = -u * 2; x < w; ) {
    const fw = Math.max(w * 0.14, h * 0.1) * r.range(0.9, 1.3);
    const fh = tallest * r.range(0.7, 1);
    const top = horizonY - fh;
    const colour = r.pick(FRONTS);
    out.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(fw)}" height="${n(fh + u)}" ${paint(c, colour)}/>`);
    if (r.chance(0.5))
      out.push(
        `<polygon points="${n(x)},${n(top)} ${n(x + fw / 2)},${n(top - fw * 0.3)} ${n(x + fw)},${n(top)}" ${paint(c, mix(colour, "#7a3a2a", 0.45))}/>`,
      );
    else
      out.push(
        `<rect x="${n(x - u * 0.5)}" y="${n(top - u * 1.2)}" width="${n(fw + u)}" height="${n(u * 1.6)}" ${paint(c, mix(colour, "#ffffff", 0.45))}/>`,
      );
    // Rows of windows over a door in the middle.
    const cols = 3;
    const ww = fw / (cols * 2);
    const wh = ww * 1.5;
    for (let y = top + wh * 0.8; y + wh < horizonY - wh * 1.6; y += wh * 1.8)
      for (let k = 0; k < cols; k++)
        windows.push(`M${n(x + ww * (0.5 + 2 * k))} ${n(y)}h${n(ww)}v${n(wh)}h${n(-ww)}Z`);
    out.push(
      `<rect x="${n(x + fw / 2 - ww * 0.6)}" y="${n(horizonY - wh * 1.4)}" width="${n(ww * 1.2)}" height="${n(wh * 1.4)}" ${paint(c, mix(colour, "#3a2418", 0.6))}/>`,
    );
    x += fw;
  }
  out.push(`<path d="${windows.join("")}" fill="${lit ? "#ffe39a" : look.tone("#5d7186")}"/>`);
  return out.join("");
}

/** A fountain on one side of the square: a round stone basin, a column with a bowl, jets falling into it. */
export function fountain(c: Canvas): string {
  const { w, h, u, r, horizonY, look } = c;
  const size = Math.min(w * 0.34, h * 0.26);
  const foot = horizonY + h * 0.05;
  const sides = r.chance(0.5) ? [0.22, 0.78] : [0.78, 0.22];
  const box = (x: number) => ({ x: x - size / 2, y: foot - size * 0.75, w: size, h: size * 0.75 });
  const cx = sides.map((t) => w * t).find((x) => !c.avoid.some((b) => overlaps(b, box(x))));
  if (cx === undefined) return "";
  const rim = size * 0.5;
  const bowlY = foot - size * 0.48;
  const out = [
    // The basin: its water seen over the near rim, then the rim.
    `<ellipse cx="${n(cx)}" cy="${n(foot - size * 0.1)}" rx="${n(rim)}" ry="${n(size * 0.1)}" ${paint(c, "#5fa9d6", { shade: false })}/>`,
    `<path d="M${n(cx - rim)} ${n(foot - size * 0.1)}V${n(foot)}A${n(rim)} ${n(size * 0.1)} 0 0 0 ${n(cx + rim)} ${n(foot)}V${n(foot - size * 0.1)}A${n(rim)} ${n(size * 0.1)} 0 0 1 ${n(cx - rim)} ${n(foot - size * 0.1)}Z" ${paint(c, STONE)}/>`,
    `<rect x="${n(cx - size * 0.04)}" y="${n(bowlY)}" width="${n(size * 0.08)}" height="${n(foot - size * 0.12 - bowlY)}" ${paint(c, STONE)}/>`,
    `<path d="M${n(cx - size * 0.2)} ${n(bowlY)}Q${n(cx)} ${n(bowlY + size * 0.12)} ${n(cx + size * 0.2)} ${n(bowlY)}Z" ${paint(c, STONE)}/>`,
  ];
  // The jets: a plume up from the bowl, arcs falling from its lip into the basin.
  const jets = [
    `M${n(cx)} ${n(bowlY)}L${n(cx)} ${n(bowlY - size * 0.22)}`,
    ...[-1, 1].flatMap((s) => [
      `M${n(cx + s * size * 0.2)} ${n(bowlY)}Q${n(cx + s * size * 0.34)} ${n(bowlY - size * 0.02)} ${n(cx + s * size * 0.4)} ${n(foot - size * 0.12)}`,
      `M${n(cx)} ${n(bowlY - size * 0.22)}Q${n(cx + s * size * 0.12)} ${n(bowlY - size * 0.26)} ${n(cx + s * size * 0.17)} ${n(bowlY)}`,
    ]),
  ];
  out.push(
    `<path d="${jets.join("")}" fill="none" stroke="${look.glow ?? look.tone(JET)}" stroke-width="${n(u * 0.7)}" stroke-linecap="round" opacity="0.9"/>`,
  );
  return out.join("");
}

/** Minimal's square: the house fronts as flat blocks of two tones, the fountain's basin a flat ellipse. */
export function plainSquare(c: Canvas): string {
  const { w, h, horizonY, look } = c;
  const tallest = frontHeight(c);
  const blocks: string[] = [];
  const k = Math.max(4, Math.round(w / (h * 0.12)));
  for (let i = 0; i < k; i++) {
    const fh = tallest * (i % 2 ? 0.75 : 0.95);
    blocks.push(
      `<rect x="${n((w / k) * i)}" y="${n(horizonY - fh)}" width="${n(w / k + 1)}" height="${n(fh)}" fill="${look.tone(FRONTS[i % FRONTS.length] as string)}"/>`,
    );
  }
  const size = Math.min(w * 0.34, h * 0.26);
  return `${blocks.join("")}<ellipse cx="${n(w * 0.22)}" cy="${n(horizonY + h * 0.04)}" rx="${n(size * 0.5)}" ry="${n(size * 0.1)}" fill="${look.tone(STONE)}"/>`;
}
