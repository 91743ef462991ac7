import { describe, expect, it } from "vitest";
import type { Voice } from "./catalog";
import { matchStockVoice } from "./voice-match";

const voice = (
  id: string,
  language: string,
  gender: string,
  engine: Voice["engine"],
  pitch_hz: number,
): Voice => ({
  id,
  voice_name: id,
  voice_sample: "",
  tags: [`language:${language}`, `gender:${gender}`],
  engine,
  pitch_hz,
});

/** Every voice the tests choose among, by id. */
const voicesById = new Map(
  [
    voice("en-us-emma", "en", "female", "festival-hts", 172),
    voice("en-us-james", "en", "male", "festival-diphone", 105),
    voice("en-us-ava", "en", "female", "espeak-ng", 240),
    voice("en-gb-oliver", "en", "male", "espeak-ng", 98),
    voice("de-de-anna", "de", "female", "espeak-ng", 230),
    voice("de-de-sophie", "de", "female", "espeak-ng", 260),
    voice("de-de-max", "de", "male", "espeak-ng", 110),
    voice("en-us-brian", "en", "male", "rhvoice", 118),
    voice("en-us-clara", "en", "female", "rhvoice", 190),
    voice("en-us-olivia", "en", "female", "pico", 200),
    voice("es-es-carmen", "es", "female", "pico", 210),
    voice("es-es-lucia", "es", "female", "espeak-ng", 230),
    voice("es-es-javier", "es", "male", "espeak-ng", 110),
    voice("es-es-pablo", "es", "male", "pico", 106),
    voice("fr-fr-camille", "fr", "female", "pico", 205),
    voice("fr-fr-hugo", "fr", "male", "pico", 104),
    voice("fr-fr-julien", "fr", "male", "espeak-ng", 100),
    voice("te-in-kiran", "te", "male", "festival-diphone", 125),
    voice("te-in-sravanthi", "te", "female", "espeak-ng", 230),
    voice("te-in-lakshmi", "te", "female", "festival-diphone", 215),
    voice("hi-in-nikhil", "hi", "male", "festival-diphone", 125),
    voice("hi-in-amit", "hi", "male", "espeak-ng", 110),
    voice("hi-in-aditi", "hi", "female", "espeak-ng", 230),
  ].map((v) => [v.id, v]),
);
const catalogue = (...ids: string[]): Voice[] =>
  ids.map((id) => {
    const v = voicesById.get(id);
    if (!v) throw new Error(`no test voice ${id}`);
    return v;
  });

// Shaped like the seeded catalogue: Festival voices for English, espeak-ng elsewhere.
const voices = catalogue(
  "en-us-emma",
  "en-us-james",
  "en-us-ava",
  "en-gb-oliver",
  "de-de-anna",
  "de-de-sophie",
  "de-de-max",
);

describe("the stock voice for a custom avatar's sample", () => {
  it("gives a woman's sample a woman's voice of the best engine, not the nearest pitch of a worse one", () => {
    const m = matchStockVoice(voices, 235, "en");
    expect(m?.voice.id).toBe("en-us-emma");
    // moved toward the sample: 235 / 172, within the range that still sounds natural
    expect(m?.pitch).toBe(1.25);
  });

  it("gives a man's sample a man's voice and moves it toward the sample's pitch", () => {
    const m = matchStockVoice(voices, 120, "en");
    expect(m?.voice.id).toBe("en-us-james");
    expect(m?.pitch).toBeCloseTo(120 / 105, 2);
  });

  it("speaks the story's language, choosing the voice nearest the sample's pitch there", () => {
    expect(matchStockVoice(voices, 255, "de")?.voice.id).toBe("de-de-sophie");
    expect(matchStockVoice(voices, 225, "de")?.voice.id).toBe("de-de-anna");
    expect(matchStockVoice(voices, 100, "de")?.voice.id).toBe("de-de-max");
  });

  it("keeps the voice's own pitch when the sample has none", () => {
    expect(matchStockVoice(voices, null, "en")).toEqual({ voice: voices[0], pitch: 1 });
  });
});

// Shaped like the catalogue as of 2026-11-26: RHVoice, SVOX Pico and Festival's Indic voices beside them.
const measured = catalogue(
  "en-us-brian",
  "en-us-emma",
  "en-us-clara",
  "en-us-james",
  "en-us-olivia",
  "en-gb-oliver",
  "es-es-carmen",
  "es-es-lucia",
  "es-es-javier",
  "hi-in-nikhil",
  "hi-in-amit",
  "hi-in-aditi",
);

describe("the stock voice for a custom avatar's sample, among the voices of every engine", () => {
  it("gives an English man's sample RHVoice's man rather than Festival's diphone voice", () => {
    expect(matchStockVoice(measured, 110, "en")?.voice.id).toBe("en-us-brian");
  });

  it("gives an English woman's sample Festival's HTS voice, the best woman's voice", () => {
    expect(matchStockVoice(measured, 200, "en")?.voice.id).toBe("en-us-emma");
  });

  it("gives a Spanish woman's sample the Pico voice, and a Spanish man's espeak-ng's man without Pablo", () => {
    expect(matchStockVoice(measured, 230, "es")?.voice.id).toBe("es-es-carmen");
    expect(matchStockVoice(measured, 100, "es")?.voice.id).toBe("es-es-javier");
  });

  it("gives a Hindi man's sample Festival's Hindi voice over espeak-ng's", () => {
    expect(matchStockVoice(measured, 112, "hi")?.voice.id).toBe("hi-in-nikhil");
  });
});

// With the men made from Pico's women (es, fr, de) and the woman made from Telugu's Festival man.
const withDerived = catalogue(
  "es-es-carmen",
  "es-es-lucia",
  "es-es-javier",
  "es-es-pablo",
  "fr-fr-camille",
  "fr-fr-julien",
  "fr-fr-hugo",
  "te-in-kiran",
  "te-in-sravanthi",
  "te-in-lakshmi",
);

describe("the stock voice for a custom avatar's sample, with the voices made from others", () => {
  it("gives a Spanish or French man's sample the man made from Pico's woman, not espeak-ng's", () => {
    expect(matchStockVoice(withDerived, 100, "es")?.voice.id).toBe("es-es-pablo");
    expect(matchStockVoice(withDerived, 120, "fr")).toEqual({
      voice: expect.objectContaining({ id: "fr-fr-hugo" }),
      pitch: 1.15,
    });
  });

  it("still gives a woman's sample the woman herself", () => {
    expect(matchStockVoice(withDerived, 220, "es")?.voice.id).toBe("es-es-carmen");
    expect(matchStockVoice(withDerived, 220, "fr")?.voice.id).toBe("fr-fr-camille");
  });

  it("gives a Telugu woman's sample the woman made from Festival's man, and a man the man himself", () => {
    expect(matchStockVoice(withDerived, 220, "te")?.voice.id).toBe("te-in-lakshmi");
    expect(matchStockVoice(withDerived, 120, "te")?.voice.id).toBe("te-in-kiran");
  });
});
