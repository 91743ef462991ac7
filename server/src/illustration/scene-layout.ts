import {
  type Box,
  type FrameLayout,
  inside,
  overlaps,
  PLATFORM_ZONES,
  safeZone,
} from "../layout/frame-layout";
import { type SeededRandom, seededRandom } from "../lib/random";

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
  if (layout.band) out.push({ owner: "presenter", box: layout.band });
  if (layout.captions) out.push({ owner: "captions", box: layout.captions });
  if (layout.emoji) out.push({ owner: "captions", box: layout.emoji });
  return out;
}

/** The part of the frame inside the platforms' zones. */
export const safeArea = (width: number, height: number): Box => safeZone(width, height);

export interface LayoutItem {
  role: "subject" | "character" | "object";
  /** Up in the air or on a wall (the sun, a bird, a clock): it need not stand on a ground line. */
  floats?: boolean;
  /** Its size in the world, a share of a standing adult's height (size-classes.ts): drawn in proportion. */
  size?: number;
  /** A person's whole figure. */
  whole?: boolean;
  /**
   * Its box's width over its height (1, a square, by default): a standing figure's box is tall and narrow
   * (about 0.48), a table with things on it wide. Sizes are the box's height.
   */
  aspect?: number;
  /** It must stand on a floor (a table with things on it): left out rather than put anywhere free. */
  rests?: boolean;
  /**
   * A person's height against an adult's (a child about 0.72): a subject with no other person beside it is
   * drawn that share of the size an adult would be, so a child alone is a child's height, not an adult's.
   * (Beside another person, `size` keeps them in proportion.)
   */
  stature?: number;
}

/** Where a composition puts the subject: left third, middle or right third, varied by scene. */
export type Framing = "left" | "center" | "right";

/** Where the scene may put its elements, in the picture's pixels: the safe area and the subject's stage. */
export interface SceneArea {
  safe: Box;
  /** The subject stands on this box's bottom edge, as large as the box allows. */
  stage: Box;
}

/** Supporting things on the ground are drawn 18-26 % of the width (shares of it) where there is room. */
const OBJECT_LARGEST = 0.26;
const OBJECT_WELL_SIZED = 0.18;
/** A lone subject's width in a medium shot (a share of the frame's), against 72 % in a close one. */
export const MEDIUM_SHOT = 0.5;
/** The least height of a person alone in the frame, in its box (a share of the frame's height). */
export const PERSON_ALONE = 0.405;
/** How far above the subject's feet (a share of the height) a thing may stand: a little behind it. */
const FLOOR_DEPTH = 0.035;
/** A thing of the air hangs at least this far (a share of the height) above the subject's feet. */
const AIR_CLEARANCE = 0.06;
/** Room kept over the subject's head (a share of the height): nothing touches the top edge. */
const HEAD_ROOM = 0.04;
/**
 * Perspective: a thing a little behind the subject is drawn this much smaller, one in front larger, and a
 * large thing far behind (a house, a tree: higher up the ground) smaller still.
 */
const PERSPECTIVE = { behind: 0.92, front: 1.1, far: 0.72 };
/** How far above the subject's feet (a share of the height) a large thing far behind may stand. */
const FAR_DEPTH = 0.16;
/**
 * A step behind (a share of the height): an element whose feet stand at least this much higher up the
 * ground than another's is behind it, drawn before it, and may stand partly behind it, as an illustrator
 * overlaps a group instead of shrinking it into a row.
 */
export const STEP_BEHIND = 0.015;
/** The most of an element's width (a share) that one in front of it may hide: its middle and head show. */
export const MOST_HIDDEN = 0.4;
/** The least height of the subject person with another person beside it (a share of the frame's height). */
export const PERSON_WITH_COMPANY = 0.33;
/** The least height of every other person beside the subject (a share of the frame's height). */
export const COMPANY_LEAST = 0.305;
/**
 * A supporting person is never drawn under this share of their height in proportion to the subject
 * (about 55 % of the subject's beside a grown-up): a third or fourth figure is left out first.
 */
const PERSON_LEAST = 0.6;
/**
 * A thing this many times the subject's size (a bus, a boat, a house, a tree; not a cow or a car) stands in
 * proportion behind the subject before the subject is drawn large.
 */
const BUILDING_RATIO = 1.8;
/**
 * A thing or animal at least this share of a grown-up's height (a table, a bicycle, a cart, a sheep) is
 * drawn in proportion beside the people, at least 0.6 of it, or left out: never a token.
 */
export const LARGE_THING = 0.4;
/** The most a thing is drawn larger than the subject, in proportion (times its size). */
const LARGEST_RATIO = 2.2;
/** A thing in proportion is drawn at least this share of its size against the subject. */
const IN_PROPORTION = 0.8;
/**
 * A person beside the subject is drawn at least this share of their size against it: a viewer reads a
 * person's height as their age and depth, so a grown-up beside a child stays clearly the taller.
 */
const PERSON_IN_PROPORTION = 0.95;

/**
 * How large item i is drawn against the subject at the least, where it is in proportion: a person a little
 * behind it at a person's share, a thing possibly far behind (higher up the ground, smaller) at a thing's.
 */
const leastInProportion = (item: LayoutItem | undefined) =>
  item?.whole ? PERSPECTIVE.behind * PERSON_IN_PROPORTION : PERSPECTIVE.far * IN_PROPORTION;

/**
 * How much taller a whole figure may stand than a square element of the same share: its box is narrow, so
 * a standing person (aspect about 0.48) is drawn about 1.45 times as tall in the same room; a runner, whose
 * limbs fill the square, not at all.
 */
export const tallness = (item: LayoutItem | undefined) =>
  item?.whole ? Math.min(1.45, Math.max(1, 1 / Math.sqrt(item.aspect ?? 1))) : 1;

/** How large item i is against the subject (1: the same size), where both have a size; else null. */
export function ratioOf(items: LayoutItem[], i: number): number | null {
  const own = items[i]?.size;
  const subject = items[0]?.size;
  // A house or a bus beside a cup-sized subject is drawn at most LARGEST_RATIO times it: the subject stays seen.
  return own !== undefined && subject !== undefined && subject > 0
    ? Math.min(LARGEST_RATIO, own / subject)
    : null;
}

/**
 * Boxes for a scene's elements, each of its item's aspect (square unless told; a standing figure tall and
 * narrow), sized by their height, the things beside the subject by the subject's height. The subject as
 * large as its stage allows (up to 72 % of the short side alone, 60 % with company, 48 % beside a second
 * person, 30 % at the least; a tall figure `tallness` times that, and alone it may stand lower, over the
 * captions), standing on the stage's floor at the framing's side. The people and things that stand on the
 * ground stand on a ground line: the subject's floor beside it (a little behind it), else the floor in
 * front of the stage, nearer the viewer; things of the air and the wall (`floats`) hang above the floor.
 * None of them in a reserved box or over each other. The subject gives up size (to 42 % of the short side,
 * the width of a 9:16 frame; to 30 % only where a thing would otherwise have no ground or air to stand in)
 * until the things beside it have room at 18-26 % of it; items that find no room at all are left out
 * (null), and so is one that `rests` where no floor has room for it.
 */
export function layoutElements(
  items: LayoutItem[],
  size: { width: number; height: number },
  reserved: Box[],
  framing: Framing,
  r: SeededRandom,
  area?: SceneArea,
  /** A lone subject in a medium shot: at most MEDIUM_SHOT of the width, so its setting shows round it. */
  shot: "close" | "medium" = "close",
): (Box | null)[] {
  const { width: w, height: h } = size;
  // Sizes are shares of the frame's short side: the width of a 9:16 frame, the height of a 16:9 one, so
  // a wide scene is composed wide (its elements as tall as a tall frame's, with more room beside them)
  // instead of too large to fit.
  const unit = Math.min(w, h);
  // The same draws of the seed for every try, so the layout depends on the seed alone.
  const seed = Math.floor(r.next() * 4294967296);
  const things = items
    .map((x, i) => (i > 0 && x.role === "object" && !x.floats ? i : -1))
    .filter((i) => i > 0);
  // Whether each supporting item is where it belongs: on a ground line, or (floating) above the floor.
  const belongs = (boxes: (Box | null)[]) => {
    const main = boxes[0];
    if (!main) return 0;
    const feet = main.y + main.h;
    return items.filter((x, i) => {
      const b = boxes[i];
      if (i === 0 || !b) return false;
      // A large thing may stand far behind, up the ground.
      const depth = (ratioOf(items, i) ?? 0) > 1.2 ? FAR_DEPTH : FLOOR_DEPTH;
      return x.floats ? b.y + b.h <= feet - h * AIR_CLEARANCE + 0.5 : b.y + b.h >= feet - h * depth - 0.5;
    }).length;
  };
  // Better: more items placed, more where they belong; then more things on the ground well sized, the
  // smallest of them larger; then the larger subject.
  const inProportion = (boxes: (Box | null)[]) =>
    items.filter((_, i) => {
      const ratio = ratioOf(items, i);
      const b = boxes[i];
      const main = boxes[0];
      return i === 0 || ratio === null || (b && main && b.h >= main.h * ratio * leastInProportion(items[i]));
    }).length;
  // The people large: the people a sentence is about are the largest in the frame, the subject at least
  // PERSON_ALONE of its height alone and PERSON_WITH_COMPANY beside another person, and every other person
  // at least COMPANY_LEAST, each measured at a standing grown-up's height (a seated figure over its pose's
  // share, a child over a child's stature), where the stage has that room.
  const company = items.some((x, i) => i > 0 && x.whole);
  // A thing much larger in the world than a grown-up (a house, a tree, a bus; not a cow beside a child) is
  // drawn in proportion behind the subject first: a man standing taller than his house reads as a toy house.
  const bigThing = items.some(
    (x, i) =>
      i > 0 && !x.whole && (ratioOf(items, i) ?? 0) >= BUILDING_RATIO && (x.size ?? 0) >= BUILDING_RATIO,
  );
  // A person's box height as a share of the frame's, at a standing grown-up's height.
  // (A pose of 0.9 of a standing figure or more is standing: an elder's size is 0.95, a stoop, not a pose.)
  const standing = (i: number, b: Box) => {
    const x = items[i];
    const stature = x?.stature ?? 1;
    const pose = (x?.size ?? 1) / stature;
    return b.h / h / (pose < 0.9 ? pose : 1) / stature;
  };
  const people = items.map((x, i) => (x.whole ? i : -1)).filter((i) => i >= 0);
  // A person alone is measured against the frame, not a grown-up: with no one beside them to measure
  // them by, a child alone stands PERSON_ALONE of the height like anyone (a child's figure reads as a
  // child by its shape). (A person before a house or a boat stands in proportion to it instead: see bigThing.)
  const alonePose = (b: Box) => {
    const pose = (items[0]?.size ?? 1) / (items[0]?.stature ?? 1);
    return b.h / h / (pose < 0.9 ? pose : 1);
  };
  const large = (boxes: (Box | null)[]) => {
    const main = boxes[0];
    if (bigThing || !items[0]?.whole) return 1;
    if (!main) return 0;
    if (!company) return alonePose(main) >= PERSON_ALONE - 0.005 ? 1 : 0;
    if (standing(0, main) < PERSON_WITH_COMPANY - 0.005) return 0;
    return people.every((i) => i === 0 || !boxes[i] || standing(i, boxes[i] as Box) >= COMPANY_LEAST) ? 1 : 0;
  };
  // How large the smallest of the scene's people stands (at a grown-up's height, in steps of 2 % of the
  // frame's), where they are not all as large as `large` asks; the most where they are.
  const peopleSize = (boxes: (Box | null)[]) => {
    if (large(boxes) === 1) return 100;
    const shares = people
      .filter((i) => i < essential && boxes[i])
      .map((i) => (i === 0 && !company ? alonePose(boxes[i] as Box) : standing(i, boxes[i] as Box)));
    return shares.length > 0 ? Math.round(Math.min(...shares) * 50) : 0;
  };
  // The subject's least box height for that (a share of the short side).
  const poseShare = (items[0]?.size ?? 1) / (items[0]?.stature ?? 1);
  const need =
    !items[0]?.whole || bigThing
      ? 0
      : !company
        ? (PERSON_ALONE * (poseShare < 0.9 ? poseShare : 1) * h) / unit
        : (PERSON_WITH_COMPANY * (items[0]?.stature ?? 1) * (poseShare < 0.9 ? poseShare : 1) * h) / unit;
  // The subject and the first two beside it are the scene; a third or fourth is left out before the
  // subject is made small for it. Of those, the people come before the people's size; a thing before
  // the rest.
  const essential = Math.min(items.length, 3);
  const essentialPeople = people.filter((i) => i < essential).length;
  const quality = (boxes: (Box | null)[]) => {
    const sides = things.filter((i) => ratioOf(items, i) === null).map((i) => boxes[i]?.w ?? 0);
    return [
      people.filter((i) => i < essential && boxes[i]).length,
      large(boxes),
      boxes.slice(0, essential).filter(Boolean).length,
      // Where the people cannot all be that large, the larger the smallest of them, before a fourth thing.
      peopleSize(boxes),
      boxes.filter(Boolean).length,
      // Of as many, the larger things kept (a bicycle rather than a dog or a table of cups).
      Math.round(
        items.reduce((sum, x, i) => sum + (i > 0 && boxes[i] ? Math.min(x.size ?? 0, 2) : 0), 0) * 20,
      ),
      belongs(boxes),
      inProportion(boxes),
      sides.filter((s) => s >= unit * OBJECT_WELL_SIZED - 0.5).length,
      Math.round(Math.min(unit, ...sides) / (unit * 0.02)),
      Math.round((boxes[0]?.h ?? 0) / (unit * 0.02)),
      // Of as large, the lower: the subject stands forward on the frame's floor (beside the presenter's
      // bubble, on the captions), not over a bare strip of it.
      Math.round(((boxes[0]?.y ?? 0) + (boxes[0]?.h ?? 0)) / (h * 0.02)),
    ];
  };
  const better = (a: number[], b: number[]) => {
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return (a[k] as number) > (b[k] as number);
    return false;
  };
  const unsized = things.filter((i) => ratioOf(items, i) === null).length;
  const allSizes = Math.round(
    items.reduce((sum, x, i) => sum + (i > 0 ? Math.min(x.size ?? 0, 2) : 0), 0) * 20,
  );
  const perfect = [
    essentialPeople,
    1,
    essential,
    100,
    items.length,
    allSizes,
    items.length - 1,
    items.length,
    unsized,
  ];
  let best: (Box | null)[] = [];
  let bestQuality = [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1];
  // A thing larger than the subject (a house behind a person) makes the subject small enough for it.
  const largestRatio = Math.max(1, ...items.map((_, i) => (i === 0 ? 1 : (ratioOf(items, i) ?? 1))));
  // Shares of the short side, for the subject's box height: a tall figure's are larger (tallness).
  const k = tallness(items[0]);
  // A child with no other person in the frame (an animal beside it is no grown-up to measure it by): a
  // child's height, not an adult's.
  const alone = items.every((x, i) => i === 0 || x.role !== "character" || !x.whole);
  const stature = alone ? Math.min(1, items[0]?.stature ?? 1) : 1;
  // Beside a larger thing (a house), as small as a square subject: a tall box is narrow already.
  // Beside a taller person (a child's grown-up), as small as it takes for them to stand beside it in
  // proportion where the frame is short: the child is never drawn taller than the grown-up for the room.
  const tallerPerson = Math.max(1, ...items.map((x, i) => (i > 0 && x.whole ? (ratioOf(items, i) ?? 1) : 1)));
  const smallest = Math.min(
    largestRatio > 1 ? Math.max(0.26, 0.3 / largestRatio) : 0.3 * k,
    tallerPerson > 1 ? 0.2 / tallerPerson : Number.POSITIVE_INFINITY,
  );
  const safe = area?.safe ?? safeArea(w, h);
  const stage = area?.stage ?? { x: safe.x, y: safe.y, w: safe.w, h: h * 0.6 - safe.y };
  // Where the stage leaves the things no ground (the stage beside the presenter, say), the subject may
  // stand further back (higher), on the floor above a reserved box, with the things in front of it.
  const gap = h * 0.012;
  const raised = reserved
    .filter((q) => q.y - gap < stage.y + stage.h - h * 0.05 && q.y - gap > safe.y + safe.h * 0.35)
    .map((q) => ({ ...safe, h: q.y - gap - safe.y }));
  // Or a step back from the stage's front edge.
  if (stage.h - h * 0.14 > unit * 0.42) raised.push({ ...stage, h: stage.h - h * 0.14 });
  // A tall figure may stand further forward (lower) than the stage, down to the top of a reserved box
  // under it (beside the presenter's bubble, over the captions): narrow, it fits where a square does not.
  // Only with nothing else on the ground: the things beside it would have no floor there.
  const lowered =
    k > 1 && items.every((x, i) => i === 0 || x.floats)
      ? reserved
          .filter(
            (q) => q.y - gap > stage.y + stage.h + h * 0.02 && q.x < stage.x + stage.w && q.x + q.w > stage.x,
          )
          .map((q) => {
            // The part of the stage over that box: the figure stands there, its feet on the box's top.
            const x = Math.max(stage.x, q.x);
            const right = Math.min(stage.x + stage.w, q.x + q.w);
            return { x, y: stage.y, w: right - x, h: Math.min(q.y - gap, safe.y + safe.h) - stage.y };
          })
          .filter((f) => f.w >= unit * 0.3)
      : [];
  const natural = items.map((_, i) => i);
  const peopleFirst = [
    ...natural.filter((i) => i === 0 || items[i]?.whole),
    ...natural
      .filter((i) => i > 0 && !items[i]?.whole)
      .sort((a, b) => (items[b]?.size ?? 0) - (items[a]?.size ?? 0)),
  ];
  const orders = peopleFirst.every((v, i) => v === i) ? [natural] : [natural, peopleFirst];
  for (const floor of [stage, ...raised, ...lowered]) {
    const at = { safe, stage: floor };
    // With company, the subject leaves its framing room to show (a subject filling the width has none).
    // A whole figure may stand taller: narrow, by its tall box; wide (a runner), a little.
    const tall = items[0]?.whole && k === 1 ? 0.08 : 0;
    // A tall figure's medium shot a little further back than its share (0.85): its close one is the
    // stage's height, not a share of the width.
    // A person alone stays at least PERSON_ALONE of the frame's height in a medium shot too (a 9:16
    // frame's short side is its width, so a share of it alone would leave her a quarter of the height).
    const medium = Math.max(
      MEDIUM_SHOT * (k > 1 ? 0.85 : 1) * k,
      items[0]?.whole ? (PERSON_ALONE * h) / unit : 0,
    );
    // Never below the people's least size (a wide pose in a tall frame: a child pushing a cart).
    const largest = Math.max(
      ((items.length > 1 ? 0.6 * k : shot === "medium" ? medium : 0.72 * k) + tall) * stature,
      need,
    );
    sizes: for (let cap = largest; cap >= smallest * stature - 1e-9; cap -= 0.03) {
      // Below 42 % the subject only shrinks to give a thing its ground, or to draw it in proportion.
      if (
        cap < 0.42 * k * stature - 1e-9 &&
        bestQuality[4] === items.length &&
        bestQuality[6] === items.length - 1 &&
        bestQuality[7] === items.length
      )
        break;
      // The things on the ground as large as they come first; smaller, so that more of them fit, after.
      for (const objects of things.length > 1
        ? [OBJECT_LARGEST, 0.22, OBJECT_WELL_SIZED]
        : [OBJECT_LARGEST]) {
        // In the plan's order; and the people first, then the larger things (a cow that follows a boy and
        // his mother standing where the mother leaves it room, a bicycle before a table of cups), the better.
        let boxes: (Box | null)[] = [];
        let q: number[] = [];
        for (const order of orders) {
          // The other order only where the plan's leaves a person small or out, or a large thing out.
          const largeOut = boxes.some((b, i) => !b && (items[i]?.size ?? 0) >= LARGE_THING);
          if (q.length > 0 && q[0] === essentialPeople && q[1] === 1 && !largeOut) break;
          const tried = layoutOnce(
            items,
            size,
            reserved,
            framing,
            seededRandom(seed),
            at,
            cap,
            objects,
            k,
            stature,
            need,
            order,
          );
          const tq = quality(tried);
          if (q.length === 0 || better(tq, q)) {
            boxes = tried;
            q = tq;
          }
        }

        if (better(q, bestQuality)) {
          best = boxes;
          bestQuality = q;
        }
        // Smaller subjects do no better on this floor: the scene is whole, or its people are all placed
        // large and a smaller subject would leave them small.
        if (perfect.every((v, k) => q[k] === v)) break sizes;
        if (bestQuality[0] === essentialPeople && bestQuality[1] === 1 && q[1] === 0) break sizes;
      }
    }
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
  objects: number,
  /** The subject's tallness (see tallness). */
  k: number,
  /** The subject's height against an adult's, alone (LayoutItem's stature): its room shrinks in proportion. */
  stature = 1,
  /** The subject's least height (a share of the short side) as the people's size asks: its room at least that. */
  need = 0,
  /** The order the items are placed in (the subject first): each takes the room the ones before it leave. */
  order: number[] = items.map((_, i) => i),
): (Box | null)[] {
  const { width: w, height: h } = size;
  const unit = Math.min(w, h);
  const safe = area?.safe ?? safeArea(w, h);
  const stage = area?.stage ?? { x: safe.x, y: safe.y, w: safe.w, h: h * 0.6 - safe.y };
  // The boxes placed, and whether each may stand partly in front of or behind another (the subject only
  // in front: it is who the scene is about, never hidden).
  // A person's scale is their height over their size against the subject's: one further back is never
  // drawn at a larger scale than one in front (a child behind a grown-up would read as the grown-up).
  const placed: { box: Box; layers: boolean; scale: number | null }[] = [];
  const gap = unit * 0.015;
  const across = (a: Box, b: Box) =>
    a.y < b.y + b.h && b.y < a.y + a.h ? Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) : 0;
  // Two boxes may overlap where one stands a step behind the other and keeps most of its width in view.
  const layered = (b: Box, q: Box, subject: boolean) => {
    const over = across(b, q);
    if (b.y + b.h <= q.y + q.h - h * STEP_BEHIND) return over <= b.w * MOST_HIDDEN;
    return !subject && q.y + q.h <= b.y + b.h - h * STEP_BEHIND && over <= q.w * MOST_HIDDEN;
  };
  let layers = false;
  let personRatio: number | null = null;
  const depthOk = (b: Box, q: { box: Box; scale: number | null }) => {
    if (personRatio === null || q.scale === null) return true;
    const scale = b.h / personRatio;
    const [feet, other] = [b.y + b.h, q.box.y + q.box.h];
    if (feet < other - h * STEP_BEHIND) return scale <= q.scale * 1.02;
    if (other < feet - h * STEP_BEHIND) return q.scale <= scale * 1.02;
    return true;
  };
  const free = (b: Box) =>
    inside(b, safe) &&
    !reserved.some((q) => overlaps(b, q)) &&
    placed.every(
      (q, k) =>
        depthOk(b, q) &&
        (!overlaps({ x: b.x - gap, y: b.y - gap, w: b.w + 2 * gap, h: b.h + 2 * gap }, q.box) ||
          (layers && q.layers && layered(b, q.box, k === 0))),
    );
  // How much of the width of the boxes placed a box covers: a group overlaps only where it has to.
  const covered = (b: Box) => placed.reduce((sum, q) => sum + Math.max(0, across(b, q.box)), 0);
  const stepX = unit * 0.02;
  const stepY = h * 0.01;
  // The best free box `side` tall (and `aspect` times that wide) by the score.
  const best = (side: number, score: (b: Box) => number, aspect = 1): Box | null => {
    let found: Box | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    const across = side * aspect;
    for (let y = safe.y; y + side <= safe.y + safe.h + 0.5; y += stepY)
      for (let x = safe.x; x + across <= safe.x + safe.w + 0.5; x += stepX) {
        const b = { x, y, w: across, h: side };
        // The score first (cheap, and infinite outside a rank's band), the room only for a better one.
        const s = score(b);
        if (s < bestScore && free(b)) {
          bestScore = s;
          found = b;
        }
      }
    return found;
  };
  // Two people share the frame: the subject takes one side, the second person the other. A subject in the
  // middle stands a little off it when it has company, so that one side has room for a thing.
  // So does a thing larger than the subject (a house beside a person).
  const pair = items.some(
    (x, i) =>
      i > 0 && (x.role === "character" || (ratioOf(items, i) ?? 0) > 1 || (x.size ?? 0) >= LARGE_THING * 2),
  );
  // Three people or more: the subject near the middle, the other people either side of it, a group.
  const group = items.filter((x, i) => i > 0 && x.whole).length > 1;
  const anchorX =
    stage.x +
    stage.w *
      (group
        ? { left: 0.42, center: 0.5, right: 0.58 }
        : pair
          ? { left: 0.28, center: 0.7, right: 0.7 }
          : { left: 0.4, center: items.length > 1 ? 0.44 : 0.5, right: 0.6 })[framing];
  // The subject stands on the stage's floor.
  const anchorY = stage.y + stage.h;
  const aspect0 = items[0]?.aspect ?? 1;
  const room = Math.max(
    (Math.min((stage.w * (pair ? 0.56 : 1)) / aspect0, stage.h) / unit) * stature,
    Math.min(need, Math.min(stage.w / aspect0, stage.h) / unit),
  );
  // A subject is 30 % of the short side at the least, unless the stage itself is smaller (a square's
  // centre captions leave a quarter of it above and below): then as large as the stage.
  const least = Math.max(0.2 * stature, Math.min(0.3 * k * stature, room));
  const largest = Math.max(least, Math.min(pair ? Math.min((k > 1 ? 0.6 : 0.52) * k, cap) : cap, room));
  // The subject is smaller where a larger thing must fit beside it in proportion.
  const shrink = cap < 0.3 * k - 1e-9;
  const subjectSizes: [number, number] = shrink ? [cap, cap * 0.8] : [largest, least];
  let subject: Box | null = null;
  const out: (Box | null)[] = items.map(() => null);
  for (const i of order) {
    const item = items[i] as LayoutItem;
    if (i === 0) {
      const near = (b: Box) => Math.hypot(b.x + b.w / 2 - anchorX, (b.y + b.h - anchorY) * 0.8);
      // Room over its head, so that the top of a head never touches the frame's edge.
      const roomy = (b: Box) => (b.y >= h * HEAD_ROOM - 0.5 ? near(b) : Number.POSITIVE_INFINITY);
      // On its stage first (where the layout left it room to stand large), anywhere free otherwise.
      const onStage = (b: Box) => (inside(b, stage) ? roomy(b) : Number.POSITIVE_INFINITY);
      for (const rank of [onStage, roomy])
        for (let f = subjectSizes[0]; f >= subjectSizes[1] - 1e-9 && !subject; f -= 0.02)
          subject = best(unit * f, rank, aspect0);
      // A short frame split by its captions (a square's centre captions over the corner bubble) may have
      // no room that large: the subject, smaller, wherever it fits (never left out for a lack of room).
      for (let f = least - 0.02; f >= 0.14 - 1e-9 && !subject; f -= 0.02)
        subject = best(unit * f, near, aspect0);
      if (subject) placed.push({ box: subject, layers: true, scale: item.whole ? subject.h : null });
      out[0] = subject;
      continue;
    }
    const main = subject as Box | null;
    const ratio = ratioOf(items, i);
    // People, animals and large things on the ground may stand partly behind (or before) one another.
    layers = !item.floats && !item.rests && ratio !== null && (item.role === "character" || ratio >= 0.5);
    personRatio = item.whole && ratio !== null && items[0]?.whole ? ratio : null;
    const ground = main ? main.y + main.h : anchorY;
    const mid = main ? main.x + main.w / 2 : anchorX;
    const jitter = r.range(-0.02, 0.02) * unit;
    const bottom = (b: Box) => b.y + b.h;
    // How far a box stands from the subject's sides (0 when it touches or overlaps its width).
    const apart = (b: Box) =>
      main ? Math.max(0, Math.abs(b.x + b.w / 2 + jitter - mid) - main.w / 2 - b.w / 2) : 0;
    // Supporting elements stay clearly smaller than the subject (its height: a figure's box is narrow).
    const smaller = (main?.h ?? unit * 0.6) / unit - 0.1;
    let box: Box | null = null;
    const tryRanks = (ranks: ((b: Box) => number)[], from: number, to: number) => {
      for (const rank of ranks)
        for (let f = from; f >= to - 1e-9 && !box; f -= 0.02) box = best(unit * f, rank, item.aspect);
    };
    const only = (ok: (b: Box) => boolean, score: (b: Box) => number) => (b: Box) =>
      ok(b) ? score(b) : Number.POSITIVE_INFINITY;
    // Anywhere free: beside the subject, near its feet. Only what has no better place is put there.
    const anywhere = (b: Box) => Math.abs(bottom(b) - ground) * 1.2 + apart(b);
    // On the subject's floor: the bottom at its feet or a little behind (higher), never up where the
    // backdrop's wall is; each further element a step further back.
    const behind = h * 0.01 * i;
    const onFloor = only(
      (b) => bottom(b) <= ground + h * 0.01 && bottom(b) >= ground - h * FLOOR_DEPTH,
      (b) => Math.abs(bottom(b) - (ground - behind)) * 1.2 + apart(b) + covered(b) * 0.3,
    );
    // On the floor in front of the stage (nearer the viewer): just in front, close to the subject, on the
    // side of the frame the framing leaves open (so that a framing shows even when the subject fills it).
    const open = mid + { left: 0.18, center: 0, right: -0.18 }[framing] * unit;
    const inFront = only(
      (b) => bottom(b) > ground + h * 0.01,
      (b) => (bottom(b) - ground) * 0.6 + Math.abs(b.x + b.w / 2 + jitter - open) * 0.5 + covered(b) * 0.3,
    );
    // How large it is against the subject, drawn in proportion: a cup beside a person, a house behind.
    // An animal or a thing larger than a person but no building (a cow, a car) stands no taller than the
    // subject: the people the sentence is about stay the largest, the cow a step further back.
    const tallest =
      !item.whole && (item.size ?? 0) < BUILDING_RATIO && main && items[0]?.whole
        ? (main.h * 0.98) / unit
        : Number.POSITIVE_INFINITY;
    const sized = (persp: number) =>
      Math.min(tallest, ((main?.h ?? unit * 0.6) * (ratio ?? 1) * persp) / unit);
    // Far up the ground behind the subject: higher and smaller, where a large thing has room to stand.
    const far = only(
      (b) => bottom(b) < ground - h * FLOOR_DEPTH && bottom(b) >= ground - h * FAR_DEPTH,
      (b) => Math.abs(bottom(b) - (ground - h * 0.06)) + apart(b) + covered(b) * 0.3,
    );
    const share = item.whole ? PERSON_IN_PROPORTION : IN_PROPORTION;
    const inProportion = (ranks: [(b: Box) => number, number][]) => {
      for (const [rank, persp] of ranks) tryRanks([rank], sized(persp), sized(persp) * share);
    };
    if (ratio !== null && !item.floats) {
      // A person stands at their depth, as large as it makes them: on the subject's floor a little behind
      // it (a grown-up beside a child taller than the child), or in front of it, larger, only where that
      // keeps them smaller than the subject (the subject is who the scene is about). Never far up the
      // ground at a thing's perspective: a grown-up shrunk there to a child's height reads as a child.
      // A table or a counter stands beside the people or behind them, never in front of the people: they
      // stand forward on the floor with the furniture round them.
      const ranks: [(b: Box) => number, number][] = [[onFloor, PERSPECTIVE.behind]];
      const furniture = item.rests && items[0]?.whole;
      if (!furniture && (!item.whole || ratio * PERSPECTIVE.front <= 0.95))
        ranks.push([inFront, PERSPECTIVE.front]);
      if (ratio > 1.2 && !item.whole) ranks.unshift([far, PERSPECTIVE.far]);
      inProportion(ranks);
      // Where nothing in proportion has room: smaller, never larger than it is; what must stand on a floor
      // (a table) only a little smaller, and never anywhere else.
      if (item.rests)
        tryRanks(
          furniture ? [onFloor] : [onFloor, inFront],
          sized(PERSPECTIVE.behind) * 0.8,
          sized(PERSPECTIVE.behind) * 0.6,
        );
      else if (item.whole) {
        // A person no taller than the subject smaller, never tiny (a third figure is left out first); a
        // grown-up beside a child only in proportion (shrunk, they would read as a child).
        if (ratio <= 1)
          tryRanks(
            [onFloor, inFront],
            sized(PERSPECTIVE.behind) * share - 0.02,
            sized(PERSPECTIVE.behind) * PERSON_LEAST,
          );
      } else {
        // An animal or a thing a little smaller than in proportion, at its depth, before a token; a large
        // one (a bicycle, a cart, a sheep) never a token: it stands in proportion or is left out.
        for (const [rank, persp] of ranks) tryRanks([rank], sized(persp) * share - 0.02, sized(persp) * 0.6);
        if ((item.size ?? 0) < LARGE_THING) {
          const most = Math.min(sized(PERSPECTIVE.behind), OBJECT_WELL_SIZED);
          tryRanks([onFloor, inFront], most, Math.min(most, 0.05));
          tryRanks([anywhere], most, Math.min(most, 0.05));
        }
      }
    } else if (item.floats) {
      // Up in the air or on the wall: above the floor, beside or over the subject's head.
      const top = main ? main.y + main.h * 0.2 : safe.y + safe.h * 0.2;
      const high = only(
        (b) => bottom(b) <= ground - h * AIR_CLEARANCE,
        (b) => Math.abs(b.y + b.h / 2 - top) + apart(b) * 0.5,
      );
      tryRanks([high], Math.min(0.2, smaller), 0.1);
      tryRanks([anywhere], Math.min(0.16, smaller), 0.1);
    } else if (item.role === "character") {
      // A second person stands beside the subject, on its floor, else in front of it.
      tryRanks([onFloor, inFront], Math.min(0.36, smaller), 0.12);
      tryRanks([anywhere], Math.min(0.24, smaller), 0.12);
    } else {
      // A thing on the ground: on the subject's floor as large as fits there, else in front (nearer, so
      // larger); smaller than that only where neither has room, and anywhere free only as a last resort.
      tryRanks([onFloor], Math.min(objects, OBJECT_LARGEST - 0.02, smaller), OBJECT_WELL_SIZED);
      tryRanks([inFront], Math.min(objects, smaller), OBJECT_WELL_SIZED);
      tryRanks([onFloor, inFront], OBJECT_WELL_SIZED - 0.02, 0.1);
      tryRanks([anywhere], OBJECT_WELL_SIZED - 0.02, 0.1);
    }
    if (box) placed.push({ box, layers, scale: personRatio === null ? null : (box as Box).h / personRatio });
    out[i] = box;
  }
  return out;
}
