import type { Language } from "@reelsmith/contract/languages";

/**
 * Things in their everyday sense where the shared tables draw a look-alike or nothing: a newspaper, a clay
 * lamp, a cooking pot; a small dog is the dog and no poodle; a word that only looks like a thing's ("bougé",
 * moved, is no candle; "class" no bicycle; a neck no scarf) draws nothing. Specs as in
 * overrides.ts; they win over the other tables, on their oblique stems too.
 */
export const THING_WORDS: Record<Language, Readonly<Record<string, string>>> = {
  en: {
    // A word whose sense the sentence rarely settles draws nothing rather than a look-alike: a stick may be
    // a walking stick (no firewood), clay is a material (no brick), a wheel a potter's (no car wheel), a
    // flock any birds or sheep (no goose). Sticks gathered stay firewood, a flock of sheep the sheep.
    stick: "-",
    clay: "-",
    wheel: "-",
    flock: "-",
    // A fair is drawn as the market it is held like.
    "the fair": "#market",
    "village fair": "#market",
    funfair: "#market",
    fairground: "#market",
    neck: "-",
    necks: "-",
    "came into view": "-",
    "front row": "-",
    marigold: "blossom",
    marigolds: "blossom",
    class: "-",
    classes: "-",
    "clay lamp": "diya-lamp",
    "clay lamps": "diya-lamp",
    "oil lamp": "diya-lamp",
    "oil lamps": "diya-lamp",
    diya: "diya-lamp",
    diyas: "diya-lamp",
    shuttlecock: "badminton",
    "small dog": "~dog",
    "little dog": "~dog",
    "small cat": "~cat",
    "little cat": "~cat",
    // A bag, by its class: the bag icon, read where the story is (luggage on a journey).
    bag: "shopping-bags",
    bags: "shopping-bags",
    // A crate or a paper bag is no parcel and no shopping bag: no icon draws it. A band that plays is drawn
    // by its trumpet; a band round something is no flute.
    crate: "-",
    crates: "-",
    // A tub may be a vat as well as a bath: only a bath draws the bathtub.
    tub: "-",
    tubs: "-",
    "paper bag": "-",
    "paper bags": "-",
    band: "trumpet",
    bands: "trumpet",
    "brass band": "trumpet",
    "rubber band": "-",
    "rubber bands": "-",
    "hair band": "-",
    "wedding band": "-",
  },
  es: {
    // A thorn is no hedgehog; a piece of something no puzzle piece.
    espina: "-",
    espinas: "-",
    pieza: "-",
    piezas: "-",
    // A wave draws the wave (at a river too: ripples). A fair is a market; a "bandada" is always of birds.
    ola: "water-wave",
    olas: "water-wave",
    feria: "#market",
    bandada: "~bird",
    barro: "-",
    bastón: "-",
    cuello: "-",
    bol: "bowl-with-spoon",
    bols: "bowl-with-spoon",
    rojo: "-",
    roja: "-",
    rojos: "-",
    rojas: "-",
    tiritando: "-",
    tiritaba: "-",
    número: "-",
    cuerda: "-",
    caléndulas: "blossom",
    timbre: "bell",
    "lamparitas de barro": "diya-lamp",
    "lámparas de barro": "diya-lamp",
    "lamparillas de barro": "diya-lamp",
    olla: "pot-of-food",
    ollas: "pot-of-food",
    periódico: "newspaper",
    "perro pequeño": "~dog",
    perrito: "~dog",
    gatito: "~cat",
    // A plastic or wooden box is a crate and a paper bag no shopping bag: no icon draws them. A band of
    // music is drawn by its trumpet, a "banda" alone (a sash, a strip, a gang) by nothing; a pumpkin is no
    // bottle of cava.
    "caja de plástico": "-",
    "cajas de plástico": "-",
    "caja de madera": "-",
    "cajas de madera": "-",
    "bolsa de papel": "-",
    "bolsas de papel": "-",
    "banda de música": "trumpet",
    "banda de metales": "trumpet",
    "banda del colegio": "trumpet",
    banda: "-",
    calabaza: "-",
    calabazas: "-",
    // What a thing is made of ("una tina de madera", "una bolsa de papel") is no thing of its own, and an
    // empty boat ("vacía") no derelict house.
    "de madera": "-",
    "de papel": "-",
    "de plástico": "-",
    vacía: "-",
    vacío: "-",
    vacías: "-",
    vacíos: "-",
  },
  fr: {
    // "heavy" is no rock.
    lourd: "-",
    lourde: "-",
    lourds: "-",
    lourdes: "-",
    vague: "water-wave",
    vagues: "water-wave",
    foire: "#market",
    "fête foraine": "#market",
    argile: "-",
    volée: "-",
    "feux d'artifice": "fireworks",
    "feu d'artifice": "fireworks",
    "premier rang": "-",
    guirlande: "-",
    guirlandes: "-",
    "guirlandes de soucis": "blossom",
    tourner: "-",
    "lampes en terre": "diya-lamp",
    "lampes à huile": "diya-lamp",
    "lampe à huile": "diya-lamp",
    bougé: "-",
    bouger: "-",
    bouge: "-",
    marmite: "pot-of-food",
    "petit chien": "~dog",
    "petit chat": "~cat",
    // A crate ("caisse", a till too) and a paper bag have no icon; a "fanfare" is drawn by its trumpet; a
    // pile of things is no battery, a pumpkin no jack-o'-lantern, and "en train de" (in the middle of doing)
    // no train.
    caisse: "-",
    caisses: "-",
    "sachet en papier": "-",
    "sac en papier": "-",
    "sac de papier": "-",
    fanfare: "trumpet",
    fanfares: "trumpet",
    "pile de": "-",
    "piles de": "-",
    citrouille: "-",
    citrouilles: "-",
    "en train de": "-",
    "en train d'": "-",
  },
  de: {
    // A potter is no pot; a Schale (a bowl, or a peel) no scarf.
    töpfer: "-",
    schale: "-",
    schalen: "-",
    welle: "water-wave",
    wellen: "water-wave",
    // A Becher is a cup or a mug, no paper cup with a straw; clay is a material.
    becher: "hot-beverage",
    ton: "-",
    schwarm: "-",
    einkaufstasche: "shopping-bags",
    einkaufstaschen: "shopping-bags",
    handtasche: "handbag",
    hals: "-",
    tonlämpchen: "diya-lamp",
    tonlampen: "diya-lamp",
    öllämpchen: "diya-lamp",
    öllampen: "diya-lamp",
    topf: "pot-of-food",
    kochtopf: "pot-of-food",
    "kleiner hund": "~dog",
    "kleine hund": "~dog",
    "kleinen hund": "~dog",
    "kleine katze": "~cat",
    // A plastic or wooden Kiste is a crate and a Papiertüte no shopping bag: no icon draws them. A brass
    // band is drawn by its trumpet; a Tor (a gate) is no goal net.
    plastikkiste: "-",
    plastikkisten: "-",
    holzkiste: "-",
    holzkisten: "-",
    papiertüte: "-",
    papiertüten: "-",
    blaskapelle: "trumpet",
    tor: "-",
  },
  hi: {
    लहर: "water-wave",
    लहरें: "water-wave",
    लहरों: "water-wave",
    सीप: "spiral-shell",
    सीपी: "spiral-shell",
    सीपियाँ: "spiral-shell",
    सीपियां: "spiral-shell",
    मेला: "#market",
    मेले: "#market",
    स्पैनर: "wrench",
    पाना: "wrench",
    कुल्हड़: "teacup-without-handle",
    गेंदे: "blossom",
    अख़बार: "newspaper",
    अखबार: "newspaper",
    "छोटा कुत्ता": "~dog",
    "छोटे कुत्ते": "~dog",
    "छोटी बिल्ली": "~cat",
    "मिट्टी के दीये": "diya-lamp",
    "मिट्टी के दीयों": "diya-lamp",
    दीयों: "diya-lamp",
    दिये: "diya-lamp",
    दियों: "diya-lamp",
    पतीला: "pot-of-food",
    पतीले: "pot-of-food",
    // A paper bag is no shopping bag; a band with its drums (बैंड-बाजा) is drawn by its trumpet.
    "काग़ज़ की थैली": "-",
    "कागज़ की थैली": "-",
    "कागज की थैली": "-",
    बैंड: "trumpet",
    // A tub may be a vat as well as a bath.
    टब: "-",
    "बैंड-बाजा": "trumpet",
    "बैंड बाजा": "trumpet",
  },
  kn: {
    ಅಲೆ: "water-wave",
    ಅಲೆಗಳು: "water-wave",
    ಕಪ್ಪೆಚಿಪ್ಪು: "spiral-shell",
    ಚಿಪ್ಪು: "spiral-shell",
    ಜಾತ್ರೆ: "#market",
    ಸ್ಪ್ಯಾನರ್: "wrench",
    // A fort (no coat, which only sounds like it); a wheel may be a potter's.
    ಕೋಟೆ: "castle",
    ಚಕ್ರ: "-",
    "ಬಸ್ ಸ್ಟಾಪ್": "bus-stop",
    ಕಾಗದ: "-",
    ಕಾಗದದ: "-",
    ನಕ್ಷತ್ರ: "star",
    ಹಾಲ್: "-",
    "ಚೆಂಡು ಹೂ": "blossom",
    "ಚೆಂಡು ಹೂವಿನ": "blossom",
    "ಚೆಂಡು ಹೂವು": "blossom",
    "ಚಾಕೊಲೇಟ್ ಕೇಕ್": "birthday-cake",
    "ಚಾಕೊಲೇಟ್ ಕೇಕ": "birthday-cake",
    ಹಣತೆ: "diya-lamp",
    ಹಣತೆಗಳು: "diya-lamp",
    ದಿನಪತ್ರಿಕೆ: "newspaper",
    ಡಬ್ಬಿ: "package",
    "ಚಿಕ್ಕ ನಾಯಿ": "~dog",
    "ಪುಟ್ಟ ನಾಯಿ": "~dog",
    // A paper bag is no shopping bag; a band is drawn by its trumpet.
    "ಕಾಗದದ ಚೀಲ": "-",
    ಬ್ಯಾಂಡ್: "trumpet",
  },
  ta: {
    // Wiping (துடை-) is no broom (துடைப்பம்); a wheel may be a potter's.
    துடைத்தாள்: "-",
    துடைத்தார்: "-",
    துடைத்தான்: "-",
    துடைத்து: "-",
    சக்கரம்: "-",
    அலை: "water-wave",
    அலைகள்: "water-wave",
    ஸ்பானர்: "wrench",
    பை: "shopping-bags",
    பைகள்: "shopping-bags",
    பையை: "shopping-bags",
    பையில்: "shopping-bags",
    பையிலிருந்து: "shopping-bags",
    பைகளில்: "shopping-bags",
    கைப்பை: "handbag",
    சாமந்திப்பூ: "blossom",
    மாலைகள்: "-",
    மாலைகளை: "-",
    "சின்ன நாய்": "~dog",
    "சிறிய நாய்": "~dog",
    "குட்டி நாய்": "~dog",
    // A paper bag is no shopping bag and a plastic box no parcel; a band is drawn by its trumpet.
    "காகிதப் பை": "-",
    "காகிதப் பையை": "-",
    "பிளாஸ்டிக் பெட்டி": "-",
    பேண்டு: "trumpet",
  },
  te: {
    అల: "water-wave",
    అలలు: "water-wave",
    గవ్వ: "spiral-shell",
    గవ్వలు: "spiral-shell",
    జాతర: "#market",
    స్పానర్: "wrench",
    "బస్ స్టాప్": "bus-stop",
    గాలి: "-",
    గాలిపటం: "kite",
    పందెం: "-",
    బంతిపూలు: "blossom",
    బంతిపూల: "blossom",
    బంతిపువ్వు: "blossom",
    బెలూన్లు: "balloon",
    బెలూన్ల: "balloon",
    డబ్బా: "package",
    కత్తిరి: "-",
    కత్తిరించ: "-",
    ప్రమిద: "diya-lamp",
    ప్రమిదలు: "diya-lamp",
    "చిన్న కుక్క": "~dog",
    // A paper bag is no shopping bag and a plastic box no parcel; a band is drawn by its trumpet.
    "కాగితం సంచి": "-",
    "ప్లాస్టిక్ పెట్టె": "-",
    బ్యాండు: "trumpet",
  },
};

/**
 * Seeds, pips and kernels: what a plant gives, named with the plant ("sunflower seeds", "pipas de girasol",
 * "graines de tournesol", "सूरजमुखी के बीज", "ಸೂರ್ಯಕಾಂತಿ ಬೀಜ", "சூரியகாந்தி விதைகள்"): the seeds are drawn, not
 * the plant. `seeds` matches the seed word (a word's start in hi, kn, ta and te, where the case joins it);
 * the plant stands right before it, or before a genitive (`genitive`: "के"), or after it and `of` ("de").
 * German joins them in one word, read by its head.
 */
export const SEED_WORDS: Record<
  Language,
  { seeds: RegExp; of?: ReadonlySet<string>; genitive?: ReadonlySet<string> } | null
> = {
  en: { seeds: /^(seeds?|pips?|kernels?)$/u },
  es: { seeds: /^(pipas?|semillas?|pepitas?)$/u, of: new Set(["de"]) },
  fr: { seeds: /^(graines?|pépins?)$/u, of: new Set(["de", "d'"]) },
  de: null,
  hi: { seeds: /^बीज/u, genitive: new Set(["के", "की", "का"]) },
  kn: { seeds: /^ಬೀಜ/u },
  ta: { seeds: /^விதை/u },
  te: { seeds: /^(గింజ|విత్తన)/u },
};

/** Words for a table ("at the table", "a la mesa", "am Tisch", "मेज़ पर", "ಮೇಜಿನ ಬಳಿ"): in a sentence where
 * someone eats, the meal laid on it is drawn. Whole words in the Latin scripts; in hi, kn, ta and te a
 * word's start (the case joins it). */
export const TABLE_WORDS: Record<Language, readonly string[]> = {
  en: ["table", "tables"],
  es: ["mesa", "mesas"],
  fr: ["table", "tables"],
  de: ["tisch", "tische", "tischen", "esstisch", "küchentisch"],
  hi: ["मेज़", "मेज", "टेबल"],
  kn: ["ಮೇಜ", "ಟೇಬಲ್"],
  ta: ["மேசை", "மேஜை", "டேபிள்"],
  te: ["బల్ల", "టేబుల్"],
};

/** Bags, by icon: what a thing is taken out of, not drawn when the sentence is about the thing taken. */
export const BAGS: ReadonlySet<string> = new Set([
  "shopping-bags",
  "handbag",
  "purse",
  "clutch-bag",
  "backpack",
  "luggage",
  "briefcase",
]);

/**
 * How a sentence says something is taken out of a container ("pulled a kite out of the bag", "sacó de la
 * bolsa", "aus der Tasche", "थैले से", "ಚೀಲದಿಂದ", "பையிலிருந்து", "సంచిలోంచి"): `before` the words right before it
 * (an article or a possessive may stand between), `after` a postposition after it, `ending` a case ending
 * joined to it.
 */
export const TAKEN_OUT_OF: Record<
  Language,
  { before?: readonly string[]; after?: ReadonlySet<string>; ending?: RegExp }
> = {
  en: { before: ["out of", "from"] },
  es: { before: ["de", "del", "desde"] },
  fr: { before: ["de", "du", "des", "hors de"] },
  de: { before: ["aus"] },
  hi: { after: new Set(["से"]) },
  kn: { ending: /ದಿಂದ$/u },
  ta: { ending: /(லிருந்து|இருந்து)$/u, after: new Set(["இருந்து"]) },
  te: { ending: /(లోంచి|నుంచి|నుండి)$/u, after: new Set(["నుంచి", "నుండి"]) },
};

/**
 * The bilingual dictionary (Debian's FreeDict packages, read by bridge.ts) that carries a language's nouns
 * no table lists into English, and the plural endings tried when a form is not a headword itself, longest
 * first. A dictionary from English (`reversed`) is read backwards, a word by the English nouns whose first
 * sense it translates. Null for a language with no such dictionary.
 */
export const BRIDGE_DICTIONARIES: Record<
  Language,
  { dictionary: string; reversed?: boolean; plurals: readonly (readonly [string, string])[] } | null
> = {
  en: null,
  es: {
    dictionary: "freedict-spa-eng",
    plurals: [
      ["ces", "z"],
      ["es", ""],
      ["s", ""],
    ],
  },
  fr: {
    dictionary: "freedict-fra-eng",
    plurals: [
      ["eaux", "eau"],
      ["aux", "al"],
      ["x", ""],
      ["s", ""],
    ],
  },
  de: { dictionary: "freedict-deu-eng", plurals: [] },
  hi: {
    dictionary: "freedict-eng-hin",
    reversed: true,
    plurals: [
      ["ियों", "ी"],
      ["ियां", "ी"],
      ["ियाँ", "ी"],
      ["ों", "ा"],
      ["ों", ""],
      ["ें", "ा"],
      ["ें", ""],
      ["े", "ा"],
    ],
  },
  kn: null,
  ta: null,
  te: null,
};
