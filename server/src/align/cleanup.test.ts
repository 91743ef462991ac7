import path from "node:path";
import { describe, expect, it } from "vitest";
import { runFfmpeg, withTempDir } from "../media/run-process";
import {
  measureLoudness,
  readWavMono,
  SPEECH_LUFS,
  synthesizeSpeech,
  wavDurationMs,
} from "../providers/speech";
import { cleanRecording } from "./cleanup";

describe("a recorded narration cleaned before alignment", () => {
  it("loses the silence at its ends and speaks at the offline voices' loudness", async () => {
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
      await cleanRecording(raw, clean);
      const ms = await wavDurationMs(clean);
      expect(ms).toBeGreaterThan(said.durationMs - 600);
      expect(ms).toBeLessThan(said.durationMs + 400);
      const { samples, rate } = await readWavMono(clean);
      expect(measureLoudness(samples, rate)?.i).toBeCloseTo(SPEECH_LUFS, 0);
    });
  });
});
