import { Resvg } from "@resvg/resvg-js";
import { mix, n, polygonPath } from "../lib/svg";
import type { Canvas } from "./backdrop-canvas";
import { plainDining, plainShelves } from "./backdrop-furnished";
import { plainGarden } from "./backdrop-garden";
import { floorDetail, groundDetail } from "./backdrop-ground";
import { plainHarbour } from "./backdrop-harbour";
import { plainStalls } from "./backdrop-market";
import { plainPlayground } from "./backdrop-playground";
import { plainWater } from "./backdrop-river";
import { isRoomPlace, roomColours } from "./backdrop-room";
import { skyColors } from "./backdrop-sky";
import { plainSquare } from "./backdrop-square";
import { plainStation } from "./backdrop-station";

/**
 * The parts of a backdrop that belong to one style rather than to the place: Minimal's plain colour
 * fields, Cinematic's photographic haze, 3D Render's soft key light and Vintage Film's scratches.
 */

/** The natural colour of the ground of a place (Minimal's lower field). */
const GROUND: Record<string, string> = {
  park: "#8fbf7a",
  countryside: "#9cc47e",
  forest: "#6f9f6a",
  mountains: "#8aa38a",
  beach: "#e8cf98",
  desert: "#e2bf86",
  sea: "#4f8fbf",
  city: "#b8b4ad",
  street: "#b8b4ad",
  market: "#cdb48e",
  station: "#c2beb5",
  river: "#8fbf7a",
  square: "#d2c4a8",
  harbour: "#aaa59b",
  garden: "#8fbf7a",
  playground: "#8fbf7a",
};

/**
 * Minimal: two plain fields, the wall over the floor (a room) or the sky over the ground, a thin line
 * where they meet, and a sun or moon disc outdoors. Nothing else: the story's elements stand alone.
 */
export function plainFields(c: Canvas): string {
  const { w, h, u, horizonY, look } = c;
  const place = c.plan.setting.place;
  const room = isRoomPlace(place) ? roomColours(place) : null;
  // A room is one bold wall (its trim colour, lightened) over a pale floor; outdoors, sky over ground.
  const indoor = room !== null;
  const top = room ? look.tone(mix(room.trim, "#ffffff", 0.3)) : skyColors(c)[1];
  const ground = look.tone(room ? mix(room.wall, "#ffffff", 0.2) : (GROUND[place] ?? "#b8b4ad"));
  const out = [
    `<rect width="${w}" height="${h}" fill="${top}"/>`,
    `<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" fill="${ground}"/>`,
    `<rect y="${n(horizonY - u * 0.2)}" width="${w}" height="${n(u * 0.4)}" fill="${mix(ground, "#000000", 0.25)}"/>`,
  ];
  // The floor's broad boards or tiles, or the ground's path, in plain fields too.
  out.push(room ? floorDetail(c, place, mix(room.wall, "#ffffff", 0.2)) : groundDetail(c, place));
  if (indoor) {
    // One precise block of colour on the wall, placed by the scene's seed: two scenes in one room are
    // framed apart (with small whole figures the wall is most of the frame).
    const bw = w * c.r.range(0.22, 0.4);
    const bx = c.r.range(0.04, 0.96) * (w - bw);
    const bh = horizonY * c.r.range(0.45, 0.75);
    out.push(
      `<rect x="${n(bx)}" y="${n(horizonY - u * 0.2 - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${look.tone(mix(look.p.accent, "#ffffff", 0.45))}"/>`,
    );
    // A library is its shelves, a restaurant its panelling and lamps: without them, any plain room.
    if (place === "library") out.push(plainShelves(c));
    if (place === "restaurant") out.push(plainDining(c));
  } else {
    const night = c.plan.time === "night";
    out.push(
      `<circle cx="${n(w * 0.74)}" cy="${n(horizonY * 0.32)}" r="${n(u * 7)}" fill="${night ? "#f1eee6" : look.p.accent}"/>`,
    );
    // A market is its stalls: without them the square is any plain ground.
    if (place === "market") out.push(plainStalls(c));
    // A station is its canopy and platform line, a river its water, a square its house fronts, a harbour
    // its water and boats, a garden its fence and beds, a playground its sandpit and swing frame.
    if (place === "station") out.push(plainStation(c));
    if (place === "river") out.push(plainWater(c));
    if (place === "square") out.push(plainSquare(c));
    if (place === "harbour") out.push(plainHarbour(c));
    if (place === "garden") out.push(plainGarden(c));
    if (place === "playground") out.push(plainPlayground(c));
  }
  return out.join("");
}

/**
 * Cinematic: aerial perspective. A pale haze lies on the horizon and thins upward and toward the viewer;
 * the near ground darkens (the light falls off), as a long lens sees a landscape.
 */
export function haze(c: Canvas, strength: number): string {
  const { w, h, horizonY } = c;
  // Golden haze: the low sky toward the look's warm accent.
  const lowSky = mix(skyColors(c)[2], c.look.p.accent, 0.5);
  const g = c.id("haze");
  const d = c.id("near");
  c.defs.push(
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lowSky}" stop-opacity="0"/><stop offset="0.5" stop-color="${lowSky}" stop-opacity="${(0.85 * strength).toFixed(2)}"/><stop offset="1" stop-color="${lowSky}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="${d}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${(0.35 * strength).toFixed(2)}"/></linearGradient>`,
  );
  const band = h * 0.22;
  return `<rect y="${n(horizonY - band)}" width="${w}" height="${n(band * 1.6)}" fill="url(#${g})"/><rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" fill="url(#${d})"/>`;
}

/** 3D Render: a soft key light from the upper left and its warm bounce on the floor under the subject. */
export function keyLight(c: Canvas, colour: string): string {
  const { w, h, horizonY } = c;
  const g = c.id("key");
  const f = c.id("bounce");
  c.defs.push(
    `<radialGradient id="${g}" cx="0.18" cy="0.08" r="0.75"><stop offset="0" stop-color="${colour}" stop-opacity="0.4"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${f}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
  );
  return `<rect width="${w}" height="${h}" fill="url(#${g})"/><ellipse cx="${n(w / 2)}" cy="${n(horizonY + (h - horizonY) * 0.25)}" rx="${n(w * 0.55)}" ry="${n((h - horizonY) * 0.35)}" fill="url(#${f})"/>`;
}

/** What the style draws over the place, behind the story's elements ("" for none). */
export function behindLayer(c: Canvas): string {
  const kind = c.look.behind;
  if (kind === "starburst") return starburst(c) + printDots(c);
  if (kind === "light-shafts") return lightShafts(c) + sparkles(c);
  if (kind === "washes") return washes(c);
  if (kind === "bokeh") return bokeh(c);
  return "";
}

/** What the style draws in front of everything, the story's elements too ("" for none). */
export function frontLayer(c: Canvas): string {
  return c.look.front === "film" ? film(c) : "";
}

/** Where the scene's subject stands (the largest element's upper middle), or the frame's middle. */
function subjectAt(c: Canvas): [number, number] {
  const big = [...c.avoid].sort((a, b) => b.w * b.h - a.w * a.h)[0];
  return big ? [big.x + big.w / 2, big.y + big.h * 0.4] : [c.w / 2, c.horizonY * 0.8];
}

/** Comic: a splash panel's starburst, rays of the palette's yellow from behind the subject, over the wall
 * or the sky (the place still shows between them). */
function starburst(c: Canvas): string {
  const { h, horizonY, look } = c;
  const [cx, cy] = subjectAt(c);
  const R = h * 1.2;
  const count = 18;
  const rays: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2;
    const a1 = a0 + (Math.PI / count) * 0.9;
    const ray = above(
      [
        [cx, cy],
        [cx + Math.cos(a0) * R, cy + Math.sin(a0) * R],
        [cx + Math.cos(a1) * R, cy + Math.sin(a1) * R],
      ],
      horizonY,
    );
    if (ray.length >= 3) rays.push(polygonPath(ray));
  }
  // Fill and stroke opacity rather than a group's: resvg draws no extra layer for them.
  return `<path d="${rays.join("")}" fill="${look.p.primary}" fill-opacity="0.75" stroke="#111111" stroke-opacity="0.75" stroke-width="${n(c.u * 0.35)}"/>`;
}

/** The part of a polygon above the line y = top (one step of Sutherland-Hodgman): a clip without a mask. */
function above(points: [number, number][], top: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [i, p] of points.entries()) {
    const q = points[(i + 1) % points.length] as [number, number];
    const pIn = p[1] <= top;
    const qIn = q[1] <= top;
    if (pIn) out.push(p);
    if (pIn !== qIn) {
      const t = (top - p[1]) / (q[1] - p[1]);
      out.push([p[0] + (q[0] - p[0]) * t, top]);
    }
  }
  return out;
}

/** Anime: hard-edged shafts of light falling from the upper left across the whole frame. */
function lightShafts(c: Canvas): string {
  const { w, h, u, r } = c;
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = (r.range(-0.1, 0.1) - 0.45 + i * 0.26) * w;
    const bw = u * r.range(6, 13);
    const dx = h * 0.55;
    out.push(
      `<path d="M${n(x)} 0L${n(x + bw)} 0L${n(x + bw + dx)} ${h}L${n(x + dx)} ${h}Z" fill="#ffffff" fill-opacity="${r.range(0.22, 0.36).toFixed(2)}"/>`,
    );
  }
  return out.join("");
}

/** 3D Render: out-of-focus highlights of the far room or sky, discs with a brighter rim, softened with the
 * rest of the backdrop by the depth of field. */
function bokeh(c: Canvas): string {
  const { w, u, horizonY, r, look } = c;
  const rim = c.id("rim");
  c.defs.push(
    `<radialGradient id="${rim}"><stop offset="0.6" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="0.92" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.6"/></radialGradient>`,
  );
  const out: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = r.range(0, w);
    const y = r.range(0.02, 1) * horizonY;
    const rad = u * r.range(2, 6);
    const tint = i % 3 === 0 ? look.p.secondary : i % 3 === 1 ? look.p.accent : (look.light ?? "#ffffff");
    out.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${tint}" fill-opacity="${r.range(0.35, 0.7).toFixed(2)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="url(#${rim})" fill-opacity="0.6"/>`,
    );
  }
  return out.join("");
}

/** Anime: four-point sparkles and small glints in the air. */
function sparkles(c: Canvas): string {
  const { w, u, horizonY, r } = c;
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = r.range(0.04, 0.96) * w;
    const y = r.range(0.05, 1.1) * horizonY;
    const s = u * r.range(1.2, 3.2);
    const k = s * 0.22;
    out.push(
      `<path d="M${n(x)} ${n(y - s)}Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)}Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)}Z" fill="#ffffff" stroke="#1b2a5a" stroke-width="${n(u * 0.25)}"/>`,
    );
  }
  return out.join("");
}

/** Comic: the print's dots over the place, as in cheap four-colour printing, in rows at 45 degrees. */
function printDots(c: Canvas): string {
  const { w, h, u } = c;
  const s = u * 1.3;
  const id = c.id("dots");
  return `<defs><pattern id="${id}" width="${n(s)}" height="${n(s)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.3)}" fill="#1a1a1a"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#${id})" fill-opacity="0.2"/>`;
}

/**
 * A filter that paints noise of `freq` (features per pixel of a texture tile, seamless) as specks of
 * `colour`: where the noise is above `from`, up to `alpha` opaque.
 */
function specks(
  id: string,
  o: {
    freq: number;
    octaves: number;
    seed: number;
    colour: string;
    from: number;
    alpha: number;
    table?: string;
  },
) {
  const gain = o.alpha / (1 - o.from);
  // A table instead maps the noise to alpha step by step (a bloom's rim).
  const shape = o.table
    ? `<feComponentTransfer result="n"><feFuncA type="table" tableValues="${o.table}"/></feComponentTransfer>`
    : "";
  return `<filter id="${id}" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="${o.freq}" numOctaves="${o.octaves}" seed="${o.seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${gain.toFixed(3)} 0 0 0 ${(-o.from * gain).toFixed(3)}" result="n"/>${shape}<feFlood flood-color="${o.colour}"/><feComposite in2="n" operator="in"/></filter>`;
}

type Specks = Parameters<typeof specks>[1];

/**
 * Noise textures drawn once per process as seamless PNG tiles (resvg's turbulence over a whole 1080x1920
 * frame costs about a second; a tile laid as a pattern costs a few ms). Each layer of specks over the next.
 */
const tiles = new Map<string, string>();
function tileOf(key: string, px: number, layers: Specks[]): string {
  const known = tiles.get(key);
  if (known) return known;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}"><defs>${layers.map((l, i) => specks(`s${i}`, l)).join("")}</defs>${layers.map((_, i) => `<rect width="${px}" height="${px}" filter="url(#s${i})"/>`).join("")}</svg>`;
  const uri = `data:image/png;base64,${new Resvg(svg).render().asPng().toString("base64")}`;
  tiles.set(key, uri);
  return uri;
}

/** A texture tile laid over the whole frame, `perU` of its pixels to a unit of the frame (1/100 of its width). */
function texture(c: Canvas, key: string, px: number, perU: number, layers: Specks[], opacity = 1): string {
  const id = c.id(key);
  const size = (px / perU) * c.u;
  const t = n(size);
  // Laid from another point of the tile in each scene: two scenes' blooms (and grain) differ.
  const shift = `translate(${n(c.r.range(0, size))} ${n(c.r.range(0, size))})`;
  return `<defs><pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse" patternTransform="${shift}"><image href="${tileOf(key, px, layers)}" width="${t}" height="${t}"/></pattern></defs><rect width="${c.w}" height="${c.h}" fill="url(#${id})"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}

/** Vintage film: coarse grain of the print, uneven exposure, vertical scratches and dust. */
function film(c: Canvas): string {
  const { w, h, u, r } = c;
  const out: string[] = [
    // Uneven exposure: big soft blotches, a little darker.
    texture(c, "flicker", 128, 1, [
      { freq: 0.035, octaves: 2, seed: 7, colour: "#2a1a0a", from: 0.45, alpha: 0.35 },
    ]),
    // Coarse grain, dark and light, about a quarter of a unit across.
    texture(c, "grain", 256, 4, [
      { freq: 0.5, octaves: 1, seed: 11, colour: "#1a120a", from: 0.5, alpha: 0.55 },
      { freq: 0.5, octaves: 1, seed: 29, colour: "#fff6e0", from: 0.52, alpha: 0.4 },
    ]),
  ];
  for (let i = 0; i < 6; i++) {
    const x = r.range(0.05, 0.95) * w;
    const y0 = r.range(0, 0.4) * h;
    const y1 = y0 + r.range(0.3, 0.9) * h;
    const lit = i % 2 === 0;
    out.push(
      `<path d="M${n(x)} ${n(y0)} Q${n(x + r.range(-1, 1) * u)} ${n((y0 + y1) / 2)} ${n(x + r.range(-0.6, 0.6) * u)} ${n(y1)}" stroke="${lit ? "#fff6e0" : "#1a120a"}" stroke-width="${n(u * r.range(0.12, 0.3))}" stroke-opacity="${r.range(0.35, 0.6).toFixed(2)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 36; i++)
    out.push(
      `<circle cx="${n(r.range(0, w))}" cy="${n(r.range(0, h))}" r="${n(u * r.range(0.1, 0.5))}" fill="${i % 3 === 0 ? "#fff6e0" : "#1a120a"}" fill-opacity="${r.range(0.3, 0.7).toFixed(2)}"/>`,
    );
  return out.join("");
}

/** Watercolor: the paper's tooth over the washed place (scene-backdrop.ts lays it over the bleed). */
export function paper(c: Canvas): string {
  return texture(c, "tooth", 256, 4, [
    { freq: 0.3, octaves: 2, seed: 3, colour: "#6b5a40", from: 0.46, alpha: 0.55 },
    { freq: 0.3, octaves: 2, seed: 41, colour: "#ffffff", from: 0.5, alpha: 0.6 },
  ]);
}

/** Watercolor: blooms of the palette's pigments on the place, pooling darker at their edges (a tile two
 * frames wide, so that a bloom hardly repeats). */
function washes(c: Canvas): string {
  const { look } = c;
  // Alpha from low noise: nothing, then a dark rim where a bloom begins, then a thin even wash.
  return [look.p.primary, look.p.secondary]
    .map((colour, i) =>
      texture(c, `wash${i}`, 200, 1, [
        {
          freq: 0.025,
          octaves: 2,
          seed: 17 + i * 31,
          colour,
          from: 0,
          alpha: 1,
          table: "0 0 0 0 0 0.45 0.18 0.14 0.14",
        },
      ]),
    )
    .join("");
}
