import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALIGN_RATE } from "../lib/audio-features";
import { DENOISE_DELAY_MS } from "../media/narration-cleanup-args";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { measureLoudness, readWavMono, SPEECH_LUFS, synthesizeSpeech, wavDurationMs } from "../voice";
import { cleanRecording } from "./cleanup";

describe("a recorded narration cleaned before alignment", () => {
  it("loses the silence at its ends and speaks at the offline voices' loudness, for the aligner too", async () => {
    await withTempDir("cleanup-test", async (dir) => {
      const speech = path.join(dir, "speech.wav");
      const said = await synthesizeSpeech({
        text: "A quiet voice, far from the microphone.",
        language: "en",
        outWav: speech,
      });
      // A second of silence either side, and the whole 20 dB quieter: a timid first take.
      const raw = path.join(dir, "raw.wav");
      await runFfmpeg(["-v", "error", "-i", speech, "-af", "adelay=1000,apad=pad_dur=1,volume=-20dB", raw]);
      const clean = path.join(dir, "clean.wav");
      const cleaned = await cleanRecording(raw, clean);
      const ms = await wavDurationMs(clean);
      expect(ms).toBeGreaterThan(said.durationMs - 600);
      expect(ms).toBeLessThan(said.durationMs + 400);
      const { samples, rate } = await readWavMono(clean);
      expect(measureLoudness(samples, rate)?.i).toBeCloseTo(SPEECH_LUFS, 0);
      // The aligner's samples: the same sound at 16 kHz, as long and as loud.
      expect(Math.abs(cleaned.alignPcm.length - (samples.length * ALIGN_RATE) / rate)).toBeLessThan(160);
      expect(measureLoudness(cleaned.alignPcm, ALIGN_RATE)?.i).toBeCloseTo(SPEECH_LUFS, 0);
    });
  });

  it("keeps a talking video's sound untrimmed, late by the denoiser's delay alone", async () => {
    await withTempDir("cleanup-test", async (dir) => {
      // A burst of sound from 1.000 s to 1.500 s at 44.1 kHz, silence around it.
      const raw = path.join(dir, "raw.wav");
      await runFfmpeg([
        ...["-v", "error", "-f", "lavfi", "-i", "anoisesrc=d=0.5:c=pink:r=44100:a=0.3"],
        ...["-af", "adelay=1000,apad=pad_dur=1", "-ac", "1", raw],
      ]);
      const clean = path.join(dir, "clean.wav");
      await cleanRecording(raw, clean, false);
      const { samples, rate } = await readWavMono(clean);
      const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
      const onsetMs = (samples.findIndex((v) => Math.abs(v) > peak * 0.1) / rate) * 1000;
      expect(Math.abs(onsetMs - DENOISE_DELAY_MS - 1000)).toBeLessThan(3);
      expect(Math.abs((await wavDurationMs(clean)) - 2500)).toBeLessThan(40);
    });
  });
});
