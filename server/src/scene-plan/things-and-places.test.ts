import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const placesOf = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((s) => s.setting.place);
const iconsOf = (sentence: string, language: Language, before: string[] = []) => {
  const scene = planScenes([...before, sentence], language).at(-1);
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

describe("noun phrases that name a part of a place", () => {
  const parts: [Language, string, string][] = [
    ["en", "Meera waited at the station for her train.", "Then she walked to the ticket office."],
    ["es", "Lucía esperaba el tren en la estación.", "Luego fue a la oficina de objetos perdidos."],
    ["fr", "Léa attendait son train à la gare.", "Puis elle alla au bureau des objets trouvés."],
    ["de", "Lena wartete im Bahnhof auf den Zug.", "Dann ging sie zum Fundbüro."],
    ["hi", "मीरा स्टेशन पर अपनी ट्रेन का इंतज़ार कर रही थी।", "फिर वह टिकट घर गई।"],
  ];
  it.each(parts)("keeps the story's station for a part of it (%s)", (language, first, second) => {
    expect(placesOf([first, second], language)).toEqual(["station", "station"]);
  });

  it("draws the head's place for a part named before the story has a place", () => {
    expect(placesOf(["Ravi walked to the ticket office."], "en")).toEqual(["office"]);
  });

  const streets: [Language, string][] = [
    ["hi", "रीना बाज़ार वाली सड़क पर अपनी दुकान में बैठी थी।"],
    ["te", "రవి బజారు రోడ్డులోని తన దుకాణంలో కూర్చున్నాడు."],
  ];
  it.each(streets)("reads a market before a street as the street's name, in the shop (%s)", (language, s) => {
    expect(placesOf([s], language)).toEqual(["shop"]);
    expect(iconsOf(s, language)).not.toContain("basket");
  });

  it("reads a street named after a place as the street", () => {
    expect(placesOf(["Omar got off the bus on Hill Street."], "en")).toEqual(["street"]);
  });

  it("keeps the forest a path runs through", () => {
    expect(placesOf(["ಮೀನಾ ಕಾಡಿನ ದಾರಿಯಲ್ಲಿ ನಡೆದಳು."], "kn")).toEqual(["forest"]);
  });
});

describe("outdoor places named by their ground or their water", () => {
  const outdoors: [Language, string, string][] = [
    ["en", "The children played on the meadow all afternoon.", "park"],
    ["es", "Los niños jugaban en el prado toda la tarde.", "park"],
    ["fr", "Les enfants jouaient dans le pré tout l'après-midi.", "park"],
    ["de", "Die Familie machte ein Picknick auf der Wiese.", "park"],
    ["de", "Opa saß am Ufer und sah den Enten zu.", "river"],
    ["ta", "பிள்ளைகள் புல்வெளியில் விளையாடினார்கள்.", "park"],
    ["ta", "அப்பா காலையில் ஆற்றுக்குப் போனார்.", "river"],
  ];
  it.each(outdoors)("sets an outdoor place (%s: %s)", (language, sentence, place) => {
    expect(placesOf([sentence], language)).toEqual([place]);
  });
});

describe("Tamil nouns in -ம் before a case ending", () => {
  it.each<[string, string]>([
    ["அக்கா காலையில் அலுவலகத்துக்குப் புறப்பட்டாள்.", "office"],
    ["தாத்தா மதியம் அலுவலகத்திலிருந்து திரும்பினார்.", "office"],
  ])("finds the place of %s through its -த்த stem", (sentence, place) => {
    expect(placesOf([sentence], "ta")).toEqual([place]);
  });
});

describe("colours that are also things", () => {
  const colours: [Language, string, string][] = [
    ["es", "Ana llevaba una falda naranja.", "tangerine"],
    ["fr", "Paul portait une chemise rose.", "rose"],
    ["fr", "Zoé achetait une jupe verte au marché.", "green-salad"],
    ["ta", "மீனா ஆரஞ்சு நிறப் பந்தை எறிந்தாள்.", "tangerine"],
    ["te", "రాధ నారింజ రంగు చీర కట్టుకుంది.", "tangerine"],
    ["kn", "ರಾಧಾ ಕಿತ್ತಳೆ ಬಣ್ಣದ ಸೀರೆ ಉಟ್ಟಳು.", "tangerine"],
  ];
  it.each(colours)("draws no fruit or flower for a colour (%s)", (language, sentence, icon) => {
    expect(iconsOf(sentence, language)).not.toContain(icon);
  });

  it("still draws the fruit the sentence eats", () => {
    expect(iconsOf("Ana comió una naranja.", "es")).toContain("tangerine");
  });
});

describe("things read by the place and the craft they are in", () => {
  it("draws a ring held in the water as a swim ring", () => {
    expect(iconsOf("Priya held on to a ring and floated in the lake.", "en")).toContain("ring-buoy");
    expect(iconsOf("ಸೀತಾ ನದಿಯಲ್ಲಿ ರಿಂಗ್ ಹಿಡಿದು ಈಜಿದಳು.", "kn")).toContain("ring-buoy");
  });

  it("draws a ring at home as a ring", () => {
    expect(iconsOf("Grandma gave her a gold ring at home.", "en")).toContain("ring");
  });

  it("draws no bed dug in a garden, and a bed at home", () => {
    expect(iconsOf("Grandpa and Leo dug a bed for carrots in the garden.", "en")).not.toContain("bed");
    expect(iconsOf("Leo lay on his bed at home.", "en")).toContain("bed");
  });

  const crafts: [Language, string][] = [
    ["en", "The tailor measured the sleeve with his tape."],
    ["es", "La costurera midió la manga con la cinta."],
  ];
  it.each(crafts)("draws no cassette for a tailor's tape (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("videocassette");
  });

  it("draws no slot machine for a sewing machine", () => {
    expect(iconsOf("La costurera cosía a máquina una camisa.", "es")).not.toContain("slot-machine");
  });
});

describe("bags by their class", () => {
  const journeys: [Language, string][] = [
    ["en", "Ravi waited on the platform with a heavy bag."],
    ["de", "Am Bahnhof stellte Oma ihre Tasche neben sich."],
  ];
  it.each(journeys)("draws a bag on a journey as luggage (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("luggage");
  });

  const takenOut: [Language, string, string][] = [
    ["en", "Mum took an apple out of her bag.", "red-apple"],
    ["es", "Mamá sacó una manzana de la bolsa.", "red-apple"],
    ["hi", "माँ ने थैले से एक सेब निकाला।", "red-apple"],
    ["kn", "ಅಪ್ಪ ಚೀಲದಿಂದ ಒಂದು ಸೇಬು ತೆಗೆದರು.", "red-apple"],
  ];
  it.each(takenOut)("draws what is taken out of a bag, not the bag (%s)", (language, sentence, icon) => {
    const icons = iconsOf(sentence, language);
    expect(icons).toContain(icon);
    expect(icons).not.toContain("shopping-bags");
  });

  it("draws a bag someone carries", () => {
    expect(iconsOf("She carried a bag to the bus stop.", "en")).toContain("shopping-bags");
  });
});

describe("similes joined to their noun", () => {
  const similes: [Language, string][] = [
    ["hi", "वह पक्षी की तरह गाने लगी।"],
    ["kn", "ಅವಳು ಹಕ್ಕಿಯಂತೆ ಹಾಡಿದಳು."],
    ["te", "ఆమె పక్షిలా పాడింది."],
  ];
  it.each(similes)("draws no bird a singer is compared with (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("bird");
  });
});

describe("a simile's picture with where it is and whose it is", () => {
  it.each<[Language, string]>([
    ["en", "The elephant rocked along like a boat on the waves."],
    ["es", "El elefante se mecía como un barco entre las olas."],
    ["fr", "L'éléphant tanguait comme un bateau sur les vagues."],
    ["de", "Der Elefant schaukelte wie ein Boot auf den Wellen."],
    ["ta", "அலைகளில் ஆடும் படகு போல யானை நடந்தது."],
  ])("draws no waves the compared boat is on (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("water-wave");
  });

  it.each<[Language, string]>([
    ["hi", "उसके बाल भेड़ की ऊन जैसे मुलायम थे।"],
    ["kn", "ಅವಳ ಕೂದಲು ಕುರಿಯ ಉಣ್ಣೆಯಂತೆ ಮೃದುವಾಗಿತ್ತು."],
  ])("draws no sheep whose wool hair is likened to (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("ewe");
  });
});

describe("things of the shore", () => {
  const shells: [Language, string][] = [
    ["en", "Nina picked up three shells near the rocks."],
    ["es", "Nina recogió tres conchas junto a las rocas."],
    ["fr", "Nina a ramassé trois coquillages près des rochers."],
    ["de", "Nina sammelte drei Muscheln bei den Felsen."],
    ["hi", "नीना ने चट्टानों के पास तीन सीपियाँ उठाईं।"],
    ["kn", "ನೀನಾ ಬಂಡೆಗಳ ಬಳಿ ಮೂರು ಕಪ್ಪೆಚಿಪ್ಪುಗಳನ್ನು ಆರಿಸಿದಳು."],
    ["te", "నీనా బండల దగ్గర మూడు గవ్వలు ఏరుకుంది."],
  ];
  it.each(shells)("draws the shells picked up on a shore (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("spiral-shell");
  });

  const waves: [Language, string][] = [
    ["es", "Una ola alta tiró al suelo a Pablo."],
    ["fr", "Une haute vague a renversé Paul."],
    ["de", "Eine hohe Welle warf Paul um."],
    ["hi", "एक ऊँची लहर ने पॉल को गिरा दिया।"],
    ["kn", "ಒಂದು ಎತ್ತರದ ಅಲೆ ಪಾಲ್‌ನನ್ನು ಬೀಳಿಸಿತು."],
    ["ta", "ஒரு உயரமான அலை பாலைக் கீழே தள்ளியது."],
    ["te", "ఒక ఎత్తైన అల పాల్‌ని కింద పడేసింది."],
  ];
  it.each(waves)("draws the wave that knocks someone over (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("water-wave");
  });
});

describe("a noun drawn in its sense, or not at all", () => {
  const hats: [Language, string][] = [
    ["en", "The gardener put on a hat against the sun."],
    ["es", "El jardinero se puso un sombrero contra el sol."],
    ["fr", "Le jardinier a mis un chapeau contre le soleil."],
    ["de", "Der Gärtner setzte einen Hut gegen die Sonne auf."],
  ];
  it.each(hats)("draws an everyday hat, not a top hat (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("top-hat");
    expect(iconsOf(sentence, language)).toContain("billed-cap");
  });

  it("draws no brick for the clay a potter shapes", () => {
    expect(iconsOf("The potter shaped soft clay into a jug.", "en")).not.toContain("brick");
    expect(iconsOf("Le potier a modelé l'argile en cruche.", "fr")).not.toContain("brick");
  });

  it("draws no car wheel for a potter's wheel", () => {
    expect(iconsOf("The potter sat down at his wheel.", "en")).not.toContain("wheel");
    expect(iconsOf("ಕುಂಬಾರ ತನ್ನ ಚಕ್ರದ ಮುಂದೆ ಕುಳಿತನು.", "kn")).not.toContain("wheel");
  });

  it("draws no firewood for a walking stick", () => {
    expect(iconsOf("Grandpa leaned on his stick at the gate.", "en")).not.toContain("wood");
  });

  it("draws a fort as a castle, not a coat (kn)", () => {
    const icons = iconsOf("ಮಕ್ಕಳು ಬೆಟ್ಟದ ಮೇಲಿನ ಹಳೆಯ ಕೋಟೆಯನ್ನು ನೋಡಿದರು.", "kn");
    expect(icons).not.toContain("coat");
    expect(icons).toContain("castle");
  });

  it("draws no goose for a flock and no insect for birds that fly up", () => {
    const icons = iconsOf("The boy ran at the flock of pigeons, and they all fly up.", "en");
    expect(icons).not.toContain("goose");
    expect(icons).not.toContain("fly");
  });

  it("draws a German mug as a cup, not a cup with a straw", () => {
    expect(iconsOf("Oma trank Tee aus einem Becher.", "de")).not.toContain("cup-with-straw");
  });

  it("draws no llama for a Spanish verb with its pronoun attached", () => {
    expect(iconsOf("Subió la colina llamándola a gritos.", "es")).not.toContain("llama");
  });

  const spanners: [Language, string][] = [
    ["en", "The mechanic loosened the nut with a spanner."],
    ["kn", "ಮೆಕ್ಯಾನಿಕ್ ಸ್ಪ್ಯಾನರ್‌ನಿಂದ ನಟ್ ಬಿಚ್ಚಿದನು."],
    ["te", "మెకానిక్ స్పానర్‌తో నట్ విప్పాడు."],
    ["ta", "மெக்கானிக் ஸ்பானரால் நட்டைக் கழற்றினார்."],
  ];
  it.each(spanners)("draws a spanner as a wrench (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("wrench");
  });

  it("draws bees for the bees and their hive", () => {
    expect(iconsOf("The bees flew back into the hive.", "en")).toContain("honeybee");
  });
});

describe("places a trip goes to", () => {
  const fairs: [Language, string][] = [
    ["en", "Asha went to the fair with her father."],
    ["es", "Asha fue a la feria con su padre."],
    ["fr", "Asha est allée à la foire avec son père."],
    ["hi", "आशा अपने पिता के साथ मेले में गई।"],
    ["kn", "ಆಶಾ ತನ್ನ ಅಪ್ಪನ ಜೊತೆ ಜಾತ್ರೆಗೆ ಹೋದಳು."],
    ["te", "ఆశ తన నాన్నతో జాతరకు వెళ్ళింది."],
  ];
  it.each(fairs)("draws a fair as a market (%s)", (language, sentence) => {
    expect(placesOf([sentence], language)).toEqual(["market"]);
  });

  const carriedHome: [Language, string, string][] = [
    ["en", "Mina searched the forest for her lost lamb.", "At last she carried it home in her arms."],
    ["es", "Mina buscó su cordero perdido en el bosque.", "Por fin lo llevó a casa en brazos."],
    ["de", "Mina suchte im Wald nach ihrem Lamm.", "Endlich trug sie es nach Hause."],
    ["kn", "ಮೀನಾ ಕಾಡಿನಲ್ಲಿ ತನ್ನ ಕುರಿಮರಿಯನ್ನು ಹುಡುಕಿದಳು.", "ಕೊನೆಗೆ ಅವಳು ಅದನ್ನು ಎತ್ತಿಕೊಂಡು ಮನೆಗೆ ತಂದಳು."],
    ["te", "మీనా అడవిలో తన గొర్రెపిల్ల కోసం వెతికింది.", "చివరికి ఆమె దాన్ని ఎత్తుకుని ఇంటికి తీసుకొచ్చింది."],
  ];
  it.each(carriedHome)("keeps the wild place something is carried home from (%s)", (language, a, b) => {
    expect(placesOf([a, b], language)).toEqual(["forest", "forest"]);
  });

  const arrivedHome: [Language, string, string][] = [
    [
      "en",
      "Ravi and Lila played by the river all day.",
      "At dusk they walked home, and their aunt served them soup.",
    ],
    [
      "es",
      "Ravi y Lila jugaron junto al río todo el día.",
      "Al anochecer volvieron a casa y su tía les sirvió sopa.",
    ],
    ["hi", "रवि और लीला दिन भर नदी के किनारे खेले।", "शाम को वे घर लौटे, और उनकी मौसी ने उन्हें सूप परोसा।"],
  ];
  it.each(arrivedHome)(
    "is at home when the sentence goes on there after the way home (%s)",
    (language, a, b) => {
      expect(placesOf([a, b], language)).toEqual(["river", "home"]);
    },
  );

  it("is at home once someone is home", () => {
    expect(placesOf(["Mina searched the forest for her lamb.", "At home, she made tea."], "en")).toEqual([
      "forest",
      "home",
    ]);
  });
});

describe("look-alikes in a word's letters", () => {
  const lookAlikes: [Language, string, string][] = [
    ["de", "Die Braut trug einen langen Schleier.", "egg"],
    ["de", "Der Töpfer formte eine Schale aus Ton.", "pot-of-food"],
    ["de", "Der Töpfer formte eine Schale aus Ton.", "scarf"],
    ["fr", "Il portait un sac lourd sur le dos.", "rock"],
    ["es", "Se pinchó con las espinas del rosal.", "hedgehog"],
    ["es", "A la bicicleta le faltaba una pieza.", "puzzle-piece"],
    ["ta", "அவள் மேசையைத் துணியால் துடைத்தாள்.", "broom"],
    ["ta", "குயவர் தன் சக்கரத்தின் முன் அமர்ந்தார்.", "wheel"],
  ];
  it.each(lookAlikes)("draws no look-alike (%s: %s, no %s)", (language, sentence, icon) => {
    expect(iconsOf(sentence, language)).not.toContain(icon);
  });
});
