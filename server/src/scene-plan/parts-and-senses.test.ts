import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) => {
  const scene = planScenes([sentence], language).at(-1);
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

describe("a part is drawn as its whole", () => {
  const parts: [Language, string, string][] = [
    ["en", "Grandpa lay down on the mattress after lunch.", "bed"],
    ["en", "The twins bounced on the old mattresses.", "bed"],
    ["en", "Aarav gripped the handlebars and pedalled uphill.", "bicycle"],
    ["en", "Mum scratched the fender on the way home.", "automobile"],
    ["en", "Dad slammed the tailgate and waved goodbye.", "automobile"],
  ];
  it.each(parts)("draws the whole a part belongs to (%s: %s)", (language, sentence, whole) => {
    expect(iconsOf(sentence, language)).toContain(whole);
  });
});

describe("a word an icon's compound name ends in", () => {
  it("draws a saucer of milk with no flying saucer", () => {
    expect(iconsOf("Priya set a saucer of milk down for the kitten.", "en")).not.toContain("flying-saucer");
  });

  it("keeps an icon whose name is the word's own sense", () => {
    expect(iconsOf("The family rode the roller coaster twice.", "en")).toContain("roller-coaster");
  });
});
