import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in each scene of a story. */
const thingsOf = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((p) => p.objects.map((o) => o.icon));

describe("a general word for a thing the story named before", () => {
  const firs: [Language, string, string][] = [
    ["en", "Grandpa bought a tall fir tree for the hall.", "At midnight the tree toppled over."],
    ["es", "El abuelo compró un abeto alto para el salón.", "A medianoche el árbol se volcó."],
    ["fr", "Papi a acheté un grand sapin pour le salon.", "À minuit, l'arbre s'est renversé."],
    ["de", "Opa kaufte eine große Tanne für die Diele.", "Um Mitternacht kippte der Baum um."],
  ];
  it.each(firs)("draws the tree as the fir the story named (%s)", (language, named, general) => {
    const [, later] = thingsOf([named, general], language);
    expect(later).toContain("evergreen-tree");
    expect(later).not.toContain("deciduous-tree");
  });

  it("draws a lone pot as the clay pot the story named", () => {
    const [, later] = thingsOf(
      ["Lata shaped four clay pots by the river.", "Her best pot dried in the sun."],
      "en",
    );
    expect(later).toContain("amphora");
  });

  it("draws the box and the tin as the tiffin the story named", () => {
    const [, box, tin] = thingsOf(
      ["Dev carried a steel tiffin to the office.", "He opened the box at one.", "He washed the tin later."],
      "en",
    );
    expect(box).toContain("bento-box");
    expect(tin).toContain("bento-box");
  });
});
