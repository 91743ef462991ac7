import type { SeededRandom } from "../../lib/random";
import { grainFilter, mix, n } from "../../lib/svg";
import type { ScenePlan } from "../../scene-plan/scene-plan-schema";
import { INDOOR_PLACES } from "../../scene-plan/scene-plan-schema";
import { findIcon, iconElement } from "./icon-library";
import { type Box, overlaps } from "./scene-layout";
import type { Look } from "./scene-looks";

/**
 * The far layer of an illustrated scene: the place (a room with its furniture and wares, or a landscape
 * with its far shapes and ground), the sky of the time of day through the window or above the horizon,
 * the weather, all in the style's look. Drawn as one SVG over the whole frame; the elements of the
 * story stand in front of it.
 */
export interface BackdropInput {
  plan: ScenePlan;
  look: Look;
  w: number;
  h: number;
  r: SeededRandom;
  /** Mirrored left to right (a scene's variety when two scenes share a place). */
  mirror: boolean;
  /** Where the ground (or the floor) starts, as a fraction of the height. */
  horizon: number;
  /** The camera's closeness: 1 wide, up to 1.4 closer (the backdrop scaled about the horizon's middle). */
  zoom: number;
  /** The story's elements: the backdrop's own small things are left out where they would sit behind one. */
  keepClear: Box[];
}

type Time = ScenePlan["time"];
type Weather = ScenePlan["weather"];

const SKY: Record<Time, [string, string, string]> = {
  dawn: ["#6d7fc0", "#f0a7ae", "#ffd9ae"],
  day: ["#3f93e6", "#86c3f2", "#def1ff"],
  dusk: ["#4a3b80", "#c65a7c", "#ffab63"],
  night: ["#1c2454", "#2b3470", "#4a5694"],
};
const WEATHER_GREY: Record<Weather, [string, number]> = {
  clear: ["#ffffff", 0],
  cloudy: ["#a3adb8", 0.35],
  rain: ["#7f8a98", 0.45],
  storm: ["#535b6a", 0.55],
  fog: ["#d5d9de", 0.55],
  snow: ["#dfe6ee", 0.35],
};

/** Wall, floor and trim of each room. */
const ROOMS: Record<string, { wall: string; floor: string; trim: string }> = {
  shop: { wall: "#f1e4d2", floor: "#c9a27a", trim: "#8a5a3c" },
  bakery: { wall: "#f6dfc0", floor: "#b5835a", trim: "#8c4f2b" },
  cafe: { wall: "#d9b994", floor: "#8d6446", trim: "#5e3b25" },
  kitchen: { wall: "#e3efe8", floor: "#c7b299", trim: "#6f8f86" },
  home: { wall: "#efe0cf", floor: "#b78b62", trim: "#9a7458" },
  office: { wall: "#dfe6ee", floor: "#9aa6b2", trim: "#6b7785" },
  school: { wall: "#efe7c8", floor: "#c49a6c", trim: "#8b6a45" },
  hospital: { wall: "#e2f2f1", floor: "#b9cfd0", trim: "#6aa7a8" },
  stage: { wall: "#a3283a", floor: "#a8774f", trim: "#e6b24c" },
  studio: { wall: "#d8dce6", floor: "#c3c8d4", trim: "#5b6478" },
};

/** Small wares and furniture each room shows (Fluent Emoji names). */
const ROOM_WARES: Record<string, string[]> = {
  shop: ["shopping-bags", "package", "wrapped-gift", "t-shirt", "shopping-cart"],
  bakery: ["bread", "baguette-bread", "croissant", "cupcake", "pretzel", "doughnut"],
  cafe: ["hot-beverage", "teacup-without-handle", "doughnut", "croissant", "potted-plant"],
  kitchen: ["cooking", "pot-of-food", "red-apple", "cheese-wedge", "carrot"],
  home: ["potted-plant", "framed-picture", "books", "teddy-bear", "alarm-clock"],
  office: ["desktop-computer", "potted-plant", "file-folder", "spiral-calendar", "laptop"],
  school: ["books", "pencil", "globe-showing-europe-africa", "straight-ruler", "backpack"],
  hospital: ["stethoscope", "pill", "syringe", "adhesive-bandage", "potted-plant"],
  stage: ["microphone", "musical-notes", "guitar", "drum"],
  studio: ["studio-microphone", "video-camera", "light-bulb", "clapper-board", "headphone"],
};

/** What stands in the distance of each landscape. */
const LAND_PROPS: Record<string, string[]> = {
  street: ["house", "automobile", "deciduous-tree", "bus-stop"],
  city: ["office-building", "automobile", "taxi", "deciduous-tree"],
  park: ["deciduous-tree", "evergreen-tree", "fountain", "tulip"],
  forest: ["evergreen-tree", "evergreen-tree", "deciduous-tree", "mushroom"],
  mountains: ["evergreen-tree", "snow-capped-mountain", "evergreen-tree"],
  beach: ["palm-tree", "beach-with-umbrella", "spiral-shell", "crab"],
  sea: ["sailboat", "ship", "spouting-whale"],
  desert: ["cactus", "cactus", "camel", "desert"],
  countryside: ["house-with-garden", "deciduous-tree", "sunflower", "ewe"],
  farm: ["tractor", "cow", "chicken", "sheaf-of-rice", "house-with-garden"],
  space: ["ringed-planet", "comet", "satellite", "star"],
};

/** A building that stands for an indoor place seen from the outside. */
const FACADES: Record<string, string> = {
  school: "school",
  hospital: "hospital",
  office: "office-building",
  home: "house-with-garden",
  shop: "convenience-store",
  kitchen: "house",
  bakery: "bread",
  cafe: "hot-beverage",
};

export function backdropSvg(input: BackdropInput): { svg: string; overlay: string } {
  const { plan, look, w, h, r } = input;
  const u = w / 100;
  const p = look.p;
  const defs: string[] = [];
  let ids = 0;
  const id = (name: string) => `${name}${++ids}`;
  const place = plan.setting.place;
  const indoor = INDOOR_PLACES.has(place) && (plan.setting.indoor || place === "stage" || place === "studio");
  const horizonY = h * input.horizon;

  /** Fill (and stroke) for a shape of natural colour c, in the look. */
  const paint = (c: string, opts: { shade?: boolean } = {}) => {
    if (look.glow)
      return `fill="${mix(c, p.background, 0.64)}" stroke="${mix(look.glow, c, 0.3)}" stroke-width="${n(u * 0.35)}"`;
    const col = look.tone(c);
    const stroke = look.ink
      ? ` stroke="${look.ink[0]}" stroke-width="${n(u * look.ink[1])}" stroke-linejoin="round"`
      : "";
    if (opts.shade !== false && look.shaded) {
      const g = id("sh");
      defs.push(
        `<linearGradient id="${g}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${mix(col, "#ffffff", 0.3)}"/><stop offset="1" stop-color="${mix(col, "#000000", 0.22)}"/></linearGradient>`,
      );
      return `fill="url(#${g})"${stroke}`;
    }
    return `fill="${col}"${stroke}`;
  };

  const skyColors = (): [string, string, string] => {
    const [grey, amount] = WEATHER_GREY[plan.weather];
    const base = place === "space" ? (["#140f3a", "#23195a", "#3a2a78"] as const) : SKY[plan.time];
    return base.map((c) => look.tone(mix(c, grey, amount))) as [string, string, string];
  };

  /** The sky in a rectangle: a gradient, or solid bands in the flat looks. */
  const sky = (x: number, y: number, sw: number, sh: number) => {
    const [top, mid, low] = skyColors();
    if (look.banded) {
      const bands = [top, mix(top, mid, 0.6), mid, mix(mid, low, 0.6), low];
      return bands
        .map(
          (c, i) =>
            `<rect x="${n(x)}" y="${n(y + (sh * i) / bands.length)}" width="${n(sw)}" height="${n(sh / bands.length + 1)}" fill="${c}"/>`,
        )
        .join("");
    }
    const g = id("sky");
    defs.push(
      `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
    );
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(sw)}" height="${n(sh)}" fill="url(#${g})"/>`;
  };

  const cloud = (cx: number, cy: number, s: number, c: string) => {
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
    return `<g ${paint(c, { shade: false })}>${d.join("")}</g><g fill="${look.glow ? mix(c, p.background, 0.78) : look.tone(c)}">${d.join("")}</g>`;
  };

  /** Sun or moon, stars, clouds: what hangs in the sky above the horizon (or in a window). */
  const skyThings = (x: number, y: number, sw: number, sh: number) => {
    const out: string[] = [];
    const wet = plan.weather === "rain" || plan.weather === "storm" || plan.weather === "fog";
    if (plan.time === "night" || place === "space") {
      for (let i = 0; i < 40; i++)
        out.push(
          `<circle cx="${n(x + r.range(0, sw))}" cy="${n(y + r.range(0, sh * 0.85))}" r="${n(u * r.range(0.12, 0.35))}" fill="#fffbe8" opacity="${r.range(0.4, 0.95).toFixed(2)}"/>`,
        );
      if (!wet) {
        const mx = x + sw * r.range(0.2, 0.8);
        const my = y + sh * r.range(0.2, 0.4);
        const mr = Math.min(sw, sh) * 0.09;
        const cut = id("moon");
        defs.push(
          `<mask id="${cut}"><rect x="${n(x)}" y="${n(y)}" width="${n(sw)}" height="${n(sh)}" fill="#fff"/><circle cx="${n(mx + mr * 0.45)}" cy="${n(my - mr * 0.25)}" r="${n(mr)}" fill="#000"/></mask>`,
        );
        out.push(
          `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr * 2.4)}" fill="#fff6d0" opacity="0.12"/><circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#fff3c4" mask="url(#${cut})"/>`,
        );
      }
    } else if (!wet) {
      const low = plan.time !== "day";
      const sx = x + sw * r.range(0.2, 0.8);
      const sy = low ? y + sh * 0.82 : y + sh * r.range(0.22, 0.35);
      const sr = Math.min(sw, sh) * (low ? 0.16 : 0.09);
      const halo = id("halo");
      defs.push(
        `<radialGradient id="${halo}"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.85"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>`,
      );
      out.push(
        `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr * 3)}" fill="url(#${halo})"/><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" ${look.glow ? `fill="${look.p.accent}"` : paint(low ? "#ffc86b" : "#fff1b0", { shade: false })}/>`,
      );
    }
    const clouds = { clear: 2, cloudy: 5, rain: 5, storm: 6, fog: 2, snow: 4 }[plan.weather];
    const grey = plan.weather === "storm" ? "#6b7383" : plan.weather === "rain" ? "#b7bfca" : "#ffffff";
    for (let i = 0; i < clouds; i++)
      out.push(
        cloud(x + r.range(0, sw), y + sh * r.range(0.12, 0.55), Math.min(sw, sh) * r.range(0.05, 0.09), grey),
      );
    if (plan.weather === "storm") {
      const bx = x + sw * r.range(0.3, 0.7);
      const by = y + sh * 0.3;
      out.push(
        `<polygon points="${n(bx)},${n(by)} ${n(bx - u * 4)},${n(by + u * 12)} ${n(bx)},${n(by + u * 11)} ${n(bx - u * 3)},${n(by + u * 22)} ${n(bx + u * 5)},${n(by + u * 8)} ${n(bx + u)},${n(by + u * 9)} ${n(bx + u * 3)},${n(by)}" fill="#fff3a0"/>`,
      );
    }
    return out.join("");
  };

  // In the backdrop's own coordinates (it may be drawn mirrored).
  const z = input.zoom;
  const avoid = input.keepClear.map((b) => {
    const x = input.mirror ? w - b.x - b.w : b.x;
    return { x: (x - w / 2) / z + w / 2, y: (b.y - horizonY) / z + horizonY, w: b.w / z, h: b.h / z };
  });
  /** A small illustration standing at (x, y), unless it would hide behind one of the story's elements. */
  const icon = (name: string, x: number, y: number, s: number) => {
    const found = findIcon(name);
    const box = { x: x - s / 2, y: y - s, w: s, h: s };
    if (!found || avoid.some((b) => overlaps(b, box))) return "";
    return iconElement(found, box.x, box.y, s, s);
  };

  /** Wavy band from y with amplitude a, filled to the bottom. */
  const hill = (y: number, a: number, c: string, phase: number, freq = 1.4) => {
    let d = `M${n(-u * 2)} ${n(h + u)} L${n(-u * 2)} ${n(y)}`;
    for (let x = 0; x <= w + w / 20; x += w / 20)
      d += ` L${n(x)} ${n(y - Math.sin((x / w) * Math.PI * freq + phase) * a)}`;
    return `<path d="${d} L${n(w + u * 2)} ${n(h + u)}Z" ${paint(c)}/>`;
  };

  const ridges = (base: number, colors: string[]) =>
    colors
      .map((c, i) => {
        const y0 = base - h * (0.16 - i * 0.05);
        const pts: string[] = [`${n(-u)},${n(h)}`];
        const peaks = 3 + i;
        for (let k = 0; k <= peaks * 2; k++) {
          const x = (k / (peaks * 2)) * (w + 2 * u) - u;
          const y = k % 2 ? y0 - h * r.range(0.05, 0.12) : y0 + h * r.range(0, 0.04);
          pts.push(`${n(x)},${n(y)}`);
        }
        pts.push(`${n(w + u)},${n(h)}`);
        return `<polygon points="${pts.join(" ")}" ${paint(c)}/>`;
      })
      .join("");

  const skyline = (base: number, c: string, tall: number, lit: boolean) => {
    let out = "";
    for (let x = -u * 2; x < w; ) {
      const bw = u * r.range(9, 18);
      const bh = h * r.range(0.3, 1) * tall;
      out += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh + u)}" ${paint(mix(c, "#ffffff", r.range(0, 0.15)))}/>`;
      for (let wy = base - bh + u * 3; wy < base - u * 3; wy += u * 4)
        for (let wx = x + u * 2; wx < x + bw - u * 2.5; wx += u * 3.5)
          if (r.chance(lit ? 0.45 : 0.8))
            out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(u * 1.6)}" height="${n(u * 2)}" fill="${lit ? "#ffe39a" : look.tone(mix(c, "#dff2ff", 0.55))}"/>`;
      x += bw + u * r.range(0.5, 2);
    }
    return out;
  };

  const lit = plan.time === "night" || plan.time === "dusk";
  const layers: string[] = [];

  if (place === "space") {
    layers.push(sky(0, 0, w, h), skyThings(0, 0, w, h * 0.7));
    const px = w * r.range(0.2, 0.8);
    layers.push(
      `<circle cx="${n(px)}" cy="${n(h * 1.02)}" r="${n(w * 0.62)}" ${paint("#5f7fd6")}/><circle cx="${n(px)}" cy="${n(h * 1.02)}" r="${n(w * 0.62)}" fill="none" stroke="#9fd0ff" stroke-width="${n(u * 1.2)}" opacity="0.6"/>`,
    );
    const props = LAND_PROPS.space ?? [];
    props.slice(0, 3).forEach((name, i) => {
      layers.push(
        icon(
          name,
          w * (0.18 + i * 0.32) + r.range(-u * 4, u * 4),
          h * r.range(0.2, 0.42),
          w * r.range(0.09, 0.14),
        ),
      );
    });
  } else if (indoor) {
    layers.push(room(place));
  } else {
    layers.push(landscape(INDOOR_PLACES.has(place) ? "street" : place));
    const facade = FACADES[place];
    if (INDOOR_PLACES.has(place) && facade) layers.push(shopfront(place, facade));
  }

  function room(kind: string): string {
    const c = ROOMS[kind] ?? (ROOMS.home as { wall: string; floor: string; trim: string });
    const out: string[] = [];
    out.push(`<rect width="${w}" height="${n(horizonY + u)}" ${paint(c.wall)}/>`);
    // A soft pattern on the wall: tiles in the kitchen and hospital, vertical panels elsewhere.
    const tiled = kind === "kitchen" || kind === "hospital";
    for (let i = 1; i < (tiled ? 14 : 6); i++) {
      const x = (w / (tiled ? 14 : 6)) * i;
      out.push(
        `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(horizonY)}" stroke="${look.tone(mix(c.wall, "#000000", 0.08))}" stroke-width="${n(u * 0.3)}"/>`,
      );
    }
    if (kind === "stage") {
      // Curtains and a valance, lit: no dark band at the top of the frame.
      for (const side of [0, 1]) {
        const x0 = side ? w * 0.8 : 0;
        for (let k = 0; k < 4; k++)
          out.push(
            `<rect x="${n(x0 + k * w * 0.05)}" y="0" width="${n(w * 0.05)}" height="${n(horizonY)}" ${paint(mix("#b8304a", "#000000", (k % 2) * 0.15))}/>`,
          );
      }
      out.push(`<rect width="${w}" height="${n(h * 0.1)}" ${paint("#c23a4f")}/>`);
      out.push(`<rect y="${n(h * 0.1)}" width="${w}" height="${n(u * 1.5)}" fill="${look.tone(c.trim)}"/>`);
      for (const sx of [0.25, 0.5, 0.75]) {
        const cone = id("beam");
        defs.push(
          `<linearGradient id="${cone}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0.05"/></linearGradient>`,
        );
        out.push(
          `<polygon points="${n(w * sx - u * 2)},${n(h * 0.11)} ${n(w * sx + u * 2)},${n(h * 0.11)} ${n(w * sx + w * 0.16)},${n(h)} ${n(w * sx - w * 0.16)},${n(h)}" fill="url(#${cone})"/>`,
        );
      }
    } else if (kind === "studio") {
      // A paper sweep with two soft boxes.
      out.push(
        `<path d="M${n(w * 0.12)} 0 L${n(w * 0.88)} 0 L${n(w * 0.88)} ${n(horizonY)} Q${n(w * 0.88)} ${n(horizonY + h * 0.08)} ${n(w)} ${n(horizonY + h * 0.1)} L0 ${n(horizonY + h * 0.1)} Q${n(w * 0.12)} ${n(horizonY + h * 0.08)} ${n(w * 0.12)} ${n(horizonY)}Z" ${paint(mix(c.wall, look.p.primary, 0.15))}/>`,
      );
      for (const sx of [0.06, 0.94]) {
        out.push(
          `<line x1="${n(w * sx)}" y1="${n(h * 0.25)}" x2="${n(w * sx)}" y2="${n(horizonY + h * 0.05)}" stroke="${look.tone("#3b4252")}" stroke-width="${n(u * 0.8)}"/><rect x="${n(w * sx - u * 7)}" y="${n(h * 0.2)}" width="${n(u * 14)}" height="${n(u * 10)}" rx="${n(u)}" ${paint("#f7f7fb")}/>`,
        );
      }
    } else {
      // A window onto the sky of the scene's time and weather.
      const ww = w * r.range(0.3, 0.42);
      const wy = h * r.range(0.13, 0.16);
      const wh = Math.min(h * 0.24, horizonY - h * 0.08 - wy);
      const wx = w * r.range(0.08, 0.9) - ww / 2;
      const clip = id("win");
      defs.push(
        `<clipPath id="${clip}"><rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}"/></clipPath>`,
      );
      if (wh > h * 0.06)
        out.push(
          `<rect x="${n(wx - u * 1.5)}" y="${n(wy - u * 1.5)}" width="${n(ww + u * 3)}" height="${n(wh + u * 3)}" ${paint(c.trim)}/>`,
          `<g clip-path="url(#${clip})">${sky(wx, wy, ww, wh)}${skyThings(wx, wy, ww, wh)}${weatherMarks(wx, wy, ww, wh, 0.5)}</g>`,
          `<line x1="${n(wx + ww / 2)}" y1="${n(wy)}" x2="${n(wx + ww / 2)}" y2="${n(wy + wh)}" stroke="${look.tone(c.trim)}" stroke-width="${n(u * 1.2)}"/><line x1="${n(wx)}" y1="${n(wy + wh / 2)}" x2="${n(wx + ww)}" y2="${n(wy + wh / 2)}" stroke="${look.tone(c.trim)}" stroke-width="${n(u * 1.2)}"/>`,
        );
      const boardH = Math.min(h * 0.17, horizonY - h * 0.24);
      if (kind === "school" && boardH > h * 0.06) {
        const bx = wx > w / 2 ? w * 0.08 : w * 0.52;
        out.push(
          `<rect x="${n(bx - u)}" y="${n(h * 0.14 - u)}" width="${n(w * 0.42 + 2 * u)}" height="${n(boardH + 2 * u)}" ${paint(c.trim)}/><rect x="${n(bx)}" y="${n(h * 0.14)}" width="${n(w * 0.42)}" height="${n(boardH)}" ${paint("#3f6b4f")}/>`,
        );
        for (let k = 0; k < Math.floor(boardH / (h * 0.045)); k++)
          out.push(
            `<line x1="${n(bx + u * 4)}" y1="${n(h * (0.18 + k * 0.04))}" x2="${n(bx + w * r.range(0.2, 0.36))}" y2="${n(h * (0.18 + k * 0.04))}" stroke="#e9efe6" stroke-width="${n(u * 0.6)}" stroke-linecap="round" opacity="0.8"/>`,
          );
      }
    }
    // Floor, and the counter or shelf with the room's wares.
    out.push(`<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" ${paint(c.floor)}/>`);
    // Boards running toward the back wall, so the floor has depth.
    for (let k = -8; k <= 8; k++)
      out.push(
        `<line x1="${n(w / 2 + k * w * 0.07)}" y1="${n(horizonY)}" x2="${n(w / 2 + k * w * 0.3)}" y2="${n(h)}" stroke="${look.tone(mix(c.floor, "#000000", 0.1))}" stroke-width="${n(u * 0.3)}"/>`,
      );
    for (let k = 1; k < 6; k++) {
      const y = horizonY + (h - horizonY) * (k / 6) ** 1.4;
      out.push(
        `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}" stroke="${look.tone(mix(c.floor, "#000000", 0.12))}" stroke-width="${n(u * 0.3)}"/>`,
      );
    }
    const wares = ROOM_WARES[kind] ?? [];
    if (kind !== "stage" && kind !== "studio") {
      const shelfY = horizonY - h * r.range(0.1, 0.13);
      const left = r.chance(0.5);
      const sx0 = left ? w * 0.02 : w * 0.5;
      const sw = w * 0.48;
      if (shelfY - w * 0.11 > h * 0.12) {
        out.push(
          `<rect x="${n(sx0)}" y="${n(shelfY)}" width="${n(sw)}" height="${n(u * 1.6)}" ${paint(c.trim)}/>`,
        );
        const count = 3;
        for (let k = 0; k < count; k++) {
          const name = wares[((k + r.range(0, wares.length)) % wares.length) | 0] ?? "";
          out.push(icon(name, sx0 + (sw / count) * (k + 0.5), shelfY + u * 0.4, w * 0.11));
        }
      }
      // A counter or table along the floor line.
      const cy = horizonY - h * 0.04;
      out.push(
        `<rect x="${n(-u)}" y="${n(cy)}" width="${n(w + 2 * u)}" height="${n(h * 0.09)}" ${paint(mix(c.trim, c.floor, 0.4))}/><rect x="${n(-u)}" y="${n(cy - u * 1.2)}" width="${n(w + 2 * u)}" height="${n(u * 2)}" ${paint(mix(c.trim, "#ffffff", 0.25))}/>`,
      );
      const far = wares[(r.range(0, wares.length) | 0) % wares.length] ?? "";
      out.push(icon(far, w * r.range(0.12, 0.85), cy - u * 0.2, w * 0.1));
    } else {
      const name = wares[0] ?? "";
      out.push(icon(name, w * r.range(0.15, 0.3), horizonY + h * 0.02, w * 0.12));
    }
    return out.join("");
  }

  function landscape(kind: string): string {
    const out: string[] = [sky(0, 0, w, horizonY + h * 0.05), skyThings(0, 0, w, horizonY)];
    const farGreen = mix("#6fae6a", skyColors()[2], 0.35);
    const green = "#79b85a";
    const props = LAND_PROPS[kind] ?? [];
    const propRow = (y: number, size: number, count: number) => {
      for (let k = 0; k < count; k++) {
        const name = props[k % props.length] ?? "";
        out.push(
          icon(name, (w / count) * (k + r.range(0.2, 0.8)), y + r.range(-u, u), size * r.range(0.8, 1.15)),
        );
      }
    };
    switch (kind) {
      case "mountains":
        out.push(ridges(horizonY, [mix("#8a9bc0", skyColors()[2], 0.4), "#6d7fa3", "#586987"]));
        out.push(hill(horizonY + h * 0.02, h * 0.015, green, r.range(0, 6)));
        propRow(horizonY + h * 0.05, w * 0.1, 3);
        break;
      case "city":
        out.push(skyline(horizonY, mix("#8793a8", skyColors()[1], 0.35), 0.36, lit));
        out.push(skyline(horizonY, "#6b778c", 0.22, lit));
        out.push(`<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" ${paint("#b9b2a6")}/>`);
        propRow(horizonY + h * 0.04, w * 0.1, 2);
        break;
      case "street": {
        out.push(skyline(horizonY, mix("#9aa4b5", skyColors()[1], 0.4), 0.2, lit));
        // A row of houses with pitched roofs.
        for (let x = -u * 3; x < w; ) {
          const hw = w * r.range(0.18, 0.26);
          const hh = h * r.range(0.08, 0.12);
          const colr = r.pick(["#e7b98a", "#d98e73", "#f0d9a8", "#a9c4d9", "#c7d9a9"]);
          out.push(
            `<rect x="${n(x)}" y="${n(horizonY - hh)}" width="${n(hw)}" height="${n(hh + u)}" ${paint(colr)}/><polygon points="${n(x - u)},${n(horizonY - hh)} ${n(x + hw / 2)},${n(horizonY - hh - h * 0.05)} ${n(x + hw + u)},${n(horizonY - hh)}" ${paint("#a5523f")}/><rect x="${n(x + hw * 0.4)}" y="${n(horizonY - hh * 0.55)}" width="${n(hw * 0.2)}" height="${n(hh * 0.55)}" ${paint("#7a4a33")}/><rect x="${n(x + hw * 0.12)}" y="${n(horizonY - hh * 0.8)}" width="${n(hw * 0.18)}" height="${n(hh * 0.3)}" fill="${lit ? "#ffe39a" : look.tone("#cfe6f5")}"/>`,
          );
          x += hw + u * r.range(0.5, 1.5);
        }
        out.push(`<rect y="${n(horizonY)}" width="${w}" height="${n(h * 0.04)}" ${paint("#cfc8bd")}/>`);
        out.push(`<rect y="${n(horizonY + h * 0.04)}" width="${w}" height="${n(h)}" ${paint("#8e949c")}/>`);
        for (let x = u * 4; x < w; x += u * 18)
          out.push(
            `<rect x="${n(x)}" y="${n(horizonY + h * 0.14)}" width="${n(u * 9)}" height="${n(u * 1.2)}" fill="${look.tone("#f2f2f2")}"/>`,
          );
        break;
      }
      case "beach":
      case "sea": {
        const shore = kind === "beach" ? horizonY + h * 0.06 : h + u;
        out.push(`<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" ${paint("#3f8fc4")}/>`);
        for (let k = 0; k < 9; k++) {
          const y = horizonY + (shore - horizonY) * (k / 9) ** 1.2 + u;
          const x = r.range(0, w * 0.8);
          out.push(
            `<path d="M${n(x)} ${n(y)} q${n(u * 3)} ${n(-u)} ${n(u * 6)} 0 t${n(u * 6)} 0" fill="none" stroke="${look.tone("#dff3ff")}" stroke-width="${n(u * 0.5)}" stroke-linecap="round" opacity="0.8"/>`,
          );
        }
        if (kind === "beach") out.push(hill(shore, h * 0.008, "#ecd397", r.range(0, 6), 2.2));
        propRow(kind === "beach" ? shore + h * 0.03 : horizonY + u, w * (kind === "beach" ? 0.13 : 0.08), 2);
        break;
      }
      case "desert":
        out.push(hill(horizonY - h * 0.02, h * 0.02, "#e2b774", r.range(0, 6), 1.2));
        out.push(hill(horizonY + h * 0.04, h * 0.025, "#edc98b", r.range(0, 6), 1.8));
        propRow(horizonY + h * 0.06, w * 0.12, 2);
        break;
      case "forest":
        out.push(hill(horizonY - h * 0.03, h * 0.02, mix("#3f7a4a", skyColors()[2], 0.3), r.range(0, 6)));
        propRow(horizonY - h * 0.01, w * 0.16, 6);
        out.push(hill(horizonY + h * 0.02, h * 0.012, "#4f8f45", r.range(0, 6)));
        propRow(horizonY + h * 0.05, w * 0.2, 4);
        break;
      case "farm":
      case "countryside":
        out.push(hill(horizonY - h * 0.03, h * 0.025, farGreen, r.range(0, 6)));
        out.push(
          hill(horizonY + h * 0.01, h * 0.015, kind === "farm" ? "#d7b95c" : green, r.range(0, 6), 1.1),
        );
        for (let k = 0; k < 6; k++) {
          const y = horizonY + h * 0.05 + k * h * 0.035;
          out.push(
            `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y + h * 0.01)}" stroke="${look.tone(mix(kind === "farm" ? "#d7b95c" : green, "#000000", 0.15))}" stroke-width="${n(u * 0.5)}"/>`,
          );
        }
        propRow(horizonY + h * 0.01, w * 0.12, 3);
        break;
      default:
        // Park.
        out.push(hill(horizonY - h * 0.02, h * 0.02, farGreen, r.range(0, 6)));
        propRow(horizonY + h * 0.0, w * 0.15, 3);
        out.push(hill(horizonY + h * 0.03, h * 0.01, green, r.range(0, 6)));
        for (let k = 0; k < 14; k++)
          out.push(
            `<circle cx="${n(r.range(0, w))}" cy="${n(r.range(horizonY + h * 0.06, h))}" r="${n(u * r.range(0.6, 1.1))}" fill="${look.tone(r.pick(["#ffd35c", "#ff8fa3", "#ffffff"]))}"/>`,
          );
        break;
    }
    if (plan.weather === "snow")
      out.push(
        `<rect y="${n(horizonY + h * 0.05)}" width="${w}" height="${n(h)}" fill="#f4f8fc" opacity="0.55"/>`,
      );
    return out.join("");
  }

  /** An indoor place seen from the street: its building, or a shopfront with its wares in the window. */
  function shopfront(kind: string, name: string): string {
    const fw = w * 0.6;
    const sides = [w * 0.03, w * 0.37];
    const fx =
      sides.find((x) => !avoid.some((b) => overlaps(b, { x, y: horizonY - h * 0.2, w: fw, h: h * 0.2 }))) ??
      (sides[r.chance(0.5) ? 0 : 1] as number);
    const fy = horizonY - h * 0.24;
    const fh = h * 0.24;
    const building = findIcon(name);
    if (kind !== "bakery" && kind !== "cafe" && building)
      return iconElement(
        building,
        fx + fw / 2 - w * 0.17,
        horizonY + h * 0.01 - w * 0.34,
        w * 0.34,
        w * 0.34,
      );
    const c = ROOMS[kind] ?? (ROOMS.shop as { wall: string; floor: string; trim: string });
    const stripes = Array.from({ length: 8 }, (_, k) => {
      const x = fx + (fw / 8) * k;
      return `<rect x="${n(x)}" y="${n(fy)}" width="${n(fw / 8)}" height="${n(h * 0.04)}" ${paint(k % 2 ? "#ffffff" : look.p.primary)}/>`;
    }).join("");
    return `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" ${paint(c.wall)}/>${stripes}
<rect x="${n(fx + fw * 0.08)}" y="${n(fy + h * 0.07)}" width="${n(fw * 0.5)}" height="${n(fh * 0.55)}" ${paint("#cfe6f5")}/>
<rect x="${n(fx + fw * 0.66)}" y="${n(fy + h * 0.07)}" width="${n(fw * 0.24)}" height="${n(fh - h * 0.07)}" ${paint(c.trim)}/>
${icon(name, fx + fw * 0.33, fy + h * 0.07 + fh * 0.5, fw * 0.22)}`;
  }

  /** Rain streaks, snow flakes or fog: density 0..1 (the window shows less than the open sky). */
  function weatherMarks(x: number, y: number, sw: number, sh: number, density: number): string {
    const out: string[] = [];
    if (plan.weather === "rain" || plan.weather === "storm") {
      for (let i = 0; i < 70 * density; i++) {
        const rx = x + r.range(0, sw);
        const ry = y + r.range(0, sh);
        out.push(
          `<line x1="${n(rx)}" y1="${n(ry)}" x2="${n(rx - u * 1.2)}" y2="${n(ry + u * 5)}" stroke="#dbe8f5" stroke-width="${n(u * 0.3)}" opacity="0.7"/>`,
        );
      }
    } else if (plan.weather === "snow") {
      for (let i = 0; i < 70 * density; i++)
        out.push(
          `<circle cx="${n(x + r.range(0, sw))}" cy="${n(y + r.range(0, sh))}" r="${n(u * r.range(0.3, 0.8))}" fill="#ffffff" opacity="0.9"/>`,
        );
    } else if (plan.weather === "fog") {
      const g = id("fog");
      defs.push(
        `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4" stop-opacity="0"/><stop offset="0.5" stop-color="#eef1f4" stop-opacity="${(0.7 * density + 0.1).toFixed(2)}"/><stop offset="1" stop-color="#eef1f4" stop-opacity="0.1"/></linearGradient>`,
      );
      out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(sw)}" height="${n(sh)}" fill="url(#${g})"/>`);
    }
    return out.join("");
  }

  if (look.glow && place !== "space") {
    // Neon ground: a glowing perspective grid that brightens toward the viewer, as in the synthwave look.
    const g = id("floor");
    defs.push(
      `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.primary}" stop-opacity="0"/><stop offset="1" stop-color="${p.primary}" stop-opacity="0.45"/></linearGradient>`,
    );
    const grid: string[] = [];
    for (let i = -10; i <= 10; i++)
      grid.push(
        `<line x1="${n(w / 2 + i * u * 3)}" y1="${n(horizonY)}" x2="${n(w / 2 + i * w * 0.16)}" y2="${n(h)}"/>`,
      );
    for (let i = 1; i < 12; i++) {
      const y = horizonY + (h - horizonY) * (i / 12) ** 1.8;
      grid.push(`<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}"/>`);
    }
    layers.push(
      `<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" fill="url(#${g})"/><g stroke="${look.glow}" stroke-width="${n(u * 0.3)}" opacity="0.75">${grid.join("")}</g>`,
    );
  }
  // The look's texture over the whole backdrop.
  let body = layers.join("");
  if (input.zoom > 1.001) {
    const cx = w / 2;
    body = `<g transform="translate(${n(cx)} ${n(horizonY)}) scale(${input.zoom.toFixed(3)}) translate(${n(-cx)} ${n(-horizonY)})">${body}</g>`;
  }
  if (!indoor && place !== "space") body += weatherMarks(0, 0, w, h, 0.6);
  if (look.bleed) {
    defs.push(
      `<filter id="bleed" x="0" y="0" width="${w}" height="${h}" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="2" seed="${Math.floor(r.range(1, 99))}"/><feDisplacementMap in="SourceGraphic" scale="${n(u * 2.2)}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${n(u * 0.25)}"/></filter>${grainFilter("paper", 0.08, 0.5)}`,
    );
    body = `<g filter="url(#bleed)">${body}</g><rect width="${w}" height="${h}" fill="${p.background}" opacity="0.12"/><rect width="${w}" height="${h}" filter="url(#paper)"/>`;
  }
  if (look.glow) {
    defs.push(
      `<filter id="neon" x="0" y="0" width="${w}" height="${h}" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="${n(u * 0.6)}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    body = `<g filter="url(#neon)">${body}</g>`;
  }
  if (look.halftone) {
    const s = u * 1.6;
    defs.push(
      `<pattern id="dots" width="${n(s)}" height="${n(s)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.22)}" fill="#000000"/></pattern>`,
    );
    body += `<rect width="${w}" height="${h}" fill="url(#dots)" opacity="0.14"/>`;
  }
  if (input.mirror) body = `<g transform="translate(${w} 0) scale(-1 1)">${body}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join("")}</defs>${body}</svg>`;
  // Falling rain or snow also passes in front of the story's elements, lightly.
  const front =
    !indoor &&
    place !== "space" &&
    (plan.weather === "rain" || plan.weather === "snow" || plan.weather === "storm");
  const overlay = front
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><g opacity="0.6">${weatherMarks(0, h * 0.12, w, h * 0.68, 0.35)}</g></svg>`
    : "";
  return { svg, overlay };
}
