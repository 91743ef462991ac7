import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { checkPoses, lastCast, type PoseCase } from "../test/last-scene";

/** "everyone", "todos", "alle", "सब", "ಎಲ್ಲರೂ" after an animal the sentence named: the story's people do the verb. */
const EVERYONE_AFTER_AN_ANIMAL: PoseCase[] = [
  [
    "en",
    [
      "Mira and her grandfather painted the fence.",
      "By evening the dog was covered in paint, and everyone laughed.",
    ],
    "Mira",
    "laugh",
  ],
  [
    "es",
    [
      "Lucía y su abuelo pintaron la valla.",
      "Por la tarde el perro estaba lleno de pintura, y todos se rieron.",
    ],
    "Lucía",
    "laugh",
  ],
  [
    "de",
    [
      "Lena und ihr Großvater strichen den Zaun.",
      "Am Abend war sogar der Hund voller Farbe, und alle lachten.",
    ],
    "Lena",
    "laugh",
  ],
  ["kn", ["ಮೀರಾ ಮತ್ತು ಅವಳ ಅಜ್ಜ ಬೇಲಿಗೆ ಬಣ್ಣ ಹಚ್ಚಿದರು.", "ಸಂಜೆಯ ಹೊತ್ತಿಗೆ ನಾಯಿ ಕೂಡ ಬಣ್ಣವಾಗಿತ್ತು; ಎಲ್ಲರೂ ನಕ್ಕರು."], "ಮೀರಾ", "laugh"],
  [
    "ta",
    ["மீராவும் அவளுடைய தாத்தாவும் வேலிக்கு வண்ணம் பூசினார்கள்.", "மாலைக்குள் நாய் கூட வண்ணமாகிவிட்டது; எல்லோரும் சிரித்தார்கள்."],
    "மீரா",
    "laugh",
  ],
  ["te", ["మీరా, ఆమె తాతయ్య కంచెకు రంగు వేశారు.", "సాయంత్రానికల్లా కుక్క కూడా రంగులోకి మారిపోయింది; అందరూ నవ్వారు."], "మీరా", "laugh"],
];

/** A last verb in the plural with no subject written is the people the story has on stage. */
const THEY_BY_THE_VERB: PoseCase[] = [
  ["kn", ["ರವಿ ಮತ್ತು ಗೀತಾ ಒಂದು ಬೆಕ್ಕಿನ ಮರಿಯನ್ನು ಮನೆಗೆ ತಂದರು.", "ಅದಕ್ಕೆ ಹಾಲು ಕೊಟ್ಟು ಬುಟ್ಟಿಯ ಪಕ್ಕ ಕುಳಿತರು."], "ರವಿ", "sit"],
  [
    "ta",
    ["ரவியும் கீதாவும் ஒரு பூனைக்குட்டியை வீட்டுக்குக் கொண்டு வந்தார்கள்.", "அதற்குப் பால் கொடுத்து, கூடையின் பக்கத்தில் உட்கார்ந்தார்கள்."],
    "ரவி",
    "sit",
  ],
  ["te", ["రవి, గీత ఒక పిల్లి పిల్లను ఇంటికి తెచ్చారు.", "దానికి పాలు పోసి, బుట్ట పక్కన కూర్చున్నారు."], "రవి", "sit"],
  ["hi", ["राहुल और मीना एक पिल्ला घर लाए।", "उसे दूध पिलाकर टोकरी के पास बैठ गए।"], "राहुल", "sit"],
];

/** A verb of respect with no subject written, after a sentence about an animal, is the one named last. */
const ONE_OF_RESPECT: PoseCase[] = [
  [
    "ta",
    [
      "காலையில் ராமு தாத்தா பூங்காவுக்கு வந்தார்.",
      "மரத்தடியில் ஒரு நாய் தூங்கிக்கொண்டிருந்தது.",
      "கொஞ்ச நேரம் நடந்து ஒரு பெஞ்சில் உட்கார்ந்தார்.",
    ],
    "ராமு",
    "sit",
  ],
  [
    "te",
    ["ఉదయం రాము తాతయ్య పార్కుకి వచ్చారు.", "చెట్టు కింద ఒక కుక్క నిద్రపోతోంది.", "కాసేపు నడిచి ఒక బెంచీ మీద కూర్చున్నారు."],
    "రాము",
    "sit",
  ],
];

/** One of "they" named after it only by "his" stays in the group and does its verb. */
const THEY_AND_HIS: PoseCase[] = [
  [
    "en",
    ["Leo and his aunt went to the zoo.", "At lunch they sat on the grass, and a goat ate his sandwich."],
    "Leo",
    "sit",
  ],
];

/** A possessive before anyone is named points ahead to the one the sentence names after it. */
const POINTING_AHEAD: PoseCase[] = [
  [
    "en",
    ["On his way to work, Omar's scooter stopped in the rain.", "He pushed it all the way home."],
    "Omar",
    "push",
  ],
];

/** The icons and the names of the last scene's characters. */
function castOf(story: string[], language: Language) {
  const cast = lastCast(story, language);
  return { icons: cast.map((c) => c.icon), names: cast.flatMap((c) => (c.name ? [c.name] : [])) };
}

describe("who a sentence's subject is when it is no name", () => {
  checkPoses(EVERYONE_AFTER_AN_ANIMAL);
  checkPoses(THEY_BY_THE_VERB);
  checkPoses(POINTING_AHEAD);
  checkPoses(ONE_OF_RESPECT);
  checkPoses(THEY_AND_HIS);

  it.each<[Language, string[]]>([
    ["en", ["A baby elephant was crying by the river.", "Its mother paced up and down the bank."]],
    ["es", ["Un elefante pequeño lloraba junto al río.", "Su madre iba y venía por la orilla."]],
    [
      "fr",
      ["Un petit éléphant pleurait au bord de la rivière.", "Sa mère faisait les cent pas sur la rive."],
    ],
    ["de", ["Ein kleiner Elefant weinte am Ufer des Flusses.", "Seine Mutter lief am Ufer hin und her."]],
    ["hi", ["हाथी का एक बच्चा नदी के किनारे रो रहा था।", "उसकी माँ किनारे पर इधर-उधर घूम रही थी।"]],
    ["kn", ["ಒಂದು ಆನೆಮರಿ ನದಿಯ ದಡದಲ್ಲಿ ಅಳುತ್ತಿತ್ತು.", "ಅದರ ತಾಯಿ ದಡದಲ್ಲಿ ಓಡಾಡುತ್ತಿತ್ತು."]],
    ["ta", ["ஒரு யானைக் குட்டி ஆற்றங்கரையில் அழுதுகொண்டிருந்தது.", "அதன் தாய் கரையில் அங்குமிங்கும் அலைந்தது."]],
    ["te", ["ఒక ఏనుగు పిల్ల నది ఒడ్డున ఏడుస్తోంది.", "దాని తల్లి ఒడ్డున అటూ ఇటూ తిరిగింది."]],
  ])("draws the mother of an animal as that animal, no woman (%s)", (language, story) => {
    const { icons } = castOf(story, language);
    expect(icons).toContain("elephant");
    expect(icons.some((i) => /woman/u.test(i))).toBe(false);
  });

  it.each<[Language, string[]]>([
    ["es", ["Sam le dio leche a su gato.", "Su madre lo llamó desde la cocina."]],
    ["de", ["Sam gab seiner Katze Milch.", "Seine Mutter rief ihn aus der Küche."]],
  ])("keeps a named person's mother a woman (%s)", (language, story) => {
    expect(castOf(story, language).icons.some((i) => /woman/u.test(i))).toBe(true);
  });

  it.each<[Language, string]>([
    ["en", "An elephant calf was crying by the river."],
    ["fr", "Un éléphanteau pleurait au bord de la rivière."],
    ["de", "Ein Elefantenjunges weinte am Ufer des Flusses."],
  ])("draws the young of an elephant as the elephant, with no cow (%s)", (language, sentence) => {
    const { icons } = castOf([sentence], language);
    expect(icons).toContain("elephant");
    expect(icons).not.toContain("cow");
  });

  it.each<[Language, string[], string[]]>([
    [
      "en",
      ["Grandpa took the twins, Ana and Leo, to the fair.", "Later the twins rode on the big wheel."],
      ["Ana", "Leo"],
    ],
    [
      "es",
      ["El abuelo llevó a los gemelos, Ana y Leo, a la feria.", "Más tarde los gemelos subieron a la noria."],
      ["Ana", "Leo"],
    ],
    [
      "fr",
      [
        "Papi a emmené les jumeaux, Ana et Léo, à la fête.",
        "Plus tard, les jumeaux sont montés sur la grande roue.",
      ],
      ["Ana", "Léo"],
    ],
    [
      "de",
      [
        "Opa nahm die Zwillinge, Ana und Leo, mit auf den Jahrmarkt.",
        "Später fuhren die Zwillinge Riesenrad.",
      ],
      ["Ana", "Leo"],
    ],
  ])("draws the twins as the two children they were named as (%s)", (language, story, names) => {
    expect(castOf(story, language).names).toEqual(expect.arrayContaining(names));
  });
});

/** "everyone" after "them" as an object: the group's subject word says who does the verb after it. */
const EVERYONE_AFTER_THEM: PoseCase[] = [
  [
    "en",
    [
      "Tara walked her little brother to the fair.",
      "A horn blared behind them, and everyone jumped aside and ran.",
    ],
    "Tara",
    "run",
  ],
  [
    "es",
    [
      "Tara llevó a su hermanito a la feria.",
      "Un camión pitó detrás de ellos, y todos corrieron a la acera.",
    ],
    "Tara",
    "run",
  ],
];

describe("a group's subject word after the group as an object", () => {
  checkPoses(EVERYONE_AFTER_THEM);
});
