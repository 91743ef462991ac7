import { describe, expect, it } from "vitest";
import {
  estimateVisemes,
  type TimedViseme,
  visemeFrames,
  visemeOfArpabet,
  visemeOfIpa,
  visemesOfLetters,
  visemesOfPhonemes,
} from "./visemes";

describe("visemes", () => {
  it("maps Festival's phones to mouth shapes: lips shut for b, m, p; open for 'ah'; round for 'oo'; wide for 'ee'", () => {
    expect(["p", "b", "m"].map(visemeOfArpabet)).toEqual(["MBP", "MBP", "MBP"]);
    expect(["aa", "ae", "ay"].map(visemeOfArpabet)).toEqual(["AA", "AA", "AA"]);
    expect(["uw", "ow", "w"].map(visemeOfArpabet)).toEqual(["OO", "OO", "OO"]);
    expect(["iy", "ih", "ey"].map(visemeOfArpabet)).toEqual(["EE", "EE", "EE"]);
    expect(["f", "v", "th", "dh", "l"].map(visemeOfArpabet)).toEqual(["FV", "FV", "TH", "TH", "L"]);
    expect(["pau", "h#", "brth"].map(visemeOfArpabet)).toEqual(["rest", "rest", "rest"]);
    expect(["t", "s", "k"].map(visemeOfArpabet)).toEqual(["ETC", "ETC", "ETC"]);
  });

  it("maps espeak-ng's IPA phonemes, stress and length marks aside, in any language", () => {
    expect(["ˈa", "ɑː", "æ", "aɪ"].map(visemeOfIpa)).toEqual(["AA", "AA", "AA", "AA"]);
    expect(["iː", "ɪ", "ˌe", "ɛ"].map(visemeOfIpa)).toEqual(["EE", "EE", "EE", "EE"]);
    expect(["uː", "ɔ", "o", "y", "ø", "w"].map(visemeOfIpa)).toEqual(["OO", "OO", "OO", "OO", "OO", "OO"]);
    expect(["p", "b", "m", "f", "v", "θ", "ð", "l"].map(visemeOfIpa)).toEqual([
      "MBP",
      "MBP",
      "MBP",
      "FV",
      "FV",
      "TH",
      "TH",
      "L",
    ]);
    expect(["t", "ʃ", "ʁ", "x"].map(visemeOfIpa)).toEqual(["ETC", "ETC", "ETC", "ETC"]);
    expect(["", "_", "_:"].map(visemeOfIpa)).toEqual(["rest", "rest", "rest"]);
  });

  it("guesses a word's mouth shapes from its letters, digraphs as one sound", () => {
    expect(visemesOfLetters("Mama")).toEqual(["MBP", "AA", "MBP", "AA"]);
    expect(visemesOfLetters("three")).toEqual(["TH", "ETC", "EE"]);
    expect(visemesOfLetters("food!")).toEqual(["FV", "OO", "ETC"]);
    expect(visemesOfLetters("über")).toEqual(["OO", "MBP", "EE", "ETC"]);
    expect(visemesOfLetters("...")).toEqual([]);
  });

  it("turns timed phonemes into timed visemes, joining repeats", () => {
    const v = visemesOfPhonemes(
      [
        { phoneme: "pau", startMs: 0, endMs: 100 },
        { phoneme: "m", startMs: 100, endMs: 180 },
        { phoneme: "aa", startMs: 180, endMs: 300 },
        { phoneme: "ae", startMs: 300, endMs: 360 },
      ],
      "arpabet",
    );
    expect(v).toEqual([
      { viseme: "rest", startMs: 0, endMs: 100 },
      { viseme: "MBP", startMs: 100, endMs: 180 },
      { viseme: "AA", startMs: 180, endMs: 360 },
    ]);
  });

  it("spreads a word's letter visemes over the word's time when the engine gives no phonemes", () => {
    const v = estimateVisemes([
      { text: "boo", startMs: 0, endMs: 200 },
      { text: "la", startMs: 500, endMs: 700 },
    ]);
    expect(v).toEqual([
      { viseme: "MBP", startMs: 0, endMs: 100 },
      { viseme: "OO", startMs: 100, endMs: 200 },
      { viseme: "L", startMs: 500, endMs: 600 },
      { viseme: "AA", startMs: 600, endMs: 700 },
    ]);
  });

  it("gives each video frame the viseme that fills most of it, rest where nothing is spoken, and never skips a closure", () => {
    const track: TimedViseme[] = [
      { viseme: "AA", startMs: 0, endMs: 90 },
      // A 20 ms closure inside one 33 ms frame: the lips must be seen to meet.
      { viseme: "MBP", startMs: 90, endMs: 110 },
      { viseme: "AA", startMs: 110, endMs: 200 },
    ];
    const frames = visemeFrames(track, 10, 30);
    expect(frames.slice(0, 2)).toEqual(["AA", "AA"]);
    expect(frames[2]).toBe("MBP");
    expect(frames.slice(3, 6)).toEqual(["AA", "AA", "AA"]);
    expect(frames.slice(7)).toEqual(["rest", "rest", "rest"]);
  });
});
