import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names drawn in each scene of a story. */
const namesOf = (language: Language, sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.characters.flatMap((c) => (c.name ? [c.name] : [])));

describe("The one whose own home it is, where a converb and its object stand before 'own'", () => {
  it.each<[Language, string[], string]>([
    ["kn", ["ಸಂಜೆ ಟಿಂಕು ಒಂದು ಬುಟ್ಟಿ ಹಿಡಿದು ತನ್ನ ಮನೆಗೆ ಹೋದ.", "ಟಿಂಕು ಜೋರಾಗಿ ನಕ್ಕ."], "ಟಿಂಕು"],
    ["te", ["తోటలో చింటూ ఒక బుట్ట పట్టుకుని తన ఇంటికి వెళ్ళాడు.", "తర్వాత చింటూ నవ్వాడు."], "చింటూ"],
    ["ta", ["மாலையில் பப்லு ஒரு கூடையைப் பிடித்துக்கொண்டு தன் வீட்டுக்குப் போனான்.", "பிறகு பப்லு சிரித்தான்."], "பப்லு"],
  ])(
    "draws the boy who carries a basket home by his name, and no one named 'holding' (%s)",
    (language, story, name) => {
      expect(namesOf(language, story)).toEqual([[name], [name]]);
    },
  );
});

describe("A word said once between an opening and 'own'", () => {
  it("names no one 'before dawn' or 'walking' when someone walks through the mud to his own field", () => {
    expect(namesOf("te", ["తెల్లవారకముందే బురదలో నడుచుకుంటూ తన పొలానికి వెళ్ళాడు."])).toEqual([[]]);
  });
});
