import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

describe("a person the story has named is never taken for an animal's name", () => {
  const cases: [Language, string[], string][] = [
    [
      "de",
      ["Lena und ihr Bruder Ravi fuhren mit dem Bus zum Zoo.", "Dort riss ein Affe Ravis Mütze vom Kopf."],
      "Ravi",
    ],
    ["te", ["లీనా, ఆమె తమ్ముడు రవి బస్సులో జూకి వెళ్ళారు.", "అక్కడ ఒక కోతి రవి టోపీని లాక్కుంది."], "రవి"],
  ];
  for (const [language, story, name] of cases)
    it(`draws ${name} as a person and the monkey as a monkey in "${story[1]}" (${language})`, () => {
      const last = planScenes(story, language).at(-1);
      const person = last?.characters.find((c) => c.name === name);
      expect(person?.kind).toBe("person");
      expect(last?.characters.some((c) => c.kind === "animal" && c.icon === "monkey" && !c.name)).toBe(true);
    });
});
