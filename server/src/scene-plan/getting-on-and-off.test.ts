import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in each scene of a story. */
const thingsOf = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((p) => p.objects.map((o) => o.icon));

describe("getting off a vehicle unnamed", () => {
  const pushed: [Language, string[]][] = [
    ["en", ["The bus climbed the hill road.", "Near the top everyone got out and pushed."]],
    ["es", ["El autobús subía por la cuesta.", "Cerca de la cima todos se bajaron y empujaron."]],
    ["fr", ["Le bus montait la côte.", "Près du sommet tout le monde descendit et poussa."]],
    ["de", ["Der Bus fuhr den Hügel hinauf.", "Oben stiegen alle aus und schoben."]],
    ["hi", ["बस पहाड़ी पर चढ़ रही थी।", "ऊपर पहुँचकर वह रुक गई, और सब उतरकर धक्का लगाने लगे।"]],
    ["kn", ["ಬಸ್ ಬೆಟ್ಟದ ರಸ್ತೆಯಲ್ಲಿ ಸಾಗುತ್ತಿತ್ತು.", "ಮೇಲೆ ಅದು ನಿಂತಿತು, ಎಲ್ಲರೂ ಇಳಿದು ತಳ್ಳಿದರು."]],
    ["ta", ["பேருந்து மலைச் சாலையில் சென்றது.", "உச்சியில் அது நின்றது, எல்லோரும் இறங்கி தள்ளினர்."]],
    ["te", ["బస్సు కొండ దారిలో వెళ్తోంది.", "పైన అది ఆగింది, అందరూ దిగి తోశారు."]],
  ];
  it.each(pushed)("draws the bus its passengers get out of beside them (%s)", (language, story) => {
    expect(thingsOf(story, language)[1]).toContain("bus");
  });

  it("draws no taxi in the house its riders get out and go into", () => {
    const [, inside] = thingsOf(["The taxi stopped at the gate.", "They got out and went inside."], "en");
    expect(inside).not.toContain("taxi");
  });

  const fair: [Language, string[]][] = [
    [
      "en",
      [
        "Asha and her uncle took the morning bus to the lake.",
        "Near the top of the pass everyone got out and walked.",
        "At the lake her uncle gave her a paper windmill, and she held it up to the wind.",
      ],
    ],
    [
      "es",
      [
        "Asha y su tío tomaron el autobús al lago.",
        "Cerca del paso todos se bajaron y caminaron.",
        "En el lago su tío le dio un molinillo de papel, y ella se lo puso en alto.",
      ],
    ],
  ];
  it.each(fair)(
    "draws no bus where a pronoun stands for a thing after the ride is over (%s)",
    (language, story) => {
      expect(thingsOf(story, language)[2]).not.toContain("bus");
    },
  );
});

describe("getting on a vehicle unnamed", () => {
  const boarded: [Language, string[]][] = [
    ["en", ["The bus came round the corner.", "They got on and sat at the back."]],
    ["es", ["El autobús llegó a la parada.", "Se subieron y se sentaron atrás."]],
    ["de", ["Der Bus kam um die Ecke.", "Sie stiegen ein und setzten sich nach hinten."]],
  ];
  it.each(boarded)("draws the bus its riders climb into (%s)", (language, story) => {
    expect(thingsOf(story, language)[1]).toContain("bus");
  });

  it("draws no bicycle where a doctor puts a plaster on an arm in hospital", () => {
    const [, ward] = thingsOf(
      ["सागर साइकिल से गिर पड़ा।", "माँ उसे अस्पताल ले गईं, जहाँ डॉक्टर ने उसके हाथ पर प्लास्टर चढ़ा दिया।"],
      "hi",
    );
    expect(ward).not.toContain("bicycle");
  });
});
