import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names of the characters each scene draws. */
const named = (story: string[], language: Language) =>
  planScenes(story, language).map((p) => p.characters.flatMap((c) => c.name ?? []));

describe("a name after Spanish 'a' or French 'à' is the person taught or taken along, not a town", () => {
  it("draws the child an aunt teaches to swim, and the same child who owns a stroke after 'de'", () => {
    expect(
      named(
        [
          "El lunes la tía le enseñó a Tamsin a nadar en el lago.",
          "La primera brazada de Tamsin fue torpe, pero la tía aplaudió.",
        ],
        "es",
      ),
    ).toEqual([["Tamsin"], ["Tamsin"]]);
    expect(
      named(
        [
          "Le lundi, la tante a appris à Tamsin à nager dans le lac.",
          "La première brasse de Tamsin était maladroite.",
        ],
        "fr",
      ),
    ).toEqual([["Tamsin"], ["Tamsin"]]);
  });

  it("draws a girl a first-name list knows after 'de', the owner of a bicycle", () => {
    expect(named(["La bici de Ruby era roja."], "es")).toEqual([["Ruby"]]);
    expect(named(["Le vélo de Lina était rouge."], "fr")).toEqual([["Lina"]]);
  });

  it("draws the child taken along with a sister, but no one for the town an uncle goes to", () => {
    expect(named(["Papá se llevó a Oren y a su hermana al río."], "es")[0]).toContain("Oren");
    expect(named(["Mi tío fue a Sevilla en tren."], "es")).toEqual([[]]);
    expect(named(["Mon oncle est allé à Florence en train."], "fr")).toEqual([[]]);
  });
});
