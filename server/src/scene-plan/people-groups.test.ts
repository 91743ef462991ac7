import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The last scene's characters: name (or icon) and whether a person. */
function lastCast(story: string[], language: Language) {
  return (planScenes(story, language).at(-1)?.characters ?? []).map((c) => ({
    name: c.name,
    person: c.kind === "person",
  }));
}

describe("a word for all of a group of people draws them", () => {
  it.each<[Language, string]>([
    ["kn", "ಬೆಳಿಗ್ಗೆ ಊರಿನವರೆಲ್ಲರೂ ದೇವಸ್ಥಾನಕ್ಕೆ ಬಂದರು."],
    ["kn", "ಮಳೆ ನಿಂತ ಮೇಲೆ ಹಳ್ಳಿಗರೆಲ್ಲಾ ಹೊಲಕ್ಕೆ ಹೋದರು."],
    ["ta", "காலையில் கிராமத்தினர் எல்லோரும் கோயிலுக்கு வந்தார்கள்."],
    ["te", "ఉదయం ఊరివాళ్ళంతా గుడికి వచ్చారు."],
  ])(
    "draws people where a %s sentence says all of them came, with nobody on stage before",
    (language, text) => {
      expect(lastCast([text], language).some((c) => c.person)).toBe(true);
    },
  );

  it.each<[Language, string[], string[]]>([
    ["kn", ["ರವಿ ಮತ್ತು ಗೀತಾ ಬಸ್ಸಿನಲ್ಲಿ ಕುಳಿತರು.", "ದಾರಿಯಲ್ಲಿ ಬಸ್ಸು ನಿಂತಾಗ ಪ್ರವಾಸಿಗರೆಲ್ಲರೂ ಕೆಳಗಿಳಿದರು."], ["ರವಿ", "ಗೀತಾ"]],
    [
      "ta",
      ["ரவியும் கீதாவும் பேருந்தில் அமர்ந்தார்கள்.", "வழியில் பேருந்து நின்றதும் பயணிகள் அனைவரும் இறங்கினார்கள்."],
      ["ரவியும்", "கீதாவும்"],
    ],
    ["te", ["రవి, గీత బస్సులో కూర్చున్నారు.", "దారిలో బస్సు ఆగగానే ప్రయాణికులందరూ దిగారు."], ["రవి", "గీత"]],
  ])("draws the story's people among 'all the travellers' of a %s sentence", (language, story, names) => {
    const cast = lastCast(story, language).map((c) => c.name);
    for (const name of names) expect(cast).toContain(name);
  });
});
