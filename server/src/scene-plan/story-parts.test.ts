import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const thingsOfLast = (sentences: string[], language: Language) =>
  planScenes(sentences, language)
    .at(-1)
    ?.objects.map((o) => o.icon) ?? [];

describe("a crater the story's volcano has is drawn as the volcano", () => {
  const volcano: [Language, string[]][] = [
    ["en", ["Kavya built a clay volcano on the table.", "Then she poured vinegar into the crater."]],
    ["es", ["Kavya construyó un volcán de arcilla en la mesa.", "Luego echó vinagre en el cráter."]],
    [
      "fr",
      ["Kavya a monté un volcan en argile sur la table.", "Puis elle a versé du vinaigre dans le cratère."],
    ],
    ["de", ["Kavya baute einen Vulkan aus Ton auf dem Tisch.", "Dann goss sie Essig in den Krater."]],
  ];
  it.each(volcano)("draws the volcano for its crater (%s)", (language, sentences) => {
    expect(thingsOfLast(sentences, language)).toContain("volcano");
  });
});

describe("the sides of the thing just drawn are drawn as that thing", () => {
  const sides: [Language, string[]][] = [
    ["en", ["Riya built a clay volcano on the table.", "Red foam bubbled up and ran down the sides."]],
    ["de", ["Riya baute einen Vulkan aus Ton.", "Roter Schaum lief an den Seiten herunter."]],
    ["hi", ["रिया ने मिट्टी का ज्वालामुखी बनाया।", "लाल झाग किनारों से बहने लगा।"]],
    ["kn", ["ರಿಯಾ ಮಣ್ಣಿನ ಜ್ವಾಲಾಮುಖಿ ಮಾಡಿದಳು.", "ಕೆಂಪು ನೊರೆ ಬದಿಗಳಲ್ಲಿ ಹರಿಯಿತು."]],
  ];
  it.each(sides)("draws the volcano its foam runs down (%s)", (language, sentences) => {
    expect(thingsOfLast(sentences, language)).toContain("volcano");
  });

  it("draws nothing for the sides of something else the sentence names", () => {
    const sentences = ["Riya built a clay volcano on the table.", "People stood on both sides of the road."];
    expect(thingsOfLast(sentences, "en")).not.toContain("volcano");
  });
});

describe("a lone 'one' a verb acts on is one of the things just named", () => {
  const strawberries: [Language, string[]][] = [
    ["en", ["Mum took Ishaan to pick strawberries.", "Ishaan ate one for every two he put in the basket."]],
    [
      "es",
      ["Mamá llevó a Ishaan a recoger fresas.", "Ishaan se comía una por cada dos que echaba en la cesta."],
    ],
    [
      "fr",
      [
        "Maman a emmené Ishaan cueillir des fraises.",
        "Ishaan en mangeait une pour deux qu'il mettait dans le panier.",
      ],
    ],
    ["kn", ["ಅಮ್ಮ ಈಶಾನ್‌ನನ್ನು ಸ್ಟ್ರಾಬೆರಿ ಕೀಳಲು ಕರೆದೊಯ್ದರು.", "ಈಶಾನ್ ಬುಟ್ಟಿಗೆ ಎರಡು ಹಾಕಿದರೆ ಒಂದನ್ನು ತಿನ್ನುತ್ತಿದ್ದ."]],
    ["ta", ["அம்மா ஈஷானை ஸ்ட்ராபெர்ரி பறிக்க அழைத்துச் சென்றார்.", "ஈஷான் கூடையில் இரண்டு போட்டால் ஒன்றைச் சாப்பிட்டான்."]],
    ["te", ["అమ్మ ఈశాన్‌ని స్ట్రాబెర్రీలు కోయడానికి తీసుకెళ్లింది.", "ఈశాన్ బుట్టలో రెండు వేస్తే ఒకటి తినేశాడు."]],
  ];
  it.each(strawberries)("draws a strawberry for the one he ate (%s)", (language, sentences) => {
    expect(thingsOfLast(sentences, language)).toContain("strawberry");
  });

  it("draws nothing for 'one' as a person", () => {
    const sentences = ["Mum took Ishaan to pick strawberries.", "Ishaan was the only one who laughed."];
    expect(thingsOfLast(sentences, "en")).not.toContain("strawberry");
  });
});

describe("a pillow something lies on is on a bed", () => {
  const pillow: [Language, string][] = [
    ["en", "The cat curled up on Meera's pillow."],
    ["es", "La gata se acurrucó sobre la almohada de Meera."],
    ["fr", "La chatte s'est roulée en boule sur l'oreiller de Meera."],
    ["de", "Die Katze rollte sich auf Meeras Kopfkissen zusammen."],
    ["hi", "बिल्ली मीरा के तकिये पर सो गई।"],
    ["kn", "ಬೆಕ್ಕು ಮೀರಾಳ ದಿಂಬಿನ ಮೇಲೆ ಮಲಗಿತು."],
    ["ta", "பூனை மீராவின் தலையணையில் படுத்தது."],
    ["te", "పిల్లి మీరా దిండు మీద పడుకుంది."],
  ];
  it.each(pillow)("draws the bed under the pillow (%s)", (language, sentence) => {
    expect(thingsOfLast([sentence], language)).toContain("bed");
  });

  it("draws no bed for a pillow thrown or searched under", () => {
    expect(thingsOfLast(["Vivek grabbed a pillow to throw at it."], "en")).not.toContain("bed");
    expect(thingsOfLast(["Deepak looked under every pillow."], "en")).not.toContain("bed");
  });
});
