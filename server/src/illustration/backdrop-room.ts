import { mix, n } from "../lib/svg";
import type { ScenePlace } from "../scene-plan/scene-plan-schema";
import { type Canvas, icon, paint, standingIcon } from "./backdrop-canvas";
import { bookcases, diningTables, diningWall, readingTable } from "./backdrop-furnished";
import { floorDetail } from "./backdrop-ground";
import { sky, skyThings, weatherMarks } from "./backdrop-sky";
import { findIcon, iconElement } from "./icon-library";
import { overlaps } from "./scene-layout";

/**
 * The indoor places of a scene's backdrop: the room (its wall, what hangs on it, the floor, the room's wares
 * on a shelf and a counter), or the place seen from the street (its building or shopfront).
 */
export type RoomPlace =
  | "shop"
  | "bakery"
  | "cafe"
  | "kitchen"
  | "home"
  | "office"
  | "school"
  | "hospital"
  | "stage"
  | "studio"
  | "library"
  | "restaurant";
interface RoomColours {
  wall: string;
  floor: string;
  trim: string;
}

/** Wall, floor and trim of each room. */
const ROOM_COLOURS: Record<RoomPlace, [wall: string, floor: string, trim: string]> = {
  shop: ["#f1e4d2", "#c9a27a", "#8a5a3c"],
  bakery: ["#f6dfc0", "#b5835a", "#8c4f2b"],
  cafe: ["#d9b994", "#8d6446", "#5e3b25"],
  kitchen: ["#e3efe8", "#c7b299", "#6f8f86"],
  home: ["#efe0cf", "#b78b62", "#9a7458"],
  office: ["#dfe6ee", "#9aa6b2", "#6b7785"],
  school: ["#efe7c8", "#c49a6c", "#8b6a45"],
  hospital: ["#e2f2f1", "#b9cfd0", "#6aa7a8"],
  stage: ["#a3283a", "#a8774f", "#e6b24c"],
  studio: ["#d8dce6", "#c3c8d4", "#5b6478"],
  library: ["#e8dcc4", "#7f4a3a", "#6b4228"],
  restaurant: ["#f0dcc2", "#9a6a45", "#7a2e36"],
};

/** Small wares and furniture each room shows (Fluent Emoji names). */
const ROOM_WARES: Record<RoomPlace, string[]> = {
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
  library: ["books", "open-book", "green-book", "blue-book", "closed-book"],
  restaurant: ["candle", "wine-glass", "fork-and-knife-with-plate", "potted-plant"],
};

/** A building that stands for an indoor place seen from the outside (a stage and a studio are always in). */
const FACADES: Record<Exclude<RoomPlace, "stage" | "studio">, string> = {
  school: "school",
  hospital: "hospital",
  office: "office-building",
  home: "house-with-garden",
  shop: "convenience-store",
  kitchen: "house",
  bakery: "bread",
  cafe: "hot-beverage",
  library: "classical-building",
  restaurant: "fork-and-knife-with-plate",
};

/** A room's wall, floor and trim colours (Minimal's plain fields take theirs from them). */
export function roomColours(kind: RoomPlace): RoomColours {
  const [wall, floor, trim] = ROOM_COLOURS[kind];
  return { wall, floor, trim };
}

export const isRoomPlace = (place: ScenePlace): place is RoomPlace => Object.hasOwn(ROOM_COLOURS, place);

/** The room: its wall with what hangs there, its floor, and its wares. */
export function room(c: Canvas, kind: RoomPlace): string {
  const colours = roomColours(kind);
  // A library and a restaurant are their furniture: bookcases and a reading table; panelling, lamps, tables.
  if (kind === "library")
    return [wall(c, kind, colours), bookcases(c), floor(c, kind, colours), readingTable(c)].join("");
  if (kind === "restaurant")
    return [wall(c, kind, colours), diningWall(c), floor(c, kind, colours), diningTables(c)].join("");
  return [
    wall(c, kind, colours),
    kind === "stage"
      ? stageWall(c, colours)
      : kind === "studio"
        ? studioSweep(c, colours)
        : windowWall(c, kind, colours),
    floor(c, kind, colours),
    kind === "stage" || kind === "studio" ? floorThing(c, kind) : shelfAndCounter(c, kind, colours),
  ].join("");
}

/** The wall with a soft pattern: tiles in the kitchen and hospital, vertical panels elsewhere. */
function wall(c: Canvas, kind: RoomPlace, colours: RoomColours): string {
  const { w, u, horizonY, look } = c;
  const out = [`<rect width="${w}" height="${n(horizonY + u)}" ${paint(c, colours.wall)}/>`];
  const tiled = kind === "kitchen" || kind === "hospital";
  for (let i = 1; i < (tiled ? 14 : 6); i++) {
    const x = (w / (tiled ? 14 : 6)) * i;
    out.push(
      `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(horizonY)}" stroke="${look.tone(mix(colours.wall, "#000000", 0.08))}" stroke-width="${n(u * 0.3)}"/>`,
    );
  }
  return out.join("");
}

/** Curtains and a valance, lit: no dark band at the top of the frame. */
function stageWall(c: Canvas, colours: RoomColours): string {
  const { w, h, u, horizonY } = c;
  const out: string[] = [];
  for (const side of [0, 1]) {
    const x0 = side ? w * 0.8 : 0;
    for (let k = 0; k < 4; k++)
      out.push(
        `<rect x="${n(x0 + k * w * 0.05)}" y="0" width="${n(w * 0.05)}" height="${n(horizonY)}" ${paint(c, mix("#b8304a", "#000000", (k % 2) * 0.15))}/>`,
      );
  }
  out.push(`<rect width="${w}" height="${n(h * 0.1)}" ${paint(c, "#c23a4f")}/>`);
  out.push(
    `<rect y="${n(h * 0.1)}" width="${w}" height="${n(u * 1.5)}" fill="${c.look.tone(colours.trim)}"/>`,
  );
  for (const sx of [0.25, 0.5, 0.75]) {
    const cone = c.id("beam");
    c.defs.push(
      `<linearGradient id="${cone}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0.05"/></linearGradient>`,
    );
    out.push(
      `<polygon points="${n(w * sx - u * 2)},${n(h * 0.11)} ${n(w * sx + u * 2)},${n(h * 0.11)} ${n(w * sx + w * 0.16)},${n(h)} ${n(w * sx - w * 0.16)},${n(h)}" fill="url(#${cone})"/>`,
    );
  }
  return out.join("");
}

/** A paper sweep with two soft boxes. */
function studioSweep(c: Canvas, colours: RoomColours): string {
  const { w, h, u, horizonY, look } = c;
  const out = [
    `<path d="M${n(w * 0.12)} 0 L${n(w * 0.88)} 0 L${n(w * 0.88)} ${n(horizonY)} Q${n(w * 0.88)} ${n(horizonY + h * 0.08)} ${n(w)} ${n(horizonY + h * 0.1)} L0 ${n(horizonY + h * 0.1)} Q${n(w * 0.12)} ${n(horizonY + h * 0.08)} ${n(w * 0.12)} ${n(horizonY)}Z" ${paint(c, mix(colours.wall, look.p.primary, 0.15))}/>`,
  ];
  for (const sx of [0.06, 0.94]) {
    out.push(
      `<line x1="${n(w * sx)}" y1="${n(h * 0.25)}" x2="${n(w * sx)}" y2="${n(horizonY + h * 0.05)}" stroke="${look.tone("#3b4252")}" stroke-width="${n(u * 0.8)}"/><rect x="${n(w * sx - u * 7)}" y="${n(h * 0.2)}" width="${n(u * 14)}" height="${n(u * 10)}" rx="${n(u)}" ${paint(c, "#f7f7fb")}/>`,
    );
  }
  return out.join("");
}

/** A window onto the sky of the scene's time and weather; in a school, a blackboard beside it. */
function windowWall(c: Canvas, kind: RoomPlace, colours: RoomColours): string {
  const { w, h, u, r, horizonY, look } = c;
  const ww = w * r.range(0.3, 0.42);
  const wy = h * r.range(0.13, 0.16);
  const wh = Math.min(h * 0.24, horizonY - h * 0.08 - wy);
  const wx = w * r.range(0.08, 0.9) - ww / 2;
  const clip = c.id("win");
  c.defs.push(
    `<clipPath id="${clip}"><rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}"/></clipPath>`,
  );
  const out: string[] = [];
  if (wh > h * 0.06)
    out.push(
      `<rect x="${n(wx - u * 1.5)}" y="${n(wy - u * 1.5)}" width="${n(ww + u * 3)}" height="${n(wh + u * 3)}" ${paint(c, colours.trim)}/>`,
      `<g clip-path="url(#${clip})">${sky(c, wx, wy, ww, wh)}${skyThings(c, wx, wy, ww, wh)}${weatherMarks(c, wx, wy, ww, wh, 0.5)}</g>`,
      `<line x1="${n(wx + ww / 2)}" y1="${n(wy)}" x2="${n(wx + ww / 2)}" y2="${n(wy + wh)}" stroke="${look.tone(colours.trim)}" stroke-width="${n(u * 1.2)}"/><line x1="${n(wx)}" y1="${n(wy + wh / 2)}" x2="${n(wx + ww)}" y2="${n(wy + wh / 2)}" stroke="${look.tone(colours.trim)}" stroke-width="${n(u * 1.2)}"/>`,
    );
  if (kind === "school") out.push(blackboard(c, colours, wx));
  return out.join("");
}

/** A blackboard with lines of chalk, on the side of the wall the window leaves free. */
function blackboard(c: Canvas, colours: RoomColours, windowX: number): string {
  const { w, h, u, r, horizonY } = c;
  const boardH = Math.min(h * 0.17, horizonY - h * 0.24);
  if (boardH <= h * 0.06) return "";
  const bx = windowX > w / 2 ? w * 0.08 : w * 0.52;
  const out = [
    `<rect x="${n(bx - u)}" y="${n(h * 0.14 - u)}" width="${n(w * 0.42 + 2 * u)}" height="${n(boardH + 2 * u)}" ${paint(c, colours.trim)}/><rect x="${n(bx)}" y="${n(h * 0.14)}" width="${n(w * 0.42)}" height="${n(boardH)}" ${paint(c, "#3f6b4f")}/>`,
  ];
  for (let k = 0; k < Math.floor(boardH / (h * 0.045)); k++)
    out.push(
      `<line x1="${n(bx + u * 4)}" y1="${n(h * (0.18 + k * 0.04))}" x2="${n(bx + w * r.range(0.2, 0.36))}" y2="${n(h * (0.18 + k * 0.04))}" stroke="#e9efe6" stroke-width="${n(u * 0.6)}" stroke-linecap="round" opacity="0.8"/>`,
    );
  return out.join("");
}

/** The floor: its colour, and its boards, tiles or carpet in perspective (backdrop-ground.ts). */
function floor(c: Canvas, kind: RoomPlace, colours: RoomColours): string {
  const { w, h, horizonY } = c;
  return `<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" ${paint(c, colours.floor)}/>${floorDetail(c, kind, colours.floor)}`;
}

/** A stage or a studio: its one thing on the floor. */
function floorThing(c: Canvas, kind: "stage" | "studio"): string {
  const name = ROOM_WARES[kind][0] ?? "";
  return icon(c, name, c.w * c.r.range(0.15, 0.3), c.horizonY + c.h * 0.02, c.w * 0.12);
}

/** A ledge the room's wares stand on (a shelf's plank, the counter's top): its top edge and x-range. */
export interface Ledge {
  x: number;
  y: number;
  w: number;
}

/** One ware: its icon, the middle of its foot, where its foot is (its art's lowest point), its size. */
export interface Ware {
  name: string;
  x: number;
  bottom: number;
  size: number;
  on: Ledge;
}

/**
 * Where the shelf (none where the wall has no room for it), the counter and their wares go. Every ware's
 * foot is on its ledge's top and inside its width, so that no cupcake hangs in the air.
 */
export function shelfPlan(
  c: Canvas,
  kind: RoomPlace,
): { shelf: Ledge | null; counter: Ledge; wares: Ware[] } {
  const { w, h, u, r, horizonY } = c;
  const names = ROOM_WARES[kind];
  const wares: Ware[] = [];
  const shelfY = horizonY - h * r.range(0.1, 0.13);
  const left = r.chance(0.5);
  const size = w * 0.11;
  let shelf: Ledge | null = null;
  if (shelfY - size > h * 0.12) {
    shelf = { x: left ? w * 0.02 : w * 0.5, y: shelfY, w: w * 0.48 };
    const count = 3;
    for (let k = 0; k < count; k++) {
      const name = names[((k + r.range(0, names.length)) % names.length) | 0] ?? "";
      const x = shelf.x + (shelf.w / count) * (k + 0.5);
      // Sunk a little into the plank: the art's foot meets the wood, not the wall above it.
      wares.push({ name, x, bottom: shelfY + u * 0.3, size, on: shelf });
    }
  }
  const cy = horizonY - h * 0.04;
  const counter = { x: -u, y: cy - u * 1.2, w: w + 2 * u };
  const far = names[(r.range(0, names.length) | 0) % names.length] ?? "";
  const x = w * r.range(0.12, 0.85);
  // A look's haze is thickest at the counter's top and hides it: its ware would stand on nothing.
  if (c.look.haze === 0)
    wares.push({ name: far, x, bottom: counter.y + u * 0.4, size: w * 0.1, on: counter });
  return { shelf, counter, wares };
}

/** A shelf with three of the room's wares (where the wall has room for it), a counter, one more ware. */
function shelfAndCounter(c: Canvas, kind: RoomPlace, colours: RoomColours): string {
  const { w, h, u, horizonY } = c;
  const { shelf, counter, wares } = shelfPlan(c, kind);
  const out: string[] = [];
  // The plank and the counter's top a shade darker than the trim, so that they read through a look's
  // haze (a light counter top vanished in it and left its ware standing on nothing); the kitchen's
  // trim is its window's too, and a plank of the same colour reads as part of the window frame.
  // The plank casts a soft shadow on the wall.
  if (shelf)
    out.push(
      `<rect x="${n(shelf.x)}" y="${n(shelf.y + u * 2)}" width="${n(shelf.w)}" height="${n(u * 0.8)}" fill="#000000" opacity="0.12"/><rect x="${n(shelf.x)}" y="${n(shelf.y)}" width="${n(shelf.w)}" height="${n(u * 2)}" ${paint(c, mix(colours.trim, "#000000", 0.15))}/>`,
    );
  out.push(
    `<rect x="${n(-u)}" y="${n(horizonY - h * 0.04)}" width="${n(w + 2 * u)}" height="${n(h * 0.09)}" ${paint(c, mix(colours.trim, colours.floor, 0.4))}/><rect x="${n(counter.x)}" y="${n(counter.y)}" width="${n(counter.w)}" height="${n(u * 2)}" ${paint(c, mix(colours.trim, "#000000", 0.1))}/>`,
  );
  for (const ware of wares) out.push(standingIcon(c, ware));
  return out.join("");
}

/** An indoor place seen from the street: its building, or a shopfront with its wares in the window. */
export function shopfront(c: Canvas, kind: RoomPlace): string {
  const name = kind === "stage" || kind === "studio" ? undefined : FACADES[kind];
  if (!name) return "";
  const { w, h, r, horizonY, look } = c;
  const fw = w * 0.6;
  const sides = [w * 0.03, w * 0.37];
  const fx =
    sides.find((x) => !c.avoid.some((b) => overlaps(b, { x, y: horizonY - h * 0.2, w: fw, h: h * 0.2 }))) ??
    (sides[r.chance(0.5) ? 0 : 1] as number);
  const fy = horizonY - h * 0.24;
  const fh = h * 0.24;
  const building = findIcon(name);
  if (kind !== "bakery" && kind !== "cafe" && kind !== "restaurant" && building)
    return iconElement(building, fx + fw / 2 - w * 0.17, horizonY + h * 0.01 - w * 0.34, w * 0.34, w * 0.34);
  const colours = roomColours(kind);
  const stripes = Array.from({ length: 8 }, (_, k) => {
    const x = fx + (fw / 8) * k;
    return `<rect x="${n(x)}" y="${n(fy)}" width="${n(fw / 8)}" height="${n(h * 0.04)}" ${paint(c, k % 2 ? "#ffffff" : look.p.primary)}/>`;
  }).join("");
  return `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" ${paint(c, colours.wall)}/>${stripes}
<rect x="${n(fx + fw * 0.08)}" y="${n(fy + h * 0.07)}" width="${n(fw * 0.5)}" height="${n(fh * 0.55)}" ${paint(c, "#cfe6f5")}/>
<rect x="${n(fx + fw * 0.66)}" y="${n(fy + h * 0.07)}" width="${n(fw * 0.24)}" height="${n(fh - h * 0.07)}" ${paint(c, colours.trim)}/>
${icon(c, name, fx + fw * 0.33, fy + h * 0.07 + fh * 0.5, fw * 0.22)}`;
}
