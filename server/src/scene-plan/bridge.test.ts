import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { hasDictionary, reverseTranslations, translations } from "./bridge";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) => {
  const scene = planScenes([sentence], language).at(-1);
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

const installed = ["deu-eng", "fra-eng", "spa-eng", "eng-hin"].every((d) => hasDictionary(`freedict-${d}`));

describe("the bilingual dictionary", () => {
  it.runIf(installed)("gives a noun's English words, one list per sense", () => {
    expect(translations("freedict-deu-eng", "Matratze")).toEqual([["mattress"]]);
  });

  it.runIf(installed)(
    "reads a dictionary from English backwards, by the nouns whose first sense a word is",
    () => {
      expect(reverseTranslations("freedict-eng-hin", "थाली")).toEqual([["dish"], ["salver"]]);
      // "तल" is a bed only as the ocean's: a later sense.
      expect(reverseTranslations("freedict-eng-hin", "तल")).toEqual([]);
    },
  );

  it.runIf(installed)("knows no word that is also another part of speech", () => {
    expect(translations("freedict-fra-eng", "autour")).toEqual([]);
  });
});

describe("a noun no table lists, read through its English translations", () => {
  const nouns: [Language, string, string][] = [
    ["de", "Opa legte sich nach dem Essen auf die Matratze.", "bed"],
    ["de", "Die Mechanikerin öffnete die Motorhaube.", "automobile"],
    ["de", "Papa packte die Taschen in den Kofferraum.", "automobile"],
    ["de", "Die Kinder hüpften auf den alten Matratzen herum.", "bed"],
    ["de", "Onkel Raj putzte die verbeulte Kühlerhaube.", "automobile"],
    ["fr", "Les jumeaux sautaient sur les vieux matelas.", "bed"],
    ["fr", "Grand-père s'allongea sur le matelas après le déjeuner.", "bed"],
    ["es", "El abuelo se tumbó en el colchón después de comer.", "bed"],
    ["es", "Mamá compró un colchón nuevo para la abuela.", "bed"],
    ["hi", "माँ ने तवा गरम किया।", "cooking"],
    ["hi", "रवि ने शाम को तबला बजाया।", "drum"],
  ];
  it.runIf(installed).each(nouns)(
    "draws what the translations agree on (%s: %s)",
    (language, sentence, icon) => {
      expect(iconsOf(sentence, language)).toContain(icon);
    },
  );
});

describe("a word in its sense, never a look-alike", () => {
  it.runIf(installed)("reads a long compound by no short word hidden at its end", () => {
    expect(iconsOf("Papa wischte die Windschutzscheibe sauber.", "de")).not.toContain("deciduous-tree");
  });

  it.runIf(installed)("reads a compound the dictionary knows whole by the whole, not by its head", () => {
    expect(iconsOf("Der Schneider saß den ganzen Tag an der Nähmaschine.", "de")).not.toContain("airplane");
  });

  it.runIf(installed)("draws nothing for a noun whose translations name different things", () => {
    expect(iconsOf("Sie brachte eine Maschine mit.", "de")).toEqual(["woman"]);
  });
});
