import path from "node:path";
import { describe, expect, it } from "vitest";
import { withTempDir } from "../../media/run-process";
import { expectEveryWordTimedInOrder } from "../../test/speech-checks";
import { synthesizeFestival } from "./festival";
import { localSpeech } from "./speech";

const emma = { name: "cmu_us_slt_arctic_hts", kind: "hts" } as const;
const text = "Every morning, the keeper climbed the stairs. He had done this for forty years!";

describe("Festival speech", () => {
  it("speaks the text and times every word of it, in order, inside the audio", async () => {
    await withTempDir("festival-test", async (dir) => {
      const r = await synthesizeFestival({ text, voice: emma, outWav: path.join(dir, "a.wav") });
      expectEveryWordTimedInOrder(r, text);
      // "forty" is one token spoken as one word; the segments cover the speech.
      expect(r.phonemes?.length).toBeGreaterThan(40);
    });
  });

  it("speaks faster at speed 1.5 and its word times shrink with the audio", async () => {
    await withTempDir("festival-test", async (dir) => {
      const normal = await synthesizeFestival({ text, voice: emma, outWav: path.join(dir, "a.wav") });
      const fast = await synthesizeFestival({
        text,
        voice: emma,
        outWav: path.join(dir, "b.wav"),
        settings: { pitch: 1, speed: 1.5 },
      });
      expect(fast.durationMs / normal.durationMs).toBeGreaterThan(0.6);
      expect(fast.durationMs / normal.durationMs).toBeLessThan(0.73);
      const lastNormal = normal.words.at(-1)?.startMs ?? 0;
      const lastFast = fast.words.at(-1)?.startMs ?? 0;
      expect(lastFast / lastNormal).toBeGreaterThan(0.6);
      expect(lastFast / lastNormal).toBeLessThan(0.73);
    });
  });

  it("changes the pitch without moving the words", async () => {
    await withTempDir("festival-test", async (dir) => {
      const normal = await synthesizeFestival({ text, voice: emma, outWav: path.join(dir, "a.wav") });
      const high = await synthesizeFestival({
        text,
        voice: emma,
        outWav: path.join(dir, "b.wav"),
        settings: { pitch: 1.25, speed: 1 },
      });
      expect(Math.abs(high.durationMs - normal.durationMs)).toBeLessThan(50);
      expect(high.words).toEqual(normal.words);
    });
  });

  it("falls back to the voice's espeak-ng voice when Festival cannot speak it, and says so", async () => {
    await withTempDir("festival-test", async (dir) => {
      const r = await localSpeech.synthesize({
        text: "Hello there.",
        language: "en",
        voice: {
          public: { id: "x", voice_name: "X", voice_sample: "", tags: [] },
          language: "en",
          gender: "female",
          engine: "festival",
          festival: { name: "no_such_voice", kind: "hts" },
          espeakName: "en-us+f3",
          rate: 165,
          pitch: 60,
        },
        outWav: path.join(dir, "a.wav"),
      });
      expect(r.engine).toMatch(/^espeak-ng \(Festival failed/);
      expect(r.words.map((w) => w.text)).toEqual(["Hello", "there."]);
      expect(r.durationMs).toBeGreaterThan(300);
    });
  });
});
