import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAN_ZOOM } from "../layout/frame-layout";
import { composeTestVideo } from "../test/render/compose-test-video";
import { grayFrame } from "../test/render/media-checks";
import { silenceWav } from "../test/render/silence-wav";
import { even, FPS } from "./compose/encoding";

const W = 360;
const H = 640;
let dir = "";
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "parallax-"));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const gray = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 128, g: 128, b: 128 } } });
const square = (size: number, v: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: v, g: v, b: v, alpha: 1 } } })
    .png()
    .toBuffer();

/** The centre of the pixels of a frame that pass `test`, in frame pixels. */
function centroid(frame: Uint8Array, test: (v: number) => boolean) {
  let sx = 0;
  let sy = 0;
  let n = 0;
  frame.forEach((v, i) => {
    if (!test(v)) return;
    sx += i % W;
    sy += Math.floor(i / W);
    n++;
  });
  return { x: sx / n, y: sy / n, n };
}

describe("the camera over an illustrated scene", () => {
  it("moves the scene's elements past its backdrop: the near layer travels further than the far one", async () => {
    // A gray backdrop with a black mark far from the subject, and a white subject on its own layer.
    const mark = await square(40, 0);
    const subject = await square(80, 255);
    const picture = path.join(dir, "picture.png");
    await gray(W, H)
      .composite([
        { input: mark, left: 60, top: 100 },
        { input: subject, left: 200, top: 300 },
      ])
      .png()
      .toFile(picture);
    const before = path.join(dir, "before.png");
    await gray(88, 88).png().toFile(before);
    const element = path.join(dir, "subject.png");
    await fs.writeFile(element, subject);
    const silence = path.join(dir, "silence.wav");
    await fs.writeFile(silence, silenceWav(3));
    const out = path.join(dir, "scene.mp4");
    await composeTestVideo({
      dir,
      images: [picture],
      sceneWavs: [silence],
      durationsMs: [3_000],
      width: W,
      height: H,
      entrances: [
        {
          kind: "fade",
          before: { path: before, x: 196, y: 296 },
          elements: [{ path: element, word: "", box: { x: 200, y: 300, w: 80, h: 80 } }],
        },
      ],
      out,
    });
    const [from, to] = [5, 85];
    const at = (f: number) => grayFrame(out, Math.floor((f / FPS) * 100) / 100, W, H);
    const [a, b] = await Promise.all([at(from), at(to)]);
    const nearMoved = centroid(b, (v) => v > 220).x - centroid(a, (v) => v > 220).x;
    const farMoved = centroid(b, (v) => v < 40).x - centroid(a, (v) => v < 40).x;
    // The first camera move crosses half the spare margin, left to right: the picture slides left.
    const camera = ((even(W * PAN_ZOOM) - W) * 0.5 * (to - from)) / 90;
    expect(nearMoved, "the subject rides the whole camera move").toBeCloseTo(-camera, 0);
    // The backdrop moves the same way, by clearly less (without parallax both move alike).
    expect(farMoved / nearMoved, "the backdrop travels a share of it").toBeGreaterThan(0.3);
    expect(farMoved / nearMoved, "the backdrop travels a share of it").toBeLessThan(0.7);
  }, 60_000);
});
