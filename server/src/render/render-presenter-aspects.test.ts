import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Aspect, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Box, PRESENTER_LAYOUTS, type PresenterLayout } from "../layout/frame-layout";
import { runFfmpeg } from "../media/run-process";
import {
  pixelIs,
  presenterBoxes,
  presenterInputs,
  type Rgb,
  rgbFrameAt,
  shareIn,
} from "../test/render/presenter-frames";

/**
 * Each presenter layout composed for real in the 4:5, 1:1 and 16:9 frames (short side 240, two 1.5 s
 * scenes of flat green, a flat magenta 9:16 presenter, bottom captions in white): the presenter is where
 * the layout's box says, the captions are drawn clear of it, and no edge of the frame is a dark band.
 */
const SHORT = 240;
const SCENE_MS = 1500;
const ASPECTS_BESIDE_9X16: Aspect[] = ["4:5", "1:1", "16:9"];
const style = captionStylePresets.find((p) => p.name === "Minimalist");

const isDark = (f: Rgb, i: number) => (f[i] ?? 0) + (f[i + 1] ?? 0) + (f[i + 2] ?? 0) < 90;

describe("presenter layouts in every aspect ratio", () => {
  let dir: string;
  const videos = new Map<string, string>();

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "presenter-aspects-"));
    const { compose } = await presenterInputs(dir);
    for (const aspect of ASPECTS_BESIDE_9X16) {
      const { width, height } = frameSizeForShortSide(aspect, SHORT);
      const scene = path.join(dir, `scene-${width}x${height}.png`);
      await runFfmpeg([
        "-f",
        "lavfi",
        "-i",
        `color=c=0x00a000:s=${width}x${height}`,
        "-frames:v",
        "1",
        scene,
      ]);
      for (const layout of PRESENTER_LAYOUTS) {
        const name = `${aspect}-${layout}`.replace(":", "x");
        const work = path.join(dir, name);
        await fs.mkdir(work);
        const out = path.join(dir, `${name}.mp4`);
        await compose({ work, scene, sceneMs: SCENE_MS, width, height, style, layout, out });
        videos.set(name, out);
      }
    }
  }, 300_000);
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  for (const aspect of ASPECTS_BESIDE_9X16) {
    const { width: W, height: H } = frameSizeForShortSide(aspect, SHORT);
    const share = shareIn(W, H);
    const frameAt = (layout: PresenterLayout, atS: number) =>
      rgbFrameAt(videos.get(`${aspect}-${layout}`.replace(":", "x")) as string, atS);
    const boxes = (layout: PresenterLayout) => presenterBoxes(W, H, style, layout);
    const edges: Box[] = [
      { x: 0, y: 0, w: W, h: 2 },
      { x: 0, y: H - 2, w: W, h: 2 },
      { x: 0, y: 0, w: 2, h: H },
      { x: W - 2, y: 0, w: 2, h: H },
    ];

    it(`puts the ${aspect} corner bubble in its box, captions beside or above it, no dark edge`, async () => {
      const f = await frameAt("corner", 0.9);
      const { presenter, captions } = boxes("corner");
      const inner = {
        x: presenter.x + presenter.w * 0.3,
        y: presenter.y + presenter.h * 0.3,
        w: presenter.w * 0.4,
        h: presenter.h * 0.4,
      };
      expect(share(f, inner, pixelIs.magenta)).toBeGreaterThan(0.95);
      expect(share(f, captions, pixelIs.white)).toBeGreaterThan(0.01);
      expect(share(f, inner, pixelIs.white)).toBe(0);
      for (const e of edges) expect(share(f, e, isDark), JSON.stringify(e)).toBeLessThan(0.05);
    });

    it(`draws the ${aspect} lower presenter across its band to the frame's foot, the scene above, no dark edge`, async () => {
      const f = await frameAt("lower", 0.9);
      const { presenter, band, captions, safe } = boxes("lower");
      // The presenter over the whole band (its picture drawn on outwards), and on to the frame's foot.
      expect(
        share(f, { ...band, y: band.y + band.h * 0.15, h: band.h * 0.85 }, pixelIs.magenta),
      ).toBeGreaterThan(0.9);
      expect(
        share(f, { x: 0, y: band.y + band.h, w: W, h: H - band.y - band.h }, pixelIs.magenta),
      ).toBeGreaterThan(0.95);
      // The scene above the band and the captions (on the band, beside the presenter, in 16:9).
      const sceneFoot = Math.min(captions.y, band.y);
      expect(
        share(f, { x: safe.x, y: safe.y, w: safe.w, h: sceneFoot - safe.y }, pixelIs.green),
      ).toBeGreaterThan(0.95);
      expect(share(f, captions, pixelIs.white)).toBeGreaterThan(0.01);
      expect(share(f, presenter, pixelIs.white)).toBe(0);
      for (const e of edges) expect(share(f, e, isDark), JSON.stringify(e)).toBeLessThan(0.05);
    });

    it(`fills the ${aspect} frame with a full presenter and cuts to the scene, captions at the foot`, async () => {
      const { presenter, captions } = boxes("full");
      const onFace = await frameAt("full", 0.3);
      expect(share(onFace, { x: 0, y: 0, w: W, h: H }, pixelIs.magenta)).toBeGreaterThan(0.85);
      expect(share(onFace, captions, pixelIs.white)).toBeGreaterThan(0.01);
      expect(share(onFace, presenter, pixelIs.white)).toBe(0);
      for (const e of edges) expect(share(onFace, e, isDark), JSON.stringify(e)).toBeLessThan(0.05);
      const cutaway = await frameAt("full", 1.8);
      expect(share(cutaway, presenter, pixelIs.green)).toBeGreaterThan(0.95);
    });
  }
});
