import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in the one scene of a sentence. */
const thingsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.objects.map((o) => o.icon) ?? [];

describe("a bag word read with what it holds or serves", () => {
  const toolBags: [Language, string][] = [
    ["en", "Sunita the electrician arrived with a ladder and a bag of tools."],
    ["es", "Llegó Sunita con una escalera y una bolsa de herramientas."],
    ["de", "Sie kam mit einer Leiter und einer Werkzeugtasche."],
    ["hi", "सुनीता सीढ़ी और औज़ारों का थैला लेकर आई।"],
    ["kn", "ಸುನೀತಾ ಏಣಿ ಮತ್ತು ಸಲಕರಣೆಗಳ ಚೀಲ ಹಿಡಿದು ಬಂದಳು."],
    ["te", "సునీత నిచ్చెన, పనిముట్ల సంచి పట్టుకుని వచ్చింది."],
  ];
  it.each(toolBags)("draws a bag of tools as the toolbox (%s: %s)", (language, sentence) => {
    const things = thingsOf(sentence, language);
    expect(things).toContain("toolbox");
    expect(things).not.toContain("shopping-bags");
  });

  const contents: [Language, string, string][] = [
    ["en", "Two old men were passing a bag of peanuts back and forth.", "peanuts"],
    ["es", "Se pasaban una bolsa de cacahuetes.", "peanuts"],
    ["de", "Sie reichten sich eine Tüte Erdnüsse hin und her.", "peanuts"],
    ["hi", "वे मूँगफली का एक थैला एक-दूसरे को पकड़ा रहे थे।", "peanuts"],
    ["kn", "ಅವರು ಕಡಲೆಕಾಯಿಯ ಚೀಲವನ್ನು ದಾಟಿಸುತ್ತಿದ್ದರು.", "peanuts"],
    ["ta", "அவர்கள் ஒரு பை வேர்க்கடலையை மாற்றி மாற்றிக் கொடுத்தார்கள்.", "peanuts"],
    ["en", "Geeta rides her bicycle with a heavy bag of letters.", "envelope"],
    ["hi", "डाकिया गीता चिट्ठियों से भरा भारी थैला लेकर साइकिल पर घूमती है।", "envelope"],
    ["te", "గీత ఉత్తరాలతో నిండిన బరువైన సంచితో సైకిల్ మీద తిరుగుతుంది.", "envelope"],
  ];
  it.each(contents)(
    "draws what a bag is named by, and no shopping bag (%s: %s)",
    (language, sentence, held) => {
      const things = thingsOf(sentence, language);
      expect(things).toContain(held);
      expect(things).not.toContain("shopping-bags");
    },
  );

  it("leaves out a bag of sand, which no icon draws", () => {
    expect(thingsOf("Tenzin scattered a bag of sand over the icy planks.", "en")).not.toContain(
      "shopping-bags",
    );
  });

  it("draws a school bag in the Indian languages as the backpack", () => {
    expect(thingsOf("ತಾಶಿ ಅವಳ ಶಾಲೆಯ ಚೀಲವನ್ನು ತನ್ನ ಬೆನ್ನಿಗೇರಿಸಿಕೊಂಡ.", "kn")).toContain("backpack");
    expect(thingsOf("தாஷி அவளுடைய பள்ளிப் பையைத் தன் முதுகில் மாட்டிக்கொண்டான்.", "ta")).toContain("backpack");
    expect(thingsOf("తాషి ఆమె బడి సంచిని తన వీపుకు తగిలించుకున్నాడు.", "te")).toContain("backpack");
  });

  it("draws a doctor's bag as the briefcase", () => {
    expect(thingsOf("Dr Kapoor came with her black bag.", "en")).toEqual(["briefcase"]);
    expect(thingsOf("డాక్టర్ కపూర్ తన నల్ల సంచితో వచ్చారు.", "te")).toContain("briefcase");
  });

  it("keeps a cloth bag and bags carried home from the market as shopping bags", () => {
    expect(thingsOf("She carried it home in her cloth bag.", "en")).toContain("shopping-bags");
    expect(thingsOf("Lo llevó a casa en su bolsa de tela.", "es")).toContain("shopping-bags");
    expect(thingsOf("They came home from the market with heavy bags.", "en")).toContain("shopping-bags");
  });
});
