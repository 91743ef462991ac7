import { mix, n } from "../lib/svg";
import { type Canvas, icon, paint } from "./backdrop-canvas";
import { skyColors } from "./backdrop-sky";
import { overlaps } from "./scene-layout";

/**
 * An open-air market: a row of stalls standing on the horizon behind the story's elements, each with a
 * striped awning and its scalloped edge, a counter of fruit and vegetables and a crate in front, bunting
 * strung above them and a few shoppers far off between them, on a square of packed earth.
 */

/** The awnings' colours, each striped with white; a stall's colour is drawn from these in turn. */
export const AWNINGS = ["#d8434b", "#2f9e6b", "#f0a431", "#3b7dd8", "#c2478f"];

/** What the stalls sell (Fluent Emoji names): drawn small, on counters and in crates. */
const PRODUCE = [
  "red-apple",
  "banana",
  "tangerine",
  "watermelon",
  "carrot",
  "tomato",
  "eggplant",
  "pineapple",
  "grapes",
  "leafy-green",
  "mango",
  "melon",
];

const WOOD = "#a8743f";
const EARTH = "#cdb48e";

/** One stall's frame: its left edge, width, the awning's top, the counter's top and the ground it stands on. */
interface Stall {
  x: number;
  w: number;
  top: number;
  counter: number;
  foot: number;
  colour: string;
}

/**
 * Where the stalls stand: three across a tall or square frame, five across a 16:9 one (so that a stall is
 * about as wide in every ratio), their feet a little under the horizon, as tall as the sky above the
 * horizon leaves room for (the awnings never leave the frame).
 */
export function stallsOf(c: Canvas): Stall[] {
  const { w, h, u, r, horizonY } = c;
  const count = Math.max(3, Math.round((w / h) * 2.8));
  const slot = w / count;
  const tall = Math.min(h * 0.22, Math.max(h * 0.1, horizonY * 0.62));
  const foot = horizonY + h * 0.01;
  const first = Math.floor(r.range(0, AWNINGS.length));
  return Array.from({ length: count }, (_, k) => {
    const sw = slot * r.range(0.78, 0.9);
    const x = slot * k + (slot - sw) / 2 + r.range(-u, u);
    const t = tall * r.range(0.9, 1.05);
    return {
      x,
      w: sw,
      top: foot - t,
      counter: foot - t * 0.38,
      foot,
      colour: AWNINGS[(first + k) % AWNINGS.length] as string,
    };
  });
}

/** The market square: the far town, bunting, the stalls with their wares, shoppers far off, the ground. */
export function market(c: Canvas): string[] {
  const { w, h, horizonY } = c;
  const stalls = stallsOf(c);
  const out = [
    `<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" ${paint(c, EARTH)}/>`,
    shoppers(c, stalls),
    ...stalls.map((s) => stall(c, s)),
    bunting(c, stalls),
  ];
  return out;
}

/** Minimal's market: the same stalls as flat blocks, a striped awning over a counter, nothing on them. */
export function plainStalls(c: Canvas): string {
  const { u, look } = c;
  return stallsOf(c)
    .map((s) => {
      const band = (s.counter - s.top) * 0.42;
      const posts = [s.x + u * 0.6, s.x + s.w - u * 1.6]
        .map(
          (x) =>
            `<rect x="${n(x)}" y="${n(s.top + band)}" width="${n(u)}" height="${n(s.counter - s.top - band)}" fill="${look.tone(mix(WOOD, "#000000", 0.1))}"/>`,
        )
        .join("");
      return `${posts}${stripes(c, s, band, false)}<rect x="${n(s.x)}" y="${n(s.counter)}" width="${n(s.w)}" height="${n(s.foot - s.counter)}" fill="${look.tone(WOOD)}"/>`;
    })
    .join("");
}

/** One stall: the shade under its awning, two posts, the counter with wares, a crate in front, the awning. */
function stall(c: Canvas, s: Stall): string {
  const { u, r } = c;
  const band = (s.counter - s.top) * 0.34;
  const under = s.top + band;
  const out = [
    // The shade under the awning: the stall's cloth back, dim.
    `<rect x="${n(s.x + u)}" y="${n(under)}" width="${n(s.w - 2 * u)}" height="${n(s.counter - under)}" ${paint(c, mix(s.colour, "#3a2a20", 0.6), { shade: false })}/>`,
  ];
  for (const x of [s.x + u * 0.4, s.x + s.w - u * 1.6])
    out.push(
      `<rect x="${n(x)}" y="${n(under)}" width="${n(u * 1.2)}" height="${n(s.foot - under)}" ${paint(c, mix(WOOD, "#000000", 0.15))}/>`,
    );
  // Wares heaped along the counter's top, then the counter's front with its planks.
  const size = Math.min(s.w * 0.24, (s.counter - under) * 0.8);
  const heaps = 3;
  for (let k = 0; k < heaps; k++) {
    const name = PRODUCE[Math.floor(r.range(0, PRODUCE.length))] as string;
    out.push(icon(c, name, s.x + (s.w / heaps) * (k + 0.5), s.counter + size * 0.15, size));
  }
  out.push(
    `<rect x="${n(s.x)}" y="${n(s.counter)}" width="${n(s.w)}" height="${n(s.foot - s.counter)}" ${paint(c, WOOD)}/>`,
    `<line x1="${n(s.x)}" y1="${n((s.counter + s.foot) / 2)}" x2="${n(s.x + s.w)}" y2="${n((s.counter + s.foot) / 2)}" stroke="${c.look.tone(mix(WOOD, "#000000", 0.3))}" stroke-width="${n(u * 0.35)}"/>`,
  );
  // A crate of one ware in front of the counter, on one side, where no element stands before it.
  const cw = s.w * 0.3;
  const chh = (s.foot - s.counter) * 0.55;
  const cx = s.x + (r.chance(0.5) ? s.w * 0.08 : s.w * 0.62);
  const crate = { x: cx, y: s.foot - chh - size * 0.5, w: cw, h: chh + size * 0.5 };
  if (!c.avoid.some((b) => overlaps(b, crate))) {
    const name = PRODUCE[Math.floor(r.range(0, PRODUCE.length))] as string;
    out.push(
      icon(c, name, cx + cw / 2, s.foot - chh + size * 0.2, size * 0.8),
      `<rect x="${n(cx)}" y="${n(s.foot - chh)}" width="${n(cw)}" height="${n(chh)}" ${paint(c, "#c89a5a")}/><line x1="${n(cx)}" y1="${n(s.foot - chh / 2)}" x2="${n(cx + cw)}" y2="${n(s.foot - chh / 2)}" stroke="${c.look.tone("#8a6035")}" stroke-width="${n(u * 0.3)}"/>`,
    );
  }
  out.push(stripes(c, s, band, true));
  return out.join("");
}

/**
 * The awning: a band of stripes, the stall's colour and white in turn, wider at the front than at the back;
 * with its scalloped edge, a half disc under each stripe.
 */
function stripes(c: Canvas, s: Stall, band: number, scallops: boolean): string {
  const { u } = c;
  const count = 7;
  const y0 = s.top;
  const y1 = s.top + band;
  const [b0, b1] = [s.x + u * 1.5, s.x + s.w - u * 1.5];
  const [f0, f1] = [s.x - u, s.x + s.w + u];
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const colour = k % 2 ? "#f6f1e7" : s.colour;
    const at = (a: number, b: number, t: number) => a + (b - a) * t;
    const [t0, t1] = [k / count, (k + 1) / count];
    out.push(
      `<polygon points="${n(at(b0, b1, t0))},${n(y0)} ${n(at(b0, b1, t1))},${n(y0)} ${n(at(f0, f1, t1))},${n(y1)} ${n(at(f0, f1, t0))},${n(y1)}" ${paint(c, colour)}/>`,
    );
    if (scallops) {
      const [x0, x1] = [at(f0, f1, t0), at(f0, f1, t1)];
      const rr = (x1 - x0) / 2;
      out.push(
        `<path d="M${n(x0)} ${n(y1)}A${n(rr)} ${n(rr)} 0 0 0 ${n(x1)} ${n(y1)}Z" ${paint(c, colour, { shade: false })}/>`,
      );
    }
  }
  return out.join("");
}

/** A string of small flags sagging from stall to stall over the awnings. */
function bunting(c: Canvas, stalls: Stall[]): string {
  const { w, u, look } = c;
  const top = Math.min(...stalls.map((s) => s.top));
  const y = top - u * 2.5;
  if (y < u * 3) return "";
  const sag = u * 2.5;
  const span = w / stalls.length;
  const line: string[] = [];
  const flags: string[] = [];
  for (let k = 0; k < stalls.length; k++) {
    const x0 = span * k;
    line.push(`M${n(x0)} ${n(y)}Q${n(x0 + span / 2)} ${n(y + sag * 2)} ${n(x0 + span)} ${n(y)}`);
    for (let f = 1; f < 6; f++) {
      const t = f / 6;
      const fx = x0 + span * t;
      const fy = y + sag * 2 * 2 * t * (1 - t);
      const colour = look.tone(AWNINGS[(k * 5 + f) % AWNINGS.length] as string);
      flags.push(
        `<polygon points="${n(fx - u * 1.1)},${n(fy)} ${n(fx + u * 1.1)},${n(fy)} ${n(fx)},${n(fy + u * 2.4)}" fill="${colour}"/>`,
      );
    }
  }
  return `<path d="${line.join("")}" fill="none" stroke="${look.tone("#5b4a3a")}" stroke-width="${n(u * 0.3)}"/>${flags.join("")}`;
}

/** Shoppers far off between the stalls: small figures hazed toward the sky, none behind an element. */
function shoppers(c: Canvas, stalls: Stall[]): string {
  const { u, r, look } = c;
  const haze = skyColors(c)[2];
  const out: string[] = [];
  for (let k = 0; k + 1 < stalls.length; k++) {
    const a = stalls[k] as Stall;
    const b = stalls[k + 1] as Stall;
    const x = (a.x + a.w + b.x) / 2 + r.range(-u, u);
    const fh = (a.foot - a.top) * r.range(0.42, 0.5);
    const foot = a.foot - u * 0.5;
    const box = { x: x - fh * 0.2, y: foot - fh, w: fh * 0.4, h: fh };
    if (c.avoid.some((o) => overlaps(o, box))) continue;
    const body = look.tone(mix(r.pick(["#6b5b95", "#b5651d", "#3f7f8c", "#a34a5d"]), haze, 0.45));
    const skin = look.tone(mix("#c98e66", haze, 0.4));
    const head = fh * 0.13;
    out.push(
      `<path d="M${n(x - fh * 0.16)} ${n(foot)}L${n(x - fh * 0.12)} ${n(foot - fh * 0.72)}Q${n(x)} ${n(foot - fh * 0.8)} ${n(x + fh * 0.12)} ${n(foot - fh * 0.72)}L${n(x + fh * 0.16)} ${n(foot)}Z" fill="${body}"/><circle cx="${n(x)}" cy="${n(foot - fh + head)}" r="${n(head)}" fill="${skin}"/>`,
    );
  }
  return out.join("");
}
