import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in the one scene of a sentence. */
const thingsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.objects.map((o) => o.icon) ?? [];

describe("a box word read with the noun it is compounded with", () => {
  const notParcels: [Language, string][] = [
    ["en", "Ravi opened his pencil box on the desk."],
    ["en", "Grandpa pried the lid off a box of paints."],
    ["es", "Lucía abrió la caja de lápices sobre el pupitre."],
    ["fr", "Paul a ouvert sa boîte de peintures sur la table."],
    ["hi", "सोनू ने मेज़ पर पेंसिल का डिब्बा खोला।"],
    ["hi", "पिताजी ने पेंट का डिब्बा खोलकर ब्रश डुबोया।"],
    ["ta", "மீனா தன் டிபன் பெட்டியைத் திறந்தாள்."],
    ["te", "రాజు పెయింట్ డబ్బా మూత తీశాడు."],
    ["kn", "ತಾತ ಜೇನು ಪೆಟ್ಟಿಗೆಯನ್ನು ನಿಧಾನವಾಗಿ ತೆರೆದರು."],
    ["en", "Ravi kept the beetle in a matchbox."],
    ["de", "Ravi bewahrte den Käfer in einer Streichholzschachtel auf."],
    ["fr", "Ravi a gardé le scarabée dans une boîte d'allumettes."],
    ["hi", "रवि ने कीड़े को माचिस की डिब्बी में रखा।"],
  ];
  it.each(notParcels)(
    "draws no parcel for a paint, pencil, lunch, bee or match box (%s: %s)",
    (language, sentence) => {
      expect(thingsOf(sentence, language)).not.toContain("package");
    },
  );

  it("draws a postbox for a box of letters", () => {
    expect(thingsOf("Il a glissé la carte dans la boîte aux lettres.", "fr")).toContain("postbox");
    expect(thingsOf("Il a glissé la carte dans la boîte aux lettres.", "fr")).not.toContain("package");
  });

  it("reads a Hindi box word beside a train as its carriage, drawn by the train", () => {
    const things = thingsOf("सीटी बजते ही अमन ट्रेन के डिब्बे में चढ़ गया।", "hi");
    expect(things).toContain("train");
    expect(things).not.toContain("package");
  });

  const parcels: [Language, string][] = [
    ["en", "The postman left a heavy box at the door."],
    ["hi", "डाकिया दरवाज़े पर एक भारी डिब्बा छोड़ गया।"],
  ];
  it.each(parcels)("still draws a parcel for a box read on its own (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("package");
  });
});

describe("what a place word brings with it", () => {
  const besideMarkets: [Language, string][] = [
    ["en", "Dad parked the car at the school beside the market."],
    ["en", "They waited outside the library next to the market."],
    ["es", "Esperamos en la biblioteca que está junto al mercado."],
  ];
  it.each(besideMarkets)(
    "draws no market basket where the market only says where another place is (%s)",
    (language, sentence) => {
      const plan = planScenes([sentence], language)[0];
      expect(plan?.setting.place).not.toBe("market");
      expect(plan?.objects.map((o) => o.icon)).not.toContain("basket");
    },
  );

  it("lets the market's basket yield to the goods the sentence names", () => {
    const things = thingsOf("They bought onions at the market.", "en");
    expect(things).toContain("onion");
    expect(things).not.toContain("basket");
  });

  it("keeps the basket of a market the scene is at", () => {
    expect(thingsOf("On Sunday the market was full of people.", "en")).toContain("basket");
  });
});

describe("a box named by what it holds", () => {
  const holders: [Language, string][] = [
    ["en", "She gave him a box full of ink for the printing press."],
    ["de", "Opa öffnete eine Kiste voller Äpfel."],
    ["hi", "नानी ने अचार का भरा डिब्बा मेज़ पर रखा।"],
    ["kn", "ಅಮ್ಮ ಸಕ್ಕರೆಯ ಡಬ್ಬಿ ತೆರೆದರು."],
  ];
  it.each(holders)("draws no parcel for a tin or box of something (%s: %s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("package");
  });

  it("still draws a parcel for a box with nothing said of what is in it", () => {
    expect(thingsOf("The postman left a big box at the door.", "en")).toContain("package");
    expect(thingsOf("ಅವರು ಹಳೆಯ ಡಬ್ಬಿ ತೆರೆದರು.", "kn")).toContain("package");
  });

  const cardboard: [Language, string][] = [
    ["en", "Nisha carried her kitten to the vet in a cardboard box with holes in the lid."],
    ["hi", "निशा अपने खरगोश को गत्ते के डिब्बे में रखकर डॉक्टर के पास ले गई।"],
    ["kn", "ನಿಶಾ ಮೊಲವನ್ನು ರಟ್ಟಿನ ಡಬ್ಬಿಯಲ್ಲಿ ಹಾಕಿಕೊಂಡು ಡಾಕ್ಟರ ಬಳಿಗೆ ಹೋದಳು."],
    ["hi", "वे डिब्बों के बीच फ़र्श पर बैठकर खाना खाते रहे।"],
  ];
  it.each(cardboard)(
    "keeps a cardboard box, or boxes a postposition follows, a parcel (%s: %s)",
    (language, sentence) => {
      expect(thingsOf(sentence, language)).toContain("package");
    },
  );

  it("reads Kannada jaggery as no bell", () => {
    expect(thingsOf("ಅಜ್ಜಿ ಬೆಲ್ಲದ ಉಂಡೆ ಕೊಟ್ಟರು.", "kn")).not.toContain("bell");
  });
});
