import { expect } from "vitest";
import type { SpeechResult } from "../voice";

/** Speech of the text over 3 s long, with each of its words timed in order and inside the audio. */
export function expectEveryWordTimedInOrder(r: SpeechResult, text: string) {
  expect(r.words.map((w) => w.text)).toEqual(text.split(" "));
  expect(r.durationMs).toBeGreaterThan(3000);
  for (const [i, w] of r.words.entries()) {
    expect(w.endMs).toBeGreaterThan(w.startMs);
    expect(w.endMs).toBeLessThanOrEqual(r.durationMs);
    if (i > 0) expect(w.startMs).toBeGreaterThanOrEqual(r.words[i - 1]?.endMs ?? 0);
  }
}
