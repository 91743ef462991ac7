import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readWavMono } from "../voice/wav";
import { runFfmpeg, withTempDir } from "./run-process";
import { monoWavSlice, readPcm16, silentWav } from "./wav-pcm";

describe("a scene's stretch of a recorded narration", () => {
  it("cuts exactly the samples asked for and pads the scene's hold with silence", async () => {
    await withTempDir("wav-slice", async (dir) => {
      const tone = path.join(dir, "tone.wav");
      await runFfmpeg(["-v", "error", "-f", "lavfi", "-i", "sine=f=440:sample_rate=48000:d=2", tone]);
      const source = await readPcm16(tone);
      if (!source) throw new Error("ffmpeg wrote no 16-bit WAV");
      const cut = path.join(dir, "cut.wav");
      await fs.writeFile(cut, monoWavSlice(source, 12_000, 60_000, 250));
      const { samples, rate } = await readWavMono(cut);
      expect(rate).toBe(48_000);
      expect(samples.length).toBe(48_000 + 12_000);
      // The tone up to the cut's end, silence after; the cut starts where the source's sample 12,000 is.
      expect(Math.max(...samples.subarray(47_000, 48_000).map(Math.abs))).toBeGreaterThan(0.1);
      expect(Math.max(...samples.subarray(48_100).map(Math.abs))).toBe(0);
      const whole = await readWavMono(tone);
      expect(samples[0]).toBeCloseTo(whole.samples[12_000] ?? Number.NaN, 6);
    });
  });

  it("gives a left-out scene's slot as that many milliseconds of silence", async () => {
    await withTempDir("wav-silence", async (dir) => {
      const silent = path.join(dir, "silent.wav");
      await fs.writeFile(silent, silentWav(1000, 48_000));
      const { samples, rate } = await readWavMono(silent);
      expect([rate, samples.length, Math.max(...samples)]).toEqual([48_000, 48_000, 0]);
    });
  });
});
