import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { packs } from "../story-writer/story/languages";
import type { Noun } from "../story-writer/story/pack";
import { planScenes } from "./planner";
import type { ScenePlan } from "./scene-plan-schema";

/**
 * The offline writer's own places and things must be drawn: a story the product wrote about a lamp in
 * Telugu shows a lamp. Keyed by the English citation form; every language's noun in the same slot of its
 * pack means the same thing.
 */
const PLACE_OF: Record<string, ScenePlan["setting"]["place"]> = {
  village: "countryside",
  city: "city",
  market: "market",
  forest: "forest",
  beach: "beach",
  school: "school",
  kitchen: "kitchen",
  harbour: "harbour",
};

const ICONS_OF: Record<string, string[]> = {
  letter: ["envelope", "love-letter"],
  key: ["key", "old-key"],
  map: ["world-map"],
  notebook: ["notebook", "books"],
  book: ["books", "notebook"],
  lamp: ["light-bulb", "diya-lamp"],
  box: ["package"],
  bicycle: ["bicycle"],
  phone: ["mobile-phone", "telephone"],
  ring: ["ring"],
  watch: ["watch", "mantelpiece-clock", "alarm-clock"],
};

/** Each pack noun's meaning, by language: the packs list the same ideas in their own order. English nouns
 * (null) are their meaning. */
const MEANING: Record<Language, Record<string, string> | null> = {
  en: null,
  es: {
    pueblo: "village",
    ciudad: "city",
    mercado: "market",
    bosque: "forest",
    playa: "beach",
    escuela: "school",
    cocina: "kitchen",
    puerto: "harbour",
    carta: "letter",
    llave: "key",
    mapa: "map",
    cuaderno: "notebook",
    lámpara: "lamp",
    caja: "box",
    bicicleta: "bicycle",
    teléfono: "phone",
    anillo: "ring",
  },
  fr: {
    village: "village",
    ville: "city",
    marché: "market",
    forêt: "forest",
    plage: "beach",
    école: "school",
    cuisine: "kitchen",
    port: "harbour",
    lettre: "letter",
    clé: "key",
    carte: "map",
    carnet: "notebook",
    lampe: "lamp",
    boîte: "box",
    vélo: "bicycle",
    téléphone: "phone",
    bague: "ring",
  },
  de: {
    Dorf: "village",
    Stadt: "city",
    Markt: "market",
    Wald: "forest",
    Strand: "beach",
    Schule: "school",
    Küche: "kitchen",
    Hafen: "harbour",
    Brief: "letter",
    Schlüssel: "key",
    Karte: "map",
    Notizbuch: "notebook",
    Lampe: "lamp",
    Roboter: "robot",
    Kiste: "box",
    Fahrrad: "bicycle",
    Handy: "phone",
    Ring: "ring",
  },
  hi: {
    गाँव: "village",
    शहर: "city",
    बाज़ार: "market",
    जंगल: "forest",
    "समुंदर किनारा": "beach",
    स्कूल: "school",
    रसोई: "kitchen",
    बंदरगाह: "harbour",
    चिट्ठी: "letter",
    चाबी: "key",
    नक्शा: "map",
    डिब्बा: "box",
    किताब: "book",
    दीया: "lamp",
    अंगूठी: "ring",
    घड़ी: "watch",
    साइकिल: "bicycle",
    फ़ोन: "phone",
  },
  kn: {
    ಹಳ್ಳಿ: "village",
    ನಗರ: "city",
    ಮಾರುಕಟ್ಟೆ: "market",
    ಕಾಡು: "forest",
    "ಸಮುದ್ರ ತೀರ": "beach",
    ಶಾಲೆ: "school",
    ಅಡುಗೆಮನೆ: "kitchen",
    ಬಂದರು: "harbour",
    ಪೆಟ್ಟಿಗೆ: "box",
    ಪತ್ರ: "letter",
    ಪುಸ್ತಕ: "book",
    ದೀಪ: "lamp",
    ನಕ್ಷೆ: "map",
    ಉಂಗುರ: "ring",
    ಗಡಿಯಾರ: "watch",
    ಫೋನ್: "phone",
  },
  ta: {
    கிராமம்: "village",
    நகரம்: "city",
    சந்தை: "market",
    காடு: "forest",
    கடற்கரை: "beach",
    பள்ளி: "school",
    சமையலறை: "kitchen",
    துறைமுகம்: "harbour",
    பெட்டி: "box",
    கடிதம்: "letter",
    சாவி: "key",
    புத்தகம்: "book",
    விளக்கு: "lamp",
    வரைபடம்: "map",
    மோதிரம்: "ring",
    கைபேசி: "phone",
    மிதிவண்டி: "bicycle",
  },
  te: {
    గ్రామం: "village",
    నగరం: "city",
    సంత: "market",
    అడవి: "forest",
    "సముద్ర తీరం": "beach",
    బడి: "school",
    వంటగది: "kitchen",
    ఓడరేవు: "harbour",
    పెట్టె: "box",
    ఉత్తరం: "letter",
    పుస్తకం: "book",
    దీపం: "lamp",
    పటం: "map",
    ఉంగరం: "ring",
    గడియారం: "watch",
    "తాళం చెవి": "key",
  },
};

/** The forms a template writes the noun in, leaving out bare pronouns (German "sie", "ihn"). */
function formsOf(noun: Noun): string[] {
  const head = Array.from(noun.text).slice(0, 3).join("");
  return [...new Set([noun.text, ...Object.values(noun.forms)])].filter((form) => form.includes(head));
}

describe("the offline writer's places and things are planned in every language", () => {
  for (const [language, pack] of Object.entries(packs) as [Language, (typeof packs)[Language]][]) {
    for (const noun of pack.nouns) {
      const meanings = MEANING[language];
      const meaning = meanings === null ? noun.text : meanings[noun.text];
      // A robot is drawn as a character, not an object; the planner tests pin it.
      if (meaning === "robot" || noun.text === "robot") continue;
      it(`draws ${language} "${noun.text}" (${meaning}) in each of its forms`, () => {
        expect(meaning, `no meaning listed for ${noun.text}`).toBeDefined();
        for (const form of formsOf(noun)) {
          const [plan] = planScenes([form], language);
          if (noun.kind === "place") {
            expect(plan?.setting.place, form).toBe(PLACE_OF[meaning as string]);
          } else {
            const icons = plan?.objects.map((o) => o.icon) ?? [];
            expect(
              icons.some((icon) => ICONS_OF[meaning as string]?.includes(icon)),
              `${form}: ${icons}`,
            ).toBe(true);
            // A case ending is not a person: "ಪೆಟ್ಟಿಗೆಯನ್ನು" (the box, accusative) has nobody in it.
            expect(plan?.characters, form).toEqual([]);
          }
        }
      });
    }
  }
});

/** Sentences the writer wrote in which a common word used to be drawn as something it does not mean. */
const MISREAD: [Language, string, string][] = [
  ["es", "Sencillo, rápido, y funciona sin más.", "high-speed-train"],
  ["fr", "Aujourd'hui encore, Léa le garde précieusement.", "woman-guard"],
  ["fr", "Puis Louis lui montra une lampe.", "watch"],
  ["de", "Für Lena war das Leben am Strand ruhig, vielleicht zu ruhig.", "dna"],
  ["hi", "पहले, ज़रूरत की हर चीज़ इकट्ठा करें और एक मेज़ ख़ाली कर लें।", "fondue"],
  ["hi", "कबीर गाँव में टहल रहा था कि अचानक बत्तियाँ बुझ गईं।", "fire-extinguisher"],
  ["kn", "ಕೊನೆಗೆ ಎಲ್ಲವೂ ಸರಿಯಾಗಿ ಕೆಲಸ ಮಾಡಿತು, ಪ್ರತಿ ಹೆಜ್ಜೆಯ ಬಗ್ಗೆ ಗೀತಾ ಮತ್ತು ರಾಹುಲ್ ಹೆಮ್ಮೆಪಟ್ಟರು.", "beetle"],
  ["ta", "முதலில், தேவையான எல்லாவற்றையும் சேகரித்து, ஒரு மேசையைக் காலி செய்யுங்கள்.", "crocodile"],
  ["te", "ముందుగా, కావలసినవన్నీ సేకరించి, ఒక బల్లను ఖాళీ చేయండి.", "ferry"],
  ["te", "అది కేవలం మొదలు మాత్రమే.", "pill"],
  ["fr", "Maya lui a donné une tasse de chocolat chaud et la dernière part de gâteau.", "pizza"],
  ["de", "Maya gab ihm eine Tasse heiße Schokolade und das letzte Stück Kuchen.", "person"],
  ["de", "An einem regnerischen Tag kam ein kleiner Junge mit seinem Hund herein.", "man"],
  ["de", "Jeden Morgen vor Sonnenaufgang backte sie Brot und warme Croissants in ihrer Küche.", "person"],
  ["hi", "माया ने उसे एक कप गरम चॉकलेट और केक का आख़िरी टुकड़ा दिया।", "diya-lamp"],
  ["hi", "माया ने उसे एक कप गरम चॉकलेट और केक का आख़िरी टुकड़ा दिया।", "puzzle-piece"],
  ["hi", "माया ने उसे एक कप गरम चॉकलेट और केक का आख़िरी टुकड़ा दिया।", "sake"],
  ["hi", "रात को उसने दीये की रोशनी में अपनी बहन को एक चिट्ठी लिखी।", "firecracker"],
  ["hi", "बरसों बाद बेकरी दोस्तों से भरी थी, और माया अब भी हर सुबह रोटी बनाती थी।", "man"],
  ["hi", "हर सुबह सूरज निकलने से पहले वह अपनी रसोई में रोटी बनाती थी।", "man"],
];

describe("common words are not drawn as what they only look like", () => {
  for (const [language, sentence, wrong] of MISREAD) {
    it(`does not draw ${wrong} for "${sentence}" (${language})`, () => {
      const [plan] = planScenes([sentence], language);
      const drawn = [
        ...(plan?.objects ?? []).map((o) => o.icon),
        ...(plan?.characters ?? []).map((c) => c.icon),
      ];
      expect(drawn).not.toContain(wrong);
    });
  }
});

describe("the writer's first names are people of their gender", () => {
  const cases: [Language, string, string[]][] = [
    ["en", "Noah laughed and said it was just old junk.", ["man"]],
    ["hi", "सूरज ने दरवाज़ा खोला।", ["man"]],
    ["hi", "बरसों बाद बेकरी दोस्तों से भरी थी, और माया अब भी हर सुबह रोटी बनाती थी।", ["woman"]],
    ["de", "Felix lachte nur.", ["man"]],
    ["es", "Diego se rio: no era más que un trasto viejo.", ["man"]],
    ["kn", "ಗೀತಾ ಮತ್ತು ರಾಹುಲ್ ಮಾರುಕಟ್ಟೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದರು.", ["woman", "man"]],
    ["ta", "வள்ளியும் முருகனும் சந்தையில் வேலை பார்த்து வந்தார்கள்.", ["woman", "man"]],
    ["te", "సీత మరియు అనిల్ సంతలో పని చేసేవారు.", ["woman", "man"]],
  ];
  for (const [language, sentence, who] of cases) {
    it(`draws ${who.join(" and ")} for "${sentence}" (${language})`, () => {
      const [plan] = planScenes([sentence], language);
      expect(plan?.characters.map((c) => c.icon)).toEqual(who);
    });
  }
});
