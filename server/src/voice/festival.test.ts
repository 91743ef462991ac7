import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withTempDir } from "../media/run-process";
import { expectEveryWordTimedInOrder } from "../test/speech-checks";
import { synthesizeFestival, synthesizeFestivalMany } from "./festival";
import { localSpeech } from "./local-speech";

/**
 * The largest difference between two 16-bit wavs' samples (Infinity when their lengths differ). sox's
 * pitch shift and bend dither their output, so two runs of the same text differ by a bit or two.
 */
async function sampleDifference(a: string, b: string): Promise<number> {
  const [x, y] = [await fs.readFile(a), await fs.readFile(b)];
  if (x.length !== y.length) return Number.POSITIVE_INFINITY;
  let most = 0;
  for (let k = 44; k + 1 < x.length; k += 2)
    most = Math.max(most, Math.abs(x.readInt16LE(k) - y.readInt16LE(k)));
  return most;
}

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

  it("says several texts in one run with the very samples and times each gets from a run of its own", async () => {
    await withTempDir("festival-test", async (dir) => {
      const texts = ["Every morning, the keeper climbed the stairs.", "Was it late?", "What a view!"];
      // Pitch 1.1: the sox shift after Festival is applied to each wave apart too.
      const nsk = { name: "telugu_NSK_diphone", kind: "diphone", script: "utf8", intonationHz: 130 } as const;
      for (const voice of [emma, nsk]) {
        const said = voice === emma ? texts : ["మీరు రేపు వస్తున్నారు.", "మీరు వస్తున్నారా?"];
        const settings = { pitch: 1.1, speed: 1.2 };
        const apart = await Promise.all(
          said.map((t, i) =>
            synthesizeFestival({ text: t, voice, outWav: path.join(dir, `apart-${i}.wav`), settings }),
          ),
        );
        const together = await synthesizeFestivalMany(
          voice,
          said.map((t, i) => ({ text: t, outWav: path.join(dir, `together-${i}.wav`) })),
          settings,
        );
        expect(together).toEqual(apart);
        for (const i of said.keys()) {
          expect(
            await sampleDifference(path.join(dir, `apart-${i}.wav`), path.join(dir, `together-${i}.wav`)),
          ).toBeLessThanOrEqual(2);
        }
      }
    });
  });

  it("says a narration's sentences through the provider together as it says each alone", async () => {
    await withTempDir("festival-test", async (dir) => {
      const voice = {
        public: { id: "emma", voice_name: "Emma", voice_sample: "", tags: [] },
        language: "en" as const,
        gender: "female" as const,
        engine: "festival" as const,
        festival: emma,
        espeakName: "en-us+f3",
        rate: 165,
        pitch: 60,
      };
      const texts = ["It rained all day.", "What luck!", "Are you coming?"];
      const input = (t: string, name: string) => ({
        text: t,
        language: "en",
        voice,
        outWav: path.join(dir, name),
      });
      const together = await localSpeech.synthesizeMany?.(texts.map((t, i) => input(t, `t${i}.wav`)));
      for (const [i, t] of texts.entries()) {
        const alone = await localSpeech.synthesize(input(t, `a${i}.wav`));
        expect(together?.[i]).toEqual(alone);
        const saidTogether = path.join(dir, `t${i}.wav`);
        // sox's dither (2 at most) raised by the loudness gain (about 6 dB for this voice) and an
        // exclamation's 2 dB: under 8, -72 dBFS.
        expect(await sampleDifference(saidTogether, path.join(dir, `a${i}.wav`))).toBeLessThanOrEqual(8);
      }
    });
  });
});
