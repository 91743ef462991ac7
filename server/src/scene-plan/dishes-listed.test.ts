import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const sceneOf = (sentence: string, language: Language) => planScenes([sentence], language)[0];

describe("an animal's word among dishes", () => {
  const served: [Language, string][] = [
    ["en", "For lunch Mother made rice, sambar and two curries."],
    ["de", "Zum Mittagessen kochte Mutter Reis, Sambar und zwei Currys."],
  ];
  it.each(served)("draws the dish and no deer (%s)", (language, sentence) => {
    const scene = sceneOf(sentence, language);
    expect(scene?.characters.map((c) => c.icon)).not.toContain("deer");
    expect(scene?.objects.map((o) => o.icon)).toContain("cooked-rice");
  });

  it("keeps animals listed with animals", () => {
    const who = sceneOf("The goat, the cow and the dog ate rice.", "en")?.characters.map((c) => c.icon);
    expect(who).toEqual(expect.arrayContaining(["goat", "cow", "dog"]));
  });
});
