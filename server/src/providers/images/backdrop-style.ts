import { mix, n } from "../../lib/svg";
import type { Canvas } from "./backdrop-canvas";
import { isRoomPlace, roomColours } from "./backdrop-room";
import { skyColors } from "./backdrop-sky";

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
  if (indoor) {
    // One precise block of colour on the wall, placed by the scene's seed: two scenes in one room are
    // framed apart (with small whole figures the wall is most of the frame).
    const bw = w * c.r.range(0.22, 0.4);
    const bx = c.r.range(0.04, 0.96) * (w - bw);
    const bh = horizonY * c.r.range(0.45, 0.75);
    out.push(
      `<rect x="${n(bx)}" y="${n(horizonY - u * 0.2 - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${look.tone(mix(look.p.accent, "#ffffff", 0.45))}"/>`,
    );
  } else {
    const night = c.plan.time === "night";
    out.push(
      `<circle cx="${n(w * 0.74)}" cy="${n(horizonY * 0.32)}" r="${n(u * 7)}" fill="${night ? "#f1eee6" : look.p.accent}"/>`,
    );
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

/** Vintage film: a few vertical scratches and specks of dust, light and dark, in front of everything. */
export function scratches(c: Canvas): string {
  const { w, h, u, r } = c;
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = r.range(0.05, 0.95) * w;
    const y0 = r.range(0, 0.4) * h;
    const y1 = y0 + r.range(0.3, 0.9) * h;
    const light = i % 2 === 0;
    out.push(
      `<path d="M${n(x)} ${n(y0)} Q${n(x + r.range(-1, 1) * u)} ${n((y0 + y1) / 2)} ${n(x + r.range(-0.6, 0.6) * u)} ${n(y1)}" stroke="${light ? "#fff6e0" : "#1a120a"}" stroke-width="${n(u * r.range(0.12, 0.3))}" opacity="${r.range(0.35, 0.6).toFixed(2)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 28; i++)
    out.push(
      `<circle cx="${n(r.range(0, w))}" cy="${n(r.range(0, h))}" r="${n(u * r.range(0.1, 0.45))}" fill="${i % 3 === 0 ? "#fff6e0" : "#1a120a"}" opacity="${r.range(0.3, 0.7).toFixed(2)}"/>`,
    );
  return out.join("");
}
