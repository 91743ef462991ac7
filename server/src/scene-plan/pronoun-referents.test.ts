import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast } from "../test/last-scene";

describe("a he and a she in one sentence are the one person and the animal the story named", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Every evening the shepherd, Raghu, takes the old cow, Gauri, to the pond for a drink.",
        "She wades into the water and he washes her legs.",
      ],
    ],
    [
      "es",
      [
        "Cada tarde el pastor Raghu lleva a la vaca Gauri al estanque.",
        "Ella entra en el agua y él le lava las patas.",
      ],
    ],
    [
      "fr",
      [
        "Chaque soir, le berger Raghu emmène la vache Gauri à la mare.",
        "Elle entre dans l'eau et il lui lave les pattes.",
      ],
    ],
  ])("draws the man and the cow, nobody new, in the %s story", (language, story) => {
    const cast = lastCast(story, language);
    expect(cast).toEqual(
      expect.arrayContaining([
        { name: "Raghu", icon: "man" },
        { name: "Gauri", icon: "cow" },
      ]),
    );
    expect(cast).toHaveLength(2);
  });
});

describe("a they that finds one person is that person and the animal named beside them", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Grandpa Joe sat on the bench with his old brown dog, Rusty.",
        "When the sun went down they walked home slowly.",
      ],
    ],
    [
      "es",
      [
        "El abuelo Pepe se sentó en el banco con su viejo perro, Rusty.",
        "Cuando se puso el sol, ellos volvieron a casa despacio.",
      ],
    ],
    [
      "fr",
      [
        "Papi Jo s'est assis sur le banc avec son vieux chien, Rusty.",
        "Quand le soleil s'est couché, ils sont rentrés lentement.",
      ],
    ],
  ])("draws the dog beside its owner in the %s story", (language, story) => {
    expect(lastCast(story, language)).toContainEqual({ name: "Rusty", icon: "dog" });
  });
});
