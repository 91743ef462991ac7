import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The pose of the one named `who` in the last scene of a story. */
function poseOf(language: Language, who: string, sentences: string[]): string | undefined {
  const plan = planScenes(sentences, language).at(-1);
  const figure = plan?.characters.find((c) => c.name === who);
  return figure ? (figure.action ?? "stand") : undefined;
}

describe("verbs found by their forms and their dictionary senses", () => {
  it("reads a French regular verb in the present from its listed infinitive", () => {
    expect(poseOf("fr", "Lucie", ["Le soir, Lucie mange une soupe chaude."])).toBe("eat");
    expect(poseOf("fr", "Hugo", ["Hugo et Léa rentrent.", "Ensuite ils dansent dans le salon."])).toBe(
      "dance",
    );
  });

  it("keeps a French present form that follows an adjective a noun, not a verb", () => {
    const plan = planScenes(["Paul lit le journal dans sa grande cuisine."], "fr")[0];
    expect(plan?.setting.place).toBe("kitchen");
  });

  it("reads a Spanish present after a subject pronoun or a group word", () => {
    expect(
      poseOf("es", "Marta", ["Marta y Pablo llegan a casa con hambre.", "Luego todos cenan en el patio."]),
    ).toBe("eat");
  });

  it("keeps a Spanish noun after a preposition, an article and an adjective a place", () => {
    const plan = planScenes(["Carmen lee el periódico en su pequeña cocina."], "es")[0];
    expect(plan?.setting.place).toBe("kitchen");
  });

  it("draws an unlisted English verb of grabbing, handing or hurrying by its WordNet sense", () => {
    expect(poseOf("en", "Leo", ["Leo snatched the kite string from the fence."])).toBe("pick");
    expect(poseOf("en", "Ana", ["Ana hurried across the square with her parcel."])).toBe("run");
  });

  it("takes a Kannada name ending in a conjunct with ya for the subject, not a genitive", () => {
    expect(poseOf("kn", "ಸೌಮ್ಯ", ["ಸಂಜೆ ಸೌಮ್ಯ ಅಂಗಳದಲ್ಲಿ ಚೆಂಡನ್ನು ಎಸೆದಳು."])).toBe("throw");
  });

  it("gives the owner named with an honorific before a case word no verb of the one owned", () => {
    const hi = planScenes(["गुप्ता जी का बेटा खिड़की से हाथ हिलाता रहा।"], "hi")[0];
    expect(hi?.characters.find((c) => c.name === "गुप्ता")?.action ?? "stand").not.toBe("wave");
    const te = planScenes(["రావు గారి కొడుకు కిటికీ దగ్గర చేయి ఊపుతూ ఉన్నాడు."], "te")[0];
    expect(te?.characters.find((c) => c.name === "రావు")?.action ?? "stand").not.toBe("wave");
  });
});
