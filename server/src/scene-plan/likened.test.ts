import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Every icon a one-sentence scene draws: its people's, animals' and things'. */
const drawn = (language: Language, sentence: string) => {
  const [plan] = planScenes([sentence], language);
  return [...(plan?.characters.map((c) => c.icon) ?? []), ...(plan?.objects.map((o) => o.icon) ?? [])];
};

describe("what an as-if clause or a compared deed names is not in the scene", () => {
  it.each<[Language, string]>([
    ["en", "Neel made a face as if he had bitten a lemon."],
    ["en", "Neel made a face like he had bitten a lemon."],
    ["es", "Neel hizo una mueca como si hubiera mordido un limón."],
    ["fr", "Neel a fait une grimace comme s'il avait mordu un citron."],
    ["de", "Neel verzog das Gesicht, als hätte er in eine Zitrone gebissen."],
    ["de", "Neel machte ein Gesicht, als ob er eine Zitrone gegessen hätte."],
    ["hi", "नील ने ऐसा मुँह बनाया जैसे नींबू चख लिया हो।"],
    ["kn", "ನೀಲ್ ನಿಂಬೆಹಣ್ಣು ಕಚ್ಚಿದವನಂತೆ ಮುಖ ಮಾಡಿದ."],
    ["ta", "நீல் எலுமிச்சம்பழத்தைக் கடித்தவன் போல முகத்தைச் சுளித்தான்."],
    ["te", "నీల్ నిమ్మకాయ కొరికినట్టు మొహం పెట్టాడు."],
    ["te", "నీల్ నిమ్మకాయ కొరికినవాడిలా మొహం పెట్టాడు."],
  ])("draws no lemon (%s: %s)", (language, sentence) => {
    expect(drawn(language, sentence)).not.toContain("lemon");
  });

  it.each<[Language, string]>([
    ["en", "Neel ran as though a tiger was chasing him."],
    ["es", "Neel corrió como si lo persiguiera un tigre."],
    ["fr", "Neel a couru comme s'il était poursuivi par un tigre."],
    ["hi", "नील ऐसे भागा मानो बाघ उसका पीछा कर रहा हो।"],
    ["ta", "நீல் புலி துரத்துவது போல ஓடினான்."],
    ["te", "నీల్ పులి తరుముతున్నట్టు పరిగెత్తాడు."],
  ])("draws no tiger and keeps the runner (%s: %s)", (language, sentence) => {
    const icons = drawn(language, sentence);
    expect(icons).not.toContain("tiger");
    expect(icons.length).toBeGreaterThan(0);
  });

  it.each<[Language, string]>([
    ["en", "Neel liked it when his mother peeled a lemon."],
    ["de", "Neel aß eine Zitrone, als er nach Hause kam."],
  ])("still draws a thing outside any likeness (%s: %s)", (language, sentence) => {
    expect(drawn(language, sentence)).toContain("lemon");
  });
});

describe("a look named by a thing, or a likeness word written apart, draws no thing", () => {
  it.each<[Language, string]>([
    ["es", "Neel puso cara de limón."],
    ["fr", "Neel a fait une grimace de citron."],
    ["fr", "Neel a fait une tête de citron."],
    ["kn", "ನೀಲ್ ನಿಂಬೆಹಣ್ಣಿನ ಹಾಗೆ ಮುಖ ಮಾಡಿದ."],
    ["te", "నీల్ నిమ్మకాయ లాగా మొహం పెట్టాడు."],
    ["te", "నీల్ నిమ్మకాయ వలె మొహం పెట్టాడు."],
  ])("draws no lemon (%s: %s)", (language, sentence) => {
    expect(drawn(language, sentence)).not.toContain("lemon");
  });

  it("draws no tomato for Hindi 'सा' after its noun", () => {
    expect(drawn("hi", "नील का चेहरा टमाटर सा लाल था।")).not.toContain("tomato");
  });
});

describe("a simile's picture named after a paired word or 'on aurait dit' draws nothing", () => {
  it("draws no boat and no waves for Hindi 'ऐसे … जैसे'", () => {
    const icons = drawn("hi", "हाथी ऐसे झूमता चला जैसे लहरों पर कोई नाव, और बच्चे हँसने लगे।");
    expect(icons).not.toContain("canoe");
    expect(icons).not.toContain("water-wave");
  });

  it("still draws a thing after Hindi 'जैसे ही' (as soon as)", () => {
    expect(drawn("hi", "वह ऐसे थका था कि जैसे ही नाव आई, वह उसमें बैठ गया।")).toContain("canoe");
  });

  it("draws no sheep for Spanish 'parecían' and keeps a thing after 'parecía que'", () => {
    expect(drawn("es", "Tocó la manta y dijo que parecía lana de oveja.")).not.toContain("ewe");
    expect(drawn("es", "Parecía que el gato dormía en la caja.")).toContain("cat");
  });

  it("draws no sheep for French 'on aurait dit'", () => {
    expect(drawn("fr", "Elle toucha la couverture et on aurait dit de la laine de mouton.")).not.toContain(
      "ewe",
    );
  });
});
