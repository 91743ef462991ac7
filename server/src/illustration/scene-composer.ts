import { renderAsync } from "@resvg/resvg-js";
import sharp, { type OutputInfo, type OverlayOptions } from "sharp";
import type { StyleEntry } from "../catalog/types";
import {
  type FrameLayout,
  frameAreaInPicture,
  frameBoxInPicture,
  platformStrips,
} from "../layout/frame-layout";
import { seededRandom } from "../lib/random";
import { n } from "../lib/svg";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import type { Finish } from "../styles/style-module";
import { floatsInAir, standsAsLamp } from "./element-ground";
import {
  CHILD_STATURE,
  deskSvg,
  emptyHanded,
  type Figure,
  type FigurePart,
  figureOf,
  heldOnString,
  holdable,
  holding,
  holdsStandIn,
  lampSvg,
  likelyHolder,
  lineOf,
  type Rel,
  SUPPORT,
  type SupportKind,
  seatSvg,
  spanOf,
  supportSvg,
  TABLE_LAMP,
  withoutStandIn,
} from "./figures";
import { foregroundSvg } from "./foreground";
import { artView, findIcon, type Icon, iconElement } from "./icon-library";
import { boardersWalking, ridersInTheirFigures, type VehicleRide, vehicleRide } from "./riders";
import { inRoom, sceneBackdropSvg } from "./scene-backdrop";
import { type Box, type Framing, layoutElements, type SceneArea } from "./scene-layout";
import { type Look, lookOf } from "./scene-looks";
import { setOnTable, sizeClassOf } from "./size-classes";
import { styledIcon } from "./style-assets";
import { inColour } from "./thing-colour";
import { vehicleFigure } from "./vehicle-figures";

/**
 * An illustrated scene, in layers a motion stage can move separately: the backdrop (far), the elements
 * (the supporting ones at depth 1, the subject at depth 2), each with its box in frame pixels and the word
 * that names it (for its entrance when the word is spoken), and the weather passing in front. `finish` is
 * applied over the flattened frame.
 */
export interface SceneElement {
  role: "subject" | "character" | "object";
  /** The illustration's name in its set ("fluent-emoji:woman-cook-medium"). */
  icon: string;
  word?: string;
  box: Box;
  depth: 1 | 2;
  /** A character's pose: "figure" (whole, in its action) or "head" (a close shot). */
  pose?: "figure" | "head";
  /** Where a figure's head is, in frame pixels (the scale of what stands beside it). */
  head?: Box;
  /** What a figure holds or uses (a pan, a book), each where it is drawn, in frame pixels. */
  held?: { icon: string; box: Box }[];
  /** A small thing no one holds: the table or counter it stands on, in frame pixels (drawn before it). */
  standsOn?: Box;
  /** An SVG of the box's size: the illustration in the style's treatment, its shadow on the ground. */
  svg: string;
}

export interface ComposedScene {
  width: number;
  height: number;
  backdropSvg: string;
  /** Rain or snow in front of the elements; "" for none. */
  overlaySvg: string;
  elements: SceneElement[];
  /** The boxes the elements were kept out of. */
  reserved: Box[];
  finish: Finish;
  /** How the backdrop is rasterised: its scale and depth-of-field blur (the look's). */
  backdropScale: number;
  depthBlur: number;
}

export interface ComposeInput {
  plan: ScenePlan;
  style: StyleEntry;
  width: number;
  height: number;
  seed: number;
  index: number;
  /** The frame layout of the video: the scene's elements use its stage and keep out of its boxes. */
  frame?: FrameLayout;
  /** Boxes to leave free, in frame pixels, where no frame layout is given; the platforms' zones by default. */
  reserved?: Box[];
}

/**
 * The frame layout carried into the picture for scene `index`'s camera move: the caption and presenter
 * boxes grown to all the picture they pass over, the safe zone and stage as they sit halfway through.
 */
export function sceneArea(frame: FrameLayout, index: number): { reserved: Box[]; area: SceneArea } {
  const { w, h } = frame.frame;
  const own = [frame.captions, frame.emoji, frame.presenter, frame.band].filter((b): b is Box => b !== null);
  const reserved = own.map((b) => frameBoxInPicture(b, index, w, h));
  return {
    reserved,
    area: {
      safe: frameAreaInPicture(frame.safe, index, w, h),
      stage: frameAreaInPicture(frame.stage, index, w, h),
    },
  };
}

const FRAMINGS: Framing[] = ["left", "center", "right"];

function shadowOf(look: Look, w: number, h: number, u: number): { defs: string; shape: string } {
  const cx = w / 2;
  const cy = h * 0.93;
  const rx = w * 0.34;
  const ry = Math.max(u * 0.8, h * 0.04);
  switch (look.shadow) {
    case "hard":
      return {
        defs: "",
        shape: `<ellipse cx="${n(cx + w * 0.06)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${look.p.text}" opacity="0.14"/>`,
      };
    case "ink":
      return {
        defs: "",
        shape: `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#111111" opacity="0.3"/>`,
      };
    case "glow":
      return {
        defs: `<filter id="shadow" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${n(u * 1.2)}"/></filter>`,
        shape: `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${look.p.secondary}" opacity="0.5" filter="url(#shadow)"/>`,
      };
    default:
      return {
        defs: `<filter id="shadow" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${n(u * 0.9)}"/></filter>`,
        shape: `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000000" opacity="0.32" filter="url(#shadow)"/>`,
      };
  }
}

/**
 * An element's art square in its box: the box less a margin (3 % of its height), the square as tall as
 * that; a figure's box is the strip of the square its drawing takes (`span`), so the square reaches out of
 * the box either side, where nothing is drawn.
 */
const FULL_SPAN = { x: 0, w: 1 };
function artSquare(box: { w: number; h: number }, span = FULL_SPAN) {
  const pad = box.h * 0.03;
  const side = box.h - 2 * pad;
  return { x: pad - span.x * side, y: pad * 0.4, side };
}

/** The box's width over its height for an element whose drawing takes `span` of its square. */
export const aspectOf = (span = FULL_SPAN) => span.w * 0.94 + 0.06;

/** A part of an element drawn in the element's art area (x, y, w, h): mirrored or its top cut where asked. */
function partSvg(p: FigurePart | string, x: number, y: number, w: number, h: number): string {
  if (typeof p === "string") {
    const line = lineOf(p);
    if (line) {
      const [x1, y1, x2, y2] = line;
      return `<line x1="${n(x + x1 * w)}" y1="${n(y + y1 * h)}" x2="${n(x + x2 * w)}" y2="${n(y + y2 * h)}" stroke="#3d3d3d" stroke-opacity="0.85" stroke-width="${n(Math.max(1, w * 0.006))}" stroke-linecap="round"/>`;
    }
    // "bench@0.72": a seat whose top is at that share of the height.
    const [kind, top] = p.split("@");
    const drawn =
      kind === "bench" || kind === "chair"
        ? seatSvg(kind, w, h, Number(top))
        : p === "table" || p === "counter"
          ? supportSvg(p, w, h)
          : p === "lamp"
            ? lampSvg(w, h)
            : deskSvg(w, h);
    return `<g transform="translate(${n(x)} ${n(y)})">${drawn}</g>`;
  }
  let view = artView(p.icon);
  const px = x + p.at.x * w;
  let py = y + p.at.y * h;
  const pw = p.at.w * w;
  let ph = p.at.h * h;
  if (p.rows) {
    // Those rows of the drawing stretched to fill its box (a seated figure's shorter legs).
    const [top, bottom] = p.rows;
    view = { ...view, y: view.y + view.h * top, h: view.h * (bottom - top) };
    const art = iconElement(p.icon, px, py, pw, ph, 'preserveAspectRatio="none"', view).replace(
      'overflow="visible"',
      'overflow="hidden"',
    );
    return p.mirror ? `<g transform="translate(${n(2 * px + pw)} 0) scale(-1 1)">${art}</g>` : art;
  }
  if (p.cutTop) {
    view = { ...view, y: view.y + view.h * p.cutTop, h: view.h * (1 - p.cutTop) };
    py += ph * p.cutTop;
    ph *= 1 - p.cutTop;
  }
  const drawn = iconElement(p.icon, px, py, pw, ph, "", view);
  const art = p.hide ? hidden(drawn, p.hide, px, y + p.at.y * h, pw, p.at.h * h) : drawn;
  return p.mirror ? `<g transform="translate(${n(2 * px + pw)} 0) scale(-1 1)">${art}</g>` : art;
}

let masks = 0;
/** A part's drawing with a rect of it (shares of its box) left out: the arm of a figure raising its hand. */
function hidden(art: string, r: Rel, px: number, py: number, pw: number, ph: number): string {
  masks += 1;
  const id = `hide${masks}`;
  const cut = `<rect x="${n(px + r.x * pw)}" y="${n(py + r.y * ph)}" width="${n(r.w * pw)}" height="${n(r.h * ph)}" fill="#000"/>`;
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="-100000" y="-100000" width="200000" height="200000"><rect x="-100000" y="-100000" width="200000" height="200000" fill="#fff"/>${cut}</mask><g mask="url(#${id})">${art}</g>`;
}

/** One element's SVG: its shadow on the ground, then its parts (a figure and what it holds) through the style's filter. */
function elementSvg(
  parts: (FigurePart | string)[],
  look: Look,
  box: Box,
  u: number,
  grounded: boolean,
  span = FULL_SPAN,
  /** The drawing's foot on the box's bottom edge (a thing on a table: its box sits on the table's). */
  footDown = false,
): string {
  const w = Math.round(box.w);
  const h = Math.round(box.h);
  const sq = artSquare({ w, h }, span);
  if (footDown) sq.y = h - sq.side;
  const shadow = grounded ? shadowOf(look, w, h, u) : { defs: "", shape: "" };
  const filter = look.iconFilter(u);
  const treated = filter
    ? `<filter id="treat" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">${filter}</filter>`
    : "";
  // Drawn through the square its art fills, so the drawing (not its empty margin) fills the box.
  // Each part in the style's asset set (the one hook of style-assets.ts).
  // A table or counter fills its box, its top at the box's top (what stands on it stands there).
  const support = parts.length === 1 && (parts[0] === "table" || parts[0] === "counter");
  const art = support
    ? partSvg(parts[0] as string, 0, 0, w, h * 0.97)
    : parts
        .map((p) => (typeof p === "string" ? p : { ...p, icon: styledIcon(p.icon, look) }))
        .map((p) => partSvg(p, sq.x, sq.y, sq.side, sq.side))
        .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${shadow.defs}${treated}</defs>${shadow.shape}${filter ? `<g filter="url(#treat)">${art}</g>` : art}</svg>`;
}

/** A share of an element's art area (see elementSvg) in frame pixels. */
function inBox(box: Box, rel: Rel, span = FULL_SPAN): Box {
  const sq = artSquare(box, span);
  return {
    x: box.x + sq.x + rel.x * sq.side,
    y: box.y + sq.y + rel.y * sq.side,
    w: rel.w * sq.side,
    h: rel.h * sq.side,
  };
}

interface Wanted {
  role: SceneElement["role"];
  /** A person's height against an adult's (scene-layout's LayoutItem). */
  stature?: number;
  icon: Icon;
  word?: string;
  floats?: boolean;
  size?: number;
  parts: (FigurePart | string)[];
  figure?: Figure;
  whole?: boolean;
  /** The box's width over its height (see scene-layout's LayoutItem). */
  aspect?: number;
  /** A thing's strip of its square (a sheaf of rice is narrow): its box is that strip, as a figure's. */
  span?: { x: number; w: number };
  /** Never put anywhere free (scene-layout's LayoutItem): a table, a small thing on the ground. */
  rests?: boolean;
  /** A table or counter with the small things that no one holds standing on it. */
  stand?: { kind: SupportKind; things: OnTable[] };
  /** The plan's character a figure draws. */
  character?: ScenePlan["characters"][number];
}

/** A small thing on a table or counter, at its size; a lamp drawn as a table lamp. */
interface OnTable {
  icon: Icon;
  word?: string;
  size: number;
  lamp?: boolean;
}

/** How far behind the people a room's wall meets its floor, a share of the tallest person's height. */
const ROOM_DEPTH = 0.3;

/** At most this many small things stand on one table, side by side. */
const ON_ONE_TABLE = 3;

/** The places whose small things stand on a counter (a shop's, a market stall's); every other room's on a table. */
const COUNTER_PLACES = new Set(["bakery", "shop", "cafe", "kitchen", "market"]);

/**
 * A table or counter with the things on it, side by side, each at its size: the item's size (the table's
 * height and the tallest thing's) and its width over that, in a standing adult's heights.
 */
function standOf(kind: SupportKind, things: OnTable[]): Wanted {
  const gap = 0.05;
  const across = things.reduce((sum, t) => sum + t.size + gap, gap);
  const width = Math.max(SUPPORT[kind].width, across);
  const height = SUPPORT[kind].height + Math.max(...things.map((t) => t.size));
  const first = things[0] as (typeof things)[number];
  return {
    role: "object",
    icon: first.icon,
    parts: [],
    size: height,
    aspect: width / height,
    rests: true,
    stand: { kind, things },
  };
}

/**
 * The elements of a table with things on it, laid in its box: the table (no word: it is there from the
 * start) and each thing standing on its top, its drawing's foot a little in from the top's back edge.
 */
function standElements(item: Wanted, box: Box, look: Look, u: number): SceneElement[] {
  const stand = item.stand as NonNullable<Wanted["stand"]>;
  const perAdult = box.h / (item.size as number);
  const tableH = SUPPORT[stand.kind].height * perAdult;
  const table: Box = { x: box.x, y: box.y + box.h - tableH, w: box.w, h: tableH };
  const out: SceneElement[] = [
    {
      role: "object",
      icon: `drawn:${stand.kind}`,
      box: table,
      depth: 1,
      svg: elementSvg([stand.kind], look, table, u, true),
    },
  ];
  const across = stand.things.reduce((sum, t) => sum + t.size * perAdult, 0);
  const gap = (box.w - across) / (stand.things.length + 1);
  let x = box.x + gap;
  for (const [k, t] of stand.things.entries()) {
    // A table that is the scene's subject: its first thing is the subject, in front.
    const subject = item.role === "subject" && k === 0;
    const side = t.size * perAdult;
    // Its box on the table's top edge, its drawing's foot on its box's bottom: apart from the table's box
    // (an element's entrance picture holds only its own box) and standing on it.
    const thing: Box = { x, y: table.y - side, w: side, h: side };
    x += side + gap;
    out.push({
      role: subject ? "subject" : "object",
      icon: t.lamp ? "drawn:lamp" : `${t.icon.set}:${t.icon.name}`,
      ...(t.word ? { word: t.word } : {}),
      box: thing,
      depth: subject ? 2 : 1,
      standsOn: table,
      svg: elementSvg(
        [t.lamp ? "lamp" : { icon: t.icon, at: { x: 0, y: 0, w: 1, h: 1 } }],
        look,
        thing,
        u,
        false,
        FULL_SPAN,
        true,
      ),
    });
  }
  return out;
}

/**
 * The characters as figures in their actions: a walker on the left of the frame turns to the middle, a
 * second talker faces the first (mirrored), and two who hug are one hugging pair.
 */
function charactersOf(plan: ScenePlan, framing: Framing, ride: VehicleRide | null = null): Wanted[] {
  const out: Wanted[] = [];
  let hugging = false;
  let talkers = 0;
  // Playing where the scene has a kite is flying it: the flyer stands with its line in a free hand.
  let kiteFlyer = plan.objects.some((o) => o.icon === "kite");
  for (const listed of plan.characters) {
    const flies = kiteFlyer && listed.action === "play";
    kiteFlyer &&= !flies;
    const c = flies ? { ...listed, action: "stand" as const } : listed;
    if (c.action === "hug" && hugging) continue;
    hugging ||= c.action === "hug";
    const talks = c.action === "talk";
    if (talks) talkers++;
    const facingRight = out.length === 0 ? framing === "left" : framing !== "left";
    // The people in a car or bus are one figure: the vehicle, their faces in its windows.
    const seated = ride?.occupants.indexOf(c.id) ?? -1;
    if (seated > 0) continue;
    const figure =
      seated === 0 && ride
        ? vehicleFigure(ride, occupantsOf(plan, ride), facingRight)
        : figureOf(c, {
            facingRight,
            mirror: talks && talkers === 2,
            withOthers: plan.characters.length > 1,
            bed: BED_PLACES.has(plan.setting.place),
          });
    if (!figure) continue;
    out.push({
      role: out.length === 0 ? "subject" : "character",
      icon: figure.main,
      word: c.word ?? c.name,
      size: figure.size,
      ...(c.kind === "person" && c.age === "child" && !figure.close && seated < 0
        ? { stature: CHILD_STATURE }
        : {}),
      whole: !figure.close && c.kind === "person",
      parts: figure.parts,
      figure,
      character: c,
    });
  }
  return out;
}

/** The characters a vehicle carries, in their seats' order. */
const occupantsOf = (plan: ScenePlan, ride: VehicleRide) =>
  ride.occupants.flatMap((id) => plan.characters.filter((c) => c.id === id));

/** Where a sleeper lies in a bed: at home, in hospital, or in the neutral room of a scene that says nowhere. */
const BED_PLACES: ReadonlySet<string> = new Set(["home", "hospital", "studio"]);

/** An animal of the air (a bird, a dove, an eagle) in no pose that keeps it on the ground. */
function inFlight(x: Wanted): boolean {
  const c = x.character;
  return c?.kind === "animal" && (c.action === undefined || c.action === "stand") && floatsInAir(c.icon);
}

/** A thing's icon, in the colour its sentence gives it. */
function thingIcon(o: ScenePlan["objects"][number]): Icon | null {
  const icon = findIcon(o.icon);
  return icon && o.colour ? inColour(icon, o.colour) : icon;
}

/**
 * The first small thing of the plan (a cup, a coin, a loaf, a bouquet) put in a hand: the subject's when
 * its pose holds a stand-in, else the first other person's whose pose holds one (the grandmother who gives
 * the fish), else the subject's free hand when it stands or walks: its name, or null. That figure takes
 * it. Those pushing or pulling something too large to hold let go of their carts, and anyone whose throw,
 * push or pull the plan says is done to something with no picture holds nothing.
 */
function heldThing(wanted: Wanted[], plan: ScenePlan): string | null {
  const [subject] = wanted;
  if (!subject?.figure) return null;
  const take = (who: Wanted, figure: Figure) => {
    who.figure = figure;
    who.parts = figure.parts;
  };
  // "threw his net": a throw, a push or a pull done to something with no picture holds nothing in its place;
  // a thing the scene does draw ("the net, heavy with fish") may still go in the free hand.
  for (const who of wanted) {
    const bare = who.figure && who.character?.actsOn ? withoutStandIn(who.figure) : null;
    if (bare) take(who, bare);
  }
  let large = false;
  for (const o of plan.objects) {
    const icon = thingIcon(o);
    if (!icon || (floatsInAir(icon.name) && !heldOnString(icon.name))) continue;
    if (!holdable(icon.name)) {
      large = true;
      continue;
    }
    // A pose about the thing (the grandmother who gives the fish) takes it before a free hand does; an
    // umbrella goes to the first grown-up with a free hand, a balloon to the first child with one.
    const withStandIn = wanted.find((x) => x.figure && holdsStandIn(x.figure));
    const freeHand = (x: Wanted) => Boolean(x.figure && holding(x.figure, icon));
    const holder = likelyHolder(icon.name);
    const likely = holder
      ? wanted.find((x) => (x.character?.age === "child") === (holder === "child") && freeHand(x))
      : undefined;
    // The one who gives it holds it before a cook's pan or a singer's microphone does.
    const handing = wanted.find((x) => x.character?.action === "give" && x.figure && holdsStandIn(x.figure));
    const first =
      handing ??
      (subject.figure && holdsStandIn(subject.figure)
        ? subject
        : (likely ?? withStandIn ?? (freeHand(subject) ? subject : undefined)));
    // A pan or a microphone cannot take the bone: the next one whose pose holds a stand-in may.
    const giver = [first, ...wanted.filter((x) => x !== first && x.figure && holdsStandIn(x.figure))].find(
      (x) => x?.figure && holding(x.figure, icon),
    );
    const figure = giver?.figure ? holding(giver.figure, icon) : null;
    if (!giver || !figure) return null;
    take(giver, figure);
    dropSharedStandIns(wanted, giver);
    return icon.name;
  }
  // Everyone pushing the bus together lets go of a cart, not only the subject.
  for (const who of large ? wanted : []) {
    const freed = who.figure ? emptyHanded(who.figure) : null;
    if (freed) take(who, freed);
  }
  return null;
}

/**
 * Those who do what the holder does (the grandfather who carries the kite with the child) hold nothing in
 * its place: the stand-in would be a second, made-up thing.
 */
function dropSharedStandIns(wanted: Wanted[], holder: Wanted) {
  const action = holder.character?.action;
  if (!action) return;
  for (const who of wanted) {
    if (who === holder || who.character?.action !== action || !who.figure) continue;
    const bare = withoutStandIn(who.figure);
    if (bare) {
      who.figure = bare;
      who.parts = bare.parts;
    }
  }
}

/**
 * Composes a scene from its plan: the backdrop for the place, time and weather; the subject (the first
 * character, else the first object) large in front; the other characters and objects smaller beside it;
 * everything in the style's look, out of the reserved boxes. Deterministic for a seed and index; scenes
 * next to each other are framed differently (the subject's side, the backdrop mirrored, the horizon).
 */
export function composeScene(input: ComposeInput): ComposedScene {
  const { style, width: w, height: h } = input;
  const ride = vehicleRide(input.plan);
  const plan = ridersInTheirFigures(boardersWalking(input.plan), ride);
  const look = lookOf(style);
  const r = seededRandom((input.seed * 7919 + input.index * 104729) >>> 0);
  const u = Math.min(w, h) / 100;
  const fromFrame = input.frame ? sceneArea(input.frame, input.index) : null;
  const reserved = fromFrame?.reserved ?? input.reserved ?? platformStrips(w, h);
  const framing = FRAMINGS[(input.index + (input.seed % 3)) % 3] as Framing;

  // A bird doing nothing on the ground ("Gulls circled the mast") is in the sky, beside the scene's subject,
  // not a giant bird standing in front: it goes after the things, floating.
  const figures = charactersOf(plan, framing, ride);
  const alone = figures.length === 1 && plan.objects.length === 0;
  const flying = alone ? [] : figures.filter(inFlight);
  const wanted = figures.filter((x) => !flying.includes(x));
  if (wanted[0]) wanted[0].role = "subject";
  const held = heldThing(wanted, plan);
  // Small things no one holds stand on one table indoors, on a stall's counter in a market (on the ground
  // elsewhere outdoors), never in the air.
  const onSupport = plan.setting.indoor || plan.setting.place === "market";
  const onTable: NonNullable<Wanted["stand"]>["things"] = [];
  let standIsSubject = false;
  for (const o of plan.objects) {
    const icon = thingIcon(o);
    // A book the reader's pose already holds is not drawn again beside them.
    const inHands = wanted.some(
      (x) => x.icon.name === icon?.name || x.figure?.held.some((t) => t.icon === icon?.name),
    );
    if (!icon || icon.name === held || inHands) continue;
    // A lamp stands on the table where small things have one, at a table lamp's size.
    const lamp = onSupport && standsAsLamp(icon.name);
    const floats = !lamp && floatsInAir(icon.name);
    const small = lamp || (!floats && setOnTable(icon.name));
    const size = lamp ? TABLE_LAMP : sizeClassOf(icon.name);
    // The first thing is the subject where no one is there: a loaf alone is a loaf on its table, close.
    const first = wanted.length === 0 && onTable.length === 0;
    if (small && onSupport) {
      standIsSubject ||= first;
      if (onTable.length < ON_ONE_TABLE && !onTable.some((t) => t.icon.name === icon.name))
        onTable.push({ icon, ...(o.word ? { word: o.word } : {}), size, ...(lamp ? { lamp } : {}) });
      continue;
    }
    wanted.push({
      role: first ? "subject" : "object",
      icon,
      word: o.word,
      floats,
      size,
      ...(small && !first ? { rests: true } : {}),
      parts: [{ icon, at: { x: 0, y: 0, w: 1, h: 1 } }],
      span: spanOf([{ icon, at: { x: 0, y: 0, w: 1, h: 1 } }]),
    });
  }
  for (const bird of flying)
    wanted.push({ ...bird, role: wanted.length === 0 ? "subject" : "character", floats: wanted.length > 0 });
  // The table after the people, before the other things: it holds what the sentence names.
  if (onTable.length > 0) {
    const stand = standOf(COUNTER_PLACES.has(plan.setting.place) ? "counter" : "table", onTable);
    const firstThing = wanted.findIndex((x) => x.role === "object");
    if (standIsSubject) wanted.unshift({ ...stand, role: "subject" });
    else wanted.splice(firstThing === -1 ? wanted.length : firstThing, 0, stand);
  }
  const items = wanted
    .slice(0, 5)
    .map((x) => (x.figure || x.span ? { ...x, aspect: aspectOf(x.figure?.span ?? x.span) } : x));
  // A subject alone in the frame is drawn close and then a step back in turn, so that a story that stays
  // with one person for several sentences changes shot each time, not only the side it stands on.
  const shot = items.length === 1 && input.index % 2 === 1 ? "medium" : "close";
  const boxes = layoutElements(items, { width: w, height: h }, reserved, framing, r, fromFrame?.area, shot);
  // The ground of the backdrop is where the subject stands; without elements, a little under the middle.
  const first = boxes.find((b) => b !== null);
  const groundY = first ? first.y + first.h * 0.94 : h * r.range(0.56, 0.64);
  // In a room the wall meets the floor a stretch behind the people (a third of the tallest one's height),
  // so that they stand forward on the floor, not against the wall; outdoors the ground starts at their feet.
  const tallest = Math.max(0, ...items.map((x, i) => (x.whole ? (boxes[i]?.h ?? 0) : 0)));
  const behind = inRoom(plan) ? Math.max(0.03, (tallest * ROOM_DEPTH) / h) : 0.03;
  const backdrop = sceneBackdropSvg({
    plan,
    look,
    w,
    h,
    r,
    mirror: input.index % 2 === 1,
    // Wide, closer, closest in turn: a story that stays in one room still changes shot every sentence.
    zoom: [1, 1.25, 1.45][input.index % 3] as number,
    horizon: Math.min(0.7, Math.max(0.3, groundY / h - behind)),
    keepClear: boxes.filter((b): b is Box => b !== null),
  });
  // The band under the captions: the place's near ground (plants, stones), off the story's elements.
  const near = foregroundSvg({
    place: plan.setting.place,
    indoor: plan.setting.indoor,
    w,
    h,
    r: seededRandom((input.seed * 31 + input.index * 7919 + 1) >>> 0),
    keepClear: boxes.filter((b): b is Box => b !== null),
    look,
  });
  const backdropSvg = near ? backdrop.svg.replace(/<\/svg>$/, `${near}</svg>`) : backdrop.svg;
  const elements: SceneElement[] = [];
  items.forEach((item, i) => {
    const box = boxes[i];
    if (!box) return;
    if (item.stand) {
      elements.push(...standElements(item, box, look, u));
      return;
    }
    // Things that stand on the ground or the floor in front cast a shadow; things of the air and the wall
    // (and the subject when it is one of them, up on its stage) do not.
    const grounded = !item.floats || (item.role === "subject" && box.y + box.h * 0.94 > groundY - h * 0.06);
    const f = item.figure;
    elements.push({
      role: item.role,
      icon: `${item.icon.set}:${item.icon.name}`,
      ...(item.word ? { word: item.word } : {}),
      box,
      depth: item.role === "subject" ? 2 : 1,
      ...(f
        ? {
            pose: f.close ? ("head" as const) : ("figure" as const),
            head: inBox(box, f.head, f.span),
            held: f.held.map((t) => ({ icon: t.icon, box: inBox(box, t.at, f.span) })),
          }
        : {}),
      svg: elementSvg(item.parts, look, box, u, grounded, f?.span ?? item.span),
    });
  });
  // Drawn back to front: the supporting elements, those further up the ground (behind) first, a thing on
  // a table with its table; then the subject.
  const feet = (e: SceneElement) => (e.standsOn ? e.standsOn.y + e.standsOn.h : e.box.y + e.box.h);
  elements.sort((a, b) => a.depth - b.depth || (a.depth === 1 ? feet(a) - feet(b) : 0));
  return {
    width: w,
    height: h,
    backdropSvg,
    overlaySvg: backdrop.overlay,
    elements,
    reserved,
    finish: look.finish,
    backdropScale: look.backdropScale,
    depthBlur: look.depthBlur,
  };
}

const rasterize = async (svg: string, width: number) =>
  Buffer.from(
    (
      await renderAsync(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    ).asPng(),
  );

/**
 * Above this many pixels the layers are drawn smaller and scaled up: the backdrop (the far layer, where
 * soft is right) at the look's scale, the elements at ELEMENT_SCALE. A 1080x1920 scene stays well under a
 * second that way.
 */
const FULL_DETAIL_PIXELS = 600_000;
const ELEMENT_SCALE = 0.75;

async function layer(svg: string, w: number, h: number, small: number, blur = 0): Promise<Buffer> {
  const png = await rasterize(svg, Math.round(w * small));
  if (small === 1 && blur === 0) return png;
  const img = sharp(png);
  if (blur > 0) img.blur(Math.max(0.3, blur * small));
  return img.resize(w, h, { kernel: "lanczos3" }).png({ compressionLevel: 0 }).toBuffer();
}

const grainTiles = new Map<string, Buffer>();

/** A square tile of grey noise around mid grey (overlay blend: lighter and darker specks, no shift). */
async function grainTile(strength: number, size: number): Promise<Buffer> {
  const key = `${strength}:${size}`;
  const known = grainTiles.get(key);
  if (known) return known;
  const r = seededRandom(99);
  const data = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const v = Math.round(128 + (r.next() - 0.5) * 255 * strength * 2);
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  const tile = await sharp(data, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toBuffer();
  grainTiles.set(key, tile);
  return tile;
}

const vignettes = new Map<string, Promise<Buffer>>();

/** Corners darkened, the middle of every edge left nearly as it is (never a band); made once per size. */
function vignette(w: number, h: number, strength: number): Promise<Buffer> {
  const key = `${w}x${h}:${strength}`;
  const known = vignettes.get(key);
  if (known) return known;
  const made = drawVignette(w, h, strength);
  made.catch(() => vignettes.delete(key));
  vignettes.set(key, made);
  return made;
}

async function drawVignette(w: number, h: number, strength: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="160"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.72"><stop offset="0.62" stop-color="#fff"/><stop offset="1" stop-color="${shade(1 - strength)}"/></radialGradient></defs><rect width="90" height="160" fill="url(#v)"/></svg>`;
  return sharp(await rasterize(svg, 90))
    .resize(w, h)
    .png({ compressionLevel: 0 })
    .toBuffer();
}
const shade = (v: number) => {
  const c = Math.round(Math.max(0, Math.min(1, v)) * 255)
    .toString(16)
    .padStart(2, "0");
  return `#${c}${c}${c}`;
};

/** The scene's layers rasterised once, for any number of flattenings (with or without some elements). */
async function rasterLayers(scene: ComposedScene) {
  const { width: w, height: h } = scene;
  const u = Math.min(w, h) / 100;
  const big = w * h > FULL_DETAIL_PIXELS;
  const [backdrop, overlay, ...elements] = await Promise.all([
    layer(scene.backdropSvg, w, h, big ? scene.backdropScale : 1, scene.depthBlur * u),
    scene.overlaySvg ? layer(scene.overlaySvg, w, h, big ? 0.5 : 1) : Promise.resolve(null),
    ...scene.elements.map((e) =>
      layer(e.svg, Math.round(e.box.w), Math.round(e.box.h), big ? ELEMENT_SCALE : 1),
    ),
  ]);
  return { backdrop: backdrop as Buffer, overlay, elements: elements as Buffer[] };
}

type Raw = { data: Buffer; info: OutputInfo };

type Region = { left: number; top: number; width: number; height: number };

/**
 * The backdrop, the elements kept (by index), the weather and the finish, as raw RGBA at the scene's size,
 * or only the part of it in `region` (the same pixels, but for the grain's random pattern).
 */
async function flatten(
  scene: ComposedScene,
  layers: Awaited<ReturnType<typeof rasterLayers>>,
  keep: (i: number) => boolean,
  region?: Region,
): Promise<Raw> {
  const { width: w, height: h, finish } = scene;
  const r = region ?? { left: 0, top: 0, width: w, height: h };
  const part = (png: Buffer) => (region ? sharp(png).extract(region).toBuffer() : Promise.resolve(png));
  const stack: OverlayOptions[] = [];
  for (const [i, e] of scene.elements.entries()) {
    if (!keep(i)) continue;
    const x = Math.round(e.box.x);
    const y = Math.round(e.box.y);
    const el = layers.elements[i] as Buffer;
    if (!region) {
      stack.push({ input: el, left: x, top: y });
      continue;
    }
    // The element's part inside the region, where it is.
    const meta = await sharp(el).metadata();
    const left = Math.max(x, r.left);
    const top = Math.max(y, r.top);
    const right = Math.min(x + (meta.width ?? 0), r.left + r.width);
    const bottom = Math.min(y + (meta.height ?? 0), r.top + r.height);
    if (right > left && bottom > top)
      stack.push({
        input: await sharp(el)
          .extract({ left: left - x, top: top - y, width: right - left, height: bottom - top })
          .toBuffer(),
        left: left - r.left,
        top: top - r.top,
      });
  }
  if (layers.overlay) stack.push({ input: await part(layers.overlay) });
  let image = sharp(await part(layers.backdrop)).composite(stack);
  if (finish.grade || finish.grain || finish.vignette) {
    const flat = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(flat.data, { raw: flat.info });
    if (finish.grade) image = image.recomb(finish.grade);
    const over: OverlayOptions[] = [];
    if (finish.grain) {
      // The grain of a region is the whole picture's there: its tile is shifted to the region's corner.
      const size = Math.min(256, w, h);
      const tile = await grainTile(finish.grain, size);
      const dx = r.left % size;
      const dy = r.top % size;
      const shifted =
        dx === 0 && dy === 0
          ? tile
          : await sharp({ create: { width: size * 2, height: size * 2, channels: 4, background: "#808080" } })
              .composite([{ input: tile, tile: true, left: 0, top: 0 }])
              .raw()
              .toBuffer()
              .then((twice) =>
                sharp(twice, { raw: { width: size * 2, height: size * 2, channels: 4 } })
                  .extract({ left: dx, top: dy, width: size, height: size })
                  .png()
                  .toBuffer(),
              );
      const fits = size <= r.width && size <= r.height;
      over.push({
        input: fits
          ? shifted
          : await sharp(shifted)
              .extract({ left: 0, top: 0, width: Math.min(size, r.width), height: Math.min(size, r.height) })
              .toBuffer(),
        tile: true,
        // From the corner (sharp tiles from the middle by default), so that a region's grain lines up.
        gravity: "northwest",
        blend: "overlay",
      });
    }
    if (finish.vignette)
      over.push({ input: await part(await vignette(w, h, finish.vignette)), blend: "multiply" });
    if (over.length > 0) {
      const graded = await image.raw().toBuffer({ resolveWithObject: true });
      image = sharp(graded.data, { raw: graded.info }).composite(over);
    }
  }
  return image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

// Light compression: the render decodes the file once and it lives only as long as the render.
const pngOf = (raw: Raw) => sharp(raw.data, { raw: raw.info }).png({ compressionLevel: 2 }).toBuffer();

/** The scene flattened to one PNG at its size: the picture the render pipeline pans and cuts between. */
export async function renderComposedScene(scene: ComposedScene): Promise<Buffer> {
  return pngOf(await flatten(scene, await rasterLayers(scene), () => true));
}

/** At most this many elements of a scene enter on their words; the others are there from the start. */
export const MAX_ENTRANCES = 4;

/**
 * What the video needs to move a scene's elements apart from its backdrop (the parallax) and bring them in
 * as their words are spoken (render/scene-motion.ts): the picture with every element absent (as a patch
 * over the union of their boxes, the rest of the picture being the same), and each element as the
 * finished picture's own pixels (finish, weather and shadow included) with the element's coverage as
 * alpha, so that the patch with every element laid over it gives back the finished picture. An element
 * that enters on no word (none names it, or MAX_ENTRANCES did already) has the word "".
 */
export interface SceneEntrancePictures {
  before: { png: Buffer; x: number; y: number };
  /** Back to front, as the picture draws them. */
  elements: { word: string; png: Buffer; box: Box }[];
}

const clampedBox = (b: Box, w: number, h: number) => {
  const x = Math.max(0, Math.min(w - 1, Math.round(b.x)));
  const y = Math.max(0, Math.min(h - 1, Math.round(b.y)));
  return {
    x,
    y,
    w: Math.max(1, Math.min(w - x, Math.round(b.w))),
    h: Math.max(1, Math.min(h - y, Math.round(b.h))),
  };
};

/**
 * The scene's picture and, where elements are named by a word, the pictures of their entrances. The
 * layers are rasterised once; the entrances cost one more flattening and a few small PNGs.
 */
export async function renderComposedSceneWithEntrances(
  scene: ComposedScene,
): Promise<{ picture: Buffer; entrances: SceneEntrancePictures | null }> {
  const { width: w, height: h } = scene;
  const layers = await rasterLayers(scene);
  // Every element is on the near layer (the parallax); the first few named by a word enter on it.
  const named = new Set(
    scene.elements
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => Boolean(e.word?.trim()))
      .slice(0, MAX_ENTRANCES)
      .map(({ i }) => i),
  );
  const entering = scene.elements.map((e, i) => ({ e, i, word: named.has(i) ? (e.word ?? "").trim() : "" }));
  const full = await flatten(scene, layers, () => true);
  if (entering.length === 0) return { picture: await pngOf(full), entrances: null };
  const late = new Set(entering.map(({ i }) => i));
  const ch = full.info.channels;
  const boxes = entering.map(({ e }) => clampedBox(e.box, w, h));
  const ux = Math.min(...boxes.map((b) => b.x));
  const uy = Math.min(...boxes.map((b) => b.y));
  const ux2 = Math.max(...boxes.map((b) => b.x + b.w));
  const uy2 = Math.max(...boxes.map((b) => b.y + b.h));
  const region = { left: ux, top: uy, width: ux2 - ux, height: uy2 - uy };
  // Only the entering elements' region is drawn again without them: the rest is the finished picture.
  const before = await flatten(scene, layers, (i) => !late.has(i), region);
  const bw = region.width;
  const patch = pngOf(before);
  const sprites = entering.map(async ({ i, word }, k) => {
    const b = boxes[k] as ReturnType<typeof clampedBox>;
    const alpha = await sharp(layers.elements[i] as Buffer)
      .resize(b.w, b.h, { fit: "fill" })
      .ensureAlpha()
      .extractChannel(3)
      .raw()
      .toBuffer();
    // Where an element drawn after it (nearer: a group stands partly behind one another) covers it, the
    // finished picture shows that element: left out of this one's sprite, so that it enters alone.
    for (const [j, e] of scene.elements.entries()) {
      if (j <= i) continue;
      const x = Math.round(e.box.x);
      const y = Math.round(e.box.y);
      const left = Math.max(x, b.x);
      const top = Math.max(y, b.y);
      const right = Math.min(x + Math.round(e.box.w), b.x + b.w);
      const bottom = Math.min(y + Math.round(e.box.h), b.y + b.h);
      if (right <= left || bottom <= top) continue;
      const cover = await sharp(layers.elements[j] as Buffer)
        .ensureAlpha()
        .extractChannel(3)
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (let py = top; py < bottom; py++)
        for (let px = left; px < right; px++) {
          const c = cover.data[(py - y) * cover.info.width + px - x] ?? 0;
          const o = (py - b.y) * b.w + px - b.x;
          alpha[o] = Math.round(((alpha[o] as number) * (255 - c)) / 255);
        }
    }
    // The finished picture's pixels where the element covers at least a quarter (its shadow's and a
    // translucent style's too, so the scene at rest is the finished picture exactly); in its faint fringe,
    // un-blended from what lies behind, with the coverage ramped up fourfold so that un-blending never
    // magnifies the grain more than that.
    const out = new Uint8Array(b.w * b.h * 4);
    const fd = full.data;
    const bd = before.data;
    const bc = before.info.channels;
    for (let y = 0; y < b.h; y++)
      for (let x = 0; x < b.w; x++) {
        const a8 = Math.min(255, (alpha[y * b.w + x] as number) * 4);
        const o = (y * b.w + x) * 4;
        const f = ((b.y + y) * w + b.x + x) * ch;
        const k = ((b.y - uy + y) * bw + b.x - ux + x) * bc;
        out[o + 3] = a8;
        if (a8 < 5) continue;
        const a = a8 / 255;
        // A Uint8Array clamps what it stores to 0..255.
        for (let c = 0; c < 3; c++) {
          const fv = fd[f + c] as number;
          const bv = bd[k + c] as number;
          out[o + c] = Math.round(bv + (fv - bv) / a);
        }
      }
    const png = await sharp(Buffer.from(out.buffer), { raw: { width: b.w, height: b.h, channels: 4 } })
      .png({ compressionLevel: 2 })
      .toBuffer();
    return { word, png, box: { x: b.x, y: b.y, w: b.w, h: b.h } };
  });
  const [picture, patchPng, ...elements] = await Promise.all([pngOf(full), patch, ...sprites]);
  return {
    picture: picture as Buffer,
    entrances: {
      before: { png: patchPng as Buffer, x: ux, y: uy },
      elements: elements as SceneEntrancePictures["elements"],
    },
  };
}

/** Composes and flattens a scene (the local image provider's picture). */
export const renderIllustratedScene = (input: ComposeInput) => renderComposedScene(composeScene(input));

/** Composes a scene and flattens it with the pictures of its elements' entrances. */
export const renderIllustratedSceneWithEntrances = (input: ComposeInput) =>
  renderComposedSceneWithEntrances(composeScene(input));
