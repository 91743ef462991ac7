import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { thingsOf } from "./story-probes";

describe("colours in a list of colours", () => {
  const lists: [Language, string][] = [
    ["es", "Pintaron la pared con rayas rojas, naranjas y verdes."],
    ["fr", "Ils ont peint le mur en bandes rouges, orange et vertes."],
    ["ta", "அவர்கள் சுவரில் சிவப்பு, ஆரஞ்சு, பச்சை கோடுகள் வரைந்தார்கள்."],
    ["te", "వాళ్ళు గోడ మీద ఎరుపు, నారింజ, ఆకుపచ్చ గీతలు గీశారు."],
  ];
  it.each(lists)("draws no fruit for a colour listed among colours (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("tangerine");
  });

  const fruit: [Language, string][] = [
    ["es", "Compró naranjas y plátanos en el mercado."],
    ["fr", "Elle a mangé une orange au goûter."],
    ["ta", "அவள் ஒரு ஆரஞ்சு சாப்பிட்டாள்."],
  ];
  it.each(fruit)("still draws the fruit where no colour stands beside it (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("tangerine");
  });
});
