import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { StyleId } from "@reelsmith/contract/style-ids";
import { styleModules } from "../styles";
import type { AssetSet, StyleAssets } from "../styles/style-module";
import { findIconIn, type Icon } from "./icon-library";
import type { Look } from "./scene-looks";
import { inColour } from "./thing-colour";
import { webpAsSquarePng } from "./webp-sync";

/**
 * Which pictures a style draws with and how it treats them, in one place: each style module names its
 * Fluent Emoji rendering (3D, colour, flat, high contrast) and its treatment; the composer finds every
 * person and thing in the colour set (the names, skin tones and fallbacks live there) and asks here for
 * the same icon in the style's rendering. An icon a rendering lacks stays in the colour set (or Noto).
 */
export const styleAssets = (id: StyleId): StyleAssets => styleModules[id].assets;

const cache = new Map<string, Icon | null>();

/** The icon in the look's asset set: the composer's one hook (elementSvg). */
export function styledIcon(icon: Icon, look: Pick<Look, "assets">): Icon {
  const styled = inSet(icon, look.assets.icons) ?? icon;
  return icon.tint && styled !== icon ? inColour(styled, icon.tint) : styled;
}

/**
 * A small thing of the backdrop in the look's set: only the flat set's. A 3D image in the backdrop is out
 * of focus anyway and costs an embedded PNG per thing; the high-contrast set's black line art would vanish
 * into Neon's dark backdrop, where the colour set's things show.
 */
export const backdropIcon = (icon: Icon, look: Pick<Look, "assets">): Icon =>
  look.assets.icons === "fluent-emoji-flat" ? styledIcon(icon, look) : icon;

function inSet(icon: Icon, set: AssetSet): Icon | null {
  if (icon.set !== "fluent-emoji" || set === "fluent-emoji") return null;
  const key = `${set}:${icon.name}`;
  if (!cache.has(key))
    cache.set(key, set === "fluent-emoji-3d" ? render3dIcon(icon.name) : findIconIn(set, icon.name));
  return cache.get(key) ?? null;
}

const require = createRequire(import.meta.url);
/**
 * The package's files for the medium-light (1f3fc) and medium (1f3fd) skin tones hold each other's
 * picture (a blond light face under 1f3fd, a brown one under 1f3fc; seen in every toned emoji of 1.1.0).
 */
const SWAPPED_TONES: Record<string, string> = { "1f3fc": "1f3fd", "1f3fd": "1f3fc" };
let files3d: Map<string, string> | null = null;

/**
 * The 3D package names its images by code point (1f469-1f3fd-200d-1f373.webp); the colour set names its
 * icons after the Unicode short names ("woman cook: medium skin tone" is woman-cook-medium). The CLDR
 * annotations (already read by the scene planner's lexicon) join the two, once per process (~50 ms).
 */
function fileOf3d(name: string): string | undefined {
  if (!files3d) {
    const dir = path.join(path.dirname(require.resolve("@lobehub/fluent-emoji-3d/package.json")), "assets");
    const shipped = new Set(fs.readdirSync(dir).map((f) => f.replace(/\.webp$/, "")));
    type Names = Record<string, { tts?: string[] }>;
    const full = require("cldr-annotations-full/annotations/en/annotations.json").annotations
      .annotations as Names;
    const derived = require("cldr-annotations-derived-full/annotationsDerived/en/annotations.json")
      .annotationsDerived.annotations as Names;
    files3d = new Map();
    for (const [emoji, v] of Object.entries({ ...full, ...derived })) {
      const tts = v.tts?.[0];
      if (!tts) continue;
      const cp = [...emoji]
        .map((ch) => (ch.codePointAt(0) as number).toString(16))
        .map((c) => SWAPPED_TONES[c] ?? c)
        .join("-");
      const file = [cp, cp.replace(/-fe0f/g, ""), `${cp}-fe0f`].find((f) => shipped.has(f));
      if (file) files3d.set(fluentName(tts), path.join(dir, `${file}.webp`));
    }
  }
  return files3d.get(name);
}

/** "woman cook: medium skin tone" as the colour set spells it: woman-cook-medium. */
const fluentName = (tts: string) =>
  tts
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/: ([a-z -]+) skin tone$/, "-$1")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A 3D render as an icon: the image, trimmed to its art and squared, embedded as a PNG. */
function render3dIcon(name: string): Icon | null {
  const file = fileOf3d(name);
  if (!file) return null;
  try {
    const { png, side } = webpAsSquarePng(file);
    return {
      set: "fluent-emoji-3d",
      name,
      body: `<image width="${side}" height="${side}" href="data:image/png;base64,${png.toString("base64")}"/>`,
      width: side,
      height: side,
      hFlip: false,
    };
  } catch {
    return null;
  }
}
