import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.characters.map((c) => c.icon) ?? [];

describe("a crowd of people is those people", () => {
  it.each<[Language, string]>([
    ["en", "Jonas climbed onto the lowest branch, and a crowd of children gathered underneath to watch."],
    [
      "fr",
      "Jonas a grimpé sur la branche la plus basse, et une foule d'enfants s'est rassemblée en dessous.",
    ],
    ["es", "Jonas se subió a la rama más baja, y una multitud de niños se juntó debajo para mirar."],
  ])("%s: %s", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons.some((i) => /child|boy|girl/.test(i ?? ""))).toBe(true);
    expect(icons).not.toContain("person");
  });
});

describe("schoolchildren are a group of children", () => {
  it.each<[Language, string]>([
    ["en", "The schoolchildren sat in long rows on the ground in front of the flagpole."],
    ["es", "Los escolares se sentaron en largas filas en el suelo."],
  ])("%s: %s", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons.filter((i) => /child|boy|girl/.test(i ?? "")).length).toBeGreaterThanOrEqual(2);
  });
});
