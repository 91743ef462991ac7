import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const cast = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.characters.map((c) => `${c.name ?? c.id}:${c.icon}`) ?? [];

describe("a mood word that opens the main clause before a verb only a person does is a girl's name", () => {
  const afterSchool: [Language, string, string][] = [
    ["hi", "रोज़ कॉलेज के बाद ख़ुशी बाज़ार से सब्ज़ियाँ लेने जाती है।", "ख़ुशी"],
    ["kn", "ಪಾಠ ಮುಗಿದ ಮೇಲೆ ಖುಷಿ ಪಕ್ಕದ ಉದ್ಯಾನಕ್ಕೆ ಆಟ ಆಡಲು ಹೋಗುತ್ತಾಳೆ.", "ಖುಷಿ"],
  ];
  it.each(afterSchool)("draws her after an opening that says when (%s)", (language, sentence, name) => {
    expect(cast(sentence, language).some((c) => c.startsWith(`${name}:`))).toBe(true);
  });
});
