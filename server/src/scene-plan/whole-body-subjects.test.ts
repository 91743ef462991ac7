import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

describe("a body of people taken whole as a clause's subject", () => {
  const clapped: [Language, string, string][] = [
    [
      "en",
      "Jia works in an office.",
      "She carried the pigeon back to the window, and the whole office clapped.",
    ],
    [
      "es",
      "Jia trabaja en una oficina.",
      "Ella cargó la paloma hasta la ventana, y toda la oficina aplaudió.",
    ],
    [
      "fr",
      "Jia travaille dans un bureau.",
      "Elle a porté le pigeon jusqu'à la fenêtre, et tout le bureau a applaudi.",
    ],
    ["de", "Jia arbeitet in einem Büro.", "Jia trug die Taube zum Fenster, und das ganze Büro klatschte."],
  ];
  it.each(clapped)(
    "leaves one who did something of her own doing it, and gives the whole office's verb to one of the office, not to one named before (%s)",
    (language, first, second) => {
      const scene = planScenes([first, second], language)[1];
      const jia = scene?.characters.find((c) => c.name === "Jia");
      expect(jia?.action).toBe("carry");
      expect(scene?.characters.filter((c) => c.action === "clap").map((c) => c.name)).toEqual([undefined]);
    },
  );

  it("still gives a verb after an auxiliary to a person named as its subject (fr)", () => {
    const scene = planScenes(["Léa et son frère ont couru jusqu'à la plage."], "fr")[0];
    expect(scene?.characters.every((c) => c.action === "run")).toBe(true);
  });
});
