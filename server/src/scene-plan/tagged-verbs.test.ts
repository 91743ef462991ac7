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

  it.each([
    ["es", "Caía una llovizna fina cuando Ana salió.", 1],
    ["es", "Hacía mucho calor en el mercado.", 0],
    ["fr", "Tombait une pluie fine.", 0],
    ["fr", "Arriva enfin le bus.", 0],
  ] as const)("draws no one for a sentence's opening verb (%s: %s)", (language, sentence, people) => {
    const [plan] = planScenes([sentence], language);
    expect(plan?.characters.filter((c) => c.kind === "person")).toHaveLength(people);
  });

  it("keeps a given name that opens a sentence", () => {
    const [plan] = planScenes(["Ana llamó a su abuela."], "es");
    expect(plan?.characters.map((c) => c.name)).toContain("Ana");
  });

  it("draws no one for a Hindi verb that stands where a name could", () => {
    const plans = planScenes(
      [
        "कमला दादी रसोई में थीं।",
        "उन्होंने स्टील की बड़ी परात में आटा डाला, थोड़ा पानी मिलाया और मीरा को दिखाया कि आटा कैसे गूँधते हैं।",
      ],
      "hi",
    );
    const names = plans.at(-1)?.characters.map((c) => c.name) ?? [];
    expect(names).toContain("मीरा");
    expect(names).not.toContain("मिलाया");
  });

  it("keeps a Hindi name that is also a verb form where a postposition follows it", () => {
    const plans = planScenes(
      [
        "ऑफ़िस में एक कबूतर घुस आया।",
        "सब लोग उसके पीछे दौड़ रहे थे, पर नई इंटर्न जिया ने अपने सैंडविच के कुछ टुकड़े हथेली पर रखकर आगे बढ़ा दिए।",
      ],
      "hi",
    );
    expect(plans.at(-1)?.characters.map((c) => c.name)).toContain("जिया");
  });

  it("keeps a Hindi thing whose word is also an infinitive", () => {
    const [plan] = planScenes(["जोसेफ पाना लेकर उसके पास घुटनों के बल बैठे।"], "hi");
    expect(plan?.objects.map((o) => o.icon)).toContain("wrench");
  });
});
