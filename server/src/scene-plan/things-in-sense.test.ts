import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) => {
  const scene = planScenes([sentence], language).at(-1);
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

describe("a plural is the noun it is the plural of", () => {
  const plurals: [Language, string, string][] = [
    ["en", "Grandpa led the oxen down to the river.", "ox"],
    ["en", "The wolves howled on the hill all night.", "wolf"],
    ["en", "She sharpened the knives before dinner.", "kitchen-knife"],
    ["hi", "किसान बैलों को पानी पिला रहा था।", "ox"],
    ["hi", "बच्चे बकरियों के पीछे भागे।", "goat"],
  ];
  it.each(plurals)(
    "draws an irregular or oblique plural as its noun (%s: %s)",
    (language, sentence, icon) => {
      expect(iconsOf(sentence, language)).toContain(icon);
    },
  );
});

describe("a noun's look-alike in a verb is no thing", () => {
  it("reads pick up as a verb and its particle, no pickup truck", () => {
    expect(iconsOf("After the picnic, everyone helped to pick up the rubbish.", "en")).not.toContain(
      "pickup-truck",
    );
    expect(iconsOf("Dad will pick up the children at four.", "en")).not.toContain("pickup-truck");
  });

  it("keeps the pickup truck a noun names", () => {
    expect(iconsOf("He parked his pickup by the barn.", "en")).toContain("pickup-truck");
  });

  it("reads a row of things as a line, not rowing", () => {
    expect(iconsOf("Mum planted the beans in a row along the fence.", "en")).not.toContain("canoe");
    expect(iconsOf("The chairs stood in neat rows across the hall.", "en")).not.toContain("canoe");
  });

  it("still draws the boat of someone who rows", () => {
    expect(iconsOf("Every evening they row across the lake.", "en")).toContain("canoe");
  });

  it("reads French car after a comma as because, no coach", () => {
    expect(iconsOf("Il a pris son parapluie, car il pleuvait.", "fr")).not.toContain("oncoming-bus");
    expect(iconsOf("Le car s'arrêta devant l'école.", "fr")).toContain("oncoming-bus");
  });
});

describe("a shape or a heap of something is that something", () => {
  it("draws no football for a ball of snow or of wool", () => {
    expect(iconsOf("The boys rolled a huge ball of snow down the hill.", "en")).not.toContain("soccer-ball");
    expect(iconsOf("Grandma gave the kitten a ball of wool.", "en")).not.toContain("soccer-ball");
  });

  it("draws no mountain for a mountain of apples, and the apples", () => {
    const icons = iconsOf("There was a mountain of apples on the cart.", "en");
    expect(icons).toContain("red-apple");
    const scene = planScenes(["There was a mountain of apples on the cart."], "en").at(-1);
    expect(scene?.setting.place).not.toBe("mountains");
  });

  it("keeps the ball someone kicks and the basket that holds apples", () => {
    expect(iconsOf("He kicked the ball across the yard.", "en")).toContain("soccer-ball");
    expect(iconsOf("She carried a basket of apples.", "en")).toEqual(
      expect.arrayContaining(["basket", "red-apple"]),
    );
  });

  it("draws the head of a hyphenated compound, not the word before the hyphen", () => {
    expect(iconsOf("She served the rice on banana-leaf plates.", "en")).not.toContain("banana");
    expect(iconsOf("She served the rice on banana-leaf plates.", "en")).toContain("cooked-rice");
  });
});

describe("what a thing is shaped like is not in the scene", () => {
  const shapes: [Language, string, string][] = [
    ["en", "The cloud was in the shape of a fish.", "fish"],
    ["es", "La nube tenía forma de pez.", "fish"],
    ["es", "Abuela cortó una galleta con forma de estrella.", "star"],
    ["fr", "Mamie a découpé un biscuit en forme d'étoile.", "star"],
    ["fr", "Le nuage avait la forme d'un poisson.", "fish"],
    ["de", "Der Keks hatte die Form eines Sterns.", "star"],
    ["hi", "बादल मछली के आकार का था।", "fish"],
    ["kn", "ಮೋಡವು ಮೀನಿನ ಆಕಾರದಲ್ಲಿತ್ತು.", "fish"],
  ];
  it.each(shapes)("draws no picture of the shape (%s: %s)", (language, sentence, shape) => {
    expect(iconsOf(sentence, language)).not.toContain(shape);
  });

  it("keeps the cookie that is shaped like a star", () => {
    expect(iconsOf("Abuela cortó una galleta con forma de estrella.", "es")).toContain("cookie");
  });

  it("keeps a fish that is no shape", () => {
    expect(iconsOf("Un pez saltó del agua.", "es")).toContain("fish");
  });
});

describe("everyday things of a park and a picnic", () => {
  const bins: [Language, string][] = [
    ["en", "Meena dropped the banana peel into the bin."],
    ["es", "Tiró la lata vacía a la papelera."],
    ["fr", "Léo a jeté le papier dans la poubelle."],
    ["de", "Opa trug den Mülleimer hinaus."],
    ["hi", "उसने छिलका कूड़ेदान में डाला।"],
    ["kn", "ಅವನು ಕಾಗದವನ್ನು ಕಸದ ತೊಟ್ಟಿಗೆ ಹಾಕಿದನು."],
    ["ta", "அவள் தாளைக் குப்பைத் தொட்டியில் போட்டாள்."],
    ["te", "అతను కాగితాన్ని చెత్తకుండీలో వేశాడు."],
  ];
  it.each(bins)("draws a rubbish bin as the wastebasket (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("wastebasket");
  });

  const lemonade: [Language, string][] = [
    ["en", "Aunt Rosa poured lemonade for the guests."],
    ["es", "Los niños bebieron limonada en el patio."],
    ["fr", "Papa a préparé une citronnade pour le goûter."],
    ["de", "Lena trank eine Limonade am See."],
    ["hi", "दादा ने ठंडा नींबू पानी पिया।"],
    ["kn", "ಅಮ್ಮ ನಿಂಬೆ ಶರಬತ್ತು ಮಾಡಿದರು."],
    ["ta", "அம்மா எலுமிச்சைச் சாறு கொடுத்தார்."],
    ["te", "అమ్మ నిమ్మరసం ఇచ్చింది."],
  ];
  it.each(lemonade)("draws lemonade as a cold drink (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("cup-with-straw");
  });

  const buttermilk: [Language, string][] = [
    ["en", "Grandpa drank a glass of buttermilk after lunch."],
    ["hi", "नाना ने ठंडी छाछ पी।"],
    ["kn", "ಅಜ್ಜ ಮಜ್ಜಿಗೆ ಕುಡಿದರು."],
    ["ta", "தாத்தா மோர் குடித்தார்."],
    ["te", "తాతయ్య మజ్జిగ తాగాడు."],
  ];
  it.each(buttermilk)("draws buttermilk as a glass of milk (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("glass-of-milk");
  });
});

describe("a fish eaten is drawn as the fish", () => {
  const fish: [Language, string][] = [
    ["en", "Mum fried some sardines for dinner."],
    ["en", "The fisherman sold mackerel at the harbour."],
  ];
  it.each(fish)("draws the fish a sentence eats or sells (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("fish");
  });
});

describe("a Dravidian stem is no other word's stem across a consonant cluster", () => {
  it("reads the grass's in Kannada as no tiger, and keeps the tiger", () => {
    expect(iconsOf("ಕುಟುಂಬ ಕೆರೆಯ ದಡದ ಹುಲ್ಲಿನ ಮೇಲೆ ಚಾಪೆ ಹಾಸಿತು.", "kn")).not.toContain("tiger");
    expect(iconsOf("ಅವರು ಕಾಡಿನಲ್ಲಿ ಹುಲಿಯನ್ನು ನೋಡಿದರು.", "kn")).toContain("tiger");
  });
});

describe("an animal's young is the animal", () => {
  const young: [Language, string, string][] = [
    ["hi", "छत पर कहीं एक नन्हा-सा बिल्ली का बच्चा म्याऊँ-म्याऊँ करता रहा।", "cat"],
    ["te", "ఒక ఏనుగు పిల్ల నదిలో ఆడుకుంది.", "elephant"],
  ];
  it.each(young)("draws the animal and no child (%s: %s)", (language, sentence, animal) => {
    const icons = iconsOf(sentence, language);
    expect(icons).toContain(animal);
    expect(icons).not.toEqual(expect.arrayContaining(["boy"]));
    expect(icons).not.toContain("child");
  });

  it("keeps a child standing beside an animal", () => {
    expect(iconsOf("बिल्ली के पास एक बच्चा खड़ा था।", "hi")).toEqual(expect.arrayContaining(["cat", "boy"]));
  });
});

describe("a word that only looks like a thing's word draws nothing", () => {
  const lookAlikes: [Language, string, string][] = [
    ["es", "La familia extendió una manta sobre la hierba, junto al lago.", "herb"],
    ["fr", "De minuscules pousses vertes sortirent de terre.", "input-latin-lowercase"],
    ["hi", "रोहन ने हर बीज को अंगूठे से मिट्टी में दबाया।", "ring"],
    ["ta", "ரோஹன் ஒவ்வொரு விதையையும் கட்டைவிரலால் மண்ணுக்குள் அழுத்தினான்.", "wood"],
  ];
  it.each(lookAlikes)("draws no look-alike (%s: %s)", (language, sentence, icon) => {
    expect(iconsOf(sentence, language)).not.toContain(icon);
  });

  it("keeps the ring a Hindi sentence names", () => {
    expect(iconsOf("उसने सोने की अंगूठी पहनी।", "hi")).toContain("ring");
  });
});

describe("a car word at a station is the train", () => {
  it("draws the train for a carriage or a train called a car, no car", () => {
    const scenes = planScenes(
      [
        "एक चायवाला बड़ी-सी केतली लिए प्लेटफ़ॉर्म पर दौड़ता हुआ चाय डाल रहा था।",
        "सीटी बजी, गाड़ी चल पड़ी, और छोटा पोता स्टेशन की ओर हाथ हिलाता रहा।",
      ],
      "hi",
    );
    const icons = scenes.at(-1)?.objects.map((o) => o.icon) ?? [];
    expect(icons).toContain("train");
    expect(icons).not.toContain("automobile");
  });

  it("keeps the car someone drives to the station", () => {
    expect(iconsOf("Dad drove the car to the station.", "en")).toContain("automobile");
  });
});
