import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names each scene of a story draws. */
const namesOf = (story: string[], language: Language) =>
  planScenes(story, language).map((p) => p.characters.flatMap((c) => (c.name ? [c.name] : [])));

describe("a word said aloud in quotation marks is what is said, nobody's name", () => {
  it.each<[Language, string, string, string]>([
    ["en", "Mr Lapin laughed and shouted “Check!” so loudly that a dog started barking.", "Check", "Lapin"],
    ["es", "Justo cuando dijo «¡Patata!», Suraj estornudó en la última fila.", "Patata", "Suraj"],
    [
      "fr",
      "Juste au moment où il a dit « Ouistiti ! », Suraj a éternué au dernier rang.",
      "Ouistiti",
      "Suraj",
    ],
  ])("%s: %s", (language, sentence, said, person) => {
    const [names = []] = namesOf([sentence], language);
    expect(names).not.toContain(said);
    expect(names).toContain(person);
  });

  it("a given name called out is still the person called", () => {
    const [names = []] = namesOf(["Grandma called “Leo!” from the kitchen."], "en");
    expect(names).toContain("Leo");
  });

  it("a name the story writes again is the person called, in the scene that calls them", () => {
    const [names = []] = namesOf(["Grandma called “Ravi!” from the kitchen.", "Ravi ran inside."], "en");
    expect(names).toContain("Ravi");
  });
});

describe("a capitalised word after an article names a place or a thing, not a person", () => {
  it.each<[Language, string[], string]>([
    [
      "en",
      ["On the first morning of their holiday in the Alps, Noah and his mother rode the chairlift."],
      "Alps",
    ],
    ["en", ["Chandni and her grandfather walked home under the Milky Way."], "Milky"],
    ["es", ["Chandni y su abuelo volvieron a casa bajo la Vía Láctea."], "Vía"],
    ["es", ["En sus vacaciones en los Alpes, Noah y su madre subieron en el telesilla."], "Alpes"],
    ["fr", ["Chandni et son grand-père sont rentrés sous la Voie lactée."], "Voie"],
  ])("%s: %s", (language, story, word) => {
    for (const names of namesOf(story, language)) expect(names.some((n) => n.startsWith(word))).toBe(false);
  });

  it("the mother beside the named child is drawn as herself", () => {
    const [scene] = planScenes(
      ["On the first morning of their holiday in the Alps, Noah and his mother rode the chairlift."],
      "en",
    );
    expect(scene?.characters.map((c) => c.icon)).toEqual(expect.arrayContaining(["woman"]));
    expect(scene?.characters.some((c) => /claus/.test(c.icon ?? ""))).toBe(false);
  });
});

describe("a name set off before a participle is the one who does it", () => {
  it("draws Paloma, waiting at the bus stop", () => {
    const [names = []] = namesOf(
      ["Paloma, waiting at the bus stop with her grandfather, counted the ducklings."],
      "en",
    );
    expect(names).toContain("Paloma");
  });
});

describe("a count of people picks the ones of the age its word says", () => {
  it("the two old men are the old man and his friend, not a chess knight", () => {
    const scenes = planScenes(
      [
        "Every Saturday morning, old Mr Lapin and his friend Bruno played chess at a little table.",
        "The waitress brought them two coffees, and Bruno moved his knight without looking up.",
        "Mr Lapin laughed and a dog under the next table started barking.",
        "Then it began to rain, so the two old men carried the board inside.",
      ],
      "en",
    );
    const names = scenes.at(-1)?.characters.flatMap((c) => (c.name ? [c.name] : []));
    expect(names).toEqual(expect.arrayContaining(["Lapin", "Bruno"]));
  });
});

describe("a word before a day's name is the day's, nobody's name", () => {
  it("draws no one named Independence", () => {
    const [names = []] = namesOf(["On Independence Day, the whole town gathered in the square."], "en");
    expect(names).toEqual([]);
  });
});

describe("an inflected word opening a sentence is that word, not a name", () => {
  it.each<[Language, string, string]>([
    ["es", "Sentados en el suelo del patio, los niños comían mangos.", "Sentados"],
    ["es", "Empapados de lluvia, los niños volvieron a casa.", "Empapados"],
    [
      "fr",
      "Quelques minutes plus tard, sa mère arriva en courant sur le quai, et Tenzin se jeta dans ses bras.",
      "Quelques",
    ],
    ["fr", "Allongés côte à côte sous les étoiles, Farah et Sami s'endormirent.", "Allongés"],
  ])("%s: %s", (language, sentence, word) => {
    const [names = []] = namesOf([sentence], language);
    expect(names).not.toContain(word);
  });
});

describe("a surname before 'madam' is the woman's name", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಸನ್ನಿ ಮತ್ತು ಮ್ಯಾನೇಜರ್ ಕೋಸ್ಟಾ ಮೇಡಂ ನಗುನಗುತ್ತಾ ಕಿತ್ತಳೆಗಳನ್ನು ಹಿಡಿದರು.", "ಕೋಸ್ಟಾ"],
    ["ta", "சன்னியும் மேலாளர் கோஸ்டா மேடமும் சிரித்துக்கொண்டே ஆரஞ்சுகளைத் துரத்திப் பிடித்தார்கள்.", "கோஸ்டா"],
    ["te", "సన్నీ, మేనేజర్ కోస్టా మేడం నవ్వుకుంటూ పండ్లను వెంటపడి పట్టుకున్నారు.", "కోస్టా"],
    ["hi", "सोमवार को फ़र्नांडिस मैडम एक नई लड़की के साथ कक्षा में आईं।", "फ़र्नांडिस"],
  ])("%s: %s", (language, sentence, name) => {
    const [names = []] = namesOf([sentence], language);
    expect(names).toContain(name);
  });
});

describe("a weekday opening a Tamil sentence is nobody, and the name after it is its subject", () => {
  it.each<[Language, string, string]>([
    ["ta", "திங்கள்கிழமை காலை கௌரி ஒரு பெரிய துணி மூட்டையை ஆற்றுக்குத் தூக்கிச் சென்றாள்.", "கௌரி"],
  ])("%s: %s", (language, sentence, name) => {
    const [names = []] = namesOf([sentence], language);
    expect(names).toEqual([name]);
  });
});
