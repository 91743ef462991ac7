import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The last scene's characters: name (or icon) and whether a person. */
function lastCast(story: string[], language: Language) {
  return (planScenes(story, language).at(-1)?.characters ?? []).map((c) => ({
    name: c.name,
    person: c.kind === "person",
  }));
}

describe("a word for all of a group of people draws them", () => {
  it.each<[Language, string]>([
    ["kn", "ಬೆಳಿಗ್ಗೆ ಊರಿನವರೆಲ್ಲರೂ ದೇವಸ್ಥಾನಕ್ಕೆ ಬಂದರು."],
    ["kn", "ಮಳೆ ನಿಂತ ಮೇಲೆ ಹಳ್ಳಿಗರೆಲ್ಲಾ ಹೊಲಕ್ಕೆ ಹೋದರು."],
    ["ta", "காலையில் கிராமத்தினர் எல்லோரும் கோயிலுக்கு வந்தார்கள்."],
    ["te", "ఉదయం ఊరివాళ్ళంతా గుడికి వచ్చారు."],
  ])(
    "draws people where a %s sentence says all of them came, with nobody on stage before",
    (language, text) => {
      expect(lastCast([text], language).some((c) => c.person)).toBe(true);
    },
  );

  it.each<[Language, string[], string[]]>([
    ["kn", ["ರವಿ ಮತ್ತು ಗೀತಾ ಬಸ್ಸಿನಲ್ಲಿ ಕುಳಿತರು.", "ದಾರಿಯಲ್ಲಿ ಬಸ್ಸು ನಿಂತಾಗ ಪ್ರವಾಸಿಗರೆಲ್ಲರೂ ಕೆಳಗಿಳಿದರು."], ["ರವಿ", "ಗೀತಾ"]],
    [
      "ta",
      ["ரவியும் கீதாவும் பேருந்தில் அமர்ந்தார்கள்.", "வழியில் பேருந்து நின்றதும் பயணிகள் அனைவரும் இறங்கினார்கள்."],
      ["ரவி", "கீதா"],
    ],
    ["te", ["రవి, గీత బస్సులో కూర్చున్నారు.", "దారిలో బస్సు ఆగగానే ప్రయాణికులందరూ దిగారు."], ["రవి", "గీత"]],
  ])("draws the story's people among 'all the travellers' of a %s sentence", (language, story, names) => {
    const cast = lastCast(story, language).map((c) => c.name);
    for (const name of names) expect(cast).toContain(name);
  });
});

describe("they, after a sentence with three people on stage, draws all three", () => {
  it.each<[Language, string[], number]>([
    [
      "en",
      [
        "Arjun walked with his grandmother to the market.",
        "She bought him a red balloon, and he rode the big wheel with his cousin Meena.",
        "At noon they sat on a mat under a tree and ate hot samosas.",
      ],
      3,
    ],
    [
      "es",
      [
        "Arjun fue andando con su abuela al mercado.",
        "Ella le compró un globo rojo, y él subió a la noria con su prima Meena.",
        "A mediodía se sentaron en una esterilla bajo un árbol y comieron samosas calientes.",
      ],
      3,
    ],
    [
      "fr",
      [
        "Arjun est allé au marché avec sa grand-mère.",
        "Elle lui a acheté un ballon rouge, et il est monté sur la grande roue avec sa cousine Meena.",
        "À midi, ils se sont assis sur une natte sous un arbre et ont mangé des samoussas chauds.",
      ],
      3,
    ],
    [
      "hi",
      [
        "अर्जुन अपनी दादी के साथ बाज़ार गया।",
        "दादी ने उसे एक लाल गुब्बारा खरीदा, और वह अपनी चचेरी बहन मीना के साथ बड़े झूले पर बैठा।",
        "दोपहर में वे एक पेड़ के नीचे चटाई पर बैठे और गरम समोसे खाए।",
      ],
      3,
    ],
    [
      "kn",
      [
        "ಅರ್ಜುನ್ ತನ್ನ ಅಜ್ಜಿಯೊಂದಿಗೆ ಸಂತೆಗೆ ಹೋದನು.",
        "ಅಜ್ಜಿ ಅವನಿಗೆ ಕೆಂಪು ಬಲೂನು ಕೊಡಿಸಿದಳು, ಅವನು ತನ್ನ ಸೋದರಸಂಬಂಧಿ ಮೀನಾ ಜೊತೆ ದೊಡ್ಡ ಜೋಕಾಲಿಯಲ್ಲಿ ಕುಳಿತನು.",
        "ಮಧ್ಯಾಹ್ನ ಅವರು ಮರದ ಕೆಳಗೆ ಚಾಪೆಯ ಮೇಲೆ ಕುಳಿತು ಬಿಸಿ ಸಮೋಸ ತಿಂದರು.",
      ],
      3,
    ],
    [
      "ta",
      [
        "அர்ஜுன் தன் பாட்டியுடன் சந்தைக்குச் சென்றான்.",
        "பாட்டி அவனுக்கு ஒரு சிவப்பு பலூன் வாங்கிக் கொடுத்தாள்; அவன் தன் அத்தை மகள் மீனாவுடன் பெரிய ராட்டினத்தில் ஏறினான்.",
        "மதியம் அவர்கள் ஒரு மரத்தடியில் பாயில் அமர்ந்து சூடான சமோசா சாப்பிட்டார்கள்.",
      ],
      3,
    ],
    [
      "te",
      [
        "అర్జున్ తన అమ్మమ్మతో కలిసి సంతకు వెళ్ళాడు.",
        "అమ్మమ్మ అతనికి ఎర్ర బెలూన్ కొనిపెట్టింది, అతను తన మరదలు మీనాతో కలిసి పెద్ద రంగులరాట్నం ఎక్కాడు.",
        "మధ్యాహ్నం వాళ్ళు ఒక చెట్టు కింద చాప మీద కూర్చుని వేడి సమోసాలు తిన్నారు.",
      ],
      3,
    ],
  ])("draws the whole company in %s", (language, story, count) => {
    expect(lastCast(story, language).filter((c) => c.person)).toHaveLength(count);
  });
});

describe("a relative who only says whose relative a named person is brings nobody on stage", () => {
  it.each<[Language, string, string]>([
    ["en", "Arjun played with his aunt's daughter Meena.", "Meena"],
    ["hi", "अर्जुन अपनी बुआ की बेटी मीना के साथ खेला।", "मीना"],
    ["ta", "அர்ஜுன் தன் அத்தை மகள் மீனாவுடன் விளையாடினான்.", "மீனா"],
    ["te", "అర్జున్ తన అత్తయ్య కూతురు మీనాతో ఆడాడు.", "మీనా"],
  ])("draws the named one and the one with them, no aunt, in %s", (language, text, name) => {
    const cast = lastCast([text], language);
    expect(cast).toHaveLength(2);
    // The name as the sentence writes it, in its case ("மீனாவுடன்": with Meena).
    expect(cast.some((c) => c.name?.startsWith(name))).toBe(true);
  });

  it("still draws an aunt named beside the named cousin (en)", () => {
    expect(lastCast(["Arjun played with his aunt and his cousin Meena."], "en")).toHaveLength(3);
  });
});

describe("a word for all of them takes in the family the story follows beside its named people", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Nila and her little brother Omar flew paper planes in the park.",
        "Then Mum spread a blanket under a big tree.",
        "At sunset they all ate mangoes on the blanket.",
      ],
    ],
    [
      "es",
      [
        "Nila y su hermanito Omar jugaban con aviones de papel en el parque.",
        "Luego mamá extendió una manta bajo un árbol grande.",
        "Al atardecer todos comieron mangos sobre la manta.",
      ],
    ],
    [
      "de",
      [
        "Nila und ihr kleiner Bruder Omar ließen im Park Papierflieger fliegen.",
        "Dann breitete Mama eine Decke unter einem großen Baum aus.",
        "Bei Sonnenuntergang aßen alle Mangos auf der Decke.",
      ],
    ],
  ])("draws the mother with the two named children (%s)", (language, story) => {
    const last = planScenes(story, language).at(-1)?.characters ?? [];
    expect(last.filter((c) => c.name !== undefined).map((c) => c.name)).toEqual(
      expect.arrayContaining(["Nila", "Omar"]),
    );
    expect(last.some((c) => c.kind === "person" && c.name === undefined)).toBe(true);
  });

  it("leaves the mother out of a 'they' with no word for all (en)", () => {
    const last = lastCast(
      [
        "Nila and her little brother Omar flew paper planes in the park.",
        "Then Mum spread a blanket under a big tree.",
        "At sunset they ate mangoes on the blanket.",
      ],
      "en",
    );
    expect(last.filter((c) => c.person).map((c) => c.name)).toEqual(["Nila", "Omar"]);
  });
});

describe('"the two of them" after three people named together are the two the story calls by name', () => {
  const cases: [Language, string[], string[]][] = [
    [
      "en",
      ["Tara and her cousin Omar waited at the gate with their grandmother.", "The two of them ate oranges."],
      ["Omar", "Tara"],
    ],
    [
      "de",
      ["Tara und ihr Cousin Omar warteten mit ihrer Oma am Tor.", "Die beiden aßen Orangen."],
      ["Omar", "Tara"],
    ],
  ];
  for (const [language, story, two] of cases)
    it(`draws ${two.join(" and ")} eating in "${story[1]}" (${language})`, () => {
      const scene = planScenes(story, language).at(-1);
      const eating = (scene?.characters ?? []).filter((c) => c.action === "eat").map((c) => c.name);
      expect(eating.sort()).toEqual(two);
    });
});
