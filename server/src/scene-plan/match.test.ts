import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { lexiconFor } from "./lexicon";
import { matchTokens } from "./match";
import { thingsOf } from "./story-probes";
import { stemOf, tokenize } from "./text";

/** The icons a single word is read as, alone. */
const iconsOfWord = (word: string, language: Language) =>
  matchTokens(tokenize(word, language), lexiconFor(language)).flatMap((m) =>
    m.concepts.flatMap((c) => ("icon" in c && typeof c.icon === "string" ? [c.icon] : [])),
  );

/** The icons of the things drawn in the one scene of a sentence. */

describe("a short word is read inside a longer one only where an ending follows it", () => {
  const longer: [Language, string][] = [
    ["kn", "ಕಾರ್ಯಾಗಾರದಲ್ಲಿ"],
    ["kn", "ಕಾರ್ಡು"],
    ["te", "కార్డు"],
  ];
  it.each(longer)("reads no car in a longer word that starts with its letters (%s: %s)", (language, word) => {
    expect(iconsOfWord(word, language)).not.toContain("automobile");
  });

  const withEndings: [Language, string, string][] = [
    ["kn", "ಕಾರ್‌ನಲ್ಲಿ", "automobile"],
    ["kn", "ಕಾರಿನಲ್ಲಿ", "automobile"],
    ["kn", "ಬಸ್‌ನಲ್ಲಿ", "bus"],
    ["te", "సైకిల్‌ను", "bicycle"],
    ["te", "ఫోన్‌లో", "mobile-phone"],
    ["te", "ఆపిల్స్", "red-apple"],
  ];
  it.each(withEndings)(
    "still reads a loanword with a case ending joined to it (%s: %s)",
    (language, word, icon) => {
      expect(iconsOfWord(word, language)).toContain(icon);
    },
  );

  it("reads no water pot in a name that ends in the vowel u where the pot's word ends in e", () => {
    expect(iconsOfWord("బిందు", "te")).toEqual([]);
    expect(thingsOf("శనివారం పెద్ద మైదానంలో బిందు స్కూలు క్రికెట్ ఫైనల్ ఆడింది.", "te")).not.toContain("amphora");
  });

  it("keeps reading a pot with a case ending in the pot's oblique stem", () => {
    expect(iconsOfWord("బిందెలో", "te")).toContain("amphora");
  });
});

describe("a Tamil word keeps its first letters where they are no demonstrative prefix", () => {
  it("stems a name that starts with a vowel and a consonant to the name, not the word after them", () => {
    expect(stemOf("இக்பால்", "ta")).toBe("இக்பால்");
    expect(stemOf("அப்துலுக்கு", "ta")).toBe("அப்துல்");
  });

  it("still drops a demonstrative prefix that doubles the next consonant", () => {
    expect(stemOf("இப்பையன்", "ta")).toBe("பையன்");
  });

  it("draws no milk for the name Iqbal", () => {
    expect(thingsOf("இக்பால் தாத்தா தன் சிறிய பட்டறையில் ஒரு தொட்டில் செய்தார்.", "ta")).not.toContain("glass-of-milk");
  });
});
