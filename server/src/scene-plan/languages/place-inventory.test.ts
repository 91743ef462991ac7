import type { Language } from "@reelsmith/contract/languages";
import type { ScenePlace } from "@reelsmith/contract/scene-plan";
import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

/** Where a sentence planned as a story of its own is pictured. */
const placeOf = (language: Language, sentence: string) => planScenes([sentence], language)[0]?.setting.place;

/** Everyday words for being somewhere, by the place a reader pictures them in, with sentences per language. */
const EVERYDAY_PLACES: Partial<Record<ScenePlace, Partial<Record<Language, string[]>>>> = {
  mountains: {
    en: [
      "The goats grazed in the green valley.",
      "Ravi stood at the edge of the cliff.",
      "They slept in a cave.",
    ],
    es: ["Las cabras pastaban en el valle.", "Llegaron a la cumbre al mediodía.", "Durmieron en una cueva."],
    fr: ["Les chèvres broutaient dans la vallée.", "Ils ont dormi dans une grotte."],
    de: [
      "Sie schliefen in einer Höhle.",
      "Die Ziegen standen auf der Klippe.",
      "Wir wanderten in den Bergen.",
    ],
    kn: ["ಅವರು ಶಿಖರದ ಮೇಲೆ ನಿಂತರು.", "ಅವರು ಗುಹೆಯಲ್ಲಿ ಮಲಗಿದರು."],
    ta: ["அவர்கள் சிகரத்தில் நின்றார்கள்.", "அவர்கள் குகையில் தூங்கினார்கள்."],
    te: ["వాళ్ళు శిఖరం మీద నిలబడ్డారు.", "వాళ్ళు గుహలో పడుకున్నారు."],
  },
  river: {
    en: ["The ducks swam near the riverside.", "They had a picnic by the waterfall."],
    es: ["Los niños se bañaron en la cascada.", "Pescaban en el riachuelo."],
    fr: ["Les enfants jouaient près du ruisseau."],
    de: ["Die Kinder badeten am Wasserfall."],
    hi: ["बच्चे झरने के पास खेल रहे थे।"],
    kn: ["ಮಕ್ಕಳು ಜಲಪಾತದ ಬಳಿ ಆಡುತ್ತಿದ್ದರು."],
    ta: ["குழந்தைகள் அருவியில் குளித்தார்கள்."],
    te: ["పిల్లలు జలపాతం దగ్గర ఆడుకున్నారు."],
  },
  street: {
    en: [
      "Meena waited on the pavement.",
      "The truck sped along the highway.",
      "Dad stopped at the petrol station.",
      "We parked in the car park.",
    ],
    es: ["El coche se paró en el cruce."],
    fr: ["Meena attendait sur le trottoir.", "Le bus s'est arrêté au carrefour."],
    de: ["Meena wartete auf dem Gehweg.", "Das Auto hielt an der Kreuzung."],
    hi: ["मीना फुटपाथ पर खड़ी थी।"],
    kn: ["ರವಿ ಹೆದ್ದಾರಿಯಲ್ಲಿ ನಿಂತಿದ್ದ."],
    ta: ["மீனா நடைபாதையில் நின்றாள்."],
    te: ["రవి హైవే మీద నిలబడ్డాడు."],
  },
  station: {
    en: ["Grandma landed at the airport at noon.", "The old bus left the bus stand at six."],
    es: ["La abuela llegó al aeropuerto a mediodía."],
    fr: ["Mamie est arrivée à l'aéroport à midi."],
    de: ["Oma landete am Mittag am Flughafen."],
    hi: ["दादी दोपहर को हवाई अड्डे पहुँचीं।"],
    te: ["అమ్మమ్మ మధ్యాహ్నం విమానాశ్రయంలో దిగింది."],
  },
  school: {
    en: ["Her brother studies at the university.", "Anu started kindergarten this year."],
    es: ["Su hermano estudia en la universidad."],
    fr: ["Son frère étudie à l'université.", "Léo est entré au collège."],
    de: ["Ihr Bruder studiert an der Universität."],
    hi: ["उसका भाई कॉलेज में पढ़ता है।"],
    kn: ["ಅವಳ ಅಣ್ಣ ಕಾಲೇಜಿನಲ್ಲಿ ಓದುತ್ತಾನೆ."],
    ta: ["அவள் அண்ணன் கல்லூரியில் படிக்கிறான்."],
    te: ["ఆమె అన్న కాలేజీలో చదువుతున్నాడు."],
  },
  farm: {
    en: ["Ravi hid in the old barn."],
    es: ["Pablo se escondió en el granero."],
    fr: ["Léo s'est caché dans la grange."],
    de: ["Tom versteckte sich in der Scheune."],
    hi: ["किसान खलिहान में अनाज रख रहा था।"],
  },
  stage: {
    en: ["On Friday the family went to the cinema."],
    es: ["El viernes la familia fue al cine."],
    fr: ["Vendredi, la famille est allée au cinéma."],
    de: ["Am Freitag ging die Familie ins Kino."],
    kn: ["ಶುಕ್ರವಾರ ಕುಟುಂಬ ಚಿತ್ರಮಂದಿರಕ್ಕೆ ಹೋಯಿತು."],
    ta: ["வெள்ளிக்கிழமை குடும்பம் திரையரங்குக்குச் சென்றது."],
  },
  desert: {
    en: ["The camels rested at the oasis."],
    es: ["Los camellos descansaron en el oasis."],
    fr: ["Les chameaux se reposaient à l'oasis."],
    de: ["Die Kamele ruhten in der Oase."],
    hi: ["ऊँट मरुस्थल में चल रहे थे।"],
  },
  forest: {
    fr: ["Le tigre dormait dans la jungle."],
    de: ["Der Tiger schlief im Dschungel."],
    ta: ["புலி வனத்தில் தூங்கியது."],
    te: ["పులి అరణ్యంలో నిద్రపోయింది."],
  },
  hospital: {
    en: ["The surgeon walked into the operating theatre."],
  },
  restaurant: {
    hi: ["रात को वे ढाबे पर खाना खाने गए।"],
  },
  harbour: {
    en: ["The fishermen tied their boat to the jetty."],
    fr: ["Les pêcheurs attachaient leur barque au ponton."],
  },
};

/** Words that share a stem with a place word, each with the place it must not be drawn as. */
const NOT_PLACES: [Language, string, ScenePlace][] = [
  ["es", "Echó harina en un cuenco grande de acero.", "street"],
  ["fr", "Ils les ont jetées dans une grande poubelle.", "harbour"],
];

describe("everyday words for being somewhere", () => {
  it("keeps a word that only shares a stem with a place word out of that place", () => {
    for (const [language, sentence, place] of NOT_PLACES) expect(placeOf(language, sentence)).not.toBe(place);
  });

  for (const [place, byLanguage] of Object.entries(EVERYDAY_PLACES))
    for (const [language, sentences] of Object.entries(byLanguage) as [Language, string[]][])
      it(`pictures the ${place} its words name in ${language}`, () => {
        for (const sentence of sentences)
          expect([sentence, placeOf(language, sentence)]).toEqual([sentence, place]);
      });
});
