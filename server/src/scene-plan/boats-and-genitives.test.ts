import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const objectsOf = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((scene) => scene.objects.map((o) => o.icon));

describe("a small boat is drawn as a rowing boat", () => {
  const small: [Language, string][] = [
    ["en", "They pushed the dinghy into the water."],
    ["en", "An old rowing boat lay on the shore."],
    ["es", "La barca se acercó a la orilla."],
    ["fr", "La barque glissait sur l'eau."],
    ["de", "Der Kahn lag am Ufer."],
    ["hi", "मछुआरा नाव में बैठा।"],
    ["kn", "ಮೀನುಗಾರ ದೋಣಿಯಲ್ಲಿ ಕುಳಿತನು."],
    ["te", "జాలరి పడవలో కూర్చున్నాడు."],
  ];
  it.each(small)("draws the small boat as a canoe, no sailboat (%s: %s)", (language, sentence) => {
    const [icons] = objectsOf([sentence], language);
    expect(icons).toContain("canoe");
    expect(icons).not.toContain("sailboat");
  });

  it("keeps a ship a ship", () => {
    expect(objectsOf(["Das Schiff fuhr in den Hafen."], "de")[0]).toContain("ship");
    expect(objectsOf(["जहाज़ बंदरगाह में आया।"], "hi")[0]).toContain("ship");
  });

  it("draws the boat of a story that names its oars as a rowing boat", () => {
    const scenes = objectsOf(
      [
        "Jomon sat near the front of the long wooden boat with thirty other men, each holding an oar.",
        "Their boat crossed the line first.",
      ],
      "en",
    );
    expect(scenes[1]).toContain("canoe");
    expect(scenes.flat()).not.toContain("sailboat");
  });

  it("keeps a plain boat a sailboat where nobody rows", () => {
    expect(objectsOf(["The boat sailed out of the harbour."], "en")[0]).toContain("sailboat");
  });
});

describe("a thing in the genitive before another is no thing of its own", () => {
  const modifiers: [Language, string, string, string][] = [
    ["hi", "नदी में लकड़ी की नाव तैर रही थी।", "canoe", "wood"],
    ["hi", "गाँव के लड़के पुराने आम के पेड़ के पास खेल रहे थे।", "deciduous-tree", "mango"],
    ["kn", "ಮರದ ದೋಣಿ ನದಿಯಲ್ಲಿ ತೇಲುತ್ತಿತ್ತು.", "canoe", "deciduous-tree"],
    ["kn", "ಹುಡುಗರು ಹಳೆಯ ಮಾವಿನ ಮರದ ಪಕ್ಕದಲ್ಲಿ ಆಡುತ್ತಿದ್ದರು.", "deciduous-tree", "mango"],
    ["ta", "மரத்தின் படகு ஆற்றில் மிதந்தது.", "canoe", "deciduous-tree"],
    ["ta", "ஜோமோன் நீண்ட மரப் படகின் முன்பக்கத்தில் உட்கார்ந்திருந்தான்.", "canoe", "deciduous-tree"],
  ];
  it.each(modifiers)("draws the head, not its modifier (%s: %s)", (language, sentence, head, modifier) => {
    const [icons] = objectsOf([sentence], language);
    expect(icons).toContain(head);
    expect(icons).not.toContain(modifier);
  });

  it("draws the kind a modifier names, not the general word after it (a rose flower)", () => {
    const [icons] = objectsOf(["மீனா அவர்களுக்குச் சில ரோஜாப் பூக்களை இலவசமாகக் கொடுத்தாள்."], "ta");
    expect(icons).toContain("rose");
    expect(icons).not.toContain("blossom");
  });

  it("keeps a thing before a postposition or a participle", () => {
    const [bread] = objectsOf(["ಎಲ್ಲರೂ ಬಿಸಿ ರೊಟ್ಟಿಯ ಜೊತೆ ಚಮಚದಲ್ಲಿ ತಾಜಾ ಜೇನು ತಿಂದರು."], "kn");
    expect(bread).toContain("flatbread");
    const [candles] = objectsOf(["ಅವನ ಅಮ್ಮ ಏಳು ಮೇಣದಬತ್ತಿಗಳಿದ್ದ ಚಾಕೊಲೇಟ್ ಕೇಕನ್ನು ಒಳಗೆ ತಂದರು."], "kn");
    expect(candles).toContain("candle");
    expect(objectsOf(["शाम को उनके पिता लहरों के बीच नाव खेते हुए लौटे।"], "hi")[0]).toContain("water-wave");
  });

  it("draws a palm tree, not a tree beside it, for a tree named by its kind", () => {
    const [icons] = objectsOf(["मीना ने एक ताड़ के पेड़ के नीचे अपनी दुकान लगा ली।"], "hi");
    expect(icons).toContain("palm-tree");
    expect(icons).not.toContain("deciduous-tree");
  });

  it("keeps what a basket holds", () => {
    expect(objectsOf(["उसने सेबों की टोकरी उठाई।"], "hi")[0]).toEqual(
      expect.arrayContaining(["red-apple", "basket"]),
    );
  });

  it("keeps a thing whose case is no genitive before the next noun", () => {
    expect(objectsOf(["அவள் தாளைக் குப்பைத் தொட்டியில் போட்டாள்."], "ta")[0]).toContain("wastebasket");
  });

  it("draws the tree someone sits under", () => {
    expect(objectsOf(["वह पेड़ के नीचे बैठी।"], "hi")[0]).toContain("deciduous-tree");
  });
});
