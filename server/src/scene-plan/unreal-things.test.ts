import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things and the creatures drawn in the one scene of a sentence. */
const drawnOf = (sentence: string, language: Language) => {
  const plan = planScenes([sentence], language)[0];
  return [...(plan?.objects.map((o) => o.icon) ?? []), ...(plan?.characters.map((c) => c.icon) ?? [])];
};

describe("things a sentence only speaks of", () => {
  const future: [Language, string, string][] = [
    ["en", "Grandpa said we'll pick apples tomorrow.", "red-apple"],
    ["en", "Mum said they would bake a cake the next day.", "birthday-cake"],
    ["es", "Papá dijo que el sábado comprarían manzanas.", "red-apple"],
    ["fr", "Papa a dit qu'ils achèteraient des pommes samedi.", "red-apple"],
    ["de", "Opa sagte, am Sonntag würden sie Äpfel pflücken.", "red-apple"],
  ];
  it.each(future)("draws nothing someone will or would get later (%s: %s)", (language, sentence, icon) => {
    expect(drawnOf(sentence, language)).not.toContain(icon);
  });

  const wanted: [Language, string][] = [
    ["en", "Mira wanted a mug with a panda on it and sulked all day."],
    ["es", "Mira quería una taza con un panda y se enfadó."],
    ["fr", "Mira voulait une tasse avec un panda et elle a boudé."],
    ["de", "Mira wollte eine Tasse mit einem Panda darauf und schmollte."],
  ];
  it.each(wanted)("draws neither what someone wanted nor the creature on it (%s)", (language, sentence) => {
    const drawn = drawnOf(sentence, language);
    expect(drawn.filter((icon) => /panda|mug|cup|teacup/.test(icon))).toEqual([]);
  });

  it("draws what is done now and what a habit of the past is done with", () => {
    expect(drawnOf("He carried the kite up the hill.", "en")).toContain("kite");
    expect(drawnOf("Every evening Grandma would feed the hens.", "en")).toContain("chicken");
    expect(drawnOf("Mira took her kite because she wanted to fly it.", "en")).toContain("kite");
  });
});
