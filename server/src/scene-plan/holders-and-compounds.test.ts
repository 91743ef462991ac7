import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) => {
  const scene = planScenes([sentence], language).at(-1);
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

describe("a holder named as a measure draws what it holds", () => {
  it("draws the tea of a glass of tea, and no eyeglasses", () => {
    const icons = iconsOf("Bablu sat on his rickshaw with a glass of tea.", "en");
    expect(icons).toContain("hot-beverage");
    expect(icons).not.toContain("glasses");
  });

  it("keeps the picture of a holder that is one (a basket, a pot of food)", () => {
    expect(iconsOf("She carried a basket of apples.", "en")).toEqual(
      expect.arrayContaining(["basket", "red-apple"]),
    );
    expect(iconsOf("Grandma cooked a huge pot of pasta.", "en")).toEqual(
      expect.arrayContaining(["pot-of-food", "spaghetti"]),
    );
  });

  it("draws no parcel for a box of crayons", () => {
    const icons = iconsOf("He pushed his box of crayons across the table.", "en");
    expect(icons).toContain("crayon");
    expect(icons).not.toContain("package");
  });

  it("still draws someone's glasses", () => {
    expect(iconsOf("She put on her glasses.", "en")).toContain("glasses");
  });
});

describe("a compound draws its head, not its modifier", () => {
  const seeds: [Language, string][] = [
    ["en", "Grandma shook a bag of sunflower seeds."],
    ["es", "La abuela agitó una bolsa con pipas de girasol."],
    ["fr", "Mamie a secoué un sachet plein de graines de tournesol."],
    ["kn", "ಅಜ್ಜಿ ಸೂರ್ಯಕಾಂತಿ ಬೀಜಗಳಿದ್ದ ಚೀಲವನ್ನು ಅಲ್ಲಾಡಿಸಿದರು."],
    ["ta", "பாட்டி சூரியகாந்தி விதைகள் இருந்த பையைக் குலுக்கினார்."],
  ];
  it.each(seeds)("draws no sunflower for its seeds (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("sunflower");
  });

  const paperBags: [Language, string][] = [
    ["en", "Then Grandma shook a paper bag."],
    ["es", "Entonces la abuela agitó una bolsa de papel."],
    ["fr", "Alors mamie a secoué un sachet en papier."],
    ["de", "Da raschelte Oma mit einer Papiertüte."],
    ["hi", "तब दादी ने काग़ज़ की थैली खड़खड़ाई।"],
    ["kn", "ಆಗ ಅಜ್ಜಿ ಕಾಗದದ ಚೀಲವನ್ನು ಅಲ್ಲಾಡಿಸಿದರು."],
    ["ta", "அப்போது பாட்டி காகிதப் பையைக் குலுக்கினார்."],
    ["te", "అప్పుడు అమ్మమ్మ కాగితం సంచిని ఊపింది."],
  ];
  it.each(paperBags)("draws no shopping bag for a paper bag (%s: %s)", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons).not.toContain("shopping-bags");
    expect(icons).not.toContain("rolled-up-newspaper");
  });

  it("keeps the boats of a boat race, an event the boats make", () => {
    const icons = iconsOf("Crowds lined the river to watch the snake boat race.", "en");
    expect(icons.some((icon) => /boat|canoe/u.test(icon))).toBe(true);
  });

  it("draws no wedding chapel for a wedding procession", () => {
    expect(iconsOf("The wedding procession set off down Station Road.", "en")).not.toContain("wedding");
  });

  it("draws no wood for a tub made of wood", () => {
    expect(iconsOf("Los niños se metieron en una gran tina de madera.", "es")).not.toContain("wood");
  });
});

describe("a thing with no picture in its sense draws nothing", () => {
  const crates: [Language, string][] = [
    ["en", "She dropped the grapes into a plastic crate."],
    ["es", "Los echaba en una caja de plástico."],
    ["fr", "Elle les laissait tomber dans une caisse en plastique."],
    ["de", "Sie ließ sie in eine Plastikkiste fallen."],
    ["ta", "அவள் அவற்றை ஒரு பிளாஸ்டிக் பெட்டியில் போட்டாள்."],
    ["te", "ఆమె వాటిని ఒక ప్లాస్టిక్ పెట్టెలో వేసింది."],
  ];
  it.each(crates)("draws no parcel for a crate (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("package");
  });

  it("draws no bathtub for a tub that may be a vat, and keeps a bathtub", () => {
    expect(iconsOf("The children climbed into a big wooden tub.", "en")).not.toContain("bathtub");
    expect(iconsOf("The baby splashed in the bathtub.", "en")).toContain("bathtub");
  });

  it("draws no goal net for a German gate", () => {
    expect(iconsOf("Ihre Familie wartete am Tor.", "de")).not.toContain("goal-net");
  });

  it("draws no bank building for the bank a boat is tied at", () => {
    const icons = iconsOf("They tied the boat to a palm and drank tea at a stall on the bank.", "en");
    expect(icons).not.toContain("bank");
  });

  it("draws no window for the air and no door for the front", () => {
    expect(iconsOf("His cousins danced, throwing their arms in the air.", "en")).not.toContain("window");
    expect(iconsOf("The groom rode a white horse at the front.", "en")).not.toContain("door");
  });

  it("reads French look-alikes in their sense: no train, no battery, no jack-o'-lantern", () => {
    expect(iconsOf("Il l'a retrouvé en haut d'un arbre, en train de crier.", "fr")).not.toContain("train");
    expect(iconsOf("Ils sont montés avec une pile de cerfs-volants.", "fr")).not.toContain("battery");
    expect(iconsOf("La barque était chargée de bananes et de citrouilles.", "fr")).not.toContain(
      "jack-o-lantern",
    );
    expect(iconsOf("La barca iba cargada de plátanos y calabazas.", "es")).not.toContain(
      "bottle-with-popping-cork",
    );
  });
});

describe("a band that plays is drawn by its trumpet", () => {
  const bands: [Language, string][] = [
    ["en", "Behind him a brass band played loudly."],
    ["es", "Detrás de él, una banda de metales tocaba a todo volumen."],
    ["fr", "Derrière lui, une fanfare jouait à pleins poumons."],
    ["de", "Hinter ihm spielte eine Blaskapelle."],
    ["hi", "उसके पीछे बैंड-बाजा ज़ोर-ज़ोर से बज रहा था।"],
    ["kn", "ಅವನ ಹಿಂದೆ ಬ್ಯಾಂಡ್‌ನವರು ಜೋರಾಗಿ ಬಾರಿಸುತ್ತಿದ್ದರು."],
    ["ta", "அவருக்குப் பின்னால் பேண்டு வாத்தியக்காரர்கள் உரக்க வாசித்தார்கள்."],
    ["te", "అతని వెనకాల బ్యాండు మేళం గట్టిగా మోగుతోంది."],
  ];
  it.each(bands)("draws a trumpet, no flute nor sash (%s: %s)", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons).toContain("trumpet");
    expect(icons).not.toContain("flute");
    expect(icons).not.toContain("running-shirt");
  });

  it("draws nothing for a rubber band", () => {
    expect(iconsOf("She tied her hair with a rubber band.", "en")).not.toContain("trumpet");
  });
});

describe("a ferry is drawn as the ferry", () => {
  const ferries: [Language, string][] = [
    ["en", "A passing ferry rocked the boat."],
    ["es", "Un ferri, al pasar, los hacía balancearse."],
    ["fr", "Un ferry, en passant, les faisait tanguer."],
    ["de", "Eine vorbeifahrende Fähre brachte sie ins Schaukeln."],
  ];
  it.each(ferries)("draws the ferry, no ship (%s: %s)", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons).toContain("ferry");
    expect(icons).not.toContain("ship");
  });
});
