import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in the one scene of a sentence. */
const thingsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.objects.map((o) => o.icon) ?? [];

describe("a story's central thing named in any of its languages", () => {
  const flatbreads: [Language, string][] = [
    ["es", "Papá frió tres parathas para la cena."],
    ["fr", "Papa a cuit des rotis sur la plaque."],
    ["de", "Papa backte Chapatis für alle."],
    ["hi", "माँ ने तवे पर रोटियों को पलटा।"],
  ];
  it.each(flatbreads)("draws chapatis, rotis and parathas as a flatbread (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("flatbread");
  });

  const lunchBoxes: [Language, string][] = [
    ["en", "Anil forgot his lunchbox on the bus."],
    ["es", "Anil olvidó su fiambrera en el autobús."],
    ["fr", "Anil a oublié sa gamelle dans le bus."],
    ["de", "Anil vergaß seine Brotdose im Bus."],
    ["hi", "अनिल बस में अपना टिफ़िन भूल गया।"],
    ["ta", "அனில் தன் டிபன் பாக்ஸை பேருந்தில் மறந்தான்."],
    ["te", "అనిల్ తన టిఫిన్ డబ్బా బస్సులో మర్చిపోయాడు."],
  ];
  it.each(lunchBoxes)("draws a tiffin or a lunch box as the boxed lunch (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("bento-box");
  });

  const clayPots: [Language, string][] = [
    ["en", "The potter set three clay pots in the sun to dry."],
    ["es", "El alfarero dejó tres vasijas al sol."],
    ["fr", "Le potier a posé trois pots en terre au soleil."],
    ["de", "Der Töpfer stellte drei Tontöpfe in die Sonne."],
  ];
  it.each(clayPots)("draws a clay pot as an amphora (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("amphora");
  });

  const firs: [Language, string][] = [
    ["en", "Grandpa planted a fir tree behind the shed."],
    ["es", "El abuelo plantó un abeto detrás del cobertizo."],
    ["en", "A tall pine tree stood by the gate."],
    ["de", "Opa pflanzte eine Tanne hinter den Schuppen."],
  ];
  it.each(firs)("draws a fir as an evergreen, not a leafy tree (%s)", (language, sentence) => {
    const things = thingsOf(sentence, language);
    expect(things).toContain("evergreen-tree");
    expect(things).not.toContain("deciduous-tree");
  });

  it("draws a Telugu Christmas tree as one, not a leafy tree", () => {
    expect(thingsOf("పిల్లలు క్రిస్మస్ చెట్టును దీపాలతో అలంకరించారు.", "te")).toContain("christmas-tree");
  });
});
