import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const thingsOfLast = (sentences: string[], language: Language) =>
  planScenes(sentences, language)
    .at(-1)
    ?.objects.map((o) => o.icon) ?? [];

describe("a pronoun stands for the thing put in a vehicle, not the vehicle", () => {
  const telescope: [Language, string[]][] = [
    [
      "en",
      [
        "Grandpa put his telescope in the car and drove out of town.",
        "In a quiet field he set it up on the grass.",
      ],
    ],
    [
      "es",
      [
        "El abuelo metió el telescopio en el coche y condujo fuera del pueblo.",
        "En un campo tranquilo lo montó sobre la hierba.",
      ],
    ],
    [
      "de",
      ["Opa packte das Teleskop ins Auto und fuhr aus der Stadt.", "Auf einer Wiese stellte er es auf."],
    ],
    ["kn", ["ಅಜ್ಜ ದೂರದರ್ಶಕವನ್ನು ಕಾರಿನಲ್ಲಿ ಇಟ್ಟರು.", "ಹೊಲದಲ್ಲಿ ಅವರು ಅದನ್ನು ಹುಲ್ಲಿನ ಮೇಲೆ ನಿಲ್ಲಿಸಿದರು."]],
    ["ta", ["தாத்தா தொலைநோக்கியை காரில் வைத்தார்.", "வயலில் அவர் அதைப் புல்லின் மேல் நிறுத்தினார்."]],
    ["te", ["తాతయ్య టెలిస్కోప్‌ని కారులో పెట్టారు.", "పొలంలో ఆయన దాన్ని గడ్డి మీద నిలబెట్టారు."]],
  ];
  it.each(telescope)("draws the telescope set up later (%s)", (language, sentences) => {
    expect(thingsOfLast(sentences, language)).toEqual(["telescope"]);
  });
});

describe("a pronoun after a preposition is the thing things are put on or in", () => {
  const tree: [Language, string[]][] = [
    [
      "en",
      [
        "The family bought a Christmas tree at the market.",
        "At home they hung paper stars and silver balls on it.",
      ],
    ],
    [
      "de",
      [
        "Die Familie kaufte einen Weihnachtsbaum auf dem Markt.",
        "Zu Hause hängten sie Sterne und Kugeln daran.",
      ],
    ],
    [
      "fr",
      ["La famille a acheté un sapin au marché.", "À la maison, ils y ont accroché des étoiles en papier."],
    ],
  ];
  it.each(tree)("draws the tree the stars hang on (%s)", (language, sentences) => {
    expect(thingsOfLast(sentences, language)).toContainEqual(
      expect.stringMatching(/christmas-tree|evergreen-tree/u),
    );
  });

  const bucket: [Language, string[]][] = [
    ["en", ["Mia carried an old bucket to the pond.", "She poured fresh water into it."]],
    ["hi", ["मिया एक पुरानी बाल्टी तालाब तक ले गई।", "उसने उसमें ताज़ा पानी डाला।"]],
    ["kn", ["ಮಿಯಾ ಹಳೆಯ ಬಕೆಟ್ ಅನ್ನು ಕೊಳಕ್ಕೆ ತೆಗೆದುಕೊಂಡು ಹೋದಳು.", "ಅವಳು ಅದರಲ್ಲಿ ತಾಜಾ ನೀರು ಸುರಿದಳು."]],
    ["ta", ["மியா பழைய வாளியை குளத்திற்கு எடுத்துச் சென்றாள்.", "அவள் அதில் சுத்தமான தண்ணீர் ஊற்றினாள்."]],
  ];
  it.each(bucket)("draws the bucket water is poured into (%s)", (language, sentences) => {
    expect(thingsOfLast(sentences, language)).toContain("bucket");
  });

  it("draws nothing for a Hindi pronoun after पर, which is as often a person", () => {
    const sentences = ["रीना ने एक नई गेंद ख़रीदी।", "माँ उस पर नाराज़ हुईं।"];
    expect(thingsOfLast(sentences, "hi")).toEqual([]);
  });
});

describe('an animal that does something to "it" is not its object', () => {
  const jar: [Language, string[]][] = [
    ["en", ["Lena found a jar in the kitchen.", "The monkey grabbed it and ran up the tree."]],
    ["en", ["Ravi left a bucket by the well.", "A goat quickly kicked it over."]],
    ["te", ["లీనా వంటగదిలో ఒక బుట్టను చూసింది.", "కోతి దాన్ని లాక్కుని చెట్టు ఎక్కింది."]],
  ];
  it.each(jar)("draws the thing the animal takes (%s)", (language, sentences) => {
    expect(thingsOfLast(sentences, language)).toContainEqual(expect.stringMatching(/jar|bucket|basket/u));
  });

  it('still reads "it" as the animal a person picks up', () => {
    const sentences = ["Farah saw a puppy near the gate.", "She picked it up and hugged it."];
    expect(thingsOfLast(sentences, "en")).toEqual([]);
  });
});

describe('German "es" after a verb and its subject is the verb\'s object', () => {
  it("draws the neuter thing named before", () => {
    const sentences = ["Oma kaufte ein Fahrrad auf dem Markt.", "Am Abend putzte sie es im Hof."];
    expect(thingsOfLast(sentences, "de")).toContain("bicycle");
  });

  it('draws nothing for "es" of a verb that manages or knows it', () => {
    const sentences = ["Tom sah ein Fahrrad im Schaufenster.", "Am Ende schaffte er es nicht."];
    expect(thingsOfLast(sentences, "de")).toEqual([]);
  });
});

describe("a telescope and a passbook have words in every language", () => {
  const words: [Language, string, string][] = [
    ["kn", "ಅವನು ದೂರದರ್ಶಕದಿಂದ ಆಕಾಶ ನೋಡಿದನು.", "telescope"],
    ["ta", "அவன் தொலைநோக்கி வழியாக வானத்தைப் பார்த்தான்.", "telescope"],
    ["en", "He took out his passbook.", "notebook"],
    ["hi", "उसने अपनी पासबुक निकाली।", "notebook"],
    ["de", "Er holte sein Sparbuch heraus.", "notebook"],
  ];
  it.each(words)("draws the thing (%s)", (language, sentence, icon) => {
    expect(thingsOfLast([sentence], language)).toContain(icon);
  });
});
