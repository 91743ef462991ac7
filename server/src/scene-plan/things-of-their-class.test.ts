import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the figures and things drawn in the one scene of a sentence. */
const iconsOf = (sentence: string, language: Language) => {
  const plan = planScenes([sentence], language)[0];
  return [...(plan?.characters.map((c) => c.icon) ?? []), ...(plan?.objects.map((o) => o.icon) ?? [])];
};

describe("things with no picture of their own, drawn as their class", () => {
  const herons: [Language, string][] = [
    ["en", "A tall grey heron stood at the edge of the pond."],
    ["es", "Una garza gris se plantaba a la orilla del estanque."],
    ["fr", "Un grand héron gris se tenait au bord de l'étang."],
    ["de", "Ein Storch stand auf dem Dach."],
    ["hi", "एक लंबा भूरा बगुला तालाब के किनारे खड़ा था।"],
    ["kn", "ಬೂದು ಬಣ್ಣದ ಬಕಪಕ್ಷಿಯೊಂದು ಕೊಳದ ಅಂಚಿನಲ್ಲಿ ನಿಲ್ಲುತ್ತಿತ್ತು."],
    ["kn", "ಕೊಕ್ಕರೆ ಹಾರಿಹೋಯಿತು."],
    ["ta", "ஒரு உயரமான சாம்பல் நிறக் கொக்கு சிலை போல நின்றது."],
    ["te", "ఒక పొడవాటి బూడిద రంగు కొంగ నిలబడేది."],
  ];
  it.each(herons)("draws a heron or a stork as a bird (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("bird");
  });

  it("reads no bird in a German row of tomatoes, nor in a Tamil hook", () => {
    expect(iconsOf("Er pflanzte eine Reihe Tomaten und goss sie.", "de")).not.toContain("bird");
    expect(iconsOf("அவன் கொக்கியில் பையைத் தொங்கவிட்டான்.", "ta")).not.toContain("bird");
  });
});

describe("money paid", () => {
  const paid: [Language, string][] = [
    ["hi", "गुड़िया ने उसे दस रुपये दिए।"],
    ["kn", "ಗುಡಿಯಾ ಅವನಿಗೆ ಹತ್ತು ರೂಪಾಯಿ ಕೊಟ್ಟಳು."],
    ["ta", "குடியா அவருக்குப் பத்து ரூபாய் கொடுத்தாள்."],
    ["te", "రాము క్యాబేజీకి ఆమెకు రెండు రూపాయలు కట్టాల్సి వచ్చింది."],
  ];
  it.each(paid)("draws rupees paid as a coin, never the dollar's banknote (%s: %s)", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons).toContain("coin");
    expect(icons).not.toContain("dollar-banknote");
  });

  it("keeps a rupee note a banknote", () => {
    expect(iconsOf("उसने सौ रुपये का नोट दिया।", "hi")).toContain("dollar-banknote");
  });

  it("reads the Telugu mouth's locative as no notes", () => {
    expect(iconsOf("రియా అగ్నిపర్వతం నోట్లో వెనిగర్ పోసింది.", "te")).not.toContain("dollar-banknote");
  });
});
