import { describe, expect, it } from "vitest";
import { CLAUSE_PAUSE_MS, missingPauses, pauseAfter, SENTENCE_PAUSE_MS } from "./prosody-pauses";

describe("pauses the text asks for", () => {
  it("asks for a sentence pause after . ! ? and the danda, a shorter one after , ; :", () => {
    expect(["end.", "really!", "why?", "है।", 'said."'].map(pauseAfter)).toEqual(
      Array(5).fill(SENTENCE_PAUSE_MS),
    );
    expect(["well,", "first;", "this:"].map(pauseAfter)).toEqual(Array(3).fill(CLAUSE_PAUSE_MS));
    expect(["word", "don't", "3.5"].map(pauseAfter)).toEqual([0, 0, 0]);
  });

  it("adds a pause where the audio has too little silence between the word and the next, up to its length", () => {
    const words = [
      { text: "Morning,", startMs: 0 },
      { text: "the", startMs: 500 },
      { text: "keeper", startMs: 650 },
      { text: "climbed.", startMs: 1000 },
      { text: "He", startMs: 1800 },
    ];
    // A silence after "climbed." but none after "Morning,".
    const silences = [{ startMs: 1450, endMs: 1790 }];
    expect(missingPauses(words, silences)).toEqual([{ atMs: 500, ms: CLAUSE_PAUSE_MS }]);
    // A sentence end with only 150 ms of silence is made up to a full sentence pause.
    expect(missingPauses(words, [{ startMs: 1640, endMs: 1790 }])).toEqual([
      { atMs: 500, ms: CLAUSE_PAUSE_MS },
      { atMs: 1715, ms: SENTENCE_PAUSE_MS - 150 },
    ]);
  });
});
