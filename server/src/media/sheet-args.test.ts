import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { runFfmpeg, runProcessBytes, withTempDir } from "./run-process";
import {
  frameStillArgs,
  framesRowArgs,
  rawFrameArgs,
  rawFramesArgs,
  stackRowsArgs,
  tileRowArgs,
} from "./sheet-args";

/** Two seconds of video: red for the first second, blue for the second (frame 30 on). */
async function redThenBlue(dir: string): Promise<string> {
  const video = path.join(dir, "rb.mp4");
  await runFfmpeg([
    ...["-f", "lavfi", "-i", "color=c=red:s=64x112:r=30:d=1"],
    ...["-f", "lavfi", "-i", "color=c=blue:s=64x112:r=30:d=1"],
    ...["-filter_complex", "[0:v][1:v]concat=n=2:v=1[v]", "-map", "[v]", "-pix_fmt", "yuv420p", video],
  ]);
  return video;
}

describe("contact sheet arguments", () => {
  it("pipes out the frame at a time as raw pixels of the asked size", async () => {
    await withTempDir("sheet-raw", async (dir) => {
      const video = await redThenBlue(dir);
      const { stdout } = await runProcessBytes(
        "ffmpeg",
        rawFrameArgs(video, 1.5, { width: 4, height: 6 }, "rgb24"),
      );
      expect(stdout.length).toBe(4 * 6 * 3);
      expect(stdout[2]).toBeGreaterThan(200);
      expect(stdout[0]).toBeLessThan(60);
    });
  });

  it("pipes out the frames at several times in one run, each the one a single grab gives", async () => {
    await withTempDir("sheet-raws", async (dir) => {
      const video = await redThenBlue(dir);
      const size = { width: 4, height: 6 };
      const times = [1.5, 0.2, 1.0, 0.9];
      const { stdout } = await runProcessBytes("ffmpeg", rawFramesArgs(video, times, size, "rgb24"));
      expect(stdout.length).toBe(times.length * 4 * 6 * 3);
      for (const [i, t] of times.entries()) {
        const one = (await runProcessBytes("ffmpeg", rawFrameArgs(video, t, size, "rgb24"))).stdout;
        expect(stdout.subarray(i * one.length, (i + 1) * one.length).equals(one), `frame at ${t} s`).toBe(
          true,
        );
      }
      // Blue, red, blue, red: the order asked, not the order in the video.
      expect([0, 1, 2, 3].map((i) => (stdout[i * 72 + 2] ?? 0) > 200)).toEqual([true, false, true, false]);
    });
  });

  it("tiles stills in a row and stacks rows into one sheet", async () => {
    await withTempDir("sheet-tile", async (dir) => {
      const video = await redThenBlue(dir);
      await runFfmpeg(frameStillArgs(video, 0.5, 32, 56, path.join(dir, "f0.png")));
      await runFfmpeg(frameStillArgs(video, 1.5, 32, 56, path.join(dir, "f1.png")));
      const row = path.join(dir, "row.png");
      await runFfmpeg(tileRowArgs(path.join(dir, "f%d.png"), 2, row));
      const picked = path.join(dir, "picked.png");
      await runFfmpeg(framesRowArgs(video, [5, 45], 32, 56, picked));
      const sheet = path.join(dir, "sheet.png");
      await runFfmpeg(stackRowsArgs([picked, picked], sheet));
      // Two 32-wide tiles, padding 8 between and a margin of 8 on each side.
      expect(await sharp(row).metadata()).toMatchObject({ width: 2 * 32 + 8 + 2 * 8, height: 56 + 2 * 8 });
      const tile = await sharp(picked).metadata();
      expect(await sharp(sheet).metadata()).toMatchObject({
        width: tile.width,
        height: 2 * (tile.height ?? 0),
      });
      // The second picked frame (45) is blue, the first (5) red.
      const { data } = await sharp(picked).raw().toBuffer({ resolveWithObject: true });
      const px = (x: number, y: number) => [
        ...data.subarray((y * (tile.width ?? 0) + x) * 3, (y * (tile.width ?? 0) + x) * 3 + 3),
      ];
      expect(px(6 + 16, 6 + 28)[0]).toBeGreaterThan(200);
      expect(px(6 + 32 + 6 + 16, 6 + 28)[2]).toBeGreaterThan(200);
    });
  });
});
