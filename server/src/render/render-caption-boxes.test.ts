import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg, runProcessBytes } from "../media/run-process";
import { composeTestVideo, testFrame, twoScenes } from "../test/render/compose-test-video";
import { buildAss, captionBlock } from "./captions";

/**
 * Boxed captions composed for real: the Dynamic preset (coral text that a light picture sets in a box) over
 * a flat light scene, two-line captions, every word popping as it is spoken. A translucent box darkens the
 * picture by its opacity; where two boxes overlap the picture is darkened twice. So no pixel of the caption
 * block may be darker than one box, and each line of text stands on its own box.
 */
const W = 360;
const H = 640;
const style = captionStylePresets.find((p) => p.name === "Dynamic");
const SENTENCE = "A double-walled steel bottle keeps your drinks cold all day long on every trail.";

describe("boxed captions", () => {
  let dir: string;
  let video: string;
  const words = SENTENCE.split(" ").map((text, i) => ({
    text,
    startMs: 100 + i * 320,
    endMs: 100 + i * 320 + 280,
  }));

  beforeAll(async () => {
    if (!style) throw new Error("no Dynamic preset");
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "caption-boxes-"));
    const scene = path.join(dir, "scene.png");
    const wav = path.join(dir, "speech.wav");
    await runFfmpeg(["-f", "lavfi", "-i", `color=c=0xe8e0d0:s=${W}x${H}`, "-frames:v", "1", scene]);
    await runFfmpeg(["-f", "lavfi", "-i", "sine=f=220:d=2.4:r=48000", wav]);
    video = path.join(dir, "boxes.mp4");
    await composeTestVideo({
      dir,
      ...twoScenes(scene, wav, 2500),
      words,
      width: W,
      height: H,
      captionStyle: style,
      out: video,
    });
  }, 180_000);
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("sets the Dynamic preset over a light picture in boxes", () => {
    if (!style) throw new Error("no Dynamic preset");
    const ass = buildAss({
      style,
      language: "en",
      layout: testFrame(W, H, { captionStyle: style }).layers,
      words,
      backdrops: [{ startMs: 0, luma: 0.88, spread: 0.02 }],
    });
    expect(ass).toMatch(/^Dialogue: .*,CaptionBox,/m);
  });

  it("draws one box per line, never one box over another", async () => {
    if (!style) throw new Error("no Dynamic preset");
    const { block } = captionBlock({ style, layout: testFrame(W, H, { captionStyle: style }).layers });
    const { stdout } = await runProcessBytes("ffmpeg", [
      ...["-v", "error", "-i", video, "-vf", "fps=15", "-f", "rawvideo", "-pix_fmt", "gray", "-"],
    ]);
    const frames = Array.from({ length: Math.floor(stdout.length / (W * H)) }, (_, i) =>
      stdout.subarray(i * W * H, (i + 1) * W * H),
    );
    const x0 = Math.max(0, Math.round(block.x));
    const x1 = Math.min(W, Math.round(block.x + block.w));
    const y0 = Math.max(0, Math.round(block.y - block.h * 0.25));
    const y1 = Math.min(H, Math.round(block.y + block.h * 1.25));
    let twoLineFrames = 0;
    for (const [f, frame] of frames.entries()) {
      const ground = frame[10 * W + 10] ?? 0;
      // What one box leaves of the picture (the box is 69 % near-black), and a margin below it.
      const oneBox = ground * 0.31 + 16 * 0.69;
      let darker = 0;
      const boxRows: boolean[] = [];
      for (let y = y0; y < y1; y++) {
        let inBox = 0;
        for (let x = x0; x < x1; x++) {
          const v = frame[y * W + x] ?? 0;
          if (v < oneBox - 12) darker++;
          if (Math.abs(v - oneBox) < 10) inBox++;
        }
        boxRows.push(inBox > 12);
      }
      expect(darker, `pixels darker than one box at ${(f / 15).toFixed(2)} s`).toBeLessThan(4);
      // The boxes are bands of rows, one per line, with the picture between them.
      const bands = boxRows.filter((b, i) => b && !boxRows[i - 1]).length;
      expect(bands).toBeLessThanOrEqual(2);
      if (bands === 2) twoLineFrames++;
    }
    expect(twoLineFrames).toBeGreaterThan(10);
  });
});
