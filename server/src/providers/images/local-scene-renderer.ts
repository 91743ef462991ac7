import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import type { StyleEntry } from "../../catalog/types";
import { seededRandom } from "../../lib/random";
import { comic, minimal, neon, vintage } from "./motifs-bold";
import { anime, cinematic, render3d, watercolor } from "./motifs-light";
import type { SceneContext, SceneLayers } from "./scene-context";
import { fontStack } from "./scene-fonts";

export interface RenderSceneInput {
  style: StyleEntry;
  /** The scene's sentence; its first words stand in for the title when no keywords are given. */
  text: string;
  keywords: string[];
  width: number;
  height: number;
  seed: number;
  index: number;
}

const motifs: Record<string, (c: SceneContext) => SceneLayers> = {
  cinematic,
  anime,
  watercolor,
  "3d": render3d,
  comic,
  minimal,
  neon,
  vintage,
};

function sceneLayers(input: RenderSceneInput): SceneLayers {
  const { style, width: w, height: h } = input;
  const words = input.keywords.map((k) => k.trim()).filter(Boolean);
  const fallbackTitle = input.text.split(/\s+/).filter(Boolean).slice(0, 4).join(" ");
  const ctx: SceneContext = {
    w,
    h,
    u: Math.min(w, h) / 100,
    p: style.palette,
    r: seededRandom((input.seed * 7919 + input.index * 104729) >>> 0),
    font: fontStack(style.fontFamily),
    title: words[0] ?? fallbackTitle,
    subtitle: words.slice(1, 3).join(" · "),
    index: input.index,
  };
  return (motifs[style.motif] ?? minimal)(ctx);
}

const svgDoc = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

/** The scene as one SVG: the style's motif drawn with its palette, the key words as typography. */
export function sceneSvg(input: RenderSceneInput): string {
  const layers = sceneLayers(input);
  return svgDoc(input.width, input.height, layers.defs, layers.art + layers.text);
}

/** The picture layer: resvg is fast with blurs, noise and displacement. */
const rasterizeArt = async (svg: string, width: number) =>
  Buffer.from(
    (
      await renderAsync(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    ).asPng(),
  );

/** Above this many pixels the picture layer is drawn at half size and scaled up. */
const FULL_DETAIL_PIXELS = 600_000;

/**
 * Renders a typographic card to PNG: the style's motif with words set on it. Scenes are illustrated
 * (scene-composer.ts) and never draw words; this stays for the Product Ad's closing card until it has its
 * own design. Deterministic for a seed and index.
 * The picture is drawn by resvg (at half size for large scenes: the video pipeline moves and scales it
 * anyway), the typography by librsvg through sharp, whose text layout shapes and falls back across the
 * Latin and Indic fonts; a 1080x1920 scene takes well under a second.
 */
export async function renderScene(input: RenderSceneInput): Promise<Buffer> {
  const { width: w, height: h } = input;
  const layers = sceneLayers(input);
  const artWidth = w * h <= FULL_DETAIL_PIXELS ? w : Math.round(w / 2);
  const art = sharp(await rasterizeArt(svgDoc(w, h, layers.defs, layers.art), artWidth));
  if (artWidth !== w) art.resize(w, h, { kernel: "lanczos3" });
  // The text layer goes straight on as raw pixels, and the scene is written with light PNG compression:
  // the render decodes it once and the file lives only as long as the render (zlib level 6 on two
  // full-size PNGs was most of a scene's time).
  const text = await sharp(Buffer.from(svgDoc(w, h, layers.defs, layers.text)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return art
    .composite([{ input: text.data, raw: text.info }])
    .png({ compressionLevel: 2 })
    .toBuffer();
}
