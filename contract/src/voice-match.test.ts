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

// Shaped like the seeded catalogue: Festival voices for English, espeak-ng elsewhere.
const voices: Voice[] = [
  voice("en-us-emma", "en", "female", "festival-hts", 172),
  voice("en-us-james", "en", "male", "festival-diphone", 105),
  voice("en-us-ava", "en", "female", "espeak-ng", 240),
  voice("en-gb-oliver", "en", "male", "espeak-ng", 98),
  voice("de-de-anna", "de", "female", "espeak-ng", 230),
  voice("de-de-sophie", "de", "female", "espeak-ng", 260),
  voice("de-de-max", "de", "male", "espeak-ng", 110),
];

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
