import type { Voice } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { toSelectedVoice, voiceForLanguage } from "@/shared/video-settings/lib/voice-language";

const voice = (id: string, name: string, language: string, gender: string): Voice => ({
  id,
  voice_name: name,
  voice_sample: `/samples/${id}.mp3`,
  tags: [`language:${language}`, `gender:${gender}`],
});

const voices = [
  voice("en-guy", "Guy", "en", "male"),
  voice("en-emma", "Emma", "en", "female"),
  voice("hi-pooja", "Pooja", "hi", "female"),
  voice("de-hans", "Hans", "de", "male"),
];
const pooja = toSelectedVoice(voices[2] as Voice);

describe("the voice for a new video language", () => {
  it("replaces a voice that does not speak the language with one of the same gender, and says so", () => {
    const next = voiceForLanguage(pooja, "en", voices);
    expect(next.voice?.name).toBe("Emma");
    expect(next.notice).toBe("Pooja speaks Hindi, not English: the voice is now Emma.");
  });

  it("keeps a voice that speaks the language, without a word", () => {
    expect(voiceForLanguage(pooja, "hi", voices)).toEqual({ voice: pooja, notice: null });
  });

  it("takes the language's first voice when none has the same gender", () => {
    expect(voiceForLanguage(pooja, "de", voices).voice?.name).toBe("Hans");
  });

  it("keeps the voice when the catalogue has no voice of the language (or is not loaded)", () => {
    expect(voiceForLanguage(pooja, "ta", voices)).toEqual({ voice: pooja, notice: null });
    expect(voiceForLanguage(pooja, "en", [])).toEqual({ voice: pooja, notice: null });
  });
});
