import path from "node:path";
import { describe, expect, it } from "vitest";
import { withTempDir } from "../media/run-process";
import { visemesOfPhonemes } from "../presenter";
import { synthesizeSpeech } from "./espeak";

describe("espeak-ng phonemes", () => {
  it("reports each phoneme with its time, so 'Bob' shuts the lips at its start and end and opens them between", async () => {
    await withTempDir("espeak-phonemes", async (dir) => {
      const r = await synthesizeSpeech({
        text: "Bob, my friend.",
        language: "en",
        outWav: path.join(dir, "a.wav"),
      });
      expect(r.phonemeNames).toBe("ipa");
      const phonemes = r.phonemes ?? [];
      expect(phonemes.map((p) => p.phoneme).slice(0, 3)).toEqual(["b", "ɒ", "b"]);
      // In order, without gaps or overlaps, inside the audio.
      for (const [i, p] of phonemes.entries()) {
        expect(p.endMs).toBeGreaterThanOrEqual(p.startMs);
        expect(p.endMs).toBeLessThanOrEqual(r.durationMs);
        if (i > 0) expect(p.startMs).toBe(phonemes[i - 1]?.endMs);
      }
      const bob = r.words[0];
      const visemes = visemesOfPhonemes(phonemes, "ipa").filter(
        (v) => bob && v.startMs >= bob.startMs && v.endMs <= bob.endMs + 1,
      );
      // The comma's pause after it rests the mouth.
      expect(visemes.map((v) => v.viseme).filter((v) => v !== "rest")).toEqual(["MBP", "OO", "MBP"]);
    });
  });
});
