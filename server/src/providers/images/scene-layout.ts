import type { SeededRandom } from "../../lib/random";

/** A rectangle in frame pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A part of the frame that scene elements stay out of, and who owns it. */
export interface ReservedBox {
  owner: "platform" | "captions" | "presenter";
  box: Box;
}

/**
 * Fractions of a 9:16 frame that TikTok, Reels and Shorts cover with their own UI: the top bar, the
 * description and buttons at the bottom, the action column on the right.
 */
export const PLATFORM_ZONES = { top: 0.12, bottom: 0.2, right: 0.12 };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const inside = (a: Box, outer: Box) =>
  a.x >= outer.x && a.y >= outer.y && a.x + a.w <= outer.x + outer.w && a.y + a.h <= outer.y + outer.h;

/** Where the round presenter sits in avatar mode (the same numbers as the composition's avatarPlacement). */
function presenterBox(width: number, height: number): Box {
  const size = width * 0.36;
  const x = width * 0.07;
  const y = height * 0.8 - size - height * 0.01;
  const ring = size * 0.06;
  return { x: x - ring, y: y - ring, w: size + 2 * ring, h: size + 2 * ring };
}

/**
 * The boxes a scene's elements must leave free: the platforms' UI, the caption band of the preset's
 * position (above the presenter in avatar mode, as the captions are placed) and the presenter. A later
 * layout engine can hand its own list to the composer instead.
 */
export function reservedBoxes(o: {
  width: number;
  height: number;
  avatar?: boolean;
  captionPosition?: "top" | "center" | "bottom" | null;
}): ReservedBox[] {
  const { width: w, height: h } = o;
  const out: ReservedBox[] = [
    { owner: "platform", box: { x: 0, y: 0, w, h: h * PLATFORM_ZONES.top } },
    { owner: "platform", box: { x: 0, y: h * (1 - PLATFORM_ZONES.bottom), w, h: h * PLATFORM_ZONES.bottom } },
    { owner: "platform", box: { x: w * (1 - PLATFORM_ZONES.right), y: 0, w: w * PLATFORM_ZONES.right, h } },
  ];
  const presenter = o.avatar ? presenterBox(w, h) : null;
  if (presenter) out.push({ owner: "presenter", box: presenter });
  // Two lines of the largest preset (32 preview px, 96 px at 1080) with their outline and line gap.
  const band = h * 0.14;
  const captionY =
    o.captionPosition === "top"
      ? h * PLATFORM_ZONES.top
      : o.captionPosition === "center"
        ? h * 0.5 - band / 2
        : o.captionPosition === "bottom"
          ? (presenter ? presenter.y : h * (1 - PLATFORM_ZONES.bottom)) - band
          : null;
  if (captionY !== null) out.push({ owner: "captions", box: { x: 0, y: captionY, w, h: band } });
  return out;
}

/** The part of the frame inside the platforms' zones, with a small margin on the left edge. */
export const safeArea = (width: number, height: number): Box => ({
  x: width * 0.03,
  y: height * PLATFORM_ZONES.top,
  w: width * (1 - PLATFORM_ZONES.right - 0.03),
  h: height * (1 - PLATFORM_ZONES.top - PLATFORM_ZONES.bottom),
});

export interface LayoutItem {
  role: "subject" | "character" | "object";
}

/** Where a composition puts the subject: left third, middle or right third, varied by scene. */
export type Framing = "left" | "center" | "right";

/**
 * Square boxes for a scene's elements: the subject as large as fits (a box up to 60 % of the width, the
 * drawing inside it about 50 %; 30 % at the least) near the framing's point, the others smaller beside it on the same ground, none of them in
 * a reserved box or over each other. Items that find no room are left out (null).
 */
export function layoutElements(
  items: LayoutItem[],
  size: { width: number; height: number },
  reserved: Box[],
  framing: Framing,
  r: SeededRandom,
): (Box | null)[] {
  const { width: w, height: h } = size;
  const safe = safeArea(w, h);
  const placed: Box[] = [];
  const gap = w * 0.015;
  const free = (b: Box) =>
    inside(b, safe) &&
    !reserved.some((q) => overlaps(b, q)) &&
    !placed.some((q) => overlaps({ x: b.x - gap, y: b.y - gap, w: b.w + 2 * gap, h: b.h + 2 * gap }, q));
  const stepX = w * 0.02;
  const stepY = h * 0.01;
  const best = (side: number, score: (b: Box) => number): Box | null => {
    let found: Box | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let y = safe.y; y + side <= safe.y + safe.h + 0.5; y += stepY)
      for (let x = safe.x; x + side <= safe.x + safe.w + 0.5; x += stepX) {
        const b = { x, y, w: side, h: side };
        if (!free(b)) continue;
        const s = score(b);
        if (s < bestScore) {
          bestScore = s;
          found = b;
        }
      }
    return found;
  };
  const pairFirst = items.slice(1).some((x) => x.role === "character");
  // A pair is never centred: the subject takes one side, the second person the other.
  const anchorX =
    (pairFirst ? { left: 0.3, center: 0.62, right: 0.62 } : { left: 0.36, center: 0.46, right: 0.58 })[
      framing
    ] * w;
  // The subject stands in the lower middle of the safe area, where the ground of the backdrop is.
  const anchorY = h * 0.6;
  let subject: Box | null = null;
  const out: (Box | null)[] = [];
  // Two people share the frame: the subject leaves room for the second beside it.
  const pair = items.slice(1).some((x) => x.role === "character");
  const largest = pair ? 0.48 : 0.6;
  items.forEach((item, i) => {
    if (i === 0) {
      for (let f = largest; f >= 0.3 && !subject; f -= 0.02) {
        subject = best(w * f, (b) => Math.hypot(b.x + b.w / 2 - anchorX, (b.y + b.h - anchorY) * 0.8));
      }
      if (subject) placed.push(subject);
      out.push(subject);
      return;
    }
    const main = subject as Box | null;
    const ground = main ? main.y + main.h : anchorY;
    const jitter = r.range(-0.02, 0.02) * w;
    let box: Box | null = null;
    const big = item.role === "character" ? 0.36 : 0.22;
    const score = (b: Box) => {
      const cx = b.x + b.w / 2 + jitter;
      const side = main ? Math.max(0, Math.abs(cx - (main.x + main.w / 2)) - main.w / 2 - b.w / 2) : 0;
      // Beside the subject, standing a little behind it (bottom slightly above its ground).
      return Math.abs(b.y + b.h - (ground - h * 0.02 * i)) * 1.2 + side;
    };
    // On the subject's ground first, as large as fits there; anywhere free only when that has no room.
    const near = (b: Box) => (Math.abs(b.y + b.h - ground) < h * 0.1 ? score(b) : Number.POSITIVE_INFINITY);
    for (const rank of [near, score]) for (let f = big; f >= 0.12 && !box; f -= 0.02) box = best(w * f, rank);
    if (box) placed.push(box);
    out.push(box);
  });
  return out;
}
