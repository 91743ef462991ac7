import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { thingsOf } from "./story-probes";

describe("what a quality is compared with", () => {
  const similes: [Language, string][] = [
    ["es", "La abuela sirvió el arroz con leche, dulce como la miel, a los niños."],
    ["fr", "Grand-mère a servi le riz au lait, doux comme le miel, aux enfants."],
    ["de", "Oma brachte den Milchreis, süß wie Honig, zu den Kindern."],
  ];
  it.each(similes)("draws no honey for a dish as sweet as honey (%s)", (language, sentence) => {
    const things = thingsOf(sentence, language);
    expect(things).not.toContain("honey-pot");
    expect(things).toContain("custard");
  });

  const honey: [Language, string][] = [
    ["es", "La abuela compró miel en el mercado."],
    ["fr", "Grand-mère a acheté du miel au marché."],
    ["de", "Oma kaufte Honig auf dem Markt."],
  ];
  it.each(honey)("draws the honey a sentence names plainly (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("honey-pot");
  });

  it("keeps the animal of a clause that says how, not what like", () => {
    const who = planScenes(["Sie sah, wie der Hund über die Wiese lief."], "de")[0]?.characters ?? [];
    expect(who.map((c) => c.icon)).toContain("dog");
  });
});
