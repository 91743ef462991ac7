import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const last = (story: string[], language: Language) => planScenes(story, language).at(-1);

describe("an owner named only in the genitive gives way to the story's people in a full scene", () => {
  const stories: [Language, string[], string][] = [
    [
      "en",
      [
        "Mum took Lina and her little brother Ravi to a farm.",
        "Ravi ate an apple.",
        "Then it rained, and they all ran for the farmer's shed.",
      ],
      "Lina",
    ],
    [
      "es",
      [
        "Mamá llevó a Lina y a su hermanito Ravi a una granja.",
        "Ravi se comió una manzana.",
        "Entonces llovió, y todos corrieron al cobertizo del granjero.",
      ],
      "Lina",
    ],
    [
      "de",
      [
        "Mama fuhr mit Lina und ihrem kleinen Bruder Ravi auf einen Hof.",
        "Ravi aß einen Apfel.",
        "Dann regnete es, und alle rannten zum Schuppen des Bauern.",
      ],
      "Lina",
    ],
    [
      "hi",
      [
        "मम्मी लीना और उसके छोटे भाई रवि को एक खेत पर ले गईं।",
        "रवि ने एक सेब खाया।",
        "फिर बारिश हुई, और वे सब किसान की बकरियों को घास खिलाने लगे।",
      ],
      "लीना",
    ],
  ];
  it.each(stories)(
    "draws the family, not the farmer, when they fill the scene (%s)",
    (language, story, name) => {
      const cast = last(story, language)?.characters ?? [];
      expect(cast.map((c) => c.name)).toContain(name);
      expect(cast.some((c) => c.icon.includes("farmer"))).toBe(false);
    },
  );

  it("still draws the owner where the scene has room", () => {
    const cast = planScenes(["Lina ran to the farmer's shed."], "en")[0]?.characters ?? [];
    expect(cast.map((c) => c.name)).toContain("Lina");
    expect(cast.some((c) => c.icon.includes("farmer"))).toBe(true);
  });
});

describe("a name set off after animals in the plural is no name of theirs", () => {
  it("draws Neil as a person among the cages of parrots", () => {
    const scene = planScenes(
      ["Among tanks of fish and cages of squawking parrots, Neil chose a little goldfish."],
      "en",
    )[0];
    const neil = scene?.characters.find((c) => c.name === "Neil");
    expect(neil?.kind).toBe("person");
  });

  it("keeps the name of one animal set off after it", () => {
    const scene = planScenes(["Their old cat, Misty, sat beside the bowl."], "en")[0];
    expect(scene?.characters.find((c) => c.name === "Misty")?.icon).toBe("cat");
  });
});

describe("a past verb before the personal a is a verb, not an animal", () => {
  it.each(["En casa llamó al pez Cohete.", "Ella llamaba a su perro desde la puerta."])(
    "draws no llama for %s",
    (sentence) => {
      const scene = planScenes([sentence], "es")[0];
      expect(scene?.characters.map((c) => c.icon)).not.toContain("llama");
    },
  );
});

describe("a word that only ends like a genitive is no owner", () => {
  it("lets the crowd (ಜನ) clap with everyone (kn)", () => {
    const story = ["ಊರಿನ ಚೌಕದಲ್ಲಿ ಒಬ್ಬ ಮುದುಕ ಪಿಟೀಲು ನುಡಿಸುತ್ತಿದ್ದನು.", "ಅವನ ಸುತ್ತ ಜನ ಸೇರಿದರು, ಎಲ್ಲರೂ ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು."];
    const crowd = last(story, "kn")?.characters.find((c) => c.icon === "person");
    expect(crowd?.action).toBe("clap");
  });
});
