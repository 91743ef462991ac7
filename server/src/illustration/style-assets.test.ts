import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { styleModules } from "../styles";
import { colourHistogram, histogramDistance } from "../test/render/colour-histogram";
import { ssim } from "../test/render/ssim";
import { allStyles, bakeryStory, inThePark } from "../test/scene-fixtures";
import { findIcon, type SkinTone } from "./icon-library";
import { renderIllustratedScene } from "./scene-composer";
import { styledIcon } from "./style-assets";

/** The frames as drawn (270x480) for grey SSIM; shrunk to 64x114 for the colour histogram. */
const W = 270;
const H = 480;
const HW = 64;
const HH = 114;

/** A 270x480 frame: its grey pixels (for SSIM) and, at 64x114, its share of pixels in each of 64 RGB bins. */
async function measured(png: Buffer): Promise<{ grey: Uint8Array; hist: number[] }> {
  const grey = new Uint8Array(await sharp(png).resize(W, H, { fit: "fill" }).grayscale().raw().toBuffer());
  return { grey, hist: await colourHistogram(png, HW, HH) };
}

/**
 * The clean styles: no texture of their own over their flat or smooth areas (plain fields, cel colour, a
 * blurred lit room), so two of them share the windows where both are smooth. Between them the grey SSIM
 * stays 0.6-0.85 and what tells them apart is palette and line.
 */
const CLEAN = new Set(["minimal", "anime", "3d-render"]);

describe("the eight styles", () => {
  // The measure (bench/render/style-distance.bench.ts prints the whole matrices): the same plan, seed
  // and layout drawn at 270x480 in each style. Grey SSIM over the frame as drawn (8x8 windows every 4 px,
  // test/render/ssim.ts): below 0.54 for every pair but two clean styles (below 0.9); and a colour-histogram
  // distance (1 - intersection of 64-bin RGB histograms at 64x114) of at least 0.2 for every pair. (The
  // person a scene is about stands 40 % of the frame's height, and the bicycle beside her in the park
  // stands in proportion where it was a token: their silhouettes, the same in every
  // style, are a larger share of the frame, and watercolor and minimal's park is 0.531.)
  it("draw one scene as eight frames pairwise apart in structure (SSIM < 0.54, clean pairs < 0.9) and colour (>= 0.2)", async () => {
    for (const plan of [bakeryStory[0]?.plan as ScenePlan, inThePark]) {
      const frames = [];
      for (const style of allStyles())
        frames.push({
          id: style.public.id,
          ...(await measured(
            await renderIllustratedScene({ plan, style, width: W, height: H, seed: 42, index: 0 }),
          )),
        });
      for (const [i, a] of frames.entries())
        for (const b of frames.slice(i + 1)) {
          const pair = `${plan.setting.place}: ${a.id} and ${b.id}`;
          expect(histogramDistance(a.hist, b.hist), pair).toBeGreaterThanOrEqual(0.2);
          const clean = CLEAN.has(a.id) && CLEAN.has(b.id);
          expect(ssim(a.grey, b.grey, W, H), pair).toBeLessThan(clean ? 0.9 : 0.54);
        }
    }
  }, 120_000);

  it("never share both their asset set and their treatment", () => {
    const pairs = Object.values(styleModules).map((m) => `${m.assets.icons} + ${m.assets.treatment}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    // And each treatment is one style's own.
    expect(new Set(Object.values(styleModules).map((m) => m.assets.treatment)).size).toBe(8);
  });
});

describe("the 3D renders", () => {
  it("draw a person in the skin tone asked for, light to dark", async () => {
    const tones: SkinTone[] = ["light", "medium-light", "medium", "medium-dark", "dark"];
    const lumas = await Promise.all(
      tones.map(async (tone) => {
        const icon = styledIcon(findIcon("woman-cook", tone) as NonNullable<ReturnType<typeof findIcon>>, {
          assets: { icons: "fluent-emoji-3d", treatment: "soft-studio-light" },
        });
        expect(icon.set).toBe("fluent-emoji-3d");
        const png = Buffer.from(/base64,([^"]+)"/.exec(icon.body)?.[1] ?? "", "base64");
        // The face: the middle of the upper half, under the hat.
        const { data } = await sharp(png)
          .resize(100, 100)
          .extract({ left: 35, top: 28, width: 30, height: 22 })
          .grayscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return data.reduce((s, v) => s + v, 0) / data.length;
      }),
    );
    for (let i = 1; i < lumas.length; i++)
      expect(lumas[i], `${tones[i]} darker than ${tones[i - 1]}`).toBeLessThan(lumas[i - 1] as number);
  });

  it("keep a concept the 3D set lacks in the colour set", () => {
    const noto = findIcon("harp");
    expect(noto?.set).toBe("noto");
    const kept = styledIcon(noto as NonNullable<typeof noto>, {
      assets: { icons: "fluent-emoji-3d", treatment: "soft-studio-light" },
    });
    expect(kept.set).toBe("noto");
  });
});
