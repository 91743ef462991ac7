import path from "node:path";
import { describe, expect, it } from "vitest";
import { readWavMono } from "../providers/speech";
import { recordingSliceArgs, silenceWavArgs } from "./recording-cut-args";
import { runFfmpeg, withTempDir } from "./run-process";

describe("a scene's stretch of a recorded narration", () => {
  it("cuts exactly the samples asked for and pads the scene's hold with silence", async () => {
    await withTempDir("cut-args", async (dir) => {
      const tone = path.join(dir, "tone.wav");
      await runFfmpeg(["-v", "error", "-f", "lavfi", "-i", "sine=f=440:sample_rate=48000:d=2", tone]);
      const cut = path.join(dir, "cut.wav");
      await runFfmpeg(
        recordingSliceArgs(tone, cut, {
          fromSample: 12_000,
          toSample: 60_000,
          padMs: 250,
          sampleRate: 48_000,
        }),
      );
      const { samples, rate } = await readWavMono(cut);
      expect(rate).toBe(48_000);
      expect(samples.length).toBe(48_000 + 12_000);
      // The tone up to the cut's end, silence after.
      expect(Math.max(...samples.subarray(47_000, 48_000).map(Math.abs))).toBeGreaterThan(0.1);
      expect(Math.max(...samples.subarray(48_100).map(Math.abs))).toBe(0);
      const silent = path.join(dir, "silent.wav");
      await runFfmpeg(silenceWavArgs(silent, 1000, 48_000));
      expect((await readWavMono(silent)).samples.length).toBe(48_000);
    });
  });
});
