import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Who each scene of a story draws: a named person by name, anyone else by icon, with their age. */
function people(sentences: string[], language: Language) {
  return planScenes(sentences, language).map((p) =>
    p.characters.map((c) => ({ who: c.name ?? c.icon, age: c.age })),
  );
}

const names = (scene: { who: string }[] | undefined) => (scene ?? []).map((c) => c.who).sort();

/** The age of the character whose name starts with `name` in the scene. */
function ageOf(scene: { who: string; age: string }[] | undefined, name: string): string | undefined {
  return scene?.find((c) => c.who.startsWith(name))?.age;
}

describe("a named person is a child when the story speaks of them as one", () => {
  const cases: [Language, string[], string][] = [
    ["en", ["On Monday, Nisha's mother walked her to the dentist.", "Nisha sat in the big chair."], "Nisha"],
    ["es", ["El martes, la madre de Nisha la llevó al dentista.", "Nisha se sentó en la silla."], "Nisha"],
    ["fr", ["Mardi, la classe de Nisha a visité un musée.", "Nisha a regardé un dinosaure."], "Nisha"],
    ["de", ["Am Freitag brachte Nishas Mutter sie zum Zahnarzt.", "Nisha setzte sich still hin."], "Nisha"],
    ["kn", ["ಸೋಮವಾರ ನಿಶಾಳ ಅಮ್ಮ ಅವಳನ್ನು ವೈದ್ಯರ ಬಳಿ ಕರೆದುಕೊಂಡು ಹೋದರು."], "ನಿಶಾ"],
    ["ta", ["திங்கள்கிழமை நிஷாவின் அம்மா அவளை மருத்துவரிடம் அழைத்துச் சென்றார்."], "நிஷா"],
    ["te", ["సోమవారం నిషా వాళ్ల అమ్మ ఆమెను డాక్టర్ దగ్గరికి తీసుకెళ్లింది."], "నిషా"],
  ];
  for (const [language, story, name] of cases)
    it(`draws ${name} as a child in every scene of "${story[0]}" (${language})`, () => {
      for (const scene of people(story, language)) expect(ageOf(scene, name)).toBe("child");
    });

  it("keeps the mother who takes her there a grown-up", () => {
    const [scene] = people(["On Monday, Nisha's mother walked her to the dentist."], "en");
    expect(scene?.find((c) => c.who === "woman")?.age).toBe("adult");
  });

  const siblings: [Language, string[], string][] = [
    [
      "en",
      ["Tara and her grandfather fed the ducks.", "Her brother Ravi threw bread into the pond."],
      "Ravi",
    ],
    ["hi", ["तारा और उसके दादाजी ने बत्तखों को दाना खिलाया।", "उसका भाई रवि तालाब में रोटी फेंकने लगा।"], "रवि"],
  ];
  for (const [language, story, name] of siblings)
    it(`draws the brother of a child as a child too (${language})`, () => {
      expect(ageOf(people(story, language)[1], name)).toBe("child");
    });

  it("reads the German name after 'her brother' as the brother, a child beside his sister", () => {
    const scenes = people(
      ["Nina und ihre Großmutter pflückten Äpfel.", "Ihr Bruder Timo trug den Korb."],
      "de",
    );
    expect(ageOf(scenes[1], "Timo")).toBe("child");
  });

  it("reads the Hindi owner of a class as a child named in the sentence", () => {
    const [scene] = people(["सोमवार को स्कूल में नीना की कक्षा ने गाना गाया।"], "hi");
    expect(ageOf(scene, "नीना")).toBe("child");
  });

  it("leaves a grown-up with a brother a grown-up when nothing makes either a child", () => {
    const scenes = people(["Meera drove to the office.", "Her brother Ravi called her at noon."], "en");
    expect(ageOf(scenes[1], "Ravi")).toBe("adult");
  });
});

describe("the friends of a child are children, drawn as a group", () => {
  const cases: [Language, string, string][] = [
    ["es", "Después del colegio, Ravi y sus amigos corrieron a la playa.", "Ravi"],
    ["fr", "Après l'école, Ravi et ses copains ont couru à la plage.", "Ravi"],
    ["de", "Nach der Schule liefen Ravi und seine Freunde zum Strand.", "Ravi"],
    ["hi", "स्कूल के बाद रवि और उसके दोस्तों ने मैदान में फुटबॉल खेला।", "रवि"],
    ["kn", "ಶಾಲೆ ಮುಗಿದ ಮೇಲೆ ರವಿ ಮತ್ತು ಅವನ ಗೆಳೆಯರು ಮೈದಾನದಲ್ಲಿ ಫುಟ್‌ಬಾಲ್ ಆಡಿದರು.", "ರವಿ"],
    ["ta", "பள்ளி முடிந்ததும் ரவியும் அவன் நண்பர்களும் மைதானத்தில் கால்பந்து விளையாடினார்கள்.", "ரவி"],
    ["te", "బడి అయిపోయాక రవి, అతని స్నేహితులు మైదానంలో ఫుట్‌బాల్ ఆడారు.", "రవి"],
  ];
  for (const [language, sentence, name] of cases)
    it(`draws ${name} and two children for "${sentence}" (${language})`, () => {
      const [scene] = people([sentence], language);
      expect(scene?.map((c) => c.age)).toEqual(["child", "child", "child"]);
      expect(scene?.[0]?.who).toBe(name);
    });

  it("draws the friends of a grown-up as grown-ups", () => {
    const [scene] = people(["Ravi and his friends ran to the beach."], "en");
    expect(scene?.every((c) => c.age === "adult")).toBe(true);
  });

  it("never takes the Hindi plural for friends as someone's name", () => {
    const [scene] = people(["रवि अपने दोस्तों के साथ पार्क गया।"], "hi");
    expect(names(scene)).not.toContain("दोस्तों");
  });
});

describe("a festival, a day or an adjective is nobody's name", () => {
  const cases: [Language, string, string[]][] = [
    ["en", "On Holi morning, Priya threw coloured powder at her cousin.", ["Priya"]],
    ["en", "At Christmas, Leo hung a star on the tree.", ["Leo"]],
    ["es", "En Navidad, Leo colgó una estrella en el árbol.", ["Leo"]],
    ["fr", "À Noël, Léo a accroché une étoile au sapin.", ["Léo"]],
    ["hi", "रवि ने बड़ी टोकरी उठाई।", ["रवि"]],
    ["hi", "फिर पूरे परिवार ने साथ खाना खाया और बड़ी थाली में मिठाई रखी।", []],
    ["kn", "ದೀಪಾವಳಿಯಂದು ಪ್ರಿಯಾ ದೀಪ ಹಚ್ಚಿದಳು.", ["ಪ್ರಿಯಾ"]],
    ["ta", "பொங்கல் அன்று பிரியா கோலம் போட்டாள்.", ["பிரியா"]],
    ["te", "సంక్రాంతి రోజు ప్రియ ముగ్గు వేసింది.", ["ప్రియ"]],
  ];
  for (const [language, sentence, who] of cases)
    it(`draws only ${who.join(", ") || "nobody named"} for "${sentence}" (${language})`, () => {
      const [scene] = people([sentence], language);
      expect(names(scene).filter((n) => !/^[a-z-]+$/u.test(n))).toEqual(who);
    });

  it("reads a Hindi star a thing hangs as paper's star, not a girl named Tara", () => {
    const [, scene] = people(
      ["माया ने दीये जलाए।", "उसका भाई देव स्टूल पर चढ़ा और दरवाज़े के ऊपर कागज़ का तारा टाँग दिया।"],
      "hi",
    );
    expect(names(scene)).not.toContain("तारा");
  });

  it("still reads Tara joined to her grandfather as a girl's name", () => {
    const [scene] = people(["तारा और उसके दादाजी ने बत्तखों को दाना खिलाया।"], "hi");
    expect(names(scene)).toContain("तारा");
  });
});

describe("the whole family draws everyone the story has on stage", () => {
  const cases: [Language, string[], number][] = [
    [
      "en",
      [
        "Asha and her grandmother baked bread.",
        "Her uncle Vikram brought milk.",
        "Then the whole family ate together.",
      ],
      3,
    ],
    [
      "es",
      [
        "Asha y su abuela hicieron pan.",
        "Su tío Vikram trajo leche.",
        "Después toda la familia comió junta.",
      ],
      3,
    ],
    [
      "fr",
      [
        "Asha et sa grand-mère ont fait du pain.",
        "Son oncle Vikram a apporté du lait.",
        "Puis toute la famille a mangé ensemble.",
      ],
      3,
    ],
    [
      "de",
      [
        "Asha und ihre Großmutter backten Brot.",
        "Ihr Onkel Vikram brachte Milch.",
        "Dann aß die ganze Familie zusammen.",
      ],
      3,
    ],
    ["hi", ["आशा और उसकी दादी ने रोटी बनाई।", "उसके चाचा विक्रम दूध लाए।", "फिर पूरे परिवार ने साथ खाना खाया।"], 3],
    [
      "kn",
      ["ಆಶಾ ಮತ್ತು ಅವಳ ಅಜ್ಜಿ ರೊಟ್ಟಿ ಮಾಡಿದರು.", "ಅವಳ ಚಿಕ್ಕಪ್ಪ ವಿಕ್ರಮ್ ಹಾಲು ತಂದರು.", "ನಂತರ ಇಡೀ ಕುಟುಂಬ ಒಟ್ಟಿಗೆ ಊಟ ಮಾಡಿತು."],
      3,
    ],
    [
      "ta",
      [
        "ஆஷாவும் அவள் பாட்டியும் ரொட்டி செய்தார்கள்.",
        "அவள் மாமா விக்ரம் பால் கொண்டு வந்தார்.",
        "பிறகு குடும்பம் முழுவதும் ஒன்றாகச் சாப்பிட்டது.",
      ],
      3,
    ],
    ["te", ["ఆశ, ఆమె అమ్మమ్మ రొట్టెలు చేశారు.", "ఆమె మామయ్య విక్రమ్ పాలు తెచ్చాడు.", "తర్వాత కుటుంబమంతా కలిసి భోజనం చేశారు."], 3],
  ];
  for (const [language, story, count] of cases)
    it(`draws the child, the grandmother and the uncle for "${story[2]}" (${language})`, () => {
      const scene = people(story, language)[2] ?? [];
      expect(scene).toHaveLength(count);
      expect(scene.map((c) => c.age).sort()).toEqual(["adult", "child", "elder"]);
    });

  it("draws one person for the whole family of a story that has named no one", () => {
    expect(people(["The whole family sat down to eat."], "en")[0]?.map((c) => c.who)).toEqual(["person"]);
  });
});

describe("a school child WordNet reads as a girl or a boy is a child", () => {
  it.each(["Two schoolgirls sat on the bench.", "A schoolboy waited at the gate."])(
    "draws a child for %s",
    (s) => {
      const scene = people([s], "en")[0] ?? [];
      expect(scene.length).toBeGreaterThan(0);
      expect(scene.every((c) => c.age === "child")).toBe(true);
    },
  );
});

describe("an age in years is no old age", () => {
  it.each([
    ["Six-year-old Pooja ate her breakfast."],
    ["Grandpa Mohan wrapped a woollen shawl around six-year-old Pooja in the kitchen."],
  ])("draws Pooja as a child in %s", (sentence) => {
    const [scene] = people([sentence], "en");
    expect(scene?.find((c) => c.who === "Pooja")?.age).toBe("child");
  });

  it("still draws an old man as an elder", () => {
    expect(people(["An old man waved."], "en")[0]?.[0]?.age).toBe("elder");
  });
});
