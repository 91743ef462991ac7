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

describe("a pot read by its sentence", () => {
  const potters: [Language, string][] = [
    ["en", "She spun the wheel with a stick, and a round pot rose out of the clay as if by magic."],
    ["en", "Madhu and her grandmother walked to the village well with two brass pots on their hips."],
    ["fr", "Elle fit tourner la roue avec un bâton, et un pot bien rond sortit de l'argile."],
    ["fr", "Le dernier jour, elle a peint un petit pot en bleu."],
    ["de", "Sie drehte die Scheibe, und wie von Zauberhand wuchs ein runder Topf aus dem Ton."],
    ["kn", "ಅಜ್ಜಿ ಎರಡು ಹಿತ್ತಾಳೆ ಕೊಡಗಳನ್ನು ಇಟ್ಟುಕೊಂಡಳು."],
  ];
  it.each(potters)("draws a potter's or a water pot as the amphora (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("amphora");
  });

  it("draws German flower pots as the potted plant", () => {
    expect(iconsOf("Etwas Grünes glitt hinter den Blumentöpfen entlang.", "de")).toContain("potted-plant");
  });

  it("keeps a cooking pot the pot of food, and a bare English pot nothing", () => {
    expect(iconsOf("Oma kochte einen großen Topf Suppe.", "de")).toContain("pot-of-food");
    expect(iconsOf("He put the pot on the stove.", "en")).not.toContain("amphora");
  });

  it("reads 'rose up' as rising, and a rose picked as the flower", () => {
    expect(iconsOf("The smoke rose up into the sky.", "en")).not.toContain("rose");
    expect(iconsOf("She picked a red rose from the garden.", "en")).toContain("rose");
  });
});

describe("workshops and shops named in the Indian languages and French", () => {
  const shops: [Language, string][] = [
    ["hi", "लकी अपना पुराना स्कूटर धकेलते हुए गैराज तक ले गया।"],
    ["kn", "ಅವನು ಗ್ಯಾರೇಜಿಗೆ ಹೋದ."],
    ["te", "లక్కీ మెకానిక్ షెడ్‌కి వెళ్ళాడు."],
    ["te", "హీరా స్వీటు షాపులో సాయం చేసింది."],
    ["fr", "Elle entra dans la confiserie."],
  ];
  it.each(shops)(
    "draws a garage, a mechanic's shed or a sweet shop as the shop (%s: %s)",
    (language, sentence) => {
      expect(planScenes([sentence], language)[0]?.setting.place).toBe("shop");
    },
  );
});

describe("a pot of something is what it holds, no potter's pot", () => {
  it.each<[Language, string]>([
    ["fr", "Leela a trempé son pinceau dans un pot d'eau et a peint un grand arbre."],
    ["fr", "Ils ont étalé de vieux journaux et ont ouvert un grand pot de peinture bleu ciel."],
    ["en", "Meera carried a big brass pot of milk into the kitchen."],
  ])("%s: %s", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("amphora");
  });

  it("keeps a Telugu shop man a person, not the shop", () => {
    const [scene] = planScenes(["షాపువాడు దాన్ని నీళ్లు నింపిన ప్లాస్టిక్ సంచిలో కట్టి ఇచ్చాడు."], "te");
    expect(scene?.characters.map((c) => c.icon)).toEqual(["man"]);
  });
});
