import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const scenes = (story: string[], language: Language) =>
  planScenes(story, language).map((scene) => ({
    cast: scene.characters.map((c) => `${c.name ?? c.id}:${c.icon}`),
    things: scene.objects.map((o) => o.icon),
  }));

describe("a German noun right after an animal or a relative is its name", () => {
  it("draws the little white dog called Keks as a dog, in every sentence that names it", () => {
    const story = ["Mila ging mit ihrer kleinen weißen Hündin Keks spazieren.", "Keks bellte laut."];
    for (const scene of scenes(story, "de")) {
      expect(scene.cast).toContain("Keks:dog");
      expect(scene.things).not.toContain("cookie");
    }
  });

  it("draws the dog whose name commas set off, and no socks", () => {
    const [scene] = scenes(["Ihr Hund, Socke, rannte ihr hinterher."], "de");
    expect(scene?.cast).toContain("Socke:dog");
    expect(scene?.things).not.toContain("socks");
  });

  it("draws the cat called Pfeffer, and no pepper, where a later sentence writes only its name", () => {
    const story = ["Lena spielte mit ihrer Katze Pfeffer.", "Pfeffer schlief auf dem Sofa."];
    const last = scenes(story, "de").at(-1);
    expect(last?.cast).toContain("Pfeffer:cat");
    expect(last?.things).not.toContain("hot-pepper");
  });

  it("draws a granddaughter called Olive as the girl, no olive", () => {
    const [scene] = scenes(["Opa ging mit seiner Enkelin Olive in den Park."], "de");
    expect(scene?.cast).toContain("Olive:girl");
    expect(scene?.things).not.toContain("olive");
  });

  it("keeps the milk given to a cat a thing", () => {
    const [scene] = scenes(["Sie gab ihrer Katze Milch."], "de");
    expect(scene?.cast).toContain("cat:cat");
    expect(scene?.things).toContain("glass-of-milk");
  });
});

describe("a Spanish or French name set off after an animal and its colour is that animal", () => {
  const stories: [Language, string[], string][] = [
    ["es", ["Lucía paseaba con su perrita blanca, Pelusa.", "Pelusa ladraba al gato."], "Pelusa"],
    ["fr", ["Léa promenait sa petite chienne blanche, Pelote.", "Pelote aboyait."], "Pelote"],
  ];
  it.each(stories)("draws the named dog as a dog in both sentences (%s)", (language, story, name) => {
    for (const scene of scenes(story, language)) {
      expect(scene.cast).toContain(`${name}:dog`);
      expect(scene.cast.some((c) => c.startsWith(`${name}:`) && !c.endsWith(":dog"))).toBe(false);
    }
  });
});
