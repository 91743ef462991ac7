import path from "node:path";
import { describe, expect, it } from "vitest";
import { runProcess, withTempDir } from "../media/run-process";
import { bendArgs, endsQuestion, questionBends } from "./question-rise";
import { readWavFloat, wavDurationMs } from "./wav";

const words = [
  { text: "Are", startMs: 0, endMs: 200 },
  { text: "you", startMs: 200, endMs: 400 },
  { text: "coming?", startMs: 400, endMs: 1200 },
  { text: "Yes.", startMs: 1500, endMs: 1900 },
];

describe("a question's rise", () => {
  it("knows a question by its mark, also inside closing quotes, and not by any other end", () => {
    expect(endsQuestion("coming?")).toBe(true);
    expect(endsQuestion("coming?”")).toBe(true);
    expect(endsQuestion("वस्तुन्नारा?")).toBe(true);
    expect(endsQuestion("coming.")).toBe(false);
    expect(endsQuestion("coming!")).toBe(false);
  });

  it("glides up over the end of the question's last sound, and back down in the silence after it", () => {
    // The word's sound ends at 1000 ms; the word's time runs on into the pause.
    const bends = questionBends(
      words,
      [
        { startMs: 0, endMs: 1000 },
        { startMs: 1500, endMs: 1850 },
      ],
      800,
    );
    expect(bends).toEqual([
      { startMs: 670, endMs: 1000, cents: 800 },
      { startMs: 1000, endMs: 1040, cents: -800 },
    ]);
  });

  it("leaves a text without a question alone", () => {
    expect(questionBends(words.slice(0, 2), [{ startMs: 0, endMs: 400 }], 800)).toEqual([]);
  });

  it("gives sox each glide's start from the end of the one before, and its length", () => {
    const args = bendArgs(
      "a.wav",
      "b.wav",
      [
        { startMs: 670, endMs: 1000, cents: 800 },
        { startMs: 1000, endMs: 1040, cents: -800 },
      ],
      16_000,
    );
    expect(args.slice(5, 10)).toEqual(["bend", "-f", "50", "0.670,800,0.330", "0.000,-800,0.040"]);
  });

  it("keeps the words where they were: the bend's delay is cut from the start and the length kept", async () => {
    await withTempDir("bend", async (dir) => {
      // A tone burst at 500 ms; its onset after a bend that starts later must not move.
      for (const rate of [16_000, 22_050, 24_000]) {
        const a = path.join(dir, `a${rate}.wav`);
        const b = path.join(dir, `b${rate}.wav`);
        await runProcess(
          "sox",
          [
            "-n",
            "-r",
            String(rate),
            "-b",
            "16",
            a,
            "synth",
            "0.3",
            "sine",
            "300",
            "vol",
            "0.5",
            "pad",
            "0.5",
            "1",
          ],
          { timeoutMs: 10_000 },
        );
        await runProcess("sox", bendArgs(a, b, [{ startMs: 1200, endMs: 1300, cents: 400 }], rate), {
          timeoutMs: 10_000,
        });
        const onset = async (f: string) => {
          const pcm = await readWavFloat(f, rate);
          return pcm.findIndex((x) => Math.abs(x) > 0.03);
        };
        expect(Math.abs((await onset(b)) - (await onset(a)))).toBeLessThanOrEqual(rate / 1000);
        expect(await wavDurationMs(b)).toBe(await wavDurationMs(a));
      }
    });
  });
});
