import { mix, n } from "../lib/svg";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { type Canvas, paint } from "./backdrop-canvas";

/**
 * The sky of a scene's backdrop, above the horizon or through a window: its colours for the time of day and
 * the weather, the sun or the moon and stars, clouds, lightning, and the rain, snow or fog in front.
 */
type Time = ScenePlan["time"];
type Weather = ScenePlan["weather"];

const SKY: Record<Time, [string, string, string]> = {
  dawn: ["#6d7fc0", "#f0a7ae", "#ffd9ae"],
  day: ["#3f93e6", "#86c3f2", "#def1ff"],
  dusk: ["#4a3b80", "#c65a7c", "#ffab63"],
  night: ["#1c2454", "#2b3470", "#4a5694"],
};
const SPACE_SKY = ["#140f3a", "#23195a", "#3a2a78"] as const;
const WEATHER_GREY: Record<Weather, [string, number]> = {
  clear: ["#ffffff", 0],
  cloudy: ["#a3adb8", 0.35],
  rain: ["#7f8a98", 0.45],
  storm: ["#535b6a", 0.55],
  fog: ["#d5d9de", 0.55],
  snow: ["#dfe6ee", 0.35],
};
const CLOUDS: Record<Weather, number> = { clear: 2, cloudy: 5, rain: 5, storm: 6, fog: 2, snow: 4 };

/** The sky's top, middle and low colours, greyed by the weather, in the look. */
export function skyColors(c: Canvas): [string, string, string] {
  const [grey, amount] = WEATHER_GREY[c.plan.weather];
  const base = c.plan.setting.place === "space" ? SPACE_SKY : SKY[c.plan.time];
  return base.map((colour) => c.look.tone(mix(colour, grey, amount))) as [string, string, string];
}

/** The sky in a rectangle: a gradient, or solid bands in the flat looks. */
export function sky(c: Canvas, x: number, y: number, sw: number, sh: number): string {
  const [top, mid, low] = skyColors(c);
  if (c.look.banded) {
    const bands = [top, mix(top, mid, 0.6), mid, mix(mid, low, 0.6), low];
    return bands
      .map(
        (colour, i) =>
          `<rect x="${n(x)}" y="${n(y + (sh * i) / bands.length)}" width="${n(sw)}" height="${n(sh / bands.length + 1)}" fill="${colour}"/>`,
      )
      .join("");
  }
  const g = c.id("sky");
  c.defs.push(
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
  );
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(sw)}" height="${n(sh)}" fill="url(#${g})"/>`;
}

/** Sun or moon, stars, clouds: what hangs in the sky above the horizon (or in a window). */
export function skyThings(c: Canvas, x: number, y: number, sw: number, sh: number): string {
  const { weather, time, setting } = c.plan;
  const out: string[] = [];
  const wet = weather === "rain" || weather === "storm" || weather === "fog";
  if (time === "night" || setting.place === "space") out.push(stars(c, x, y, sw, sh, wet));
  else if (!wet) out.push(sun(c, x, y, sw, sh));
  const grey = weather === "storm" ? "#6b7383" : weather === "rain" ? "#b7bfca" : "#ffffff";
  for (let i = 0; i < CLOUDS[weather]; i++)
    out.push(
      cloud(
        c,
        x + c.r.range(0, sw),
        y + sh * c.r.range(0.12, 0.55),
        Math.min(sw, sh) * c.r.range(0.05, 0.09),
        grey,
      ),
    );
  if (weather === "storm") out.push(lightning(c, x, y, sw, sh));
  // Anime's summer sky: a towering cumulus on the horizon, cel-shaded and outlined.
  if (c.look.banded && time === "day" && !wet) out.push(cumulus(c, x, y, sw, sh));
  return out.join("");
}

/**
 * A towering cumulus standing on the bottom of the sky: puffs in an outline of the look's ink, a shadowed
 * underside and a lit crown in flat steps (no gradient), as in the skies of anime films.
 */
function cumulus(c: Canvas, x: number, y: number, sw: number, sh: number): string {
  const { r, look } = c;
  const s = Math.min(sw, sh * 0.6) * 0.12;
  const cx = x + sw * r.range(0.25, 0.75);
  const base = y + sh * 0.98;
  const puffs: [number, number, number][] = [];
  for (let row = 0; row < 4; row++) {
    const across = 4 - row;
    for (let i = 0; i < across; i++)
      puffs.push([
        cx + (i - (across - 1) / 2) * s * 1.25 + r.range(-0.2, 0.2) * s,
        base - row * s * 1.05 - s * 0.4,
        s * r.range(0.75, 0.95) * (1 - row * 0.08),
      ]);
  }
  const at = (dx: number, dy: number, k: number) =>
    puffs
      .map(([px, py, pr]) => `<circle cx="${n(px + dx * pr)}" cy="${n(py + dy * pr)}" r="${n(pr * k)}"/>`)
      .join("");
  const ink = look.ink ? look.ink[0] : "#1b2a5a";
  const line = Math.max(1, c.u * 0.5);
  return `<g fill="${ink}">${at(0, 0, 1 + line / s)}</g><g fill="${look.tone("#c9d6ef")}">${at(0, 0, 1)}</g><g fill="#ffffff">${at(-0.18, -0.22, 0.78)}</g>`;
}

/** Forty stars, and a crescent moon when the sky is not wet. */
function stars(c: Canvas, x: number, y: number, sw: number, sh: number, wet: boolean): string {
  const { r, u } = c;
  const out: string[] = [];
  for (let i = 0; i < 40; i++)
    out.push(
      `<circle cx="${n(x + r.range(0, sw))}" cy="${n(y + r.range(0, sh * 0.85))}" r="${n(u * r.range(0.12, 0.35))}" fill="#fffbe8" opacity="${r.range(0.4, 0.95).toFixed(2)}"/>`,
    );
  if (wet) return out.join("");
  const mx = x + sw * r.range(0.2, 0.8);
  const my = y + sh * r.range(0.2, 0.4);
  const mr = Math.min(sw, sh) * 0.09;
  const cut = c.id("moon");
  c.defs.push(
    `<mask id="${cut}"><rect x="${n(x)}" y="${n(y)}" width="${n(sw)}" height="${n(sh)}" fill="#fff"/><circle cx="${n(mx + mr * 0.45)}" cy="${n(my - mr * 0.25)}" r="${n(mr)}" fill="#000"/></mask>`,
  );
  out.push(
    `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr * 2.4)}" fill="#fff6d0" opacity="0.12"/><circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#fff3c4" mask="url(#${cut})"/>`,
  );
  return out.join("");
}

/** The sun with its halo: high by day, low and large at dawn and dusk. */
function sun(c: Canvas, x: number, y: number, sw: number, sh: number): string {
  const { r, look } = c;
  const low = c.plan.time !== "day";
  const sx = x + sw * r.range(0.2, 0.8);
  const sy = low ? y + sh * 0.82 : y + sh * r.range(0.22, 0.35);
  const sr = Math.min(sw, sh) * (low ? 0.16 : 0.09);
  const halo = c.id("halo");
  c.defs.push(
    `<radialGradient id="${halo}"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.85"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>`,
  );
  return `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr * 3)}" fill="url(#${halo})"/><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" ${look.glow ? `fill="${look.p.accent}"` : paint(c, low ? "#ffc86b" : "#fff1b0", { shade: false })}/>`;
}

function cloud(c: Canvas, cx: number, cy: number, s: number, colour: string): string {
  const { look } = c;
  const puffs: [number, number, number][] = [
    [-1.1, 0.15, 0.55],
    [-0.45, -0.25, 0.75],
    [0.35, -0.35, 0.85],
    [1.05, 0.05, 0.6],
    [0, 0.25, 0.7],
  ];
  const d = puffs.map(
    ([x, y, rr]) => `<circle cx="${n(cx + x * s)}" cy="${n(cy + y * s)}" r="${n(rr * s)}"/>`,
  );
  return `<g ${paint(c, colour, { shade: false })}>${d.join("")}</g><g fill="${look.glow ? mix(colour, look.p.background, 0.78) : look.tone(colour)}">${d.join("")}</g>`;
}

function lightning(c: Canvas, x: number, y: number, sw: number, sh: number): string {
  const { u } = c;
  const bx = x + sw * c.r.range(0.3, 0.7);
  const by = y + sh * 0.3;
  return `<polygon points="${n(bx)},${n(by)} ${n(bx - u * 4)},${n(by + u * 12)} ${n(bx)},${n(by + u * 11)} ${n(bx - u * 3)},${n(by + u * 22)} ${n(bx + u * 5)},${n(by + u * 8)} ${n(bx + u)},${n(by + u * 9)} ${n(bx + u * 3)},${n(by)}" fill="#fff3a0"/>`;
}

/** Rain streaks, snow flakes or fog: density 0..1 (the window shows less than the open sky). */
export function weatherMarks(
  c: Canvas,
  x: number,
  y: number,
  sw: number,
  sh: number,
  density: number,
): string {
  const { r, u } = c;
  const out: string[] = [];
  const weather = c.plan.weather;
  if (weather === "rain" || weather === "storm") {
    for (let i = 0; i < 70 * density; i++) {
      const rx = x + r.range(0, sw);
      const ry = y + r.range(0, sh);
      out.push(
        `<line x1="${n(rx)}" y1="${n(ry)}" x2="${n(rx - u * 1.2)}" y2="${n(ry + u * 5)}" stroke="#dbe8f5" stroke-width="${n(u * 0.3)}" opacity="0.7"/>`,
      );
    }
  } else if (weather === "snow") {
    for (let i = 0; i < 70 * density; i++)
      out.push(
        `<circle cx="${n(x + r.range(0, sw))}" cy="${n(y + r.range(0, sh))}" r="${n(u * r.range(0.3, 0.8))}" fill="#ffffff" opacity="0.9"/>`,
      );
  } else if (weather === "fog") {
    const g = c.id("fog");
    c.defs.push(
      `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4" stop-opacity="0"/><stop offset="0.5" stop-color="#eef1f4" stop-opacity="${(0.7 * density + 0.1).toFixed(2)}"/><stop offset="1" stop-color="#eef1f4" stop-opacity="0.1"/></linearGradient>`,
    );
    out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(sw)}" height="${n(sh)}" fill="url(#${g})"/>`);
  }
  return out.join("");
}
