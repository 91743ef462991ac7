import fs from "node:fs";
import { createRequire } from "node:module";
import type { ThingColour } from "@reelsmith/contract/scene-plan";
import { Resvg } from "@resvg/resvg-js";
import { type IconFileIndex, iconFileIndex } from "../scene-plan/icon-file-index";

/**
 * The illustration library: the Fluent Emoji colour set (Microsoft, MIT), with Noto Emoji (Google,
 * Apache-2.0) where Fluent lacks a concept. Both ship as one Iconify JSON file each (Fluent's is 100 MB):
 * each file is indexed by byte ranges once per process (scene-plan/icon-file-index.ts, shared with the
 * planner), and each icon is read from disk when it is first drawn.
 */
export type IconSet = "fluent-emoji" | "noto" | VectorStyleSet | "fluent-emoji-3d";

/** The other Fluent renderings a style may draw with (styles/<id>.ts `assets`; style-assets.ts). */
export type VectorStyleSet = "fluent-emoji-flat" | "fluent-emoji-high-contrast";

export interface Icon {
  set: IconSet;
  name: string;
  /** SVG markup inside the icon's viewBox, its ids made unique to the icon. */
  body: string;
  width: number;
  height: number;
  /** Mirrored (an Iconify alias with hFlip). */
  hFlip: boolean;
  /** The colour the story gives the thing (thing-colour.ts): every style draws it in that colour. */
  tint?: ThingColour;
}

export type SkinTone = "light" | "medium-light" | "medium" | "medium-dark" | "dark";

const require = createRequire(import.meta.url);
const cache = new Map<string, Icon | null>();

const indexOf = (set: Exclude<IconSet, "fluent-emoji-3d">): IconFileIndex =>
  iconFileIndex(require.resolve(`@iconify-json/${set}/icons.json`));

interface RawIcon {
  body?: string;
  parent?: string;
  width?: number;
  height?: number;
  hFlip?: boolean;
}

function readRaw(index: IconFileIndex, name: string): RawIcon | null {
  const range = index.ranges.get(name);
  if (!range) return null;
  const fd = fs.openSync(index.file, "r");
  try {
    const buf = Buffer.alloc(range[1] - range[0]);
    fs.readSync(fd, buf, 0, buf.length, range[0]);
    return JSON.parse(buf.toString("latin1")) as RawIcon;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Fluent Emoji's inner shadows cut a blurred copy of the shape out of it with an "arithmetic" composite
 * (hardAlpha - blur). resvg-js 2.6.2, the newest release, aborts the whole process on an arithmetic
 * composite whose filter region reaches past the buffer it is clamped to (resvg issues 934 and 1021, fixed
 * upstream after that release), and a figure cropped at its layer's edge does exactly that. The "out"
 * composite (hardAlpha x (1 - blur)) draws the same shadow (at most 3 of 255 apart at its soft edges) and
 * has no such path.
 */
export function withoutArithmeticComposites(body: string): string {
  let n = 0;
  return body.replace(
    /<(feGaussianBlur|feOffset)\b([^<>]*?)\/><feComposite in2="hardAlpha" k2="-1" k3="1" operator="arithmetic"\/>/g,
    (_, tag: string, attrs: string) => {
      const cut = `innerCut${n++}`;
      return `<${tag}${attrs} result="${cut}"/><feComposite in="hardAlpha" in2="${cut}" operator="out"/>`;
    },
  );
}

/** Ids inside an icon (gradients, filters, clip paths) prefixed, so that two icons in one SVG never share one. */
function scopeIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

function load(set: Exclude<IconSet, "fluent-emoji-3d">, name: string): Icon | null {
  const key = `${set}:${name}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const index = indexOf(set);
  let raw = readRaw(index, name);
  let hFlip = false;
  // Aliases point at a parent, sometimes mirrored.
  for (let hops = 0; raw && !raw.body && raw.parent && hops < 3; hops++) {
    hFlip = hFlip !== Boolean(raw.hFlip);
    raw = readRaw(index, raw.parent);
  }
  const icon =
    raw?.body !== undefined
      ? {
          set,
          name,
          body: scopeIds(
            withoutArithmeticComposites(raw.body),
            `${ID_PREFIX[set]}${name.replace(/[^a-z0-9]/gi, "")}-`,
          ),
          width: raw.width ?? index.width,
          height: raw.height ?? index.height,
          hFlip,
        }
      : null;
  cache.set(key, icon);
  return icon;
}

const ID_PREFIX = {
  noto: "n",
  "fluent-emoji": "f",
  "fluent-emoji-flat": "ff",
  "fluent-emoji-high-contrast": "fh",
};

/**
 * A Fluent icon (its name as the colour set spells it, a skin tone included) in another Fluent rendering;
 * the high-contrast set has no skin tones, so a toned name falls back to the untoned one. Null where the
 * set lacks it.
 */
export function findIconIn(set: VectorStyleSet, name: string): Icon | null {
  return load(set, name) ?? load(set, name.replace(/-(light|medium-light|medium|medium-dark|dark)$/, ""));
}

/** A name as the sets spell it: lower case words joined by hyphens. */
export const iconKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "");

/** The names each set spells a skin tone with ("woman-cook-medium" and "woman-cook-medium-skin-tone"). */
const toned = (set: "fluent-emoji" | "noto", name: string, tone: SkinTone) =>
  set === "fluent-emoji" ? `${name}-${tone}` : `${name}-${tone}-skin-tone`;

/**
 * The icon for a concept: Fluent first (in the skin tone asked for where the icon has tones), then Noto;
 * null when neither set has it.
 */
export function findIcon(name: string, tone?: SkinTone): Icon | null {
  const key = iconKey(name);
  if (!key) return null;
  for (const set of ["fluent-emoji", "noto"] as const) {
    const icon = (tone ? load(set, toned(set, key, tone)) : null) ?? load(set, key);
    if (icon) return icon;
  }
  return null;
}

/** True when either set draws the concept. */
export const hasIcon = (name: string) => {
  const key = iconKey(name);
  return indexOf("fluent-emoji").ranges.has(key) || indexOf("noto").ranges.has(key);
};

/** The icon as a standalone SVG element filling the box (x, y, size): a nested <svg> with its viewBox. */
export function iconElement(
  icon: Icon,
  x: number,
  y: number,
  w: number,
  h: number,
  extra = "",
  view: { x: number; y: number; w: number; h: number } = { x: 0, y: 0, w: icon.width, h: icon.height },
): string {
  const inner = icon.hFlip
    ? `<g transform="translate(${icon.width} 0) scale(-1 1)">${icon.body}</g>`
    : icon.body;
  return `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" viewBox="${[view.x, view.y, view.w, view.h].map((v) => +v.toFixed(3)).join(" ")}" overflow="visible" ${extra}>${inner}</svg>`;
}

const artBoxes = new Map<string, { x: number; y: number; w: number; h: number }>();

/**
 * The square of the icon's viewBox that its drawing fills: centred on the art horizontally, standing on
 * its lowest point. Many illustrations leave an eighth of their box empty; drawn through this view, the
 * subject fills the box the layout gave it (a phone viewer sees it at a glance).
 */
export function artView(icon: Icon): { x: number; y: number; w: number; h: number } {
  const key = `${icon.set}:${icon.name}:${icon.hFlip}`;
  const known = artBoxes.get(key);
  if (known) return known;
  const full = { x: 0, y: 0, w: icon.width, h: icon.height };
  // A 3D render is already its art's square, standing on its lowest point (style-assets' render3dIcon):
  // measuring it would decode its embedded picture again, the costliest part of a cold scene.
  if (icon.set === "fluent-emoji-3d") return full;
  let view = full;
  try {
    const bbox = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width} ${icon.height}" width="${icon.width}" height="${icon.height}">${icon.body}</svg>`,
    ).getBBox();
    if (bbox && bbox.width > 0 && bbox.height > 0) {
      const side = Math.min(Math.max(bbox.width, bbox.height), icon.width, icon.height);
      const cx = icon.hFlip ? icon.width - (bbox.x + bbox.width / 2) : bbox.x + bbox.width / 2;
      view = { x: cx - side / 2, y: bbox.y + bbox.height - side, w: side, h: side };
    }
  } catch {
    view = full;
  }
  artBoxes.set(key, view);
  return view;
}
