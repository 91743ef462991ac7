import { describe, expect, it } from "vitest";
import { bendArgs, endsQuestion, questionBends } from "./question-rise";

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
    expect(
      bendArgs("a.wav", "b.wav", [
        { startMs: 670, endMs: 1000, cents: 800 },
        { startMs: 1000, endMs: 1040, cents: -800 },
      ]),
    ).toEqual(["a.wav", "b.wav", "bend", "-f", "50", "0.670,800,0.330", "0.000,-800,0.040"]);
  });
});
