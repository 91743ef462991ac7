import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names drawn in each scene of a story. */
const namesOf = (language: Language, sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.characters.flatMap((c) => (c.name ? [c.name] : [])));

describe("A name no list has, after 'little' inside the sentence", () => {
  it.each<[Language, string[], string]>([
    ["te", ["రద్దీ సంతలో చిన్నారి కిన్లే నాన్న చేయి పట్టుకున్నాడు.", "తర్వాత కిన్లే ఐస్‌క్రీం తిన్నాడు."], "కిన్లే"],
    ["ta", ["சந்தையில் குட்டி கின்லே அப்பாவின் கையைப் பிடித்தான்.", "பிறகு கின்லே ஐஸ்கிரீம் சாப்பிட்டான்."], "கின்லே"],
    ["kn", ["ಜಾತ್ರೆಯಲ್ಲಿ ಪುಟ್ಟ ಕಿನ್ಲೆ ಅಪ್ಪನ ಕೈ ಹಿಡಿದನು.", "ನಂತರ ಕಿನ್ಲೆ ಐಸ್‌ಕ್ರೀಮ್ ತಿಂದನು."], "ಕಿನ್ಲೆ"],
  ])("draws the child who holds a parent's hand by that name (%s)", (language, story, name) => {
    expect(namesOf(language, story)[0]).toContain(name);
  });
});

describe("A genitive that opens a sentence before 'she'", () => {
  it("draws the story's girl reading in the tree's shade, and no one named 'of the tree'", () => {
    const names = namesOf("ta", ["மீனா பூங்காவுக்குப் போனாள்.", "மரத்தின் நிழலில் அவள் புத்தகம் படித்தாள்."]);
    expect(names[1]).toEqual(["மீனா"]);
  });
});

describe("Telugu's '-ింది' after a first word the story names again", () => {
  it("draws the girl who picks flowers by her name", () => {
    const names = namesOf("te", ["లత తోటలో పూలు కోసింది.", "తర్వాత లత ఇంటికి వెళ్ళింది."]);
    expect(names).toEqual([["లత"], ["లత"]]);
  });
  it("draws the girl who looks in the mirror by her name when the next sentence says 'she'", () => {
    const names = namesOf("te", ["వినత అద్దంలో చూసింది.", "ఆమె నవ్వింది."]);
    expect(names).toEqual([["వినత"], ["వినత"]]);
  });
  it("names no cloud that drifts across the sky twice", () => {
    const names = namesOf("te", ["మబ్బు ఆకాశంలో కదిలింది.", "మబ్బు కరిగిపోయింది."]);
    expect(names).toEqual([[], []]);
  });
});

describe("Kannada's spoken past for 'he'", () => {
  it("draws the boy who holds his father's hand and eats an ice cream as a boy both times", () => {
    const plans = planScenes(["ಜಾತ್ರೆಯಲ್ಲಿ ಪುಟ್ಟ ಕಿನ್ಲೆ ಅಪ್ಪನ ಕೈ ಹಿಡಿದ.", "ನಂತರ ಕಿನ್ಲೆ ಐಸ್‌ಕ್ರೀಮ್ ತಿಂದ."], "kn");
    expect(plans.map((p) => p.characters.filter((c) => c.name === "ಕಿನ್ಲೆ").map((c) => c.gender))).toEqual([
      ["male"],
      ["male"],
    ]);
  });
  it("names no one 'going' when a boy sleeps on the bus going home", () => {
    expect(namesOf("kn", ["ಮನೆಗೆ ಹೋಗುವ ಬಸ್ಸಿನಲ್ಲಿ ಅವನು ನಿದ್ದೆ ಹೋದ."])).toEqual([[]]);
  });
});
