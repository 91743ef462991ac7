import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The place of each scene of a story told in `language`. */
const places = (language: Language, ...sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.setting.place);

/** Short stories in each language, each with the places a reader pictures, scene by scene (a ball game's
 * open ground is drawn as the park it looks like). */
type Story = [string[], string[]];

const STORIES: Record<Language, Story[]> = {
  en: [
    [
      ["A kite got stuck on Uncle Joseph's roof.", "Sunil climbed up and pulled it free."],
      ["street", "street"],
    ],
    [["The twins raced their bicycles down the narrow lane."], ["street"]],
    [
      [
        "The jeep climbed the hill road towards Ooty.",
        "Halfway up, it stopped on a sharp bend.",
        "Everyone got out and pushed it up the road.",
      ],
      ["mountains", "mountains", "mountains"],
    ],
    [
      ["Grandpa walked slowly to the top of the hill.", "He sat on a rock to rest."],
      ["mountains", "mountains"],
    ],
    [
      ["The girls played football on the field after lunch.", "Asha kicked the ball over the fence."],
      ["park", "park"],
    ],
    [
      ["On Saturday the Menons loaded their boxes onto a truck.", "Their cat watched them from the gate."],
      ["street", "street"],
    ],
  ],
  es: [
    [
      ["Un gorrión hizo su nido en el tejado de los García.", "Lucía lo miraba cada mañana."],
      ["street", "street"],
    ],
    [["Los niños corrían por el callejón."], ["street"]],
    [["El abuelo subió despacio hasta lo alto de la colina."], ["mountains"]],
    [
      ["Los primos jugaron un partido de fútbol.", "Tomás marcó dos goles."],
      ["park", "park"],
    ],
    [["El sábado, los Ruiz cargaron sus cajas en un camión."], ["street"]],
  ],
  fr: [
    [
      ["Un pigeon s'est posé sur le toit des Martin.", "Léa l'a regardé longtemps."],
      ["street", "street"],
    ],
    [["Les enfants ont couru dans la ruelle."], ["street"]],
    [
      ["Papi a grimpé jusqu'en haut de la colline.", "Il s'est assis sur une pierre pour souffler."],
      ["mountains", "mountains"],
    ],
    [["Les cousins ont joué au football tout l'après-midi."], ["park"]],
    [["Samedi, les Dupont ont chargé leurs cartons dans un camion."], ["street"]],
  ],
  de: [
    [
      ["Eine Katze schlief auf Omas Ziegeldach.", "Mia rief sie leise."],
      ["street", "street"],
    ],
    [["Die Kinder rannten durch die enge Gasse."], ["street"]],
    [
      ["Der Jeep fuhr langsam die Gebirgsstraße hinauf.", "Oben auf dem Hügel machten sie Rast."],
      ["mountains", "mountains"],
    ],
    [["Am Sonntag spielten die Cousins Fußball."], ["park"]],
    [["Am Samstag luden die Müllers ihre Kisten in einen Lastwagen."], ["street"]],
  ],
  hi: [
    [
      ["एक बंदर दादी की छत पर बैठा था।", "मीना उसे खिड़की से देखती रही।"],
      ["street", "street"],
    ],
    [["बच्चे पतली गली में दौड़ रहे थे।"], ["street"]],
    [["जीप पहाड़ी सड़क पर धीरे-धीरे चढ़ रही थी।"], ["mountains"]],
    [["लड़के मैदान में फ़ुटबॉल खेल रहे थे।"], ["park"]],
    [["शनिवार को वर्मा परिवार ने अपना सामान ट्रक में लादा।"], ["street"]],
  ],
  kn: [
    [["ಒಂದು ಕೋತಿ ರಾಯರ ಮನೆಯ ಛಾವಣಿಯ ಮೇಲೆ ಕುಳಿತಿತ್ತು."], ["street"]],
    [["ಮಕ್ಕಳು ಕಿರಿದಾದ ಓಣಿಯಲ್ಲಿ ಓಡಿದರು."], ["street"]],
    [["ಜೀಪು ಬೆಟ್ಟದ ರಸ್ತೆಯಲ್ಲಿ ನಿಧಾನವಾಗಿ ಹತ್ತಿತು."], ["mountains"]],
    [["ಹುಡುಗರು ಮೈದಾನದಲ್ಲಿ ಫುಟ್ಬಾಲ್ ಆಡಿದರು."], ["park"]],
    [["ಶನಿವಾರ ರಾವ್ ಕುಟುಂಬ ತಮ್ಮ ಸಾಮಾನುಗಳನ್ನು ಲಾರಿಗೆ ತುಂಬಿತು."], ["street"]],
  ],
  ta: [
    [["ஒரு குரங்கு ராமுவின் வீட்டுக் கூரையில் உட்கார்ந்திருந்தது."], ["street"]],
    [["குழந்தைகள் குறுகிய சந்தில் ஓடினார்கள்."], ["street"]],
    [["ஜீப் மலைப் பாதையில் மெதுவாக ஏறியது."], ["mountains"]],
    [["சிறுவர்கள் மைதானத்தில் கால்பந்து விளையாடினார்கள்."], ["park"]],
    [["சனிக்கிழமை ராவ் குடும்பம் தங்கள் பொருட்களை லாரியில் ஏற்றியது."], ["street"]],
  ],
  te: [
    [["ఒక కోతి రావు గారి ఇంటి పైకప్పు మీద కూర్చుంది."], ["street"]],
    [["పిల్లలు ఇరుకు సందులో పరిగెత్తారు."], ["street"]],
    [["జీపు కొండ దారిలో నెమ్మదిగా ఎక్కింది."], ["mountains"]],
    [["అబ్బాయిలు మైదానంలో ఫుట్‌బాల్ ఆడారు."], ["park"]],
    [["శనివారం రావు కుటుంబం తమ సామాన్లను లారీలో ఎక్కించింది."], ["street"]],
  ],
};

describe("the place a story is in, read from its nouns and what its scene holds", () => {
  it("draws no street for a roof nobody owns and gives someone's roof to the street", () => {
    expect(places("en", "The old cat dozed on the roof all afternoon.")).not.toContain("street");
    expect(places("hi", "बूढ़ी बिल्ली दोपहर भर छत पर सोती रही।")).not.toContain("street");
    expect(places("en", "The old cat dozed on the neighbour's roof.")).toEqual(["street"]);
    expect(places("fr", "Le vieux chat dormait sur le toit de l'école.")).toEqual(["street"]);
  });

  it("reads a built way as the street and a way of doing something as no place", () => {
    expect(places("en", "She found a way to fix the clock.")).toEqual(["studio"]);
    expect(places("en", "They walked along the path by the hillside.")).toEqual(["mountains"]);
  });

  it("reads a German way named for the hills as the hills, and as a street in an address", () => {
    expect(places("de", "Der Bus fuhr die Gebirgsstraße hinauf.")).toEqual(["mountains"]);
    expect(places("de", "Oma wohnte in der Bergstraße.")).toEqual(["street"]);
  });

  for (const language of Object.keys(STORIES) as Language[])
    it(`sets roofs and lanes in the street, hills in the mountains, ball games in a park and a loaded truck outdoors in ${language}`, () => {
      const stories = STORIES[language];
      expect(stories.map(([sentences]) => [sentences[0], places(language, ...sentences)])).toEqual(
        stories.map(([sentences, expected]) => [sentences[0], expected]),
      );
    });
});

describe("a yard named by its farm", () => {
  it("reads a farmyard as the farm, and keeps it for the next sentence", () => {
    expect(
      places(
        "en",
        "After lunch the tractor pulled the full crates down to the farmyard.",
        "In the evening Grandma cooked a huge pot of pasta.",
      ),
    ).toEqual(["farm", "farm"]);
  });
});

describe("a German lake", () => {
  it("reads der See as the lake in every case it is met in, and holds it", () => {
    expect(
      places(
        "de",
        "Nach dem Frühstück flickte Opa sein Netz auf der Veranda.",
        "Dann gingen sie hinunter zum See.",
        "Am Ufer des Sees warteten schon die Enten.",
      ),
    ).toEqual(["home", "river", "river"]);
    expect(places("de", "Im Sommer schwammen die Kinder jeden Tag im See.")).toEqual(["river"]);
  });
});
