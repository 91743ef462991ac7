import path from "node:path";
import { describe, expect, it } from "vitest";
import { runProcess, withTempDir } from "../media/run-process";
import { alignedSynthesis } from "./aligned-engine";
import { rhvoiceArgs } from "./rhvoice";
import { neutralSettings } from "./voice-settings";

/** RHVoice's bdl voice as rhvoice.ts drives it, with the words it was asked to say apart written down. */
function bdl(apartCalls: string[][]) {
  const say = async (text: string, out: string) => {
    await runProcess("RHVoice-test", rhvoiceArgs("bdl", out, neutralSettings), {
      input: text,
      timeoutMs: 60_000,
    });
  };
  return {
    speak: say,
    speakApart: async (words: string[], out: string) => {
      apartCalls.push(words);
      await say(words.map((w) => `${w}.`).join("\n\n"), out);
    },
    apartGapMs: 150,
  };
}

describe("words said apart for the alignment", () => {
  it("are each said once, and not again for a later text in the same voice", async () => {
    await withTempDir("aligned-test", async (dir) => {
      const calls: string[][] = [];
      const engine = { ...bdl(calls), apartVoice: "test:bdl" };
      const out = path.join(dir, "a.wav");
      await alignedSynthesis({ ...engine, text: "The cat sat on the mat, the cat said.", outWav: out });
      expect(calls).toEqual([["The", "cat", "sat", "on", "the", "mat", "said"]]);
      const later = await alignedSynthesis({ ...engine, text: "The mat was red.", outWav: out });
      expect(calls[1]).toEqual(["was", "red"]);
      expect(later.aligned).toBe("dtw");
      // The same times as when every word is said again.
      const fresh = await alignedSynthesis({ ...bdl([]), text: "The mat was red.", outWav: out });
      later.words.forEach((w, i) => {
        expect(Math.abs(w.startMs - (fresh.words[i]?.startMs ?? 0))).toBeLessThanOrEqual(20);
      });
    });
  }, 60_000);

  it("are said once for two texts spoken side by side, with the times the texts get one after the other", async () => {
    await withTempDir("aligned-test", async (dir) => {
      const [first, second] = ["The boat was small and red.", "The red boat sailed away."];
      const serialCalls: string[][] = [];
      const serial = { ...bdl(serialCalls), apartVoice: "test:bdl:serial" };
      const a = await alignedSynthesis({ ...serial, text: first, outWav: path.join(dir, "a.wav") });
      const b = await alignedSynthesis({ ...serial, text: second, outWav: path.join(dir, "b.wav") });
      const sideCalls: string[][] = [];
      const side = { ...bdl(sideCalls), apartVoice: "test:bdl:side" };
      const [c, d] = await Promise.all([
        alignedSynthesis({ ...side, text: first, outWav: path.join(dir, "c.wav") }),
        alignedSynthesis({ ...side, text: second, outWav: path.join(dir, "d.wav") }),
      ]);
      // Which text's engine run starts first is the scheduler's choice; each word is said once either way.
      const byFirstWord = (calls: string[][]) =>
        [...calls].sort((x, y) => String(x[0]).localeCompare(String(y[0])));
      expect(byFirstWord(sideCalls)).toEqual([
        ["sailed", "away"],
        ["The", "boat", "was", "small", "and", "red"],
      ]);
      expect(byFirstWord(sideCalls)).toEqual(byFirstWord(serialCalls));
      expect(d.aligned).toBe("dtw");
      expect(c.words).toEqual(a.words);
      expect(d.words).toEqual(b.words);
    });
  }, 60_000);
});
