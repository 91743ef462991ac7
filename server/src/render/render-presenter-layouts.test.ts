import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Box, PresenterLayout } from "../layout/frame-layout";
import { runFfmpeg } from "../media/run-process";
import {
  pixelIs,
  presenterBoxes,
  presenterInputs,
  rgbFrameAt,
  shareIn,
} from "../test/render/presenter-frames";
import { cutawayWindows } from "./presenter-layer";

/**
 * Each presenter layout composed for real (360x640, two 1.5 s scenes of flat green, a flat magenta
 * presenter, bottom captions in white): a frame is sampled and its pixels sorted by colour, so the presenter
 * is found where the layout's box says and nowhere else, and the captions' white never lands on it.
 */
const W = 360;
const H = 640;
const SCENE_MS = 1500;
const style = captionStylePresets.find((p) => p.name === "Minimalist");

/** The share of a box's pixels that pass a colour test. */
const share = shareIn(W, H);

const shrink = (b: Box, dx: number, top: number, bottom = dx): Box => ({
  x: b.x + dx,
  y: b.y + top,
  w: b.w - 2 * dx,
  h: b.h - top - bottom,
});

describe("presenter layouts in a composed video", () => {
  let dir: string;
  const videos = new Map<PresenterLayout, string>();

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "presenter-layouts-"));
    const scene = path.join(dir, "scene.png");
    await runFfmpeg(["-f", "lavfi", "-i", `color=c=0x00a000:s=${W}x${H}`, "-frames:v", "1", scene]);
    const { compose } = await presenterInputs(dir);
    for (const layout of ["corner", "lower", "full"] as const) {
      const out = path.join(dir, `${layout}.mp4`);
      const work = path.join(dir, layout);
      await fs.mkdir(work);
      await compose({ work, scene, sceneMs: SCENE_MS, width: W, height: H, style, layout, out });
      videos.set(layout, out);
    }
  }, 180_000);
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const frameAt = (layout: PresenterLayout, atS: number) => rgbFrameAt(videos.get(layout) as string, atS);
  const boxes = (layout: PresenterLayout) => presenterBoxes(W, H, style, layout);

  it("draws the corner bubble in the lower left, the scene around it", async () => {
    const f = await frameAt("corner", 0.9);
    const { presenter, safe } = boxes("corner");
    // The circle's inner square, clear of the ring and the head's small motion.
    expect(
      share(f, shrink(presenter, presenter.w * 0.25, presenter.h * 0.25), pixelIs.magenta),
    ).toBeGreaterThan(0.95);
    expect(share(f, { x: safe.x, y: safe.y, w: safe.w, h: safe.h * 0.4 }, pixelIs.green)).toBeGreaterThan(
      0.95,
    );
  });

  it("draws a lower presenter across the band and on to the frame's foot, the scene above, captions on it", async () => {
    const f = await frameAt("lower", 0.9);
    const { presenter, captions, safe } = boxes("lower");
    expect(share(f, shrink(presenter, 2, presenter.h * 0.15, 0), pixelIs.magenta)).toBeGreaterThan(0.95);
    expect(
      share(
        f,
        { x: 0, y: presenter.y + presenter.h, w: W, h: H - presenter.y - presenter.h },
        pixelIs.magenta,
      ),
    ).toBeGreaterThan(0.95);
    expect(
      share(f, { x: safe.x, y: safe.y, w: safe.w, h: captions.y - safe.y }, pixelIs.green),
    ).toBeGreaterThan(0.95);
    expect(captions.y + captions.h).toBeLessThanOrEqual(presenter.y);
    expect(share(f, captions, pixelIs.white)).toBeGreaterThan(0.01);
    expect(share(f, presenter, pixelIs.white)).toBe(0);
  });

  it("fills the frame with a full presenter and cuts to the scenes as B-roll, captions at the foot", async () => {
    const cuts = cutawayWindows([SCENE_MS, SCENE_MS]);
    expect(cuts).toEqual([[0.75, 2.4]]);
    const { presenter, captions } = boxes("full");
    const onFace = await frameAt("full", 0.3);
    expect(share(onFace, { x: 0, y: 0, w: W, h: H }, pixelIs.magenta)).toBeGreaterThan(0.85);
    expect(share(onFace, presenter, pixelIs.white)).toBe(0);
    expect(share(onFace, captions, pixelIs.white)).toBeGreaterThan(0.01);
    expect(captions.y).toBeGreaterThanOrEqual(presenter.y + presenter.h);
    const cutaway = await frameAt("full", 1.8);
    expect(share(cutaway, shrink(presenter, 0, 0), pixelIs.green)).toBeGreaterThan(0.95);
    const back = await frameAt("full", 2.7);
    expect(share(back, presenter, pixelIs.magenta)).toBeGreaterThan(0.95);
  });
});
