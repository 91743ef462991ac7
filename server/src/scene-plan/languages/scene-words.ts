import type { Language } from "@reelsmith/contract/languages";

/**
 * What each language says about the things people hold, carry and ride, the family they name and the
 * phrases that mean something else. Plain data; the shared planner reads it (lexicon.ts, verbs.ts,
 * planner.ts), never a branch per language.
 */
export interface SceneWords {
  /** Words in their sense (spec of overrides.ts): family words drawn at their age, a night's stars. */
  words: Readonly<Record<string, string>>;
  /** Given names a story in this language may use besides the writer's cast (given-names.ts). */
  names?: { m: readonly string[]; f: readonly string[] };
  /** Phrases that mean something else, each with a word of the same language for what it means: "the
   * ship of the desert" is drawn as what "camel" draws, never a ship. */
  idioms: Readonly<Record<string, string>>;
  /** Parts of what one rides ("the seat", "la selle"): drawn as the story's bicycle (or whatever it rides),
   * not as a chair. Matched as the word's start in hi, kn, ta, te (their case endings follow). */
  rideParts: readonly string[];
  /** Endings a noun's stem changes to before a case ending, [ending, changed]: Telugu "-ల్లు" before
   * "-లో" ("ఇల్లు" → "ఇంట్లో", at home), Tamil "-டு" ("வீடு" → "வீட்டில்"). */
  stemChanges?: readonly (readonly [string, string])[];
  /** Locative endings a place's curated form may carry (Tamil "ஆற்றில்", in the river): the form without one
   * is the place's oblique stem, which finds it before its other endings ("ஆற்றுக்கு", to the river). */
  locatives?: readonly string[];
  /** Verbs of teaching someone to do something, matched in the sentence's words joined by spaces: the one
   * taught does it ("taught her brother to ride": he rides), the teacher stands by. */
  teach: RegExp;
  /** A home word's owner forms ("ಮನೆಯ", "வீட்டு", "ఇంటి"): before a person or an animal ("ಪಕ್ಕದ ಮನೆಯ ನಾಯಿ",
   * the neighbour's dog) the home only says whose they are, and the scene is not in it. */
  homeOwner?: readonly string[];
  /** The word that, between a thing and a bare noun, says what the thing is made of ("une barque en bois":
   * a wooden boat): the noun after it is its material, no place the scene is in. The thing is known by
   * the lexicon or by a determiner one or two words before it. */
  madeOf?: { word: string; determiners: readonly string[] };
  /** Verbs of bringing: "brought her pupils to the zoo" is no carrying, while "carried him in" is. */
  bring: RegExp;
  /** A word of helping: the one helped and the helper both do what the verb beside it says. */
  help: RegExp;
  /** What fruit or flowers grow in and on (a bunch, a vine), as a sentence writes it: cutting where one is
   * named ("cut the bunches off the vines", "गुच्छे काटकर") is picking. */
  cutFromPlant: RegExp;
}

export const SCENE_WORDS: Record<Language, SceneWords> = {
  en: {
    words: {
      omelette: "cooking",
      omelet: "cooking",
      star: "star",
      stars: "star",
      granny: "@elder/grandmother/f",
      nana: "@elder/grandmother/f",
      grandad: "@elder/grandfather/m",
      granddad: "@elder/grandfather/m",
      "palm tree": "palm-tree",
      "date palm": "palm-tree",
    },
    names: {
      m: ["Kiran", "Nikhil", "Arjun", "Rohan", "Vikram", "Rahul"],
      f: ["Priya", "Sana", "Aisha", "Anjali", "Meera", "Kavya", "Neha", "Ananya"],
    },
    idioms: { "ship of the desert": "camel", "ships of the desert": "camel" },
    rideParts: ["seat", "saddle", "handlebars", "handlebar", "pedals", "pedal"],
    teach: /\b(taught|teach|teaches|teaching)\b/u,
    bring: /^(bring|brings|bringing|brought)$/u,
    help: /^(help|helps|helped|helping)$/u,
    cutFromPlant: /^(bunch|bunches|vine|vines|stalk|stalks|stem|stems)$/u,
  },
  es: {
    words: {
      estrella: "star",
      estrellas: "star",
      abuelita: "@elder/grandmother/f",
      abuelito: "@elder/grandfather/m",
      yaya: "@elder/grandmother/f",
      bici: "bicycle",
      palmera: "palm-tree",
    },
    names: {
      m: ["Kiran", "Nikhil", "Arjun", "Rohan", "Vikram", "Rahul"],
      f: ["Priya", "Sana", "Aisha", "Anjali", "Meera", "Kavya", "Neha", "Ananya"],
    },
    idioms: { "barco del desierto": "camello", "nave del desierto": "camello" },
    rideParts: ["sillín", "silla de montar", "manillar", "pedales"],
    teach: /(^| )enseñ/u,
    bring: /^(traj|tra[eí]|llev)/u,
    help: /^ayud(ó|aron|aba|aban|ar|ando)$/u,
    cutFromPlant: /^(racimo|racimos|cepa|cepas|vid|vides|parra|parras|ramo|ramos)$/u,
  },
  fr: {
    madeOf: {
      word: "en",
      determiners: [
        "un",
        "une",
        "des",
        "le",
        "la",
        "les",
        "l'",
        "du",
        "son",
        "sa",
        "ses",
        "leur",
        "leurs",
        "mon",
        "ma",
        "mes",
        "ce",
        "cette",
        "ces",
      ],
    },
    words: {
      omelette: "cooking",
      étoile: "star",
      étoiles: "star",
      mamie: "@elder/grandmother/f",
      mémé: "@elder/grandmother/f",
      papi: "@elder/grandfather/m",
      papy: "@elder/grandfather/m",
      pépé: "@elder/grandfather/m",
      palmier: "palm-tree",
    },
    names: {
      m: ["Kiran", "Nikhil", "Arjun", "Rohan", "Vikram", "Rahul"],
      f: ["Priya", "Sana", "Aisha", "Anjali", "Meera", "Kavya", "Neha", "Ananya"],
    },
    idioms: { "vaisseau du désert": "chameau", "navire du désert": "chameau" },
    rideParts: ["selle", "guidon", "pédales"],
    teach: /(^| )(appris|apprend|apprenait|apprit) à /u,
    bring: /^(appor|amen|emmen|ramen)/u,
    help: /^(aida|aidèrent|aidait|aidaient|aidé|aidée|aider)$/u,
    cutFromPlant: /^(grappe|grappes|vigne|vignes|cep|ceps|tige|tiges)$/u,
  },
  de: {
    words: {
      omelett: "cooking",
      omelette: "cooking",
      stern: "star",
      sterne: "star",
      sternen: "star",
      omi: "@elder/grandmother/f",
      opi: "@elder/grandfather/m",
      radfahren: "bicycle",
      palme: "palm-tree",
    },
    names: {
      m: ["Kiran", "Nikhil", "Arjun", "Rohan", "Vikram", "Rahul"],
      f: ["Priya", "Sana", "Aisha", "Anjali", "Meera", "Kavya", "Neha", "Ananya"],
    },
    idioms: { wüstenschiff: "kamel", "schiff der wüste": "kamel" },
    rideParts: ["sattel", "lenker", "pedale"],
    // "brachte Oma Meera bei, ... zu machen": "beibringen", its particle at the clause's end.
    teach: /(^| )(brachte|brachten|bringt) (\S+ )*bei( |$)/u,
    bring: /^(brach|bring)/u,
    help: /^(half|halfen|hilft|helfen|geholfen)$/u,
    cutFromPlant: /^(traube|trauben|rebe|reben|rebstock|rebstöcken|weinstock|stiel|stiele)$/u,
  },
  hi: {
    words: {
      ऊँटों: "~camel",
      ऊंटों: "~camel",
      ऑमलेट: "cooking",
      आमलेट: "cooking",
      तारे: "star",
      तारों: "star",
      सितारे: "star",
      सितारों: "star",
      बुज़ुर्ग: "@elder/elder/u",
      "बुज़ुर्ग आदमी": "@elder/elder/m",
      "बुज़ुर्ग औरत": "@elder/elder/f",
      "बुज़ुर्ग महिला": "@elder/elder/f",
      "खजूर के पेड़": "palm-tree",
      "खजूर का पेड़": "palm-tree",
      "नारियल के पेड़": "palm-tree",
    },
    idioms: { "रेगिस्तान का जहाज़": "ऊँट", "रेगिस्तान के जहाज़": "ऊँट" },
    rideParts: ["सीट", "काठी", "हैंडल", "पैडल"],
    teach: /सिखा/u,
    bring: /^$/u,
    help: /^मदद$/u,
    cutFromPlant: /^(गुच्छ|बेलों|बेल$|डंठल)/u,
  },
  kn: {
    words: {
      ಆಮ್ಲೆಟ್: "cooking",
      ನಕ್ಷತ್ರಗಳು: "star",
      ನಕ್ಷತ್ರಗಳನ್ನು: "star",
      ತಾರೆಗಳು: "star",
      ಅಜ್ಜಿ: "@elder/grandmother/f",
      ಅಜ್ಜ: "@elder/grandfather/m",
      ಚಿಕ್ಕಪ್ಪ: "@person/uncle/m",
      ದೊಡ್ಡಪ್ಪ: "@person/uncle/m",
      ಮಾವ: "@person/uncle/m",
      ಚಿಕ್ಕಮ್ಮ: "@person/aunt/f",
      ದೊಡ್ಡಮ್ಮ: "@person/aunt/f",
      "ಖರ್ಜೂರದ ಮರ": "palm-tree",
      "ಖರ್ಜೂರದ ಮರದ": "palm-tree",
      "ತೆಂಗಿನ ಮರ": "palm-tree",
    },
    homeOwner: ["ಮನೆಯ"],
    idioms: { "ಮರುಭೂಮಿಯ ಹಡಗು": "ಒಂಟೆ" },
    rideParts: ["ಸೀಟ", "ತಡಿ", "ಹ್ಯಾಂಡಲ"],
    teach: /ಕಲಿಸ/u,
    bring: /^$/u,
    help: /^ಸಹಾಯ/u,
    cutFromPlant: /^(ಗೊಂಚಲ|ಬಳ್ಳಿ|ತೊಟ್ಟು)/u,
  },
  ta: {
    words: {
      ஆம்லெட்: "cooking",
      நட்சத்திரங்கள்: "star",
      நட்சத்திரம்: "star",
      விண்மீன்கள்: "star",
      நெருப்பு: "fire",
      பாட்டி: "@elder/grandmother/f",
      தாத்தா: "@elder/grandfather/m",
      "பேரீச்சை மரம்": "palm-tree",
      "பேரீச்சை மரத்தின்": "palm-tree",
      "தென்னை மரம்": "palm-tree",
    },
    names: { m: ["கிரண்"], f: [] },
    homeOwner: ["வீட்டு", "வீட்டின்"],
    idioms: { "பாலைவனத்தின் கப்பல்": "ஒட்டகம்", "பாலைவனக் கப்பல்": "ஒட்டகம்" },
    rideParts: ["இருக்கை", "சேணம்", "ஹேண்டில்"],
    locatives: ["ில்"],
    stemChanges: [
      ["டு", "ட்ட"],
      ["று", "ற்ற"],
      // "-ம்" nouns take "-த்த" before a case ending ("அலுவலகம்" → "அலுவலகத்துக்கு", to the office).
      ["ம்", "த்த"],
    ],
    teach: /கற்றுக்கொடு|கற்றுக் கொடு|சொல்லிக்கொடு/u,
    bring: /^$/u,
    help: /^உதவ/u,
    cutFromPlant: /^(குலை|குலைக|கொடிகளி)/u,
  },
  te: {
    words: {
      ఆమ్లెట్: "cooking",
      నక్షత్రాలు: "star",
      నక్షత్రం: "star",
      చుక్కలు: "star",
      మంచం: "bed",
      మంట: "fire",
      // "చప్పట్లు కొట్టాడు" (clapped), "hit": a verb, never the shop (కొట్టు) its stem looks like.
      కొట్టాడు: "-",
      కొట్టింది: "-",
      కొట్టారు: "-",
      నాయనమ్మ: "@elder/grandmother/f",
      అమ్మమ్మ: "@elder/grandmother/f",
      నానమ్మ: "@elder/grandmother/f",
      బామ్మ: "@elder/grandmother/f",
      తాతయ్య: "@elder/grandfather/m",
      తాత: "@elder/grandfather/m",
      బాబాయ్: "@person/uncle/m",
      మేనమామ: "@person/uncle/m",
      "ఖర్జూరం చెట్టు": "palm-tree",
      "ఖర్జూర చెట్టు": "palm-tree",
      "కొబ్బరి చెట్టు": "palm-tree",
    },
    homeOwner: ["ఇంటి", "పక్కింటి"],
    idioms: { "ఎడారి ఓడ": "ఒంటె" },
    rideParts: ["సీటు", "జీను", "హ్యాండిల్"],
    stemChanges: [
      ["ల్లు", "ంట్"],
      ["ల్లు", "ంటి"],
    ],
    teach: /నేర్ప/u,
    bring: /^$/u,
    help: /^(సహాయం|సాయం)/u,
    cutFromPlant: /^(గుత్తు|గుత్తి|గెల|తీగల)/u,
  },
};

/** "from" before a place ("ran in from the garden", "arrivé du jardin", "aus dem Garten"): where someone
 * comes from, no place the story goes to. The verb-last languages join it to the place
 * (VERB_LAST_ELSEWHERE in words.ts). */
export const FROM_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["from", "out of"]),
  es: new Set(["del", "desde"]),
  fr: new Set(["du", "des", "depuis"]),
  de: new Set(["aus", "vom"]),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/**
 * Colours, some of them things too ("naranja", "rose", "verte"): `after` the colour words that follow the
 * noun they colour in Spanish and French (singular only where the plural is the things: "tres naranjas") ("un flotador naranja", "la robe rose": no fruit, no flower); `mark` the word
 * for "colour", with its case endings, that follows a colour in the Indian languages ("ஆரஞ்சு நிற",
 * "నారింజ రంగు"; "நிறைந்த", full, is no colour).
 */
export const COLOUR_WORDS: Record<Language, { after?: ReadonlySet<string>; mark?: RegExp }> = {
  en: {},
  es: {
    after: new Set([
      "naranja",
      "rosa",
      "violeta",
      "lila",
      "turquesa",
      "fucsia",
      "crema",
      "salmón",
      "oliva",
      "cereza",
      "verde",
      "verdes",
      "rojo",
      "roja",
      "rojos",
      "rojas",
      "azul",
      "azules",
      "amarillo",
      "amarilla",
      "amarillos",
      "amarillas",
      "blanco",
      "blanca",
      "blancos",
      "blancas",
      "negro",
      "negra",
      "negros",
      "negras",
      "gris",
      "grises",
      "marrón",
      "morado",
      "morada",
      "rosado",
      "rosada",
    ]),
  },
  fr: {
    after: new Set([
      "orange",
      "rose",
      "violette",
      "violet",
      "marron",
      "marrons",
      "turquoise",
      "crème",
      "saumon",
      "olive",
      "cerise",
      "vert",
      "verte",
      "verts",
      "vertes",
      "rouge",
      "rouges",
      "bleu",
      "bleue",
      "bleus",
      "bleues",
      "jaune",
      "jaunes",
      "blanc",
      "blanche",
      "blancs",
      "blanches",
      "noir",
      "noire",
      "noirs",
      "noires",
      "gris",
      "grise",
      "grises",
    ]),
  },
  de: {},
  hi: { mark: /^रंग(ों|ो)?$/u },
  kn: { mark: /^ಬಣ್ಣ(ದ|ದಲ್ಲಿ|ವು)?$/u },
  ta: { mark: /^நிற(ம்|ப்|த்|த்து|த்தில்|த்தின்|மான)?$/u },
  te: { mark: /^రంగు(లో|ల|ది)?$/u },
};
