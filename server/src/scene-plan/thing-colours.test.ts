import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const colourOf = (sentences: string[], language: Language, icon: string, at = 0) =>
  planScenes(sentences, language)[at]?.objects.find((o) => o.icon === icon)?.colour;

describe("the colour a sentence gives a thing", () => {
  it.each([
    ["en", "His grandmother opened a black umbrella."],
    ["es", "Su abuela abrió un paraguas negro."],
    ["fr", "Sa grand-mère ouvrit un parapluie noir."],
    ["de", "Seine Oma öffnete einen schwarzen Regenschirm."],
    ["hi", "दादी ने काले रंग का छाता खोला।"],
    ["kn", "ಅಜ್ಜಿ ಕಪ್ಪು ಕೊಡೆ ತೆರೆದರು."],
    ["ta", "பாட்டி கருப்பு குடையைத் திறந்தார்."],
    ["te", "అమ్మమ్మ నల్లని గొడుగు తెరిచింది."],
  ] as [Language, string][])("draws the umbrella black in %s", (language, sentence) => {
    expect(colourOf([sentence], language, "umbrella")).toBe("black");
  });

  it.each([
    ["en", "Arjun held a red balloon."],
    ["es", "Arjun tenía un globo rojo."],
    ["de", "Arjun hielt einen roten Luftballon."],
    ["hi", "अर्जुन ने एक लाल गुब्बारा पकड़ा।"],
    ["kn", "ಅರ್ಜುನ್ ಕೆಂಪು ಬಲೂನ್ ಹಿಡಿದನು."],
    ["ta", "அர்ஜுன் ஒரு சிவப்பு பலூனைப் பிடித்தான்."],
  ] as [Language, string][])("draws the balloon red in %s", (language, sentence) => {
    expect(colourOf([sentence], language, "balloon")).toBe("red");
  });

  it("keeps a thing's colour when a later sentence names it again", () => {
    const story = [
      "Maya bought a yellow kite at the market.",
      "On the hill, the kite flew high over the trees.",
    ];
    expect(colourOf(story, "en", "kite", 1)).toBe("yellow");
  });

  it("gives no colour where the colour word is not beside the thing", () => {
    expect(colourOf(["The umbrella by the red door was open."], "en", "umbrella")).toBeUndefined();
    expect(colourOf(["Elle a pris le parapluie, rouge de colère."], "fr", "umbrella")).toBeUndefined();
  });

  it("reads a fruit named like a colour as the fruit, not as the next thing's colour", () => {
    const plan = planScenes(["She ate an orange and threw a green ball."], "en")[0];
    expect(plan?.objects.some((o) => o.colour === "orange")).toBe(false);
    expect(plan?.objects.find((o) => o.icon === "soccer-ball")?.colour).toBe("green");
  });

  it("leaves things no sentence colours in their own colours", () => {
    const plan = planScenes(["Grandma opened her umbrella."], "en")[0];
    expect(plan?.objects.find((o) => o.icon === "umbrella")).not.toHaveProperty("colour");
  });

  it.each([
    ["en", ["An old man came in with a grey dog.", "The dog slept by the door."]],
    ["es", ["Un anciano entró con un perro gris.", "El perro durmió junto a la puerta."]],
    ["fr", ["Un vieil homme est entré avec un chien gris.", "Le chien a dormi près de la porte."]],
    ["de", ["Ein alter Mann kam mit einem grauen Hund herein.", "Der Hund schlief an der Tür."]],
    ["hi", ["एक बूढ़ा आदमी सलेटी कुत्ते के साथ अंदर आया।", "कुत्ता दरवाज़े के पास सो गया।"]],
    ["kn", ["ಒಬ್ಬ ಮುದುಕ ಬೂದು ನಾಯಿಯೊಂದಿಗೆ ಒಳಗೆ ಬಂದನು.", "ನಾಯಿ ಬಾಗಿಲ ಬಳಿ ಮಲಗಿತು."]],
    ["ta", ["ஒரு முதியவர் சாம்பல் நாயுடன் உள்ளே வந்தார்.", "நாய் கதவருகே தூங்கியது."]],
    ["te", ["ఒక ముసలాయన బూడిద రంగు కుక్కతో లోపలికి వచ్చాడు.", "కుక్క తలుపు దగ్గర పడుకుంది."]],
  ] as [Language, string[]][])("draws the dog grey in every scene in %s", (language, story) => {
    for (const plan of planScenes(story, language)) {
      const dog = plan.characters.find((c) => c.icon === "dog");
      expect(dog?.colour).toBe("grey");
    }
  });

  it("draws an animal whose picture has the colour as it is, and never colours a person", () => {
    const [plan] = planScenes(["A black cat sat beside a man in a blue coat."], "en");
    expect(plan?.characters.find((c) => c.icon === "black-cat")).not.toHaveProperty("colour");
    expect(plan?.characters.some((c) => c.kind === "person" && c.colour)).toBe(false);
  });
});
