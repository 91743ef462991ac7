import { mix, n } from "../lib/svg";
import { type Canvas, paint } from "./backdrop-canvas";
import { overlaps } from "./scene-layout";

/**
 * A railway station seen from its platform: the track bed across the frame at the horizon (ballast, two
 * rails on their sleepers), a train standing on the far side, the platform the story stands on with its
 * white coping and yellow safety line, and over it the canopy on its posts with a clock hanging from it.
 */

const BALLAST = "#8d8378";
const RAIL = "#4f535a";
const SLEEPER = "#6b4f3a";
const PLATFORM = "#c2beb5";
const SAFETY = "#f2c230";
/** The canopy's ironwork: the old stations' dark green, with a cream valance. */
const IRON = "#2f5d50";
const VALANCE = "#efe6cf";
const TRAINS = ["#c8423b", "#2f6db3", "#2f8f5b", "#d98c2b"];

/** Where the station's parts lie on the frame: the rails, the platform's edge, the canopy's underside. */
export function stationLines(c: Canvas) {
  const { h, horizonY } = c;
  const rails: [number, number] = [horizonY + h * 0.012, horizonY + h * 0.036];
  const edge = horizonY + h * 0.052;
  const canopy = Math.min(h * 0.09, horizonY * 0.22);
  return { rails, edge, canopy };
}

/**
 * The station, far to near: [the track bed with its train, the platform, the canopy with its clock]. The
 * platform's marks go between the second and the third (backdrop-land.ts).
 */
export function station(c: Canvas): string[] {
  const { w, h, u, r, horizonY, look } = c;
  const { rails, edge, canopy } = stationLines(c);
  const bed = [
    `<rect y="${n(horizonY)}" width="${w}" height="${n(edge - horizonY)}" ${paint(c, BALLAST, { shade: false })}/>`,
  ];
  const sleepers: string[] = [];
  for (let x = r.range(0, u * 3); x < w; x += u * 3.2)
    sleepers.push(`M${n(x)} ${n(rails[0] - u * 0.5)}h${n(u * 1.3)}V${n(rails[1] + u * 0.5)}h${n(-u * 1.3)}Z`);
  bed.push(`<path d="${sleepers.join("")}" fill="${look.tone(SLEEPER)}"/>`);
  for (const y of rails)
    bed.push(
      `<rect y="${n(y - u * 0.35)}" width="${w}" height="${n(u * 0.7)}" fill="${look.tone(RAIL)}"/><rect y="${n(y - u * 0.35)}" width="${w}" height="${n(u * 0.22)}" fill="${look.tone("#c9ced6")}"/>`,
    );
  bed.push(train(c));
  const platform = [
    `<rect y="${n(edge)}" width="${w}" height="${n(h - edge)}" ${paint(c, PLATFORM, { shade: false })}/>`,
    `<rect y="${n(edge)}" width="${w}" height="${n(u * 1.1)}" fill="${look.tone("#eeece6")}"/>`,
    `<rect y="${n(edge + u * 2.2)}" width="${w}" height="${n(u * 1.1)}" fill="${look.tone(SAFETY)}"/>`,
  ].join("");
  return [bed.join(""), platform, roof(c, canopy, edge)];
}

/** A train standing on the far rail, on one side of the frame, its windows lit after dark. */
function train(c: Canvas): string {
  const { w, h, u, r, horizonY, lit, look } = c;
  const long = w * r.range(0.45, 0.6);
  const x0 = r.chance(0.5) ? -u * 2 : w - long + u * 2;
  const tall = h * 0.075;
  const foot = horizonY + h * 0.006;
  const top = foot - tall;
  const colour = r.pick(TRAINS);
  const out = [
    `<rect x="${n(x0)}" y="${n(top)}" width="${n(long)}" height="${n(tall)}" rx="${n(u)}" ${paint(c, colour)}/>`,
    `<rect x="${n(x0)}" y="${n(top + tall * 0.62)}" width="${n(long)}" height="${n(tall * 0.1)}" fill="${look.tone(mix(colour, "#ffffff", 0.6))}"/>`,
  ];
  const win = tall * 0.3;
  for (let x = x0 + u * 2; x + win * 1.3 < x0 + long - u; x += win * 1.9)
    out.push(
      `<rect x="${n(x)}" y="${n(top + tall * 0.18)}" width="${n(win * 1.3)}" height="${n(win)}" rx="${n(u * 0.4)}" fill="${lit ? "#ffe39a" : look.tone("#bcd7ea")}"/>`,
    );
  return out.join("");
}

/** The canopy: its roof along the top of the frame, a cut valance under it, posts down to the platform, a clock. */
function roof(c: Canvas, canopy: number, edge: number): string {
  const { w, u, look } = c;
  const out = [`<rect y="${n(-u)}" width="${w}" height="${n(canopy + u)}" ${paint(c, IRON)}/>`];
  // The valance: a cream board with a row of points along its lower edge.
  const tooth = u * 2.4;
  let d = `M0 ${n(canopy)}`;
  for (let x = 0; x < w + tooth; x += tooth)
    d += `L${n(x + tooth / 2)} ${n(canopy + tooth)}L${n(x + tooth)} ${n(canopy)}`;
  out.push(
    `<rect y="${n(canopy - u * 1.6)}" width="${w}" height="${n(u * 1.6)}" fill="${look.tone(VALANCE)}"/>`,
    `<path d="${d}Z" ${paint(c, VALANCE, { shade: false })}/>`,
  );
  const count = Math.max(2, Math.round(w / (c.h * 0.42)));
  const posts: number[] = [];
  for (let k = 0; k < count; k++) posts.push((w / count) * (k + 0.5));
  for (const x of posts)
    out.push(
      `<rect x="${n(x - u * 0.8)}" y="${n(canopy)}" width="${n(u * 1.6)}" height="${n(edge - canopy)}" ${paint(c, IRON)}/><path d="M${n(x - u * 6)} ${n(canopy + tooth)}Q${n(x)} ${n(canopy + tooth)} ${n(x)} ${n(canopy + tooth + u * 6)}Q${n(x)} ${n(canopy + tooth)} ${n(x + u * 6)} ${n(canopy + tooth)}" fill="none" stroke="${look.tone(IRON)}" stroke-width="${n(u * 0.7)}"/>`,
    );
  out.push(clock(c, canopy + tooth, posts));
  return out.join("");
}

/** The clock hanging from the canopy between two posts, where it is not behind one of the story's elements. */
function clock(c: Canvas, under: number, posts: number[]): string {
  const { w, h, u, look } = c;
  const s = Math.min(w, h) / 100;
  const rad = s * 5;
  const cy = under + s * 3 + rad;
  const spots = [w * 0.5, ...posts.map((x) => x + w * 0.18), ...posts.map((x) => x - w * 0.18)].filter(
    (x) => x > rad * 1.5 && x < w - rad * 1.5,
  );
  const cx = spots.find(
    (x) => !c.avoid.some((b) => overlaps(b, { x: x - rad, y: cy - rad, w: rad * 2, h: rad * 2 })),
  );
  if (cx === undefined) return "";
  const hour = c.r.range(0, Math.PI * 2);
  const minute = c.r.range(0, Math.PI * 2);
  const hand = (a: number, len: number) =>
    `M${n(cx)} ${n(cy)}L${n(cx + Math.sin(a) * len)} ${n(cy - Math.cos(a) * len)}`;
  return `<line x1="${n(cx)}" y1="${n(under - u)}" x2="${n(cx)}" y2="${n(cy - rad)}" stroke="${look.tone(IRON)}" stroke-width="${n(s * 0.8)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${look.glow ? mix("#fbfaf4", look.p.background, 0.5) : look.tone("#fbfaf4")}" stroke="${look.glow ?? look.tone("#1f2b28")}" stroke-width="${n(s * 1.1)}"/><path d="${hand(hour, rad * 0.5)}${hand(minute, rad * 0.8)}" stroke="${look.tone("#1f2b28")}" stroke-width="${n(s * 0.7)}" stroke-linecap="round"/>`;
}

/** Minimal's station: the canopy as a flat band on two posts, the platform's yellow line, a plain clock. */
export function plainStation(c: Canvas): string {
  const { w, u, look } = c;
  const { canopy, edge } = stationLines(c);
  const iron = look.tone(IRON);
  const s = Math.min(w, c.h) / 100;
  const posts = [w * 0.12, w * 0.88]
    .map(
      (x) =>
        `<rect x="${n(x - u * 0.7)}" y="${n(canopy)}" width="${n(u * 1.4)}" height="${n(edge - canopy)}" fill="${iron}"/>`,
    )
    .join("");
  return `<rect width="${w}" height="${n(canopy)}" fill="${iron}"/>${posts}<rect y="${n(edge + u * 1.5)}" width="${w}" height="${n(u * 1.2)}" fill="${look.tone(SAFETY)}"/><circle cx="${n(w * 0.5)}" cy="${n(canopy + s * 9)}" r="${n(s * 5)}" fill="${look.tone("#fbfaf4")}" stroke="${iron}" stroke-width="${n(s)}"/>`;
}
