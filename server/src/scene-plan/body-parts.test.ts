import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { bodyPart } from "./body-parts";
import { planScenes } from "./planner";

/** The names of the people each scene draws. */
function names(story: string[], language: Language): string[] {
  return planScenes(story, language).flatMap((p) => p.characters.flatMap((c) => (c.name ? [c.name] : [])));
}

describe("a part of the body is no one's name", () => {
  it.each<[Language, string]>([
    ["kn", "ಸೊಂಟದ"],
    ["kn", "ಹೆಗಲ"],
    ["ta", "இடுப்பில்"],
    ["ta", "தோளில்"],
    ["te", "నడుము"],
    ["te", "భుజం"],
    ["hi", "कंधे"],
  ])("reads %s %s as a body part", (language, word) => {
    expect(bodyPart(word, word, language)).toBe(true);
  });

  it("keeps a given name that is no body part", () => {
    expect(bodyPart("ಸೀತಾ", "ಸೀತಾ", "kn")).toBe(false);
  });

  it.each<[Language, string, string]>([
    ["kn", "ಗೀತಾ ತನ್ನ ಮಗಳನ್ನು ಹೆಗಲ ಮೇಲೆ ಕೂರಿಸಿಕೊಂಡು ಸಂತೆಗೆ ಹೋದಳು.", "ಗೀತಾ"],
    ["kn", "ಗೀತಾ ತನ್ನ ಮಗನನ್ನು ಸೊಂಟದ ಮೇಲೆ ಎತ್ತಿಕೊಂಡು ಬಾವಿಗೆ ನಡೆದಳು.", "ಗೀತಾ"],
    ["ta", "கீதா தன் மகளை இடுப்பில் வைத்துக்கொண்டு சந்தைக்குப் போனாள்.", "கீதா"],
    ["te", "గీత తన కొడుకును నడుము మీద ఎత్తుకుని బావి దగ్గరకు నడిచింది.", "గీత"],
  ])("draws a child carried on a hip or a shoulder without a name (%s)", (language, sentence, mother) => {
    expect(names([sentence], language)).toEqual([mother]);
  });
});
