import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { taggedVerbs } from "./pos";
import { tokenize } from "./text";

const drawn = (sentence: string, language: Language) =>
  planScenes([sentence], language).flatMap((p) => [
    ...p.characters.map((c) => c.icon),
    ...p.objects.map((o) => o.icon),
  ]);

describe("a Spanish or French verb in a past tense is read as the verb it is", () => {
  it.each([
    ["es", "El viejo Babu la llamó."],
    ["es", "Su madre la llamó desde la puerta."],
  ] as const)("draws no llama where someone called her (%s: %s)", (language, sentence) => {
    expect(drawn(sentence, language)).not.toContain("llama");
  });

  it("still draws the animal called", () => {
    expect(drawn("Marta llamó a su perro desde la puerta.", "es")).toEqual(
      expect.arrayContaining([expect.stringMatching(/dog/)]),
    );
  });

  it("finds the verbs of a sentence by the tagger, and leaves a form that is also a noun to the tables", () => {
    const text = "Su madre la llamó mientras cocina la sopa.";
    const verbs = taggedVerbs(text, tokenize(text, "es"), "es");
    expect([...verbs]).toEqual([3]);
    expect(taggedVerbs("Il la regardait.", tokenize("Il la regardait.", "fr"), "fr")).toEqual(new Set([2]));
  });

  it("has no tagger for a language Debian ships no model of, and reads it as before", () => {
    const text = "Er rief sie aus der Küche.";
    expect(taggedVerbs(text, tokenize(text, "de"), "de").size).toBe(0);
  });
});
