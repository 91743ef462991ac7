/**
 * A word whose ending no name has (a converb or participle closing a clause, a plural, "their own") is
 * nobody's name, wherever it stands: before a family title, a teacher's title or a verb. A name whose own
 * ending looks like one of these is still that person.
 */
import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names the first scene of a story draws. */
function names(sentences: string[], language: Language): string[] {
  const [scene] = planScenes(sentences, language);
  return (scene?.characters ?? []).flatMap((c) => (c.name ? [c.name] : []));
}

/** The icons the first scene of a story draws for its people. */
function people(sentences: string[], language: Language): string[] {
  const [scene] = planScenes(sentences, language);
  return (scene?.characters ?? []).filter((c) => c.kind === "person").map((c) => c.icon);
}

describe("a converb, a plural or 'their own' before a person word is nobody's name", () => {
  const cases: [Language, string, string, string][] = [
    ["te", "పని అయిపోయాక తాతయ్య తన సంచి తెరిచాడు.", "అయిపోయాక", "old-man"],
    ["te", "బడి గంట మోగగానే అమ్మమ్మ తలుపు తెరిచింది.", "మోగగానే", "old-woman"],
    ["te", "పిల్లలు తమ టీచర్‌తో కలిసి బస్సు ఎక్కారు.", "తమ", "child"],
    ["kn", "ಪುಸ್ತಕ ಓದಲು ಅಜ್ಜಿ ಕುರ್ಚಿಯಲ್ಲಿ ಕುಳಿತರು.", "ಓದಲು", "old-woman"],
    ["kn", "ಹಾಲು ಮಾರುವ ಅಜ್ಜಿ ನಗುತ್ತಾ ನಿಂತಳು.", "ಮಾರುವ", "old-woman"],
    ["kn", "ಮೂಲೆಯಲ್ಲಿರುವ ಅಜ್ಜ ಹಾಡು ಹಾಡಿದರು.", "ಮೂಲೆಯಲ್ಲಿರುವ", "old-man"],
    ["kn", "ಮಕ್ಕಳು ತಮ್ಮ ಟೀಚರ್ ಜೊತೆ ಬಸ್ಸಿನಲ್ಲಿ ಹೋದರು.", "ತಮ್ಮ", "child"],
    ["ta", "மேசையிலுள்ள பாட்டி புத்தகம் படித்தார்.", "மேசையிலுள்ள", "old-woman"],
    ["hi", "थके हुए यात्रियों ने ड्राइवर के लिए तालियाँ बजाईं।", "यात्रियों", "person"],
  ];
  for (const [language, sentence, word, icon] of cases)
    it(`draws the ${icon} but nobody named "${word}" in "${sentence}" (${language})`, () => {
      expect(names([sentence], language)).not.toContain(word);
      expect(people([sentence], language)).toContain(icon);
    });
});

describe("a name that ends like such a form is still read as that person", () => {
  const cases: [Language, string, string][] = [
    ["kn", "ಧ್ರುವ ಮತ್ತು ರವಿ ಮೈದಾನದಲ್ಲಿ ಓಡಿದರು.", "ಧ್ರುವ"],
    ["ta", "முத்து பந்தை எறிந்தான்.", "முத்து"],
    ["te", "పింటూ సైకిల్ తొక్కాడు.", "పింటూ"],
  ];
  for (const [language, sentence, name] of cases)
    it(`draws ${name} in "${sentence}" (${language})`, () => {
      expect(names([sentence], language)).toContain(name);
    });
});
