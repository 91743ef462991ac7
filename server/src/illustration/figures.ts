import { Resvg } from "@resvg/resvg-js";
import type { SceneAction, SceneCharacter } from "../scene-plan/scene-plan-schema";
import { findIcon, type Icon, type SkinTone } from "./icon-library";
import { fitsInHand, PERSON_SIZE, sizeClassOf } from "./size-classes";
import { inColour } from "./thing-colour";

/**
 * A character drawn whole: Fluent Emoji's full figures (standing, walking, running, dancing, biking...) in
 * the pose of the character's action, with the action's prop in the hand or in front (a pan to cook, a
 * book to read, a desk and laptop to work), in the skin tone and gender of its look. Children and elders,
 * whom Fluent draws only as faces, are their own face on a standing body, so that their look holds. Only a
 * close shot (cry, laugh) draws the head alone. Positions are shares of the element's square box.
 */
export interface Rel {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FigurePart {
  icon: Icon;
  at: Rel;
  mirror?: boolean;
  /** The share of the part's own height hidden from its top (a body under another face). */
  cutTop?: number;
  /**
   * Only these rows of the drawing (shares of its height, top to bottom), stretched to fill `at`: a seated
   * figure is a standing one whose legs below the hip are drawn shorter (its thighs come toward the viewer).
   */
  rows?: [number, number];
  /** A rect of the drawing left out (shares of `at`): the hanging arm of a figure that raises its hand. */
  hide?: Rel;
}

/** What a seated figure sits on, drawn behind it: a park bench, or a chair. */
export type SeatKind = "bench" | "chair";

export interface Figure {
  /** The icon that names the element ("woman-running-medium"). */
  main: Icon;
  /** Back to front; an SVG string is a drawn part (the desk). */
  parts: (FigurePart | string)[];
  /** The box's side as a share of a standing adult's height. */
  size: number;
  /** Where the head is, for the scale of the things beside it. */
  head: Rel;
  /** The things held or used, where they are drawn. */
  held: { icon: string; at: Rel }[];
  close: boolean;
  /**
   * The strip of its square the figure's drawing takes, across (x to x + w, shares of the side): a
   * standing figure is tall and narrow, so its layout box is this strip, not the square.
   */
  span: { x: number; w: number };
}

type Gender = "woman" | "man" | "person";
const genderWord = (c: SceneCharacter): Gender =>
  c.gender === "female" ? "woman" : c.gender === "male" ? "man" : "person";

/** A standing figure's hands and head, as shares of its box (Fluent's standing figures, looked at). */
const HAND = { x: 0.66, y: 0.56 };
const HEAD: Rel = { x: 0.4, y: 0, w: 0.2, h: 0.2 };

interface Pose {
  /** The figure's name after the gender word ("walking"), or a whole name ("people-hugging"). */
  figure: string;
  whole?: boolean;
  /** The figure's height (its box's side) as a share of a standing adult's. */
  size?: number;
  /** Each thing's centre, and its size against its usual one (a rod held out is longer than its icon). */
  props?: { icon: string; x: number; y: number; scale?: number; flip?: boolean }[];
  /** Turned to face the middle of the frame, where the set has the other side. */
  turns?: boolean;
  desk?: boolean;
  /**
   * The body a child or an elder takes in this pose, whatever their gender (the gender word of its
   * figure), and where its own head is (shares of its box, Fluent's figure looked at): their face is drawn
   * over that head, larger, instead of their standing on a plain body.
   */
  faceBody?: { who: Gender; head: Rel };
  /** The figure's own hand raised at its shoulder, waving (a share of the body's drawing: see WAVE). */
  waves?: boolean;
  /**
   * A whole figure whose own head is the picture, its eyes shut (asleep in bed): every age and gender takes
   * it in their skin tone, since an open-eyed face over it, or a standing body, would not be asleep.
   */
  anyone?: boolean;
}

const standing = (props?: Pose["props"]): Pose => ({ figure: "standing", ...(props ? { props } : {}) });
/** The person figure of a pose whose head, a square of side `side` at (x, y), takes a child's or elder's face. */
const posed = (x: number, y: number, side: number): Pose["faceBody"] => ({
  who: "person",
  head: { x, y, w: side, h: side },
});
const inHand = (icon: string, y = HAND.y, x = HAND.x, scale = 1, flip = false) => [
  { icon, x, y, scale, flip },
];

const POSES: Record<SceneAction, Pose> = {
  stand: standing(),
  look: standing(),
  walk: { figure: "walking", turns: true, faceBody: posed(0.33, 0.01, 0.22) },
  run: { figure: "running", turns: true, faceBody: posed(0.27, 0.01, 0.22) },
  sit: {
    figure: "in-lotus-position",
    size: 0.62,
    faceBody: { who: "person", head: { x: 0.38, y: 0.02, w: 0.24, h: 0.24 } },
  },
  meditate: { figure: "in-lotus-position", size: 0.62 },
  kneel: { figure: "kneeling", size: 0.8, turns: true, faceBody: posed(0.31, 0.01, 0.25) },
  cook: standing(inHand("cooking", 0.5)),
  eat: standing(inHand("bowl-with-spoon", 0.5)),
  drink: standing(inHand("hot-beverage", 0.44)),
  read: standing(inHand("open-book", 0.42, 0.5)),
  write: standing([
    { icon: "memo", x: 0.5, y: 0.44 },
    { icon: "pencil", x: 0.64, y: 0.44 },
  ]),
  desk: { figure: "standing", desk: true, props: [{ icon: "laptop", x: 0.5, y: 0.5 }] },
  carry: standing(inHand("package", 0.5, 0.5)),
  sing: standing(inHand("microphone", 0.24, 0.6)),
  talk: standing(inHand("speech-balloon", 0.06, 0.76)),
  // Fluent has no standing figure with a raised hand: the waving hand, in the figure's skin tone, is set
  // on the figure's shoulder where its raised arm would end, overlapping its outline.
  wave: { figure: "standing", waves: true },
  push: standing(inHand("shopping-cart", 0.66, 0.74)),
  pull: standing(inHand("luggage", 0.66, 0.74)),
  throw: standing(inHand("baseball", 0.5, 0.72)),
  pick: standing(inHand("basket")),
  give: standing(inHand("wrapped-gift", 0.5, 0.74)),
  clap: standing(inHand("clapping-hands", 0.42, 0.5, 0.6)),
  // The rod turned so that its handle is in the hand and the line hangs away from the body.
  fish: standing(inHand("fishing-pole", 0.4, 0.84, 1.8, true)),
  plant: {
    figure: "kneeling",
    size: 0.8,
    props: [{ icon: "seedling", x: 0.5, y: 0.86 }],
    faceBody: posed(0.31, 0.01, 0.25),
  },
  row: { figure: "rowing-boat", size: 1.05, faceBody: posed(0.35, 0.08, 0.24) },
  play: { figure: "bouncing-ball" },
  dance: {
    figure: "dancing",
    // The man's: the woman's long hair and flower would show around a child's face.
    faceBody: { who: "man", head: { x: 0.41, y: 0.19, w: 0.14, h: 0.16 } },
  },
  hug: { figure: "people-hugging", whole: true },
  // Fluent draws only a person in bed, no woman, man or child.
  sleep: { figure: "person-in-bed", whole: true, anyone: true, size: 1.15 },
  ride: { figure: "biking", size: 1.05, faceBody: posed(0.26, 0.01, 0.22) },
  drive: { figure: "biking", size: 1.05, faceBody: posed(0.26, 0.01, 0.22) },
  swim: { figure: "swimming", size: 1, faceBody: posed(0.27, 0.31, 0.3) },
  climb: { figure: "climbing", size: 1.1, faceBody: posed(0.77, 0.12, 0.2) },
  cry: standing(),
  laugh: standing(),
};

/** Actions whose picture is the face: a close shot. */
const CLOSE_ACTIONS: ReadonlySet<SceneAction> = new Set(["cry", "laugh"]);

/** The figure's name in Fluent: dancing has only a woman and a man; the rest have a person too. */
function figureName(pose: Pose, g: Gender, facingRight: boolean): string {
  if (pose.whole) return pose.figure;
  const who = pose.figure === "dancing" && g === "person" ? "woman" : g;
  return `${who}-${pose.figure}${pose.turns && facingRight ? "-facing-right" : ""}`;
}

/** The face icon of a character (its own look, an animal in its colour), else one from its age and gender. */
export function faceOf(c: SceneCharacter): Icon | null {
  const tone = c.kind === "person" ? c.skinTone : undefined;
  const chosen = findIcon(c.icon, tone);
  if (chosen) return c.kind === "animal" && c.colour ? inColour(chosen, c.colour) : chosen;
  if (c.kind === "robot") return findIcon("robot");
  if (c.kind === "animal") return findIcon("paw-prints");
  const names = {
    child: { female: "girl", male: "boy", unknown: "child" },
    adult: { female: "woman", male: "man", unknown: "person" },
    elder: { female: "old-woman", male: "old-man", unknown: "older-person" },
  };
  return findIcon(names[c.age][c.gender], tone);
}

const whole: Rel = { x: 0, y: 0, w: 1, h: 1 };

/** A close shot: the face alone, filling its square. */
const headAlone = (face: Icon): Figure => ({
  main: face,
  parts: [{ icon: face, at: whole }],
  size: 0.22,
  head: whole,
  held: [],
  close: true,
  span: { x: 0, w: 1 },
});

const artWidths = new Map<string, number>();

/** How wide an icon's drawing is against the side of the square it fills (1 for a wide one). */
function artWidth(icon: Icon): number {
  const key = `${icon.set}:${icon.name}`;
  const known = artWidths.get(key);
  if (known !== undefined) return known;
  let share = 1;
  try {
    const b = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width} ${icon.height}" width="${icon.width}" height="${icon.height}">${icon.body}</svg>`,
    ).getBBox();
    if (b && b.width > 0 && b.height > 0)
      share = Math.min(1, b.width / Math.min(Math.max(b.width, b.height), icon.width, icon.height));
  } catch {
    share = 1;
  }
  artWidths.set(key, share);
  return share;
}

/**
 * Room kept either side of the drawing (a share of the square): another style's rendering of the same
 * figure (the 3D set's rounder body) and a raised arm stay inside the box.
 */
const SPAN_MARGIN = 0.04;

/** A line part's ends, "line@x1,y1,x2,y2" in shares of the square; null for any other part. */
export function lineOf(part: string): [number, number, number, number] | null {
  const m = /^line@([\d.]+),([\d.]+),([\d.]+),([\d.]+)$/.exec(part);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] : null;
}

/** The strip of the square that the parts' drawings take across (each drawing is centred in its part). */
export function spanOf(parts: (FigurePart | string)[]): { x: number; w: number } {
  let lo = 1;
  let hi = 0;
  for (const p of parts) {
    if (typeof p === "string") {
      // The desk's top spans 0.06-0.94 of the square, a bench's seat 0.02-0.98, a chair's 0.2-0.8; a line
      // (a kite's) from one end to the other.
      const line = lineOf(p);
      const [a, b] = line
        ? [Math.min(line[0], line[2]), Math.max(line[0], line[2])]
        : p.startsWith("bench")
          ? [0.02, 0.98]
          : p.startsWith("chair")
            ? [0.2, 0.8]
            : [0.06, 0.94];
      lo = Math.min(lo, a);
      hi = Math.max(hi, b);
      continue;
    }
    const half = (p.at.w * artWidth(p.icon)) / 2;
    const mid = p.at.x + p.at.w / 2;
    lo = Math.min(lo, mid - half);
    hi = Math.max(hi, mid + half);
  }
  if (hi <= lo) return { x: 0, w: 1 };
  const x = Math.max(0, lo - SPAN_MARGIN);
  return { x, w: Math.min(1, hi + SPAN_MARGIN) - x };
}

/** A desk in front of the figure's lower half: a top and two legs, in warm wood. */
const DESK = (() => {
  const top = 0.58;
  return (w: number, h: number) =>
    `<g><rect x="${w * 0.06}" y="${h * top}" width="${w * 0.88}" height="${h * 0.06}" rx="${w * 0.015}" fill="#A0673A"/><rect x="${w * 0.06}" y="${h * (top + 0.055)}" width="${w * 0.88}" height="${h * 0.025}" fill="#7A4A26"/><rect x="${w * 0.12}" y="${h * (top + 0.06)}" width="${w * 0.05}" height="${h * (1 - top - 0.07)}" fill="#8A5630"/><rect x="${w * 0.83}" y="${h * (top + 0.06)}" width="${w * 0.05}" height="${h * (1 - top - 0.07)}" fill="#8A5630"/></g>`;
})();
export const deskSvg = DESK;

/**
 * A seat behind a seated figure, filling the figure's square (w x h), its seat's top at `top` (a share of
 * the height): a park bench (a backrest of two slats, a wide seat, iron legs) or a wooden chair.
 */
export function seatSvg(kind: SeatKind, w: number, h: number, top: number): string {
  const r = (x: number, y: number, rw: number, rh: number, fill: string) =>
    `<rect x="${(x * w).toFixed(1)}" y="${(y * h).toFixed(1)}" width="${(rw * w).toFixed(1)}" height="${(rh * h).toFixed(1)}" rx="${(0.008 * w).toFixed(1)}" fill="${fill}"/>`;
  const legs = 0.995 - (top + 0.055);
  if (kind === "bench")
    return `<g>${r(0.1, top - 0.3, 0.035, 0.3, "#3B3F45")}${r(0.865, top - 0.3, 0.035, 0.3, "#3B3F45")}${r(0.03, top - 0.29, 0.94, 0.07, "#A8703E")}${r(0.03, top - 0.19, 0.94, 0.07, "#A8703E")}${r(0.09, top + 0.05, 0.045, legs, "#3B3F45")}${r(0.865, top + 0.05, 0.045, legs, "#3B3F45")}${r(0.02, top, 0.96, 0.045, "#B9804A")}${r(0.02, top + 0.035, 0.96, 0.02, "#7A4A26")}</g>`;
  return `<g>${r(0.27, top - 0.34, 0.46, 0.3, "#8A5630")}${r(0.3, top - 0.31, 0.4, 0.06, "#A0673A")}${r(0.22, top + 0.05, 0.045, legs, "#6E4224")}${r(0.735, top + 0.05, 0.045, legs, "#6E4224")}${r(0.2, top, 0.6, 0.045, "#A0673A")}${r(0.2, top + 0.035, 0.6, 0.02, "#6E4224")}</g>`;
}

/** A standing figure's hip (a share of its drawing's height, Fluent's figures looked at) and knees. */
const HIP_ROW = 0.6;
const CROTCH_ROW = 0.56;
/** A seated figure's legs below the hip against a standing one's: the shins, the thighs toward the viewer. */
const SEATED_LEGS = 0.45;

/**
 * A standing figure's parts seated on a bench or a chair: the seat behind, the body above its hip lowered
 * onto the seat, its legs below drawn shorter down to the ground, the face (a child's, an elder's) lowered
 * with the body. Returns the parts and where the head is now.
 */
function seated(
  parts: FigurePart[],
  head: Rel,
  seat: SeatKind,
): { parts: (FigurePart | string)[]; head: Rel } {
  const body = parts[0] as FigurePart;
  const drop = body.at.h * (1 - HIP_ROW) * (1 - SEATED_LEGS);
  const cut = body.cutTop ?? 0;
  const hipY = body.at.y + body.at.h * HIP_ROW;
  const upper: FigurePart = {
    ...body,
    cutTop: undefined,
    rows: [cut, HIP_ROW],
    at: { ...body.at, y: body.at.y + body.at.h * cut + drop, h: body.at.h * (HIP_ROW - cut) },
  };
  const lower: FigurePart = {
    ...body,
    cutTop: undefined,
    rows: [HIP_ROW, 1],
    at: { ...body.at, y: hipY + drop, h: body.at.h * (1 - HIP_ROW) * SEATED_LEGS },
  };
  const rest = parts.slice(1).map((p) => ({ ...p, at: { ...p.at, y: p.at.y + drop } }));
  // The seat's top under the crotch: the thighs over its front edge.
  const top = body.at.y + body.at.h * CROTCH_ROW + drop;
  return { parts: [`${seat}@${top.toFixed(4)}`, lower, upper, ...rest], head: { ...head, y: head.y + drop } };
}

/** What a small thing no one holds stands on indoors: a table, or a shop's counter. */
export type SupportKind = "table" | "counter";

/** A support's height and least width, as shares of a standing adult's height (a table 0.75 m, 1.7 m tall). */
export const SUPPORT = {
  table: { height: 0.42, width: 0.42 },
  counter: { height: 0.48, width: 0.5 },
} as const;

/**
 * A table (a top seen a little from above, its front edge, four legs) or a counter (a top over a panelled
 * front) filling a box w x h: its top edge is the surface the things on it stand on.
 */
export function supportSvg(kind: SupportKind, w: number, h: number): string {
  const r = (x: number, y: number, rw: number, rh: number, fill: string, extra = "") =>
    `<rect x="${(x * w).toFixed(1)}" y="${(y * h).toFixed(1)}" width="${(rw * w).toFixed(1)}" height="${(rh * h).toFixed(1)}" fill="${fill}"${extra}/>`;
  if (kind === "counter")
    return `<g>${r(0.02, 0.1, 0.96, 0.86, "#B9794A")}${r(0.07, 0.2, 0.4, 0.66, "none", ' stroke="#8E5A30" stroke-width="3"')}${r(0.53, 0.2, 0.4, 0.66, "none", ' stroke="#8E5A30" stroke-width="3"')}${r(0.02, 0.93, 0.96, 0.07, "#6E4224")}${r(0, 0, 1, 0.1, "#E3C39A", ` rx="${(h * 0.02).toFixed(1)}"`)}${r(0, 0.08, 1, 0.04, "#8E5A30")}</g>`;
  return `<g>${r(0.2, 0.14, 0.05, 0.72, "#5E381C")}${r(0.75, 0.14, 0.05, 0.72, "#5E381C")}${r(0.06, 0.14, 0.06, 0.86, "#7A4A26")}${r(0.88, 0.14, 0.06, 0.86, "#7A4A26")}${r(0, 0, 1, 0.1, "#C68A55", ` rx="${(h * 0.02).toFixed(1)}"`)}${r(0, 0.09, 1, 0.06, "#8E5A30")}</g>`;
}

/** A table lamp's height, a share of a standing adult's (about 45 cm of 1.7 m). */
export const TABLE_LAMP = 0.26;

/**
 * A table lamp filling a square of side w x h, its foot on the bottom edge: a round base, a thin stem and
 * a lit cloth shade, with the warm light it casts under the shade.
 */
export function lampSvg(w: number, h: number): string {
  const x = (v: number) => (v * w).toFixed(1);
  const y = (v: number) => (v * h).toFixed(1);
  return `<g><ellipse cx="${x(0.5)}" cy="${y(0.62)}" rx="${x(0.36)}" ry="${y(0.3)}" fill="#FFD27A" opacity="0.28"/><ellipse cx="${x(0.5)}" cy="${y(0.95)}" rx="${x(0.2)}" ry="${y(0.045)}" fill="#6B4A2B"/><rect x="${x(0.47)}" y="${y(0.4)}" width="${x(0.06)}" height="${y(0.55)}" fill="#8C6A43"/><path d="M${x(0.3)} ${y(0.06)} L${x(0.7)} ${y(0.06)} L${x(0.84)} ${y(0.44)} L${x(0.16)} ${y(0.44)} Z" fill="#F4C56A" stroke="#C98F35" stroke-width="${(w * 0.02).toFixed(1)}" stroke-linejoin="round"/><ellipse cx="${x(0.5)}" cy="${y(0.44)}" rx="${x(0.34)}" ry="${y(0.04)}" fill="#FFF1C4"/></g>`;
}

/**
 * Where a waving hand sits on a standing body's drawing (shares of its box, Fluent's standing figures
 * looked at): its centre just outside the shoulder and a little above it, its lower inner corner over
 * the shoulder's outline, so that it reads as the figure's own raised hand.
 */
const WAVE = { x: 0.66, y: 0.29, side: 0.15 };
/** The hanging arm of that side, below its sleeve: left out of the body, so that two arms show, not three. */
const HANGING_ARM: Rel = { x: 0.6, y: 0.37, w: 0.1, h: 0.31 };

/** The waving hand on the body part (the first part that is not the face), mirrored with it. */
function waveHand(body: FigurePart, mirror: boolean): Rel {
  const side = WAVE.side * body.at.w;
  const cx = body.at.x + body.at.w * (mirror ? 1 - WAVE.x : WAVE.x);
  const cy = body.at.y + body.at.h * WAVE.y;
  return { x: cx - side / 2, y: cy - side / 2, w: side, h: side };
}

/** A held thing centred at (x, y), at its size against a figure `figureSize` tall in a box of side 1. */
function held(icon: string, x: number, y: number, figureSize: number, scale = 1) {
  const side = (sizeClassOf(icon) * scale) / figureSize;
  return { icon, at: { x: x - side / 2, y: y - side / 2, w: side, h: side } };
}

/** A child's height against an adult's. */
export const CHILD_STATURE = 0.72;

/**
 * The figure of a character in its action: `facingRight` turns walkers and runners to the middle from the
 * left of the frame; `mirror` turns a second talker to face the first. Null when no icon draws it.
 */
export function figureOf(
  c: SceneCharacter,
  opts: { facingRight?: boolean; mirror?: boolean; withOthers?: boolean; bed?: boolean } = {},
): Figure | null {
  if (c.kind === "person" && c.action === "sleep" && opts.bed === false) return dozing(c, opts);
  const face = faceOf(c);
  if (c.kind !== "person") {
    if (!face) return null;
    const size = c.kind === "robot" ? 0.55 : sizeClassOf(face.name);
    if (c.kind === "animal" && (c.action === "sleep" || c.action === "sit"))
      return lyingAnimal(face, size, c.action);
    const parts = [{ icon: face, at: whole }];
    return { main: face, parts, size, head: whole, held: [], close: false, span: spanOf(parts) };
  }
  const action = c.action ?? "stand";
  const tone = c.skinTone as SkinTone | undefined;
  // A close shot only for someone alone: beside others a head alone would lie on the ground like a ball,
  // so there they stand whole, their face showing the laugh or the tears.
  if (CLOSE_ACTIONS.has(action) && face && !opts.withOthers) return headAlone(face);
  const g = genderWord(c);
  // Fluent draws children and elders as faces only: their face on a standing body keeps their look, or
  // over the head of a pose's body that says where its head is (a child dancing).
  const faceOnly = c.age !== "adult" && !POSES[action].anyone;
  // On a bench or a chair the figure sits on the seat, drawn behind it; on the floor, cross-legged.
  const seat = action === "sit" && (c.seat === "bench" || c.seat === "chair") ? c.seat : null;
  const own = seat ? POSES.stand : POSES[action];
  const posedHead = faceOnly && face ? own.faceBody?.head : undefined;
  const bodyWho = posedHead && own.faceBody ? own.faceBody.who : g;
  const pose = faceOnly && !posedHead ? { ...own, figure: "standing", whole: false, turns: false } : own;
  const body =
    findIcon(figureName(pose, bodyWho, Boolean(opts.facingRight)), tone) ?? findIcon(`${g}-standing`, tone);
  if (!body) return face ? headAlone(face) : null;
  const size =
    (pose.size ?? PERSON_SIZE) * (c.age === "child" ? CHILD_STATURE : c.age === "elder" ? 0.95 : 1);
  const parts: (FigurePart | string)[] = [];
  let head = HEAD;
  if (posedHead && face) {
    // The face larger than the body's own head (a child's proportions), centred on it, hiding it.
    const f = c.age === "child" ? 0.34 : 0.32;
    const cx = posedHead.x + posedHead.w / 2;
    const cy = posedHead.y + posedHead.h / 2;
    parts.push({ icon: body, at: whole, ...(opts.mirror ? { mirror: true } : {}) });
    // A body turned to face right is the left-facing drawing mirrored: its head is mirrored with it.
    const flipped = Boolean(opts.mirror) !== Boolean(pose.turns && opts.facingRight);
    const x = flipped ? 1 - cx - f / 2 : cx - f / 2;
    head = { x, y: Math.max(0, cy - f / 2), w: f, h: f };
    parts.push({ icon: face, at: head });
  } else if (faceOnly && face) {
    // The body a little lower and its own head hidden; the face, larger (a child's proportions), on top
    // with its chin over the body's neck.
    const f = c.age === "child" ? 0.4 : 0.3;
    const by = (0.92 * f - 0.19) / 0.81;
    const bodyAt = { x: by / 2, y: by, w: 1 - by, h: 1 - by };
    parts.push({ icon: body, at: bodyAt, cutTop: 0.19, ...(opts.mirror ? { mirror: true } : {}) });
    head = { x: 0.5 - f / 2, y: 0, w: f, h: f };
    parts.push({ icon: face, at: head });
  } else parts.push({ icon: body, at: whole, ...(opts.mirror ? { mirror: true } : {}) });
  if (seat) {
    const sat = seated(parts as FigurePart[], head, seat);
    parts.splice(0, parts.length, ...sat.parts);
    head = sat.head;
  }
  const things = (pose.props ?? []).map((p) =>
    held(p.icon, opts.mirror ? 1 - p.x : p.x, p.y, pose.size ?? 1, p.scale),
  );
  if (pose.desk) parts.push("desk");
  const bodyPart = parts.find((p): p is FigurePart => typeof p !== "string" && p.icon === body);
  const hand = pose.waves && !seat && bodyPart ? findIcon("waving-hand", tone) : null;
  if (hand && bodyPart) {
    // The hand's palm faces the viewer with its thumb inward: turned on the figure's left side.
    const at = waveHand(bodyPart, Boolean(opts.mirror));
    bodyPart.hide = HANGING_ARM;
    parts.push({ icon: hand, at, ...(opts.mirror ? { mirror: true } : {}) });
    things.push({ icon: hand.name, at });
  }
  for (const [i, t] of things.entries()) {
    const icon = findIcon(t.icon, tone);
    const mirror = Boolean(pose.props?.[i]?.flip) !== Boolean(opts.mirror);
    if (icon) parts.push({ icon, at: t.at, ...(mirror ? { mirror: true } : {}) });
  }
  // A face on a body is named by its face: the look the storyboard shows.
  const main = faceOnly && face ? face : body;
  return { main, parts, size, head, held: things, close: false, span: spanOf(parts) };
}

/**
 * Someone asleep where there is no bed ("fell asleep on his shoulder", on the bus, over the paper at dawn):
 * seated, with a "zzz" beside the head, where the bed Fluent's only sleeping figure lies in would be a
 * second, made-up thing in the street.
 */
function dozing(c: SceneCharacter, opts: { facingRight?: boolean; mirror?: boolean; withOthers?: boolean }) {
  const sitting = figureOf({ ...c, action: "sit" }, opts);
  const zzz = findIcon("zzz");
  if (!sitting || !zzz) return sitting;
  const side = sitting.head.w * 0.7;
  const x = opts.mirror ? sitting.head.x - side * 0.6 : sitting.head.x + sitting.head.w * 0.9;
  const at = {
    x: Math.min(1 - side, Math.max(0, x)),
    y: Math.max(0, sitting.head.y - side * 0.5),
    w: side,
    h: side,
  };
  const parts = [...sitting.parts, { icon: zzz, at }];
  return { ...sitting, parts, span: spanOf(parts) };
}

/** The share of an animal's drawing (Fluent's side views, looked at) above its legs. */
const ABOVE_LEGS = 0.68;

/**
 * An animal lying down (asleep, or resting where a sentence has it sit): its drawing above the legs set on
 * the ground, the legs tucked under it, and a sleeping one's "zzz" over its head (Fluent's animals face left).
 */
function lyingAnimal(face: Icon, size: number, action: "sleep" | "sit"): Figure {
  const parts: FigurePart[] = [
    { icon: face, at: { x: 0, y: 1 - ABOVE_LEGS, w: 1, h: ABOVE_LEGS }, rows: [0, ABOVE_LEGS] },
  ];
  const zzz = action === "sleep" ? findIcon("zzz") : null;
  if (zzz) parts.push({ icon: zzz, at: { x: 0.1, y: 0.12, w: 0.26, h: 0.26 } });
  return { main: face, parts, size, head: whole, held: [], close: false, span: spanOf(parts) };
}

/** Things a person carries in one hand though they are larger than a loaf. */
const CARRIED = new Set([
  "bouquet",
  "basket",
  "package",
  "shopping-bags",
  "handbag",
  "briefcase",
  ...["umbrella", "umbrella-with-rain-drops", "balloon", "kite"],
]);

/**
 * Things held up by a handle at the bottom of their drawing, over the holder's head: drawn behind the
 * figure, the handle in its hand, so that the face stays in front of an open umbrella.
 */
const HELD_OVERHEAD: ReadonlySet<string> = new Set(["umbrella", "umbrella-with-rain-drops"]);

/** A balloon rises beside the head of whoever holds its string, drawn behind them; a kite flies there too,
 * its line in the flyer's hand (the figure's box is the frame's room for it: higher would be cut off). */
const BALLOON_ON_STRING = 0.34;
const ON_A_STRING: ReadonlySet<string> = new Set(["balloon", "kite"]);

/**
 * Who of several people holds a thing when the story does not say: a grown-up holds the umbrella over the
 * child beside them, a child the balloon; undefined for anything else (the subject, or the pose about it).
 */
export function likelyHolder(iconName: string): "grown-up" | "child" | undefined {
  if (HELD_OVERHEAD.has(iconName)) return "grown-up";
  if (iconName === "balloon") return "child";
  return undefined;
}

/** Whether a thing that floats in the air (a balloon) is held on a string rather than drawn loose. */
export const heldOnString = (iconName: string) => ON_A_STRING.has(iconName);

/** Whether a person would hold the thing (a cup, a coin, a loaf, a bouquet), rather than stand it down. */
export const holdable = (iconName: string) => sizeClassOf(iconName) <= 0.22 || CARRIED.has(iconName);

/**
 * What a pose holds when the story names nothing it could hold: stand-ins, each giving way to the story's
 * own small thing (the fish given, the ball thrown, the apples picked, the tea drunk) at its place.
 */
const STAND_INS: ReadonlySet<string> = new Set([
  "package",
  "wrapped-gift",
  "baseball",
  "basket",
  "bowl-with-spoon",
  "hot-beverage",
]);

/**
 * What pushing and pulling hold when nothing is named: a cart, a suitcase. Someone who pushes or pulls a
 * thing too large to hold (a bus, a sofa) stands with empty hands beside it instead.
 */
const PUSHED_STAND_INS: ReadonlySet<string> = new Set(["shopping-cart", "luggage"]);

/**
 * Whether the figure's pose holds a stand-in that the story's own small thing would take the place of: the
 * catch hauled in ("pulled the net back, heavy with fish") is in the hands, not a suitcase.
 */
export function holdsStandIn(figure: Figure): boolean {
  const [standIn] = figure.held;
  return (
    figure.held.length === 1 &&
    standIn !== undefined &&
    (STAND_INS.has(standIn.icon) || PUSHED_STAND_INS.has(standIn.icon))
  );
}

/**
 * A figure with the story's own thing in its hands instead of the stand-in its pose holds when nothing is
 * named, at the stand-in's place; null for a figure holding no stand-in.
 */
function inPlaceOfStandIn(figure: Figure, thing: Icon): Figure | null {
  const [standIn] = figure.held;
  if (!holdsStandIn(figure) || !standIn) return null;
  const t = held(thing.name, standIn.at.x + standIn.at.w / 2, standIn.at.y + standIn.at.h / 2, 1);
  const parts = figure.parts.map((p) =>
    typeof p !== "string" && p.at === standIn.at ? { ...p, icon: thing, at: t.at } : p,
  );
  return { ...figure, parts, held: [t], span: spanOf(parts) };
}

/**
 * A cook's figure with the food the story names in its pan ("fried the fish"): drawn over the pan's middle
 * (left of its handle), smaller than the pan; null for a figure holding no pan or a thing too large for one.
 */
function inThePan(figure: Figure, thing: Icon): Figure | null {
  const [pan] = figure.held;
  if (figure.held.length !== 1 || pan?.icon !== "cooking" || !fitsInHand(thing.name)) return null;
  const mirrored = figure.parts.some((p) => typeof p !== "string" && p.at === pan.at && p.mirror === true);
  const side = pan.at.w * 0.6;
  const x = pan.at.x + pan.at.w * (mirrored ? 0.58 : 0.42) - side / 2;
  const at = { x, y: pan.at.y + pan.at.h * 0.45 - side / 2, w: side, h: side };
  const parts = [...figure.parts, { icon: thing, at }];
  return { ...figure, parts, held: [...figure.held, { icon: thing.name, at }], span: spanOf(parts) };
}

/** The figure without the cart or suitcase its pose holds, for a push or pull of something large; else null. */
export function emptyHanded(figure: Figure): Figure | null {
  const [standIn] = figure.held;
  if (figure.held.length !== 1 || !standIn || !PUSHED_STAND_INS.has(standIn.icon)) return null;
  return withoutStandIn(figure);
}

/** The figure with nothing in its hands where its pose holds a stand-in (a ball, a suitcase); else null. */
export function withoutStandIn(figure: Figure): Figure | null {
  const [standIn] = figure.held;
  if (!holdsStandIn(figure) || !standIn) return null;
  const parts = figure.parts.filter((p) => typeof p === "string" || p.at !== standIn.at);
  return { ...figure, parts, held: [], span: spanOf(parts) };
}

/**
 * The figure under an umbrella whose handle is in its hand at `hand`: drawn behind the body, its shaft a
 * little longer than its drawing's and leaning in toward the head, so that the canopy covers the head from
 * behind. The figure's strip in the layout takes in the canopy.
 */
function heldOverhead(figure: Figure, thing: Icon, hand: { x: number; y: number }): Figure {
  // No taller than the hand is low: a canopy above the figure's box would be cut off.
  const side = Math.min((sizeClassOf(thing.name) * 1.15) / figure.size, (hand.y + 0.01) / 0.96);
  const x = hand.x + (figure.head.x + figure.head.w / 2 - hand.x) / 2;
  const at = { x: x - side / 2, y: hand.y - side * 0.96, w: side, h: side };
  const parts = [{ icon: thing, at }, ...figure.parts];
  return { ...figure, parts, held: [{ icon: thing.name, at }], span: spanOf(parts) };
}

/**
 * The figure holding a balloon's string at `hand`: the balloon drawn behind the body, beside the head on
 * the hand's side, the string's end in the hand.
 */
function onAString(figure: Figure, thing: Icon, hand: { x: number; y: number }): Figure {
  const side = Math.min(BALLOON_ON_STRING / figure.size, (hand.y + 0.01) / 0.96);
  if (thing.name === "kite") return flownKite(figure, thing, hand, side);
  const at = { x: hand.x - side * 0.15, y: hand.y - side * 0.96, w: side, h: side };
  const parts = [{ icon: thing, at }, ...figure.parts];
  return { ...figure, parts, held: [{ icon: thing.name, at }], span: spanOf(parts) };
}

/** Where a kite's line is tied, in shares of its drawing (the Fluent kite's lower point). */
const KITE_BRIDLE = { x: 0.53, y: 0.78 };

/**
 * The figure flying a kite: the kite high beside its head, on the hand's side and away from the body, its
 * line drawn from the hand up to the kite's lower point.
 */
function flownKite(figure: Figure, thing: Icon, hand: { x: number; y: number }, side: number): Figure {
  const outward = hand.x >= figure.head.x + figure.head.w / 2 ? 1 : -1;
  const x = Math.min(1 - side, Math.max(0, hand.x + outward * side * 0.35 - side / 2));
  const at = { x, y: 0, w: side, h: side };
  const tie = { x: at.x + KITE_BRIDLE.x * side, y: KITE_BRIDLE.y * side };
  const line = `line@${[hand.x, hand.y, tie.x, tie.y].map((v) => v.toFixed(4)).join(",")}`;
  const parts = [{ icon: thing, at }, ...figure.parts, line];
  return { ...figure, parts, held: [{ icon: thing.name, at }], span: spanOf(parts) };
}

/**
 * The figure with a thing of the story in its free hand: an adult standing or walking with nothing in its
 * hands already, or anyone whose pose holds a stand-in (the thing takes its place); null otherwise.
 */
export function holding(figure: Figure, thing: Icon): Figure | null {
  if (figure.close) return null;
  const instead = inPlaceOfStandIn(figure, thing) ?? inThePan(figure, thing);
  if (instead) return instead;
  const hand = figure.held.length === 0 ? freeHand(figure) : null;
  if (!hand) return null;
  if (HELD_OVERHEAD.has(thing.name)) return heldOverhead(figure, thing, hand);
  if (ON_A_STRING.has(thing.name)) return onAString(figure, thing, hand);
  const t = held(thing.name, hand.x, hand.y, figure.size);
  const parts = [...figure.parts, { icon: thing, at: t.at }];
  return { ...figure, parts, held: [t], span: spanOf(parts) };
}

const FREE_POSE = /-(standing|walking)(-facing-right)?(-(light|medium-light|medium|medium-dark|dark))?$/;

/**
 * Where the free hand of a standing or walking figure is, as shares of its box: a body alone, or a body
 * under the character's own face (an old woman, a child). Null for any other pose or drawn part.
 */
function freeHand(figure: Figure): { x: number; y: number } | null {
  const parts = figure.parts.filter((p): p is FigurePart => typeof p !== "string");
  if (parts.length !== figure.parts.length) return null;
  const bodies = parts.filter((p) => FREE_POSE.test(p.icon.name));
  const [body] = bodies;
  if (!body || bodies.length !== 1 || parts.some((p) => p !== body && p.at !== figure.head)) return null;
  const inBody = FREE_POSE.exec(body.icon.name)?.[1] === "standing" ? HAND : { x: 0.5, y: 0.55 };
  const x = body.mirror ? 1 - inBody.x : inBody.x;
  return { x: body.at.x + x * body.at.w, y: body.at.y + inBody.y * body.at.h };
}
