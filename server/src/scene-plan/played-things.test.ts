import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const thingsOf = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((scene) => scene.objects.map((o) => o.icon));

describe("an instrument the story has named, played later without naming it", () => {
  const stories: [Language, string[]][] = [
    [
      "en",
      [
        "Arjun's grandfather gave him an old violin for his tenth birthday.",
        "The thin strings squeaked so badly that his sister covered her ears.",
        "At the school fair Arjun played two tunes for the teachers.",
      ],
    ],
    [
      "es",
      [
        "El abuelo de Arjun le regaló un violín viejo por su cumpleaños.",
        "Las cuerdas finas chirriaban tanto que su hermana se tapó los oídos.",
        "En la feria del colegio Arjun tocó dos canciones para los maestros.",
      ],
    ],
    [
      "de",
      [
        "Arjuns Großvater schenkte ihm zum Geburtstag eine alte Geige.",
        "Die dünnen Saiten quietschten so sehr, dass seine Schwester sich die Ohren zuhielt.",
        "Beim Schulfest spielte Arjun zwei Lieder für die Lehrer.",
      ],
    ],
  ];
  it.each(stories)("draws the violin in the scenes of its strings and its songs (%s)", (language, story) => {
    const scenes = thingsOf(story, language);
    expect(scenes[0]).toContain("violin");
    expect(scenes[1]).toContain("violin");
    expect(scenes[2]).toContain("violin");
  });

  it("draws the player playing when the sentence plays songs on it", () => {
    const scenes = planScenes(
      ["Meera bought a guitar with her savings.", "On Sunday Meera played four songs for her cousins."],
      "en",
    );
    expect(scenes[1]?.objects.map((o) => o.icon)).toContain("guitar");
    expect(scenes[1]?.characters.find((c) => c.name === "Meera")?.action).toBe("play");
  });

  it("draws no instrument for a game played later in the story", () => {
    const scenes = thingsOf(
      ["Meera bought a guitar with her savings.", "After lunch the cousins played cricket in the lane."],
      "en",
    );
    expect(scenes[1]).not.toContain("guitar");
  });

  it("draws no instrument where the story has named none", () => {
    const scenes = thingsOf(["Meera came home late.", "She practised every evening until dinner."], "en");
    expect(scenes[1]).toEqual([]);
  });
});
