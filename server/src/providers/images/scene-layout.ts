import {
  type Box,
  type FrameLayout,
  frameLayout,
  inside,
  overlaps,
  PLATFORM_ZONES,
  safeZone,
} from "../../layout/frame-layout";
import type { SeededRandom } from "../../lib/random";

export { type Box, inside, overlaps, PLATFORM_ZONES };

/** A part of the frame that scene elements stay out of, and who owns it. */
export interface ReservedBox {
  owner: "platform" | "captions" | "presenter";
  box: Box;
}

/** The boxes of a frame layout that a scene's elements must leave free. */
export function reservedOf(layout: FrameLayout): ReservedBox[] {
  const out: ReservedBox[] = layout.platform.map((box) => ({ owner: "platform" as const, box }));
  if (layout.presenter) out.push({ owner: "presenter", box: layout.presenter });
  if (layout.captions) out.push({ owner: "captions", box: layout.captions });
  if (layout.emoji) out.push({ owner: "captions", box: layout.emoji });
  return out;
}

/**
 * The boxes a scene's elements must leave free, from the frame layout: the platforms' UI, the caption
 * block of the preset's position (32 preview px, the largest preset, when no size is given) and the
 * presenter in avatar mode.
 */
export function reservedBoxes(o: {
  width: number;
  height: number;
  avatar?: boolean;
  captionPosition?: "top" | "center" | "bottom" | null;
  captionFontSize?: number;
}): ReservedBox[] {
  return reservedOf(
    frameLayout({
      width: o.width,
      height: o.height,
      mode: o.avatar ? "avatar" : "voice",
      captions: o.captionPosition ? { position: o.captionPosition, fontSize: o.captionFontSize ?? 32 } : null,
    }),
  );
}

/** The part of the frame inside the platforms' zones. */
export const safeArea = (width: number, height: number): Box => safeZone(width, height);

export interface LayoutItem {
  role: "subject" | "character" | "object";
}

/** Where a composition puts the subject: left third, middle or right third, varied by scene. */
export type Framing = "left" | "center" | "right";

/** Where the scene may put its elements, in the picture's pixels: the safe area and the subject's stage. */
export interface SceneArea {
  safe: Box;
  /** The subject stands on this box's bottom edge, as large as the box allows. */
  stage: Box;
}

/**
 * Square boxes for a scene's elements: the subject as large as its stage allows (up to 72 % of the width
 * alone, 48 % beside a second person; 30 % at the least), standing on the stage's floor at the framing's
 * side; the others smaller beside it on the same ground, else anywhere free; none of them in a reserved
 * box or over each other. Items that find no room are left out (null).
 */
export function layoutElements(
  items: LayoutItem[],
  size: { width: number; height: number },
  reserved: Box[],
  framing: Framing,
  r: SeededRandom,
  area?: SceneArea,
): (Box | null)[] {
  // The subject as large as leaves the others room: it gives up a little size at a time (never below
  // 42 % of the width) until everything the plan names has its place.
  let best: (Box | null)[] = [];
  const count = (boxes: (Box | null)[]) => boxes.filter(Boolean).length;
  for (let cap = 0.72; cap >= 0.42; cap -= 0.06) {
    const boxes = layoutOnce(items, size, reserved, framing, r, area, cap);
    if (count(boxes) > count(best)) best = boxes;
    if (count(boxes) === items.length) break;
  }
  return best;
}

function layoutOnce(
  items: LayoutItem[],
  size: { width: number; height: number },
  reserved: Box[],
  framing: Framing,
  r: SeededRandom,
  area: SceneArea | undefined,
  cap: number,
): (Box | null)[] {
  const { width: w, height: h } = size;
  const safe = area?.safe ?? safeArea(w, h);
  const stage = area?.stage ?? { x: safe.x, y: safe.y, w: safe.w, h: h * 0.6 - safe.y };
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
  // Two people share the frame: the subject takes one side, the second person the other.
  const pair = items.slice(1).some((x) => x.role === "character");
  const anchorX =
    stage.x +
    stage.w *
      (pair ? { left: 0.28, center: 0.7, right: 0.7 } : { left: 0.4, center: 0.5, right: 0.6 })[framing];
  // The subject stands on the stage's floor.
  const anchorY = stage.y + stage.h;
  const room = Math.min(stage.w * (pair ? 0.56 : 1), stage.h) / w;
  const largest = Math.max(0.3, Math.min(pair ? 0.48 : cap, room));
  let subject: Box | null = null;
  const out: (Box | null)[] = [];
  items.forEach((item, i) => {
    if (i === 0) {
      const near = (b: Box) => Math.hypot(b.x + b.w / 2 - anchorX, (b.y + b.h - anchorY) * 0.8);
      // On its stage first (where the layout left it room to stand large), anywhere free otherwise.
      const onStage = (b: Box) => (inside(b, stage) ? near(b) : Number.POSITIVE_INFINITY);
      for (const rank of [onStage, near])
        for (let f = largest; f >= 0.3 && !subject; f -= 0.02) subject = best(w * f, rank);
      if (subject) placed.push(subject);
      out.push(subject);
      return;
    }
    const main = subject as Box | null;
    const ground = main ? main.y + main.h : anchorY;
    const jitter = r.range(-0.02, 0.02) * w;
    let box: Box | null = null;
    // Supporting elements stay clearly smaller than the subject.
    const big = Math.min(item.role === "character" ? 0.36 : 0.24, (main?.w ?? w * 0.6) / w - 0.1);
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
