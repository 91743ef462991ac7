import { mix, n } from "../lib/svg";
import { type Canvas, icon, paint } from "./backdrop-canvas";
import { overlaps } from "./scene-layout";

/**
 * A vegetable and flower garden: a white picket fence along the horizon, beds of dark soil across the
 * ground with rows of plants in them, larger toward the viewer, and a watering can standing by a bed.
 */

const SOIL = "#6b4a32";
const FENCE = "#f3efe4";
const CAN = "#3f8f8a";
/** What grows in the beds (Fluent Emoji names), one kind to a bed. */
const CROPS = ["seedling", "leafy-green", "tulip", "sunflower", "carrot", "seedling"];

/** The beds' far and near edges on the frame, far to near. */
export function bedsOf(c: Canvas): [number, number][] {
  const { h, horizonY } = c;
  return [
    [horizonY + h * 0.025, horizonY + h * 0.05],
    [horizonY + h * 0.075, horizonY + h * 0.12],
  ];
}

/** The picket fence along the horizon: a rail and pointed pickets. */
export function picketFence(c: Canvas): string {
  const { w, h, u, horizonY } = c;
  const tall = h * 0.05;
  const pickets: string[] = [];
  for (let x = u; x < w; x += u * 3)
    pickets.push(
      `M${n(x)} ${n(horizonY + u)}V${n(horizonY - tall)}l${n(u * 0.8)} ${n(-u * 1.2)}l${n(u * 0.8)} ${n(u * 1.2)}V${n(horizonY + u)}Z`,
    );
  return `<rect y="${n(horizonY - tall * 0.7)}" width="${w}" height="${n(u * 1.1)}" ${paint(c, mix(FENCE, "#000000", 0.12), { shade: false })}/><path d="${pickets.join("")}" ${paint(c, FENCE, { shade: false })}/>`;
}

/** The beds: dark soil with a wooden edge, a row of one crop in each, the plants larger toward the viewer. */
export function gardenBeds(c: Canvas): string {
  const { w, u, r, look } = c;
  const out: string[] = [];
  for (const [k, [y0, y1]] of bedsOf(c).entries()) {
    out.push(
      `<rect x="${n(-u)}" y="${n(y0)}" width="${n(w + 2 * u)}" height="${n(y1 - y0)}" ${paint(c, SOIL)}/>`,
      `<rect x="${n(-u)}" y="${n(y1 - u * 0.6)}" width="${n(w + 2 * u)}" height="${n(u * 1.2)}" fill="${look.tone("#a8743f")}"/>`,
    );
    const crop = CROPS[Math.floor(r.range(0, CROPS.length))] as string;
    const size = (y1 - y0) * (k === 0 ? 1.5 : 1.3);
    for (let x = size * 0.6; x < w; x += size * 0.9)
      out.push(icon(c, crop, x + r.range(-u, u), y1 - (y1 - y0) * 0.3, size));
  }
  return out.join("");
}

/** A watering can by the near bed, on the side no element stands on: body, spout with its rose, handle. */
export function wateringCan(c: Canvas): string {
  const { w, h, look } = c;
  const s = Math.min(w, h) / 100;
  const near = (bedsOf(c)[1] as [number, number])[1];
  const foot = near + s * 9;
  const spots = [w * 0.12, w * 0.88];
  const x = spots.find(
    (sx) => !c.avoid.some((b) => overlaps(b, { x: sx - s * 8, y: foot - s * 9, w: s * 16, h: s * 9 })),
  );
  if (x === undefined) return "";
  const body = `<path d="M${n(x - s * 4)} ${n(foot)}L${n(x - s * 4.5)} ${n(foot - s * 7)}H${n(x + s * 4.5)}L${n(x + s * 4)} ${n(foot)}Z" ${paint(c, CAN)}/>`;
  const spout = `<path d="M${n(x + s * 4)} ${n(foot - s * 2)}L${n(x + s * 9)} ${n(foot - s * 8)}" stroke="${look.tone(CAN)}" stroke-width="${n(s * 1.3)}" stroke-linecap="round"/><rect x="${n(x + s * 8.2)}" y="${n(foot - s * 9.6)}" width="${n(s * 2)}" height="${n(s * 2.4)}" rx="${n(s * 0.5)}" transform="rotate(40 ${n(x + s * 9.2)} ${n(foot - s * 8.4)})" fill="${look.tone(mix(CAN, "#000000", 0.2))}"/>`;
  const handle = `<path d="M${n(x - s * 3.5)} ${n(foot - s * 7)}Q${n(x)} ${n(foot - s * 12)} ${n(x + s * 3.5)} ${n(foot - s * 7)}" fill="none" stroke="${look.tone(mix(CAN, "#000000", 0.2))}" stroke-width="${n(s * 1.1)}"/>`;
  return handle + spout + body;
}

/** Minimal's garden: the fence as a flat band of pickets, the beds as flat strips of soil. */
export function plainGarden(c: Canvas): string {
  const { w, h, u, horizonY, look } = c;
  const pickets: string[] = [];
  for (let x = u; x < w; x += u * 4)
    pickets.push(`M${n(x)} ${n(horizonY)}V${n(horizonY - h * 0.045)}h${n(u * 1.6)}V${n(horizonY)}Z`);
  const beds = bedsOf(c)
    .map(
      ([y0, y1]) =>
        `<rect y="${n(y0)}" width="${w}" height="${n(y1 - y0)}" fill="${look.tone(mix(SOIL, "#ffffff", 0.2))}"/>`,
    )
    .join("");
  return `<path d="${pickets.join("")}" fill="${look.tone(FENCE)}"/>${beds}`;
}
