import { describe, expect, it } from "vitest";
import { chooseVariants } from "./ad-variants";

describe("choosing what each variant changes", () => {
  const voices = [
    { id: "en-a", language: "en", gender: "f" },
    { id: "en-b", language: "en", gender: "f" },
    { id: "en-c", language: "en", gender: "m" },
    { id: "en-d", language: "en", gender: "m" },
    { id: "de-a", language: "de", gender: "m" },
  ];
  const catalogue = {
    voices,
    music: ["calm", "upbeat", "drums"],
    captions: ["minimalist", "dynamic", "bold"],
  };

  it("gives every variant a voice, captions and music unlike the ad's and each other's", () => {
    const ad = { language: "en", voiceId: "en-a", captionId: "minimalist", musicId: "calm" };
    const choices = chooseVariants(catalogue, ad, 2);
    expect(choices).toEqual([
      { voiceId: "en-c", captionId: "dynamic", musicId: "upbeat" },
      { voiceId: "en-b", captionId: "bold", musicId: "drums" },
    ]);
  });

  it("speaks the ad's language, the other gender first, and repeats in turn once the catalogue runs out", () => {
    const ad = { language: "en", voiceId: "en-c", captionId: null, musicId: null };
    const choices = chooseVariants(catalogue, ad, 4);
    expect(choices.map((c) => c.voiceId)).toEqual(["en-a", "en-d", "en-b", "en-a"]);
    expect(choices.map((c) => c.musicId)).toEqual(["calm", "upbeat", "drums", "calm"]);
    expect(choices.map((c) => c.captionId)).toEqual(["minimalist", "dynamic", "bold", "minimalist"]);
  });

  it("keeps the ad's voice when its language has no other", () => {
    const ad = { language: "de", voiceId: "de-a", captionId: "bold", musicId: "calm" };
    expect(chooseVariants(catalogue, ad, 2).map((c) => c.voiceId)).toEqual(["de-a", "de-a"]);
  });
});
