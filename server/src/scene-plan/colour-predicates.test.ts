import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in the one scene of a sentence. */
const thingsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.objects.map((o) => o.icon) ?? [];

describe("a colour said of what it covers is no thing", () => {
  const turnedPink: [Language, string][] = [
    ["es", "Después de la fiesta, el perro estaba rosa de pies a cabeza."],
    ["fr", "À la fin de la fête, le chien était rose de la tête aux pieds."],
    ["fr", "Les enfants ont aspergé leur oncle de rose de la tête aux pieds."],
    ["hi", "होली के बाद हमारा कुत्ता भी गुलाबी हो गया।"],
    ["hi", "बच्चों ने चाचा को सिर से पैर तक गुलाबी कर दिया।"],
    ["kn", "ಹಬ್ಬದ ನಂತರ ನಮ್ಮ ನಾಯಿ ಕೂಡ ಗುಲಾಬಿಯಾಯಿತು."],
    ["te", "పండుగ తర్వాత మా కుక్క తల నుంచి కాళ్ల దాకా గులాబీ అయ్యింది."],
  ];
  it.each(turnedPink)("draws no rose for someone turned pink (%s: %s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("rose");
  });

  it.each([
    ["fr", "Elle a cueilli une rose dans le jardin."],
    ["hi", "माँ ने बगीचे से एक गुलाब तोड़ा।"],
  ] as [Language, string][])("still draws the rose a sentence picks (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("rose");
  });
});
