import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in the one scene of a sentence. */
const thingsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.objects.map((o) => o.icon) ?? [];

describe("the instrument a procedure or an examination is done with", () => {
  it.each([
    ["en", "The nurse gave Tom an injection in his arm."],
    ["es", "La enfermera le puso una inyección al niño."],
    ["fr", "L'infirmière a fait une piqûre au chien."],
    ["hi", "नर्स ने बच्चे को इंजेक्शन लगाया।"],
    ["kn", "ನರ್ಸ್ ಮಗುವಿಗೆ ಇಂಜೆಕ್ಷನ್ ಕೊಟ್ಟರು."],
    ["te", "నర్సు పాపకి ఇంజెక్షన్ ఇచ్చింది."],
  ] as [Language, string][])("draws a syringe for an injection (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("syringe");
  });

  it.each([
    ["en", "The doctor listened to the baby's heart."],
    ["es", "La doctora le escuchó el corazón al bebé."],
    ["de", "Die Ärztin hörte dem Baby das Herz ab."],
    ["hi", "डॉक्टर ने बच्चे की धड़कन सुनी।"],
    ["ta", "மருத்துவர் குழந்தையின் இதயத் துடிப்பைக் கேட்டார்."],
  ] as [Language, string][])(
    "gives a doctor who listens to a heart a stethoscope (%s)",
    (language, sentence) => {
      expect(thingsOf(sentence, language)).toContain("stethoscope");
    },
  );

  it("draws no stethoscope for someone who listens to their own heart", () => {
    expect(thingsOf("In the end she listened to her own heart and stayed.", "en")).not.toContain(
      "stethoscope",
    );
  });

  it("draws a thermometer for a temperature taken", () => {
    expect(thingsOf("The nurse took his temperature.", "en")).toContain("thermometer");
  });
});

describe("the festival's things and small things drawn as what they are", () => {
  it.each([
    ["en", "The twins chased each other with pichkaris."],
    ["hi", "बच्चे पिचकारी लेकर गली में दौड़े।"],
    ["kn", "ಮಕ್ಕಳು ಪಿಚಕಾರಿ ಹಿಡಿದು ಓಡಿದರು."],
    ["ta", "குழந்தைகள் தண்ணீர்த் துப்பாக்கிகளால் விளையாடினார்கள்."],
    ["te", "పిల్లలు పిచికారీలతో ఆడారు."],
  ] as [Language, string][])("draws a water pistol for a pichkari (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("water-pistol");
  });

  it.each([
    ["en", "Grandma fried gujiyas for the guests."],
    ["hi", "दादी ने मेहमानों के लिए गुझिया बनाई।"],
    ["kn", "ಅಜ್ಜಿ ಕರ್ಜಿಕಾಯಿ ಮಾಡಿದರು."],
    ["te", "అమ్మమ్మ కజ్జికాయలు చేసింది."],
  ] as [Language, string][])("draws filled sweets as dumplings (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("dumpling");
  });

  it.each([
    ["en", "The volunteers handed out paper cups of juice."],
    ["de", "Die Helfer verteilten Pappbecher mit Saft."],
    ["hi", "बच्चों ने कागज़ी गिलास बाँटे।"],
  ] as [Language, string][])("draws a paper cup as a cup, no hot drink (%s)", (language, sentence) => {
    const things = thingsOf(sentence, language);
    expect(things).toContain("cup-with-straw");
    expect(things).not.toContain("hot-beverage");
  });

  it.each([
    ["en", "The puppy left muddy paw prints on the rug."],
    ["en", "The cat left footprints on the clean floor."],
    ["es", "El perro dejó huellas en la alfombra."],
    ["de", "Der Hund hinterließ Pfotenabdrücke im Schnee."],
    ["kn", "ನಾಯಿ ಅಂಗಳದ ತುಂಬಾ ಹೆಜ್ಜೆ ಗುರುತುಗಳನ್ನು ಮೂಡಿಸಿತು."],
    ["ta", "நாய் முற்றம் முழுக்கக் கால்தடங்களைப் பதித்தது."],
  ] as [Language, string][])("draws an animal's prints as paw prints (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("paw-prints");
  });
});

it("draws a person's footprints as footprints, no paw prints", () => {
  const things = thingsOf("राजू ने रेत पर पैरों के निशान छोड़े।", "hi");
  expect(things).toContain("footprints");
  expect(things).not.toContain("paw-prints");
});

describe("idioms and senses read in their sentence", () => {
  it("draws no door for the neighbours' dog next door", () => {
    expect(thingsOf("The dog next door barked all night.", "en")).not.toContain("door");
  });

  it.each([
    ["en", "The old men drank chai from small glasses."],
    ["fr", "Les vieux buvaient du thé dans des verres."],
  ] as [Language, string][])("draws glasses one drinks from as tumblers (%s)", (language, sentence) => {
    const things = thingsOf(sentence, language);
    expect(things).toContain("tumbler-glass");
    expect(things).not.toContain("glasses");
    expect(things).not.toContain("clinking-glasses");
  });

  it("still draws the glasses someone wears", () => {
    expect(thingsOf("Grandpa cleaned his glasses.", "en")).toContain("glasses");
  });
});
