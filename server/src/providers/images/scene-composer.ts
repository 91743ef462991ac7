import { renderAsync } from "@resvg/resvg-js";
import sharp, { type OverlayOptions } from "sharp";
import type { StyleEntry } from "../../catalog/types";
import { type FrameLayout, frameAreaInPicture, frameBoxInPicture } from "../../layout/frame-layout";
import { seededRandom } from "../../lib/random";
import type { SceneCharacter, ScenePlan } from "../../scene-plan/scene-plan-schema";
import { artView, findIcon, type Icon, iconElement } from "./icon-library";
import { backdropSvg } from "./scene-backdrop";
import { type Box, type Framing, layoutElements, reservedBoxes, type SceneArea } from "./scene-layout";
import { type Finish, type Look, lookOf } from "./scene-looks";
import { n } from "./svg";

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
  const own = [frame.captions, frame.emoji, frame.presenter].filter((b): b is Box => b !== null);
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

/** The look of a character that names no icon either set has: one from its kind, age and gender. */
function characterIcon(c: SceneCharacter): Icon | null {
  const tone = c.kind === "person" ? c.skinTone : undefined;
  const chosen = findIcon(c.icon, tone);
  if (chosen) return chosen;
  if (c.kind === "robot") return findIcon("robot");
  if (c.kind === "animal") return findIcon("paw-prints");
  const names = {
    child: { female: "girl", male: "boy", unknown: "child" },
    adult: { female: "woman", male: "man", unknown: "person" },
    elder: { female: "old-woman", male: "old-man", unknown: "older-person" },
  };
  return findIcon(names[c.age][c.gender], tone);
}

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

/** One element's SVG: its shadow on the ground, then the illustration through the style's filter. */
function elementSvg(icon: Icon, look: Look, box: Box, u: number, grounded: boolean): string {
  const w = Math.round(box.w);
  const h = Math.round(box.h);
  const pad = w * 0.03;
  const shadow = grounded ? shadowOf(look, w, h, u) : { defs: "", shape: "" };
  const filter = look.iconFilter(u);
  const treated = filter
    ? `<filter id="treat" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">${filter}</filter>`
    : "";
  // Drawn through the square its art fills, so the drawing (not its empty margin) fills the box.
  const art = iconElement(icon, pad, pad * 0.4, w - 2 * pad, h - 2 * pad, "", artView(icon));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${shadow.defs}${treated}</defs>${shadow.shape}${filter ? `<g filter="url(#treat)">${art}</g>` : art}</svg>`;
}

/**
 * Composes a scene from its plan: the backdrop for the place, time and weather; the subject (the first
 * character, else the first object) large in front; the other characters and objects smaller beside it;
 * everything in the style's look, out of the reserved boxes. Deterministic for a seed and index; scenes
 * next to each other are framed differently (the subject's side, the backdrop mirrored, the horizon).
 */
export function composeScene(input: ComposeInput): ComposedScene {
  const { plan, style, width: w, height: h } = input;
  const look = lookOf(style);
  const r = seededRandom((input.seed * 7919 + input.index * 104729) >>> 0);
  const u = w / 100;
  const fromFrame = input.frame ? sceneArea(input.frame, input.index) : null;
  const reserved =
    fromFrame?.reserved ?? input.reserved ?? reservedBoxes({ width: w, height: h }).map((b) => b.box);
  const framing = FRAMINGS[(input.index + (input.seed % 3)) % 3] as Framing;

  const wanted: { role: SceneElement["role"]; icon: Icon; word?: string }[] = [];
  for (const c of plan.characters) {
    const icon = characterIcon(c);
    if (icon)
      wanted.push({ role: wanted.length === 0 ? "subject" : "character", icon, word: c.word ?? c.name });
  }
  for (const o of plan.objects) {
    const icon = findIcon(o.icon);
    if (icon && !wanted.some((x) => x.icon.name === icon.name))
      wanted.push({ role: wanted.length === 0 ? "subject" : "object", icon, word: o.word });
  }
  const items = wanted.slice(0, 5);
  const boxes = layoutElements(items, { width: w, height: h }, reserved, framing, r, fromFrame?.area);
  // The ground of the backdrop is where the subject stands; without elements, a little under the middle.
  const first = boxes.find((b) => b !== null);
  const groundY = first ? first.y + first.h * 0.94 : h * r.range(0.56, 0.64);
  const backdrop = backdropSvg({
    plan,
    look,
    w,
    h,
    r,
    mirror: input.index % 2 === 1,
    // Wide, closer, closest in turn: a story that stays in one room still changes shot every sentence.
    zoom: [1, 1.25, 1.45][input.index % 3] as number,
    horizon: Math.min(0.7, Math.max(0.3, groundY / h - 0.03)),
    keepClear: boxes.filter((b): b is Box => b !== null),
  });
  const elements: SceneElement[] = [];
  items.forEach((item, i) => {
    const box = boxes[i];
    if (!box) return;
    // Things that stand on the ground or the floor in front cast a shadow; things up in the air do not.
    const grounded = box.y + box.h * 0.94 > groundY - h * 0.06;
    elements.push({
      role: item.role,
      icon: `${item.icon.set}:${item.icon.name}`,
      ...(item.word ? { word: item.word } : {}),
      box,
      depth: item.role === "subject" ? 2 : 1,
      svg: elementSvg(item.icon, look, box, u, grounded),
    });
  });
  // Drawn back to front: the supporting elements, then the subject.
  elements.sort((a, b) => a.depth - b.depth);
  return {
    width: w,
    height: h,
    backdropSvg: backdrop.svg,
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

/** Corners darkened, the middle of every edge left nearly as it is (never a band). */
async function vignette(w: number, h: number, strength: number): Promise<Buffer> {
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

/** The scene flattened to one PNG at its size: the picture the render pipeline pans and cuts between. */
export async function renderComposedScene(scene: ComposedScene): Promise<Buffer> {
  const { width: w, height: h, finish } = scene;
  const u = w / 100;
  const big = w * h > FULL_DETAIL_PIXELS;
  const [backdrop, overlay, ...elements] = await Promise.all([
    layer(scene.backdropSvg, w, h, big ? scene.backdropScale : 1, scene.depthBlur * u),
    scene.overlaySvg ? layer(scene.overlaySvg, w, h, big ? 0.5 : 1) : Promise.resolve(null),
    ...scene.elements.map((e) =>
      layer(e.svg, Math.round(e.box.w), Math.round(e.box.h), big ? ELEMENT_SCALE : 1),
    ),
  ]);
  const stack: OverlayOptions[] = scene.elements.map((e, i) => ({
    input: elements[i] as Buffer,
    left: Math.round(e.box.x),
    top: Math.round(e.box.y),
  }));
  if (overlay) stack.push({ input: overlay });
  let image = sharp(backdrop).composite(stack);
  if (finish.grade || finish.grain || finish.vignette) {
    const flat = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(flat.data, { raw: flat.info });
    if (finish.grade) image = image.recomb(finish.grade);
    const over: OverlayOptions[] = [];
    if (finish.grain)
      over.push({ input: await grainTile(finish.grain, Math.min(256, w, h)), tile: true, blend: "overlay" });
    if (finish.vignette) over.push({ input: await vignette(w, h, finish.vignette), blend: "multiply" });
    if (over.length > 0) {
      const graded = await image.raw().toBuffer({ resolveWithObject: true });
      image = sharp(graded.data, { raw: graded.info }).composite(over);
    }
  }
  // Light compression: the render decodes the file once and it lives only as long as the render.
  return image.png({ compressionLevel: 2 }).toBuffer();
}

export interface IllustratedSceneInput {
  style: StyleEntry;
  plan: ScenePlan;
  width: number;
  height: number;
  seed: number;
  index: number;
  frame?: FrameLayout;
  reserved?: Box[];
}

/** Composes and flattens a scene (the local image provider's picture). */
export const renderIllustratedScene = (input: IllustratedSceneInput) =>
  renderComposedScene(composeScene(input));
