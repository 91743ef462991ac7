import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** [language, sentence, each [who (a name's start or an icon), the pose it is drawn in]]. */
type Case = [Language, string, [string, string][]];

function posesOf(sentence: string, language: Language): { who: string; action: string }[] {
  const [plan] = planScenes([sentence], language);
  return (plan?.characters ?? []).map((c) => ({ who: c.name ?? c.icon, action: c.action ?? "stand" }));
}

/** People and animals asleep or lying down, and a sleeping animal a sentence only describes. */
const SLEEPING: Case[] = [
  ["en", "Omar tiptoed past the sleeping dog.", [["dog", "sleep"]]],
  ["en", "The old cat was sleeping on the windowsill.", [["cat", "sleep"]]],
  ["en", "Priya lay on the grass under the tree.", [["Priya", "sleep"]]],
  ["es", "Lucía se acostó en la hamaca.", [["Lucía", "sleep"]]],
  ["es", "Mateo pasó junto a su perro dormido.", [["dog", "sleep"]]],
  ["fr", "Léa s'est allongée sur le canapé.", [["Léa", "sleep"]]],
  ["fr", "Jules caressa son chat endormi.", [["cat", "sleep"]]],
  ["de", "Die Katze lag auf dem Sofa.", [["cat", "sleep"]]],
  ["de", "Jonas ging leise an seinem schlafenden Hund vorbei.", [["dog", "sleep"]]],
  ["de", "Emma legte sich ins Gras.", [["Emma", "sleep"]]],
  ["hi", "माया सोफ़े पर लेट गई।", [["माया", "sleep"]]],
  ["hi", "रवि सोते हुए कुत्ते के पास से धीरे से गुज़रा।", [["dog", "sleep"]]],
  ["hi", "सीता चटाई पर लेटी रही।", [["सीता", "sleep"]]],
  ["kn", "ರವಿ ಮಲಗಿದ್ದ ನಾಯಿಯ ಪಕ್ಕದಲ್ಲಿ ಕುಳಿತನು.", [["dog", "sleep"]]],
  ["ta", "மீனா தூங்கிக்கொண்டிருந்த நாயைப் பார்த்தாள்.", [["dog", "sleep"]]],
  ["te", "సీత నిద్రపోతున్న పిల్లిని చూసింది.", [["cat", "sleep"]]],
];

/** Hitting, batting or kicking a ball is playing. */
const HITTING: Case[] = [
  ["en", "Ravi hit the ball over the wall.", [["Ravi", "play"]]],
  ["en", "Leila kicked the football across the yard.", [["Leila", "play"]]],
  ["en", "Tom batted the ball past the bowler.", [["Tom", "play"]]],
  ["es", "Mateo golpeó la pelota con fuerza.", [["Mateo", "play"]]],
  ["es", "Lucía pateó el balón hacia la portería.", [["Lucía", "play"]]],
  ["fr", "Jules a frappé le ballon très fort.", [["Jules", "play"]]],
  ["fr", "Léa tapa la balle contre le mur.", [["Léa", "play"]]],
  ["de", "Jonas schlug den Ball über das Netz.", [["Jonas", "play"]]],
  ["de", "Emma kickte den Ball ins Tor.", [["Emma", "play"]]],
  ["de", "Jonas schoss den Ball in die Ecke.", [["Jonas", "play"]]],
  ["hi", "रवि ने गेंद पर ज़ोर से बल्ला मारा।", [["रवि", "play"]]],
  ["hi", "अर्जुन ने गेंद को दूर तक मारा।", [["अर्जुन", "play"]]],
  ["hi", "माया ने गेंद को किक मारी।", [["माया", "play"]]],
  ["kn", "ರವಿ ಚೆಂಡನ್ನು ಜೋರಾಗಿ ಹೊಡೆದನು.", [["ರವಿ", "play"]]],
  ["ta", "கண்ணன் பந்தை ஓங்கி அடித்தான்.", [["கண்ணன்", "play"]]],
  ["te", "రవి బంతిని గట్టిగా కొట్టాడు.", [["రవి", "play"]]],
];

/** Throwing a ball or a stone. */
const THROWING: Case[] = [
  ["en", "Priya threw the ball back to her brother.", [["Priya", "throw"]]],
  ["en", "Omar tossed a stone into the pond.", [["Omar", "throw"]]],
  ["en", "Leila bowled the ball as fast as she could.", [["Leila", "throw"]]],
  ["es", "Mateo tiró una piedra al río.", [["Mateo", "throw"]]],
  ["es", "Lucía lanzó la pelota a su perro.", [["Lucía", "throw"]]],
  ["fr", "Jules jeta un caillou dans l'eau.", [["Jules", "throw"]]],
  ["de", "Jonas warf einen Stein in den Teich.", [["Jonas", "throw"]]],
  ["de", "Emma warf ihrem Bruder den Ball zu.", [["Emma", "throw"]]],
  ["de", "Jonas warf den Schneeball über den Zaun.", [["Jonas", "throw"]]],
  ["hi", "रवि ने तालाब में पत्थर फेंका।", [["रवि", "throw"]]],
  ["hi", "माया ने गेंद अपने भाई की ओर फेंकी।", [["माया", "throw"]]],
  ["hi", "अर्जुन ने गेंद हवा में उछाली।", [["अर्जुन", "throw"]]],
  ["kn", "ಮಾಯಾ ಕಲ್ಲನ್ನು ಕೆರೆಗೆ ಎಸೆದಳು.", [["ಮಾಯಾ", "throw"]]],
  ["ta", "மீனா கல்லைக் குளத்தில் எறிந்தாள்.", [["மீனா", "throw"]]],
  ["te", "సీత రాయిని చెరువులోకి విసిరింది.", [["సీత", "throw"]]],
];

/** Taking someone somewhere: both walk there. */
const TAKING: Case[] = [
  [
    "en",
    "Ravi took his grandmother to the market.",
    [
      ["Ravi", "walk"],
      ["old-woman", "walk"],
    ],
  ],
  [
    "en",
    "Anna took her little brother to the zoo.",
    [
      ["Anna", "walk"],
      ["boy", "walk"],
    ],
  ],
  ["en", "Omar took the dog to the park.", [["Omar", "walk"]]],
  [
    "es",
    "Mateo llevó a su hermana al parque.",
    [
      ["Mateo", "walk"],
      ["woman", "walk"],
    ],
  ],
  [
    "fr",
    "Jules a emmené sa grand-mère au marché.",
    [
      ["Jules", "walk"],
      ["old-woman", "walk"],
    ],
  ],
  [
    "de",
    "Der Vater brachte Emma zum Arzt.",
    [
      ["man", "walk"],
      ["Emma", "walk"],
    ],
  ],
  [
    "hi",
    "रवि अपनी दादी को बाज़ार ले गया।",
    [
      ["रवि", "walk"],
      ["old-woman", "walk"],
    ],
  ],
  [
    "hi",
    "सीता अपने भाई को स्कूल ले गई।",
    [
      ["सीता", "walk"],
      ["man", "walk"],
    ],
  ],
  ["hi", "दादाजी ने डिब्बा उठाकर घर ले गए।", [["old-man", "carry"]]],
  [
    "kn",
    "ರವಿ ತನ್ನ ಅಜ್ಜಿಯನ್ನು ಮಾರುಕಟ್ಟೆಗೆ ಕರೆದುಕೊಂಡು ಹೋದನು.",
    [
      ["ರವಿ", "walk"],
      ["old-woman", "walk"],
    ],
  ],
  ["ta", "கண்ணன் தன் தங்கையைப் பள்ளிக்கு அழைத்துச் சென்றான்.", [["கண்ணன்", "walk"]]],
  ["te", "సీత తన తమ్ముడిని బడికి తీసుకెళ్ళింది.", [["సీత", "walk"]]],
];

/** Opening a book is reading it. */
const READING: Case[] = [
  ["en", "Leila opened a big book of fairy tales.", [["Leila", "read"]]],
  ["en", "Nina found a seat and opened her book.", [["Nina", "read"]]],
  ["en", "Tom opened the old novel at the first page.", [["Tom", "read"]]],
  ["es", "Mateo abrió un libro de cuentos.", [["Mateo", "read"]]],
  ["fr", "Léa ouvrit un vieux livre.", [["Léa", "read"]]],
  ["fr", "Jules a ouvert son livre de contes.", [["Jules", "read"]]],
  ["de", "Emma schlug ein altes Buch auf.", [["Emma", "read"]]],
  ["de", "Jonas öffnete sein Buch.", [["Jonas", "read"]]],
  ["de", "Emma blätterte in einem Buch.", [["Emma", "read"]]],
  ["hi", "रवि ने एक मोटी किताब खोली।", [["रवि", "read"]]],
  ["hi", "माया ने कहानियों की किताब खोली।", [["माया", "read"]]],
  ["hi", "अर्जुन ने पुरानी किताब खोली।", [["अर्जुन", "read"]]],
  ["kn", "ಮಾಯಾ ಕಥೆ ಪುಸ್ತಕ ತೆರೆದಳು.", [["ಮಾಯಾ", "read"]]],
  ["ta", "மீனா ஒரு பழைய புத்தகத்தைத் திறந்தாள்.", [["மீனா", "read"]]],
  ["te", "రవి ఒక పాత పుస్తకం తెరిచాడు.", [["రవి", "read"]]],
];

/** A person hiding crouches; a hiding animal curls up, drawn sitting. */
const HIDING: Case[] = [
  ["en", "Kofi hid behind the curtain.", [["Kofi", "kneel"]]],
  ["en", "Leila was hiding under the table.", [["Leila", "kneel"]]],
  ["en", "The little dog hid under the sofa.", [["dog", "sit"]]],
  ["en", "Meera's cat, Pepper, hid in an empty cardboard box upstairs.", [["Pepper", "sit"]]],
  ["es", "La gata se escondió en una caja de cartón vacía.", [["cat", "sit"]]],
  ["hi", "मीरा की बिल्ली एक ख़ाली गत्ते के डिब्बे में छिप गई।", [["cat", "sit"]]],
  ["te", "పిల్లి ఒక ఖాళీ అట్టపెట్టెలో దాక్కుంది.", [["cat", "sit"]]],
  ["es", "Lucía se escondió detrás de la cortina.", [["Lucía", "kneel"]]],
  ["es", "Mateo se escondía en el armario.", [["Mateo", "kneel"]]],
  ["fr", "Jules s'est caché derrière l'arbre.", [["Jules", "kneel"]]],
  ["fr", "Léa se cachait sous la table.", [["Léa", "kneel"]]],
  ["de", "Jonas versteckte sich hinter dem Vorhang.", [["Jonas", "kneel"]]],
  ["de", "Emma versteckte sich im Schrank.", [["Emma", "kneel"]]],
  ["de", "Der kleine Hund versteckte sich unter dem Bett.", [["dog", "sit"]]],
  ["hi", "माया पलंग के नीचे छिप गई।", [["माया", "kneel"]]],
  ["hi", "रवि पेड़ के पीछे छिपा।", [["रवि", "kneel"]]],
  ["hi", "अर्जुन अलमारी में छुप गया।", [["अर्जुन", "kneel"]]],
  ["kn", "ರವಿ ಮರದ ಹಿಂದೆ ಅಡಗಿಕೊಂಡನು.", [["ರವಿ", "kneel"]]],
  ["ta", "கண்ணன் மரத்தின் பின்னால் ஒளிந்தான்.", [["கண்ணன்", "kneel"]]],
  ["te", "రవి చెట్టు వెనక దాక్కున్నాడు.", [["రవి", "kneel"]]],
];

/** Climbing onto a seat and sitting down is sitting. */
const CLIMBING_TO_SIT: Case[] = [
  ["en", "Ravi climbed onto the stool and sat down.", [["Ravi", "sit"]]],
  ["en", "Nina climbed into the armchair and sat quietly.", [["Nina", "sit"]]],
  ["en", "Omar climbed up the wall and sat on top.", [["Omar", "sit"]]],
  ["es", "Mateo subió a la silla y se sentó.", [["Mateo", "sit"]]],
  ["fr", "Léa grimpa sur le tabouret et s'assit.", [["Léa", "sit"]]],
  ["fr", "Jules est monté sur le banc et s'est assis.", [["Jules", "sit"]]],
  ["de", "Jonas kletterte auf den Stuhl und setzte sich.", [["Jonas", "sit"]]],
  ["de", "Emma stieg auf den Hocker und setzte sich.", [["Emma", "sit"]]],
  ["de", "Jonas kletterte auf die Mauer und saß ganz still.", [["Jonas", "sit"]]],
  ["hi", "रवि स्टूल पर चढ़कर बैठ गया।", [["रवि", "sit"]]],
  ["hi", "माया कुर्सी पर चढ़ी और बैठ गई।", [["माया", "sit"]]],
  ["hi", "अर्जुन दीवार पर चढ़कर बैठा।", [["अर्जुन", "sit"]]],
  ["kn", "ರವಿ ಸ್ಟೂಲ್ ಹತ್ತಿ ಕುಳಿತನು.", [["ರವಿ", "sit"]]],
  ["ta", "மீனா நாற்காலியில் ஏறி உட்கார்ந்தாள்.", [["மீனா", "sit"]]],
  ["te", "సీత కుర్చీ ఎక్కి కూర్చుంది.", [["సీత", "sit"]]],
];

/** Setting off, heading out or going in somewhere on foot is walking. */
const SETTING_OFF: Case[] = [
  ["en", "At dawn Ravi set off for the village.", [["Ravi", "walk"]]],
  ["en", "After breakfast Leila headed to the river.", [["Leila", "walk"]]],
  ["en", "Omar set out across the fields.", [["Omar", "walk"]]],
  ["es", "Lucía y su abuelo partieron hacia el pueblo.", [["Lucía", "walk"]]],
  ["es", "Mateo entró en la cueva con una linterna.", [["Mateo", "walk"]]],
  ["fr", "Léa et son grand-père sont partis vers le village.", [["Léa", "walk"]]],
  ["fr", "Jules est entré dans la grotte.", [["Jules", "walk"]]],
  ["de", "Emma folgte dem Weg zum See.", [["Emma", "walk"]]],
  ["de", "Jonas und sein Opa folgten dem Fluss.", [["Jonas", "walk"]]],
  ["hi", "सुबह रवि गाँव के लिए निकल पड़ा।", [["रवि", "walk"]]],
  ["hi", "माया और उसकी दादी मंदिर के लिए निकल पड़ीं।", [["माया", "walk"]]],
  ["kn", "ರವಿ ಬೆಳಿಗ್ಗೆ ಹಳ್ಳಿಗೆ ಹೊರಟನು.", [["ರವಿ", "walk"]]],
  ["ta", "கண்ணன் காலையில் கிராமத்துக்குப் புறப்பட்டான்.", [["கண்ணன்", "walk"]]],
  ["te", "రవి ఉదయాన్నే ఊరికి బయలుదేరాడు.", [["రవి", "walk"]]],
];

/** "lo llevó", "l'a emmené": the one a clitic stands for, named earlier in the sentence, walks along. */
const TAKEN_BY_CLITIC: Case[] = [
  [
    "es",
    "Mateo estaba enfermo, así que su madre lo llevó al médico.",
    [
      ["Mateo", "walk"],
      ["woman", "walk"],
    ],
  ],
  [
    "fr",
    "Léa avait mal aux dents, alors son père l'a emmenée chez le dentiste.",
    [
      ["Léa", "walk"],
      ["man", "walk"],
    ],
  ],
  [
    "es",
    "Lucía tenía fiebre, y su abuela la llevó a la clínica.",
    [
      ["Lucía", "walk"],
      ["old-woman", "walk"],
    ],
  ],
];

/** Chopping vegetables for a meal is cooking. */
const CHOPPING: Case[] = [
  ["en", "Ravi chopped onions and tomatoes for the curry.", [["Ravi", "cook"]]],
  ["es", "Lucía cortó zanahorias para la sopa.", [["Lucía", "cook"]]],
  ["de", "Emma schnitt Karotten für die Suppe.", [["Emma", "cook"]]],
  ["hi", "माया ने सब्ज़ी के लिए आलू और टमाटर काटे।", [["माया", "cook"]]],
  ["hi", "रवि ने सलाद के लिए खीरा काटा।", [["रवि", "cook"]]],
  ["kn", "ಮಾಯಾ ಸಾಂಬಾರಿಗೆ ಈರುಳ್ಳಿ ಮತ್ತು ಟೊಮೆಟೊ ಹೆಚ್ಚಿದಳು.", [["ಮಾಯಾ", "cook"]]],
  ["ta", "மீனா சாம்பாருக்கு வெங்காயம் நறுக்கினாள்.", [["மீனா", "cook"]]],
  ["te", "సీత కూరకు ఉల్లిపాయలు తరిగింది.", [["సీత", "cook"]]],
];

/** An animal keeps swimming (or running) when it also looks or calls out: it has no face to draw it by. */
const ANIMAL_MOVING: Case[] = [
  ["en", "A duck swam past the boat and looked at them.", [["duck", "swim"]]],
  ["fr", "Un canard est passé à la nage et les a regardés.", [["duck", "swim"]]],
  ["de", "Eine Ente schwamm vorbei und schaute sie an.", [["duck", "swim"]]],
  ["hi", "एक बत्तख तैरती हुई आई और बच्चों को देखने लगी।", [["duck", "swim"]]],
  ["kn", "ಒಂದು ಬಾತುಕೋಳಿ ಈಜುತ್ತಾ ಬಂದು ಮಕ್ಕಳನ್ನು ನೋಡಿತು.", [["duck", "swim"]]],
  ["te", "ఒక బాతు ఈదుకుంటూ వచ్చి పిల్లల్ని చూసింది.", [["duck", "swim"]]],
];

/** Movers and labourers are people who carry a home's things; a block of flats is no shoe to stop it. */
const MOVING_HOUSE: Case[] = [
  [
    "en",
    "A truck stopped outside a new block of flats, and two movers carried the sofa up the stairs.",
    [["man", "carry"]],
  ],
  [
    "de",
    "Ein Lastwagen hielt vor einem Wohnblock, und zwei Möbelpacker trugen das Sofa die Treppe hinauf.",
    [["man", "carry"]],
  ],
  ["kn", "ಇಬ್ಬರು ಕೂಲಿಯವರು ಕುಟುಂಬದ ಸೋಫಾವನ್ನು ಮೆಟ್ಟಿಲುಗಳ ಮೇಲೆ ಹೊತ್ತೊಯ್ದರು.", [["man", "carry"]]],
  ["ta", "இரண்டு தொழிலாளர்கள் குடும்பத்தின் சோபாவைப் படிகளில் மேலே தூக்கிச் சென்றார்கள்.", [["man", "carry"]]],
  ["te", "ఇద్దరు కూలీలు కుటుంబం సోఫాను మెట్ల మీదుగా పైకి మోసుకెళ్లారు.", [["man", "carry"]]],
  ["hi", "दो मज़दूर परिवार का सोफ़ा सीढ़ियों से ऊपर ले गए।", [["man", "walk"]]],
];

/** Someone sent somewhere walks there; the one who sends stays where she is. */
const SENT: Case[] = [
  ["en", "Grandma sent Leo to the shop for a loaf of bread.", [["Leo", "walk"]]],
  ["es", "Papá mandó a Lucía a la tienda de la esquina.", [["Lucía", "walk"]]],
  ["fr", "Maman envoya Jules à la boulangerie.", [["Jules", "walk"]]],
  ["hi", "माँ ने रवि को दुकान भेजा।", [["रवि", "walk"]]],
  ["ta", "அம்மா கண்ணனைக் கடைக்கு அனுப்பினார்.", [["கண்ணன", "walk"]]],
  ["te", "అమ్మ రవిని బజారుకు పంపింది.", [["రవి", "walk"]]],
];

/** Animals crawling, creeping or slipping in somewhere walk. */
const ANIMALS_MOVING_IN: Case[] = [
  ["de", "Die alte Schildkröte kroch langsam zum Teich.", [["turtle", "walk"]]],
  ["fr", "La tortue a rampé vers la mare.", [["turtle", "walk"]]],
  ["hi", "एक बकरी बगीचे में घुस आई।", [["goat", "walk"]]],
  ["kn", "ಒಂದು ಬೆಕ್ಕು ಅಡುಗೆಮನೆಯೊಳಗೆ ನುಗ್ಗಿತು.", [["cat", "walk"]]],
  ["ta", "ஒரு நாய் வீட்டுக்குள் நுழைந்தது.", [["dog", "walk"]]],
  ["te", "ఒక కుక్క వంటగదిలోకి దూరింది.", [["dog", "walk"]]],
];

/** A person crawling (under a desk, after a kitten) is down on hands and knees: drawn kneeling. */
const PEOPLE_CRAWLING: Case[] = [
  ["en", "Little Ravi crawled under the table after the kitten.", [["Ravi", "kneel"]]],
  ["es", "La pequeña Lucía gateó debajo de la mesa.", [["Lucía", "kneel"]]],
  ["fr", "Le petit Hugo rampait sous la table.", [["Hugo", "kneel"]]],
  ["de", "Der kleine Jonas krabbelte unter den Tisch.", [["Jonas", "kneel"]]],
  ["kn", "ಪುಟ್ಟ ರವಿ ಮೇಜಿನ ಕೆಳಗೆ ಅಂಬೆಗಾಲಿಡುತ್ತಾ ಹೋದ.", [["ರವಿ", "kneel"]]],
  ["ta", "குட்டி ரவி மேசைக்கு அடியில் தவழ்ந்து போனான்.", [["ரவி", "kneel"]]],
  ["te", "చిన్నారి రవి బల్ల కింద పాకుతూ వెళ్ళాడు.", [["రవి", "kneel"]]],
];

const CLASSES: [string, Case[]][] = [
  ["sleeping or lying", SLEEPING],
  ["hitting or kicking a ball", HITTING],
  ["throwing", THROWING],
  ["taking someone somewhere", TAKING],
  ["opening a book", READING],
  ["hiding", HIDING],
  ["climbing onto a seat and sitting", CLIMBING_TO_SIT],
  ["setting off somewhere", SETTING_OFF],
  ["taken somewhere, named by a pronoun", TAKEN_BY_CLITIC],
  ["chopping food", CHOPPING],
  ["swimming by, an animal", ANIMAL_MOVING],
  ["moving a home's furniture", MOVING_HOUSE],
  ["sent somewhere", SENT],
  ["crawling or slipping in somewhere, an animal", ANIMALS_MOVING_IN],
  ["crawling, a person", PEOPLE_CRAWLING],
];

for (const [name, cases] of CLASSES)
  describe(`a character ${name} is drawn doing it`, () => {
    for (const [language, sentence, expected] of cases)
      it(`draws ${expected.map(([who, pose]) => `${who} in the ${pose} pose`).join(" and ")} in "${sentence}" (${language})`, () => {
        const drawn = posesOf(sentence, language);
        for (const [who, pose] of expected) {
          const c = drawn.find((x) => x.who.startsWith(who));
          expect(c, `${who} in ${JSON.stringify(drawn)}`).toBeDefined();
          expect(c?.action).toBe(pose);
        }
      });
  });

describe("hitting something that is no ball draws no game", () => {
  const cases: [Language, string, string][] = [
    ["en", "Ravi hit the nail with a hammer.", "Ravi"],
    ["de", "Jonas schlug die Tür zu.", "Jonas"],
    ["te", "కండక్టర్ టికెట్‌కు పంచ్ కొట్టాడు.", "conductor"],
  ];
  for (const [language, sentence, who] of cases)
    it(`draws ${who} not playing in "${sentence}" (${language})`, () => {
      const c = posesOf(sentence, language).find((x) => x.who.startsWith(who));
      expect(c?.action).not.toBe("play");
    });
});

describe("a noun with its article right before a verb is that verb's subject", () => {
  it("draws the one who threw the ball throwing, not playing, when the boys play after her", () => {
    const drawn = posesOf("Grandma Lata laughed, threw the ball back, and the boys played on.", "en");
    expect(drawn.find((x) => x.who.startsWith("Lata"))?.action).toBe("throw");
  });
  it("draws nobody lying down where a letter lay on the table (de)", () => {
    const [, second] = planScenes(["Emma kam nach Hause.", "Auf dem Tisch lag ein Brief."], "de");
    expect(second?.characters.every((c) => c.action !== "sleep")).toBe(true);
  });
});

describe("the one who sends is not drawn walking", () => {
  it('keeps the sender standing in "Grandma sent Leo to the shop" (en)', () => {
    const drawn = posesOf("Grandma sent Leo to the shop for a loaf of bread.", "en");
    expect(drawn.find((x) => x.who !== "Leo")?.action).toBe("stand");
  });
});

describe("someone sent a thing stays where they are", () => {
  it('draws Maya standing in "Grandpa sent Maya a letter from Delhi." (en)', () => {
    const drawn = posesOf("Grandpa sent Maya a letter from Delhi.", "en");
    expect(drawn.find((x) => x.who === "Maya")?.action).toBe("stand");
  });
});

describe("a Hindi clause after कि has its own subject", () => {
  it("draws the cat walking, not the grandmother, in a class-was-on-when sentence (hi)", () => {
    const drawn = posesOf("दादी अपनी कहानी सुना ही रही थीं कि एक बिल्ली कमरे में घुस आई।", "hi");
    expect(drawn.find((x) => x.who === "cat")?.action).toBe("walk");
    expect(drawn.find((x) => x.who !== "cat")?.action).not.toBe("walk");
  });
});

describe("a German take-along with its particle at the end", () => {
  it('draws the one taken walking in "Papa nahm seinen Sohn Jonas mit zum Markt." (de)', () => {
    const drawn = posesOf("Papa nahm seinen Sohn Jonas mit zum Markt.", "de");
    expect(drawn.find((x) => x.who === "Jonas")?.action).toBe("walk");
  });
});
