import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in each scene of a story. */
const thingsOf = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((p) => p.objects.map((o) => o.icon));

describe("a story's vehicle drawn where a sentence leans on it unnamed", () => {
  const buses: [Language, string[]][] = [
    [
      "en",
      ["The old bus crawled up the mountain road.", "Then the engine roared and the passengers clapped."],
    ],
    [
      "es",
      ["El viejo autobús subía por la carretera.", "Entonces el motor rugió y los pasajeros aplaudieron."],
    ],
    ["fr", ["Le vieux bus montait la route.", "Puis le moteur a rugi et les passagers ont applaudi."]],
    ["de", ["Der alte Bus fuhr den Berg hinauf.", "Dann brüllte der Motor und die Fahrgäste klatschten."]],
    ["hi", ["पुरानी बस पहाड़ी सड़क पर चढ़ रही थी।", "तभी इंजन गरज उठा और यात्रियों ने तालियाँ बजाईं।"]],
    ["kn", ["ಹಳೆಯ ಬಸ್ ಬೆಟ್ಟದ ರಸ್ತೆಯಲ್ಲಿ ಸಾಗುತ್ತಿತ್ತು.", "ಆಗ ಇಂಜಿನ್ ಘರ್ಜಿಸಿತು; ಪ್ರಯಾಣಿಕರು ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು."]],
    ["ta", ["பழைய பேருந்து மலைச் சாலையில் ஏறியது.", "அப்போது எஞ்சின் உறுமியது; பயணிகள் கைதட்டினார்கள்."]],
    ["te", ["పాత బస్సు కొండ దారిలో ఎక్కుతోంది.", "అప్పుడు ఇంజిన్ గర్జించింది; ప్రయాణికులు చప్పట్లు కొట్టారు."]],
  ];
  it.each(buses)(
    "draws the story's bus where its engine roars and its passengers clap (%s)",
    (language, story) => {
      const [first, second] = thingsOf(story, language);
      const bus = first?.find((icon) => /bus/u.test(icon));
      expect(bus).toBeDefined();
      expect(second).toContain(bus);
    },
  );

  it("draws the story's bicycle where its chain comes off, not a car", () => {
    const [, second] = thingsOf(
      ["Ravi rode his bicycle to the river.", "Halfway there the chain came off."],
      "en",
    );
    expect(second).toContain("bicycle");
  });

  it("draws no bicycle where its engine is spoken of, which a bicycle has not", () => {
    const [, second] = thingsOf(
      ["Ravi rode his bicycle to the river.", "He heard a loud engine roar on the road."],
      "en",
    );
    expect(second).not.toContain("bicycle");
  });

  it("draws no vehicle for passengers where the story has none", () => {
    const [scene] = thingsOf(["The tired passengers clapped."], "en");
    expect(scene?.some((icon) => /bus|car|train/u.test(icon))).toBe(false);
  });
});
