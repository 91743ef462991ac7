import { describe, expect, it } from "vitest";
import {
  EXCLAIM_FALL_CENTS,
  EXCLAIM_LIFT_CENTS,
  EXCLAIM_PEAK_CENTS,
  endsExclamation,
  exclamationBends,
  exclamations,
} from "./exclamation";

const words = [
  { text: "It", startMs: 0, endMs: 150 },
  { text: "rained.", startMs: 150, endMs: 600 },
  { text: "What", startMs: 900, endMs: 1100 },
  { text: "luck!", startMs: 1100, endMs: 1600 },
];
const spans = [
  { startMs: 20, endMs: 560 },
  { startMs: 900, endMs: 1500 },
];

describe("an exclamation's melody", () => {
  it("knows an exclamation by its mark, also inside closing quotes", () => {
    expect(endsExclamation("luck!")).toBe(true);
    expect(endsExclamation("luck!”")).toBe(true);
    expect(endsExclamation("luck.")).toBe(false);
    expect(endsExclamation("luck?")).toBe(false);
  });

  it("finds the exclaimed sentence's words, and a French mark standing alone with the word before", () => {
    expect(exclamations(words)).toEqual([{ first: 2, last: 3 }]);
    const fr = [
      { text: "Tu", startMs: 0, endMs: 160 },
      { text: "viens", startMs: 160, endMs: 380 },
      { text: "!", startMs: 160, endMs: 380 },
    ];
    expect(exclamations(fr)).toEqual([{ first: 0, last: 1 }]);
  });

  it("lifts the sentence before its first sound, leaps and falls on its last word, and comes back after", () => {
    const [bends] = exclamationBends(words, spans);
    // The last word sounds from 1100 to 1500 ms: the leap over its first 15 %, the fall from 40 % to 75 %.
    expect(bends).toEqual([
      { startMs: 860, endMs: 900, cents: EXCLAIM_LIFT_CENTS },
      { startMs: 1100, endMs: 1160, cents: EXCLAIM_PEAK_CENTS },
      { startMs: 1260, endMs: 1400, cents: -(EXCLAIM_PEAK_CENTS + EXCLAIM_FALL_CENTS) },
      { startMs: 1500, endMs: 1540, cents: EXCLAIM_FALL_CENTS - EXCLAIM_LIFT_CENTS },
    ]);
    // Every shift is undone by the end: the voice after the exclamation is its own again.
    expect(bends?.reduce((a, b) => a + b.cents, 0)).toBe(0);
  });

  it("leaves statements and questions alone", () => {
    expect(exclamationBends(words.slice(0, 2), spans)).toEqual([]);
  });
});
