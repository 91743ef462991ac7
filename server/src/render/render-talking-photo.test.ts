import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg, runProcessBytes } from "../media/run-process";
import { detectFaces, MOUTH_POSES, writeStills } from "../presenter";
import { smilingPhoto } from "../test/face-photos";
import { composeTestVideo, twoScenes } from "../test/render/compose-test-video";

/**
 * A talking photo in the full-frame presenter layout, composed for real: a 4:5 portrait that ends a little
 * below the chin (smilingPhoto), framed into the 9:16 stills a render makes for that layout, mouth open on
 * "ah". The frame is the photo to its edges: no filler band at the foot and no seam anywhere near an edge
 * (a seam is a row, or a column, that differs from its neighbour all the way across).
 */
const W = 540;
const H = 960;

type Grey = Uint8Array;
/** Mean absolute difference between row y and row y + 1. */
const rowStep = (f: Grey, y: number) => {
  let sum = 0;
  for (let x = 0; x < W; x++) sum += Math.abs((f[y * W + x] ?? 0) - (f[(y + 1) * W + x] ?? 0));
  return sum / W;
};
/** Mean absolute difference between column x and column x + 1, over the rows [y0, y1). */
const columnStep = (f: Grey, x: number, y0: number, y1: number) => {
  let sum = 0;
  for (let y = y0; y < y1; y++) sum += Math.abs((f[y * W + x] ?? 0) - (f[y * W + x + 1] ?? 0));
  return sum / (y1 - y0);
};
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;

describe("a talking photo filling the frame", () => {
  let dir: string;
  let video: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "talking-photo-full-"));
    const photo = await smilingPhoto();
    const [face] = await detectFaces(photo);
    if (!face) throw new Error("the smiling portrait has no face");
    const stillsDir = path.join(dir, "stills");
    await fs.mkdir(stillsDir);
    // As the video stage makes them for a lower or full layout (stages/video.ts).
    const stills = await writeStills(photo, face, stillsDir, 720, 1280, 0.45);
    const scene = path.join(dir, "scene.png");
    const wav = path.join(dir, "speech.wav");
    await runFfmpeg(["-f", "lavfi", "-i", `color=c=0x204080:s=${W}x${H}`, "-frames:v", "1", scene]);
    await runFfmpeg(["-f", "lavfi", "-i", "sine=f=220:d=1.2:r=48000", wav]);
    const aa = MOUTH_POSES.findIndex((p) => p.name === "AA");
    video = path.join(dir, "full.mp4");
    await composeTestVideo({
      dir,
      ...twoScenes(scene, wav, 1500),
      width: W,
      height: H,
      avatar: {
        mouthFramePaths: stills.paths,
        ringColor: "#ffffff",
        faceY: 0.5,
        faceCentreY: 0.45,
        frameIndices: async () => new Array(90).fill(aa),
        layout: "full",
      },
      out: video,
    });
  }, 180_000);
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function greyFrameAt(atS: number): Promise<Grey> {
    const { stdout } = await runProcessBytes("ffmpeg", [
      ...["-ss", atS.toFixed(2), "-i", video, "-frames:v", "1"],
      ...["-f", "rawvideo", "-pix_fmt", "gray", "-"],
    ]);
    return new Uint8Array(stdout);
  }

  it("shows the photo down to the frame's foot, with no band or seam", async () => {
    // Before the first cut-away and after it (the head sways, so its foot is not always at one row).
    for (const at of [0.2, 0.6, 2.6]) {
      const f = await greyFrameAt(at);
      const from = Math.round(H * 0.7);
      const steps = Array.from({ length: H - 1 - from }, (_, i) => rowStep(f, from + i));
      const worst = Math.max(...steps);
      const typical = median(steps);
      console.info(
        `at ${at} s: the foot's rows differ by ${typical.toFixed(2)} typically, ${worst.toFixed(2)} at most`,
      );
      expect(worst, `a seam across the frame at ${at} s`).toBeLessThan(Math.max(6, typical * 4));
      // The last rows are as bright as the photo above them (no darkened filler).
      const mean = (y0: number, y1: number) => {
        let sum = 0;
        for (let i = y0 * W; i < y1 * W; i++) sum += f[i] ?? 0;
        return sum / ((y1 - y0) * W);
      };
      expect(mean(H - 20, H) / mean(H - 80, H - 20)).toBeGreaterThan(0.85);
    }
  });

  it("shows the photo out to the frame's sides, with no seam", async () => {
    const f = await greyFrameAt(0.6);
    for (const [side, xs] of [
      ["left", Array.from({ length: 60 }, (_, i) => i)],
      ["right", Array.from({ length: 60 }, (_, i) => W - 2 - i)],
    ] as const) {
      const steps = xs.map((x) => columnStep(f, x, 0, H));
      expect(Math.max(...steps), side).toBeLessThan(Math.max(6, median(steps) * 4));
    }
  });
});
