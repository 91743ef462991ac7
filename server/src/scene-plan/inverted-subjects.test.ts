import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const cast = (sentences: string[], language: Language) =>
  planScenes(sentences, language)
    .at(-1)
    ?.characters.map((c) => `${c.icon}:${c.action ?? "stand"}`) ?? [];

describe("one named after the verb that says what they do is that verb's subject", () => {
  it("gives a Spanish animal after a verb and its gerund the verb's pose, not the one before", () => {
    const plans = planScenes(
      ["Tomás paseaba por el huerto.", "Entonces llegó corriendo un perro enorme."],
      "es",
    );
    expect(plans.at(-1)?.characters.find((c) => c.icon === "dog")?.action).toBe("run");
  });

  it("reads the Spanish animal that came after the verb as the next sentence's él", () => {
    const scene = cast(
      ["Lucía fue al bosque.", "Entonces llegó corriendo un zorro.", "Él saltó el arroyo."],
      "es",
    );
    expect(scene.some((c) => c.startsWith("fox"))).toBe(true);
  });

  it("gives a French animal after an intransitive verb its pose", () => {
    expect(cast(["Sur le vieux canapé dormait un gros chat."], "fr")).toContain("cat:sleep");
  });

  it("keeps an animal after a verb done to it without the verb's pose", () => {
    const plans = planScenes(["Marcos fue al parque.", "Allí acarició un perro pequeño."], "es");
    expect(plans.at(-1)?.characters.find((c) => c.icon === "dog")?.action).toBeUndefined();
  });
});

describe('"il y a" and "es gibt" name nobody: what they introduce is the subject', () => {
  it('draws no man for the "il" of "il y avait"', () => {
    const scene = cast(["Il y avait un hérisson sous la haie."], "fr");
    expect(scene.some((c) => c.startsWith("man"))).toBe(false);
    expect(scene.some((c) => c.startsWith("hedgehog"))).toBe(true);
  });

  it('reads the French "il" after "il y avait un renard" as the fox, not an animal before', () => {
    const scene = cast(
      ["Sur le toit chantait un oiseau.", "Il y avait aussi un renard dans la cour.", "Il avait très faim."],
      "fr",
    );
    expect(scene.some((c) => c.startsWith("fox"))).toBe(true);
    expect(scene.some((c) => c.startsWith("bird"))).toBe(false);
  });

  it('draws no one for the "es" of "es gibt"', () => {
    const scene = cast(["Im Keller gibt es eine kleine Maus."], "de");
    expect(scene.every((c) => c.startsWith("mouse"))).toBe(true);
  });
});
