import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import type { Match } from "./match";
import { isIndic, type Token } from "./text";

/**
 * Words with two everyday senses whose icon shows only one ("விளக்கு": an oil lamp or any light; "ballon": a
 * balloon or a ball; "pièces": coins, rooms or puzzle pieces). The other words of the sentence (its verb, the
 * nouns near it, the place) settle the sense; a sentence that settles none draws the word's `otherwise`.
 */
interface Sense {
  /** The picture of this sense, or null where it has none (a light switched off, a room). */
  icon: string | null;
  /** Words of the sentence that call this sense (matched against each other word's norm). */
  cues: RegExp;
  /** Only the word right before it is a cue (the article that gives French "poêle" its gender). */
  before?: true;
  /** A word right after it that rules this sense out ("a pot of milk", "un pot de peinture" hold something). */
  notBefore?: RegExp;
}

interface TwoSenses {
  /** The word's forms; every word drawn with `icon` where absent. */
  word?: RegExp;
  /** The icon the lexicon gives the word. */
  icon: string;
  /** The senses, the first whose cue the sentence holds winning. */
  senses: Sense[];
  /** What an unsettled sentence draws: the lexicon's icon ("keep") or nothing. */
  otherwise: "keep" | "nothing";
}

/**
 * The Dravidian word for a lamp names any light: an oil lamp where it is lit at a shrine or for Diwali, an
 * electric light where it is switched off or runs on power; the lights of a station or a lamp post are no oil
 * lamp either, so a sentence that says neither draws none.
 */
const OIL_LAMP = {
  ta: { word: /^விளக்கு/u, off: /^(அணை|மின்)/u, lit: /^(ஏற்ற|கோவில்|கோயில்|தீபாவளி|அகல்|எண்ணெய்|திரி|பூஜை)/u },
  kn: {
    word: /^ದೀಪ(ಗಳು|ಗಳನ್ನು|ವನ್ನು|ದ|ಗಳ)?$/u,
    off: /^(ಆರಿ|ಆರಿಸ)/u,
    lit: /^(ಹಚ್ಚ|ದೇವಸ್ಥಾನ|ದೇವಾಲಯ|ದೀಪಾವಳಿ|ಹಣತೆ|ಎಣ್ಣೆ|ಬತ್ತಿ|ಪೂಜೆ)/u,
  },
  te: { word: /^దీప(ం|ాలు|ాన్ని|ాలను|ాల)?$/u, off: /^(ఆర్ప|ఆరి)/u, lit: /^(వెలిగించ|గుడి|గుడిలో|దీపావళి|ప్రమిద|నూనె|వత్తి|పూజ)/u },
} as const;

function oilLamp(language: "ta" | "kn" | "te"): TwoSenses {
  const rule = OIL_LAMP[language];
  return {
    word: rule.word,
    icon: "diya-lamp",
    senses: [
      { icon: null, cues: rule.off },
      { icon: "diya-lamp", cues: rule.lit },
    ],
    otherwise: "nothing",
  };
}

/**
 * A bag slept in is no shopping bag, and one a phone is looked for in, or one carried in a library, is a
 * handbag: the words for sleeping, for a phone and for a library, in each language.
 */
const BAG_CUES: Record<Language, { sleeping: RegExp; phone: RegExp }> = {
  en: { sleeping: /^sleeping$/u, phone: /^(phone|mobile|keys|purse|wallet|lipstick|library|librarian)$/u },
  es: {
    sleeping: /^dormir$/u,
    phone: /^(teléfono|móvil|celular|llaves|monedero|cartera|biblioteca|bibliotecari[oa])$/u,
  },
  fr: {
    sleeping: /^couchage$/u,
    phone: /^(téléphone|portable|clés|clefs|porte-monnaie|portefeuille|bibliothèque|bibliothécaire)$/u,
  },
  de: {
    sleeping: /^schlaf/u,
    phone: /^(handy|telefon|schlüssel|geldbeutel|portemonnaie|bibliothek\p{L}*|bücherei)$/u,
  },
  hi: { sleeping: /^स्लीपिंग$/u, phone: /^(फ़ोन|फोन|मोबाइल|चाबी|चाबियाँ|बटुआ|पुस्तकालय|लाइब्रेरी|लाइब्रेरियन)$/u },
  kn: { sleeping: /^(ಸ್ಲೀಪಿಂಗ್|ಮಲಗುವ)$/u, phone: /^(ಫೋನ|ಮೊಬೈಲ|ಕೀಲಿ|ಗ್ರಂಥಾಲಯ|ಗ್ರಂಥಪಾಲ|ಲೈಬ್ರರಿ)/u },
  ta: { sleeping: /^(தூங்கும்|ஸ்லீப்பிங்)$/u, phone: /^(ஃபோன|போனை|போனில்|மொபைல|சாவி|நூலக|லைப்ரரி)/u },
  te: { sleeping: /^(స్లీపింగ్|పడుకునే)$/u, phone: /^(ఫోన|మొబైల|తాళం|గ్రంథాలయ|గ్రంథపాలక|లైబ్రరీ)/u },
};

function bag(language: Language): TwoSenses {
  const cues = BAG_CUES[language];
  return {
    icon: "shopping-bags",
    senses: [
      { icon: null, cues: cues.sleeping },
      { icon: "handbag", cues: cues.phone },
    ],
    otherwise: "keep",
  };
}

/**
 * A key is a spanner where the sentence tightens or loosens a pipe, a nut or a bolt, or names a plumber
 * ("resserrer le tuyau avec une grosse clé", "apretó la tuerca con una llave"), and is no key at all where it
 * winds a toy ("चाबी वाले खिलौने", "ಕೀಲಿ ಕೊಟ್ಟ ಆಟಿಕೆಗಳು", "சாவி கொடுத்த பொம்மைகள்": wind-up toys). Indian words
 * carry case endings, so theirs are prefixes.
 */
const KEY_CUES: Record<Language, { tool: RegExp; toy: RegExp }> = {
  en: {
    tool: /^(tighten\p{L}*|loosen\p{L}*|pipes?|bolts?|nuts?|plumbers?|taps?|faucets?)$/u,
    toy: /^(wind-up|clockwork|toys?)$/u,
  },
  es: {
    tool: /^(apret\p{L}*|afloj\p{L}*|tubería\p{L}*|tubos?|grifos?|tuercas?|pernos?|tornillos?|fontaner[oa]s?|inglesa)$/u,
    toy: /^(cuerda|juguetes?|juguetitos?)$/u,
  },
  fr: {
    tool: /^(serr\p{L}*|desserr\p{L}*|tuyaux?|robinets?|écrous?|boulons?|plombiers?|anglaise|molette)$/u,
    toy: /^(remontoir|jouets?)$/u,
  },
  de: {
    tool: /^(festgezogen|festziehen|zog|anziehen|rohr\p{L}*|wasserhahn|schrauben?|klempner\p{L}*|installateur\p{L}*)$/u,
    toy: /^(aufzieh\p{L}*|spielzeug\p{L}*)$/u,
  },
  hi: { tool: /^(कस|पाइप|नल|नट|बोल्ट|प्लंबर)/u, toy: /^खिलौन/u },
  kn: { tool: /^(ಬಿಗಿ|ಪೈಪ|ನಲ್ಲಿ|ನಟ್|ಬೋಲ್ಟ|ಪ್ಲಂಬರ)/u, toy: /^(ಆಟಿಕೆ|ಗೊಂಬೆ)/u },
  ta: { tool: /^(இறுக்க|பைப்|குழாய்|நட்|போல்ட்|பிளம்பர்)/u, toy: /^(பொம்மை|விளையாட்டுப்)/u },
  te: { tool: /^(బిగించ|బిగి|పైపు|పైప్|కుళాయి|నట్|బోల్ట్|ప్లంబర్)/u, toy: /^బొమ్మ/u },
};

function spanner(language: Language): TwoSenses {
  const cues = KEY_CUES[language];
  return {
    icon: "key",
    senses: [
      { icon: null, cues: cues.toy },
      { icon: "wrench", cues: cues.tool },
    ],
    otherwise: "keep",
  };
}

/**
 * A mouse on a desk, by a keyboard or in an office is a computer's: the words of each language for those
 * (Indian words carry case endings, so theirs are prefixes).
 */
const DESK_CUES: Record<Language, RegExp> = {
  en: /^(keyboards?|computers?|laptops?|desks?|office|screen|monitor|click|clicked|clicking|scrolled)$/u,
  es: /^(teclado|teclados|ordenador|ordenadores|computadora|portátil|escritorio|oficina|pantalla|clic)$/u,
  fr: /^(clavier|claviers|ordinateur|ordinateurs|bureau|écran|clic|cliqua|cliqué)$/u,
  de: /^(tastatur|computer|rechner|laptop|schreibtisch|büro|bildschirm|klick|klickte)$/u,
  hi: /^(कीबोर्ड|कंप्यूटर|कम्प्यूटर|लैपटॉप|डेस्क|दफ़्तर|दफ्तर|ऑफ़िस|ऑफिस|स्क्रीन)/u,
  kn: /^(ಕೀಬೋರ್ಡ|ಕಂಪ್ಯೂಟರ|ಲ್ಯಾಪ್‌ಟಾಪ|ಲ್ಯಾಪ್ಟಾಪ|ಡೆಸ್ಕ|ಕಚೇರಿ|ಆಫೀಸ|ಸ್ಕ್ರೀನ)/u,
  ta: /^(கீபோர்டு|கீபோர்ட்|கணினி|கம்ப்யூட்டர|லேப்டாப|மேசை|அலுவலக|ஆபீஸ|ஸ்க்ரீன)/u,
  te: /^(కీబోర్డ|కంప్యూటర|ల్యాప్‌టాప|డెస్క|ఆఫీసు|ఆఫీస|కార్యాలయ|స్క్రీన)/u,
};

function computerMouse(language: Language): TwoSenses {
  return {
    icon: "mouse",
    senses: [{ icon: "computer-mouse", cues: DESK_CUES[language] }],
    otherwise: "keep",
  };
}

/**
 * A light that goes out or is switched off shows no bulb: German "Licht" ("ging das Licht aus", "schaltete das
 * Licht aus") and Hindi "बत्ती" ("बत्तियाँ बुझ गईं", "बत्तियाँ बंद कर दीं"); one switched on or lit stays.
 */
const LIGHT_OFF = {
  de: {
    word: /^(licht|lichter)$/u,
    on: /^(an|einschalten|eingeschaltet|anmachen|angemacht)$/u,
    off: /^(aus|ausging|ausgingen|ausgegangen|ausgeschaltet|ausschalten|ausmachen|ausgemacht|erlosch|erloschen)$/u,
  },
  hi: { word: /^(बत्ती|बत्तियाँ|बत्तियां)$/u, on: /^(जला|जल)/u, off: /^(बुझ|बंद)/u },
} as const;

function lightOff(language: "de" | "hi"): TwoSenses {
  const rule = LIGHT_OFF[language];
  return {
    word: rule.word,
    icon: "light-bulb",
    senses: [
      { icon: "light-bulb", cues: rule.on },
      { icon: null, cues: rule.off },
    ],
    otherwise: "keep",
  };
}

/** A cup won, or one of silver or gold, is a trophy. */
const TROPHY_CUES =
  /^(won|win|wins|winning|winner|winners|champion|champions|championship|tournament|silver|gold|golden)$/u;

/** The words for a ribbon, and those of a prize that make it a prize ribbon, in each language. */
const PRIZE_RIBBON: Record<Language, { word: RegExp; prize: RegExp }> = {
  en: { word: /^ribbons?$/u, prize: /^(prize|prizes|award|first|winner|winners|won|win)$/u },
  es: { word: /^cintas?$/u, prize: /^(premio|premios|ganador|ganadora|ganadores|ganaron|ganó)$/u },
  fr: { word: /^rubans?$/u, prize: /^(prix|premier|gagnant|gagnante|gagnants|gagné)$/u },
  de: {
    word: /^(schleife|schleifen|band)$/u,
    prize: /^(preis|preise|sieger|siegerin|gewonnen|gewannen|gewann)$/u,
  },
  hi: { word: /^रिबन/u, prize: /^(पुरस्कार|इनाम|ईनाम)/u },
  kn: { word: /^ರಿಬ್ಬನ್/u, prize: /^(ಬಹುಮಾನ|ಪ್ರಶಸ್ತಿ)/u },
  ta: { word: /^ரிப்பன்/u, prize: /^(பரிசு|பரிசுக்)/u },
  te: { word: /^రిబ్బన్/u, prize: /^(బహుమతి|బహుమాన)/u },
};

/** A ribbon given as a prize is a rosette, not a gift's bow. */
function prizeRibbon(language: Language): TwoSenses {
  const rule = PRIZE_RIBBON[language];
  return {
    word: rule.word,
    icon: "ribbon",
    senses: [{ icon: "rosette", cues: rule.prize }],
    otherwise: "keep",
  };
}

/**
 * Teeth something is carried or snatched in ("snatched one in its teeth", "कुत्ते ने दाँतों में दबा लिया") are
 * the animal's own, drawn by the animal: no tooth. The verbs of holding and biting, in each language.
 */
const HELD_IN_TEETH: Record<Language, RegExp> = {
  en: /^(snatch\p{L}*|grab\p{L}*|held|hold|holds|holding|carr(y|ied|ies|ying)|caught|grip\p{L}*|clutch\p{L}*|bit|bites?|biting)$/u,
  es: /^(llev|agarr|atrap|sujet|mord|cog)/u,
  fr: /^(attrap|tien|tenai|tenu|port|saisi|mord|emport|serr)/u,
  de: /^(schnapp|hielt|halt|trug|träg|trag|pack|biss|beiß)/u,
  hi: /^(दबा|पकड़|काट)/u,
  kn: /^(ಕಚ್ಚಿ|ಹಿಡಿ)/u,
  ta: /^(கவ்வி|கவ்வ|கடித்|பிடித்)/u,
  te: /^(కరుచు|కరిచి|పట్టు)/u,
};

function heldInTeeth(language: Language): TwoSenses {
  return { icon: "tooth", senses: [{ icon: null, cues: HELD_IN_TEETH[language] }], otherwise: "keep" };
}

/**
 * Telugu "చుక్కలు" are stars in the sky and drops of water: drops where water, rain or a leak is in the
 * sentence or they fall or drip ("చుక్కలు పడే చోట్ల", where the drips fall), stars where the sky or the night is.
 */
const TELUGU_DROPS: TwoSenses = {
  word: /^చుక్క/u,
  icon: "star",
  senses: [
    { icon: "star", cues: /^(ఆకాశ|రాత్రి|మెరు|మిణుకు)/u },
    { icon: "droplet", cues: /^(పడే|పడుతు|పడ్డా|కారు|కారే|కారుతు|నీళ్ళ|నీళ్ల|నీటి|నీరు|వర్ష|వాన|కుళాయి|పైకప్పు|బకెట్|కారిన)/u },
  ],
  otherwise: "keep",
};

/**
 * A pot named with clay, a potter, the wheel or the kiln, made, painted or carried to a well is the potter's
 * or the water pot, drawn as the amphora; a cooking pot says its food. English and French "pot" draws
 * nothing where the sentence says neither (a pot of soup, a pot on the stove); German "Topf" stays the
 * cooking pot.
 */
const POTTERY_CUES: Partial<Record<Language, { word: RegExp; cues: RegExp; otherwise: "keep" | "nothing" }>> =
  {
    en: {
      word: /^pots?$/u,
      cues: /^(clay|earthen|potters?|potter's|wheel|kiln|shaped?|shaping|moulded|molded|painted|brass|copper|well)$/u,
      otherwise: "nothing",
    },
    fr: {
      word: /^pots?$/u,
      cues: /^(argile|terre|potiers?|potières?|façonn\p{L}*|modèl\p{L}*|peint|peints|peignit|laiton|cuivre|puits|four)$/u,
      otherwise: "nothing",
    },
    de: {
      word: /^(topf|töpfe|töpfen)$/u,
      cues: /^(ton|lehm|töpfer\p{L}*|töpferscheibe|scheibe|geformt|formt|formte|formen|bemalt\p{L}*|bemalte|messing\p{L}*|brunnen)$/u,
      otherwise: "keep",
    },
  };

function potteryPot(language: "en" | "fr" | "de"): TwoSenses {
  const rule = POTTERY_CUES[language] as { word: RegExp; cues: RegExp; otherwise: "keep" | "nothing" };
  return {
    word: rule.word,
    icon: "pot-of-food",
    // A pot of something (milk, water, paint) is what it holds, no potter's pot, whatever else is painted.
    senses: [{ icon: "amphora", cues: rule.cues, notBefore: /^(of|de|d'|du|des|voll|mit)$/u }],
    otherwise: rule.otherwise,
  };
}

/**
 * Tamil words that start as a thing's word and are another ("தோசைக்கல்", the dosa griddle, is no dosa;
 * "பூரிப்பு", joy, and "பூரித்து", swelling with it, are no puri; "நெல்லிக்காய்", a gooseberry, is no paddy):
 * nothing is drawn. Guarded here, as the stemmer gives them their thing's stem.
 */
const TAMIL_LOOKALIKES: TwoSenses[] = [
  { word: /^தோசைக்கல்/u, icon: "pancakes", senses: [], otherwise: "nothing" },
  { word: /^பூரி(ப்ப|த்த)/u, icon: "flatbread", senses: [], otherwise: "nothing" },
  { word: /^நெல்லி/u, icon: "sheaf-of-rice", senses: [], otherwise: "nothing" },
  // "பந்தயம்" (a bet) and "பந்தி" (a row of diners at a feast) are no ball (பந்து).
  { word: /^பந்(தய|தி)/u, icon: "soccer-ball", senses: [], otherwise: "nothing" },
];

/**
 * Words that start as a bell's or a puri's and are not: Kannada "ಗಂಟು" (a bundle, "ಗಂಟನ್ನು") and "ಗಂಟಲು" (the
 * throat); Telugu "గంటసేపు" (for an hour) and "పూరేకులు" (petals).
 */
const KANNADA_LOOKALIKES: TwoSenses[] = [
  { word: /^ಗಂಟ(?!ೆ)/u, icon: "bell", senses: [], otherwise: "nothing" },
];
const TELUGU_LOOKALIKES: TwoSenses[] = [
  { word: /^గంటసేపు/u, icon: "bell", senses: [], otherwise: "nothing" },
  { word: /^పూర(?!ీ)/u, icon: "flatbread", senses: [], otherwise: "nothing" },
];

/**
 * Telugu "బంతి" is a ball and a row of guests fed at a feast ("బంతుల్లో కూర్చున్నారు", sat in rows): the
 * rows where the sentence has a wedding, guests, a meal or serving.
 */
const TELUGU_FEAST_ROWS: TwoSenses = {
  word: /^(బంతి|బంతు)/u,
  icon: "soccer-ball",
  senses: [{ icon: null, cues: /^(పెళ్లి|పెళ్ళి|పెళ్లికొడుకు|అతిథు|భోజన|వడ్డి|విస్తర|అరిటాకు|సాంబారు|అన్నం|పంక్తి)/u }],
  otherwise: "keep",
};

/**
 * The Indian word for a bell is also an hour ("ಹತ್ತು ಗಂಟೆಗೆ", at ten; "दो घंटे", two hours): a bell only where it
 * is rung or tied on, or hangs at a temple or a school, and never right after a number.
 */
const BELL_OR_HOUR = {
  hi: {
    word: /^(घंटा|घंटे)$/u,
    clock: /^(घड़ी|घड़ियाँ|घड़ियां|घड़ियों|घडी)/u,
    count: /^(\d+|एक|दो|तीन|चार|पाँच|पांच|छह|छः|सात|आठ|नौ|दस|ग्यारह|बारह|कई|आधा|आधे|डेढ़|ढाई|कुछ)$/u,
    rung: /^(बजा|बजाया|बजाई|बजाए|बजाने|बजाता|बजाती|बजाते|बजने|बजता|बजती|बजते|मंदिर|घंटाघर|टनटन)/u,
  },
  kn: {
    word: /^ಗಂಟೆ/u,
    clock: /^ಗಡಿಯಾರ/u,
    count: /^(\d+|ಒಂದು|ಎರಡು|ಮೂರು|ನಾಲ್ಕು|ಐದು|ಆರು|ಏಳು|ಎಂಟು|ಒಂಬತ್ತು|ಹತ್ತು|ಹನ್ನೊಂದು|ಹನ್ನೆರಡು|ಅರ್ಧ|ಒಂದೂವರೆ|ಎಷ್ಟೋ|ಹಲವು)$/u,
    rung: /^(ಬಾರಿಸ|ಬಾರಿಸಿ|ಮೊಳಗ|ಢಣ|ಕಟ್ಟಿದ|ಕಟ್ಟಿ|ದೇವಸ್ಥಾನ|ದೇವಾಲಯ|ಗುಡಿ|ಶಾಲೆಯ|ಅಲಾರ್ಮ)/u,
  },
  te: {
    word: /^గంట/u,
    clock: /^గడియార/u,
    count: /^(\d+|ఒక|ఒక్క|రెండు|మూడు|నాలుగు|ఐదు|ఆరు|ఏడు|ఎనిమిది|తొమ్మిది|పది|పదకొండు|పన్నెండు|అర|గంటన్నర|ఎన్నో|చాలా)$/u,
    rung: /^(మోగ|కొట్టి|కొట్టా|కొట్టారు|కట్టా|కట్టి|గుడి|గుడిలో|బడి|అలారం)/u,
  },
} as const;

function bellOrHour(language: "hi" | "kn" | "te"): TwoSenses {
  const rule = BELL_OR_HOUR[language];
  return {
    word: rule.word,
    icon: "bell",
    senses: [
      { icon: null, cues: rule.count, before: true },
      // The hours a clock strikes are no bell.
      { icon: null, cues: rule.clock },
      { icon: "bell", cues: rule.rung },
    ],
    otherwise: "nothing",
  };
}

/** Rice planted, sown or harvested grows in a field: the sheaf, not a bowl of it. */
const RICE_GROWN: Partial<Record<Language, { word: RegExp; cues: RegExp }>> = {
  en: {
    word: /^rice$/u,
    cues: /^(plant|plants|planted|planting|transplant\p{L}*|sow|sowed|sown|sowing|harvest\p{L}*|reap\p{L}*)$/u,
  },
  es: {
    word: /^arroz$/u,
    cues: /^(plant(ar|aron|aban|ó|an)|sembr\p{L}*|siembra|cosech\p{L}*|trasplant\p{L}*)$/u,
  },
  fr: {
    word: /^riz$/u,
    cues: /^(plant(er|é|ait|aient|èrent)|repiqu\p{L}*|sem(er|é|ait|aient)|récolt\p{L}*|moissonn\p{L}*)$/u,
  },
  de: { word: /^reis$/u, cues: /^(pflanz\p{L}*|gepflanzt|säen|säte|gesät|ernte\p{L}*|geerntet)$/u },
};

function riceGrown(language: "en" | "es" | "fr" | "de"): TwoSenses {
  const rule = RICE_GROWN[language] as { word: RegExp; cues: RegExp };
  return {
    word: rule.word,
    icon: "cooked-rice",
    senses: [{ icon: "sheaf-of-rice", cues: rule.cues }],
    otherwise: "keep",
  };
}

/**
 * Tamil "ரொட்டி" and Telugu "రొట్టె" are a loaf's bread and a roti: a roti where the sentence slaps it in a
 * tandoor or serves it with dal, a curry or lassi; the baker's bread otherwise.
 */
const ROTI_CUES = {
  ta: {
    word: /^ரொட்டி/u,
    cues: /^(தந்தூர|தந்தூரி|பருப்பு|குழம்பு|குருமா|கறி|சப்ஜி|லஸ்ஸி|தவா|சப்பாத்தி)/u,
  },
  // A curry, not "కూర్చున్న" (sitting), which starts as it does.
  te: { word: /^రొట్టె/u, cues: /^(తందూర|తందూరి|పప్పు|కూర(?!్)|లస్సీ|పెనం|చపాతీ)/u },
} as const;

function roti(language: "ta" | "te"): TwoSenses {
  const rule = ROTI_CUES[language];
  return {
    word: rule.word,
    icon: "bread",
    senses: [{ icon: "flatbread", cues: rule.cues }],
    otherwise: "keep",
  };
}

const SENSES: Record<Language, TwoSenses[]> = {
  en: [
    heldInTeeth("en"),
    prizeRibbon("en"),
    bag("en"),
    computerMouse("en"),
    spanner("en"),
    potteryPot("en"),
    riceGrown("en"),
    {
      // A flat lived in, or a block of flats, is no shoe: only feet and wearing make it one.
      word: /^flats?$/u,
      icon: "flat-shoe",
      senses: [
        { icon: "flat-shoe", cues: /^(shoe|shoes|wore|wear|wears|wearing|feet|foot|heels|sandals|boots)$/u },
      ],
      otherwise: "nothing",
    },
    {
      word: /^cups?$/u,
      icon: "hot-beverage",
      senses: [{ icon: "trophy", cues: TROPHY_CUES }],
      otherwise: "keep",
    },
  ],
  es: [heldInTeeth("es"), prizeRibbon("es"), bag("es"), computerMouse("es"), spanner("es"), riceGrown("es")],
  fr: [
    heldInTeeth("fr"),
    prizeRibbon("fr"),
    bag("fr"),
    computerMouse("fr"),
    spanner("fr"),
    potteryPot("fr"),
    riceGrown("fr"),
    {
      word: /^ballons?$/u,
      icon: "soccer-ball",
      senses: [
        { icon: "basketball", cues: /^(filet|panier|paniers|basket)$/u },
        {
          icon: "soccer-ball",
          cues: /^(frapp\p{L}*|tir(e|é|er|a|ait)|shoot\p{L}*|pied|pieds|foot|football|match|but|buts|terrain|gardien|lanc\p{L}*|attrap\p{L}*|jou(e|er|ait|aient|ent|é|a|ons)|passe)$/u,
        },
        {
          icon: "balloon",
          cues: /^(gonfl|ficelle|ficelles|hélium|anniversaire|fête|vend|accroch|envol|éclat)/u,
        },
      ],
      otherwise: "keep",
    },
    {
      word: /^pièces?$/u,
      icon: "coin",
      senses: [
        { icon: "puzzle-piece", cues: /^(puzzle|puzzles)$/u },
        // A part of a machine, and the rooms of a flat.
        { icon: null, cues: /^(moteur|machine|vélo|réparer|répara|réparé|appartement|étage|étages)$/u },
      ],
      otherwise: "keep",
    },
    {
      // "le poêle" is a stove, which has no picture; "la poêle" the frying pan.
      word: /^poêles?$/u,
      icon: "cooking",
      senses: [
        {
          icon: null,
          cues: /^(le|du|au|un|ce|son|mon|ton|notre|votre|leur|gros|vieux|petit)$/u,
          before: true,
        },
      ],
      otherwise: "keep",
    },
  ],
  de: [
    heldInTeeth("de"),
    prizeRibbon("de"),
    bag("de"),
    computerMouse("de"),
    spanner("de"),
    potteryPot("de"),
    lightOff("de"),
    riceGrown("de"),
    {
      // A queue people stand in, at a till or a counter.
      word: /^schlange$/u,
      icon: "snake",
      senses: [
        {
          icon: null,
          cues: /^(kasse|kassen|schalter|warten|warteten|wartete|anstehen|standen|stehen|stand|eingang|ticket|tickets|karten)$/u,
        },
      ],
      otherwise: "keep",
    },
  ],
  hi: [
    heldInTeeth("hi"),
    prizeRibbon("hi"),
    bag("hi"),
    computerMouse("hi"),
    spanner("hi"),
    lightOff("hi"),
    bellOrHour("hi"),
  ],
  kn: [
    heldInTeeth("kn"),
    prizeRibbon("kn"),
    oilLamp("kn"),
    bag("kn"),
    computerMouse("kn"),
    spanner("kn"),
    bellOrHour("kn"),
    ...KANNADA_LOOKALIKES,
  ],
  ta: [
    heldInTeeth("ta"),
    prizeRibbon("ta"),
    oilLamp("ta"),
    bag("ta"),
    computerMouse("ta"),
    spanner("ta"),
    roti("ta"),
    ...TAMIL_LOOKALIKES,
  ],
  te: [
    heldInTeeth("te"),
    prizeRibbon("te"),
    oilLamp("te"),
    bag("te"),
    computerMouse("te"),
    spanner("te"),
    roti("te"),
    ...TELUGU_LOOKALIKES,
    bellOrHour("te"),
    TELUGU_FEAST_ROWS,
    TELUGU_DROPS,
  ],
};

/** The sense the other words of the sentence give the word at `at`, or undefined where none does. */
function senseIn(rule: TwoSenses, at: number, tokens: Token[]): Sense | undefined {
  return rule.senses.find(
    (s) =>
      !s.notBefore?.test(tokens[at + 1]?.norm ?? "") &&
      (s.before
        ? s.cues.test(tokens[at - 1]?.norm ?? "")
        : tokens.some((t) => t.index !== at && s.cues.test(t.norm))),
  );
}

/** A thing or an animal drawn with `icon`. */
function drawsIcon(c: Concept, icon: string): boolean {
  return (c.kind === "object" || c.kind === "animal") && c.icon === icon;
}

function withIcon(concepts: Concept[], from: string, to: string | null): Concept[] {
  return concepts.flatMap((c) => {
    if (!drawsIcon(c, from)) return [c];
    if (!to) return [];
    // An animal's word read in a thing's sense is that thing (a computer's mouse).
    return to === from ? [c] : [{ kind: "object" as const, icon: to }];
  });
}

/** Fruits whose word also names their tree or a flavour. */
const FRUITS: ReadonlySet<string> = new Set([
  "mango",
  "red-apple",
  "green-apple",
  "banana",
  "tangerine",
  "lemon",
  "coconut",
  "grapes",
  "pineapple",
  "watermelon",
  "strawberry",
  "cherries",
  "peach",
  "pear",
  "melon",
  "kiwi-fruit",
]);

/** What a fruit's word before them names the kind of: a tree, a sapling, a leaf, a flavour of ice cream. */
const KIND_OF: ReadonlySet<string> = new Set([
  "deciduous-tree",
  "evergreen-tree",
  "palm-tree",
  "potted-plant",
  "seedling",
  "fallen-leaf",
  "leaf-fluttering-in-wind",
  "ice-cream",
  "soft-ice-cream",
  "shaved-ice",
]);

/** Hindi words between a fruit and what it is the kind of ("आम का पौधा", "आम वाली आइसक्रीम"). */
const OF_KIND: Partial<Record<Language, ReadonlySet<string>>> = {
  hi: new Set(["का", "की", "के", "वाला", "वाली", "वाले"]),
};

/** How many words after a Hindi "का" the tree or sapling may come ("आम का एक छोटा पौधा"). */
const KIND_REACH = 3;

/**
 * In the Indian languages a fruit's word right before a tree, a sapling or an ice cream names its kind ("మామిడి
 * చెట్టు", a mango tree; "आम का पौधा", a mango sapling; "आम वाली आइसक्रीम"): no fruit is drawn. The
 * languages with a tagger read this from the words' parts of speech.
 */
function fruitsOfKinds(tokens: Token[], matches: Match[], language: Language): Match[] {
  if (!isIndic(language)) return matches;
  const of = OF_KIND[language];
  const kindAt = (from: number, to: number) =>
    matches.some((k) => k.start >= from && k.start <= to && k.concepts.some((c) => drawsAny(c, KIND_OF)));
  return matches.flatMap((m) => {
    if (m.end - m.start !== 1 || tokens[m.start]?.comma || !m.concepts.some((c) => drawsAny(c, FRUITS)))
      return [m];
    const linked = of?.has(tokens[m.end]?.norm ?? "") ?? false;
    if (!(kindAt(m.end, m.end) || (linked && kindAt(m.end + 1, m.end + KIND_REACH)))) return [m];
    const concepts = m.concepts.filter((c) => !drawsAny(c, FRUITS));
    return concepts.length > 0 ? [{ ...m, concepts }] : [];
  });
}

function drawsAny(c: Concept, icons: ReadonlySet<string>): boolean {
  return c.kind === "object" && icons.has(c.icon);
}

/** Each two-sense word drawn in the sense its sentence gives it, or not drawn where the sentence is silent. */
export function chooseSenses(tokens: Token[], matches: Match[], language: Language): Match[] {
  // A word alone or in a two-word fragment has no sentence to read its sense in.
  if (tokens.length < 3) return matches;
  const rules = SENSES[language];
  return fruitsOfKinds(tokens, matches, language).flatMap((m) => {
    if (m.end - m.start !== 1) return [m];
    const norm = tokens[m.start]?.norm ?? "";
    const rule = rules.find(
      (r) => (r.word?.test(norm) ?? true) && m.concepts.some((c) => drawsIcon(c, r.icon)),
    );
    if (!rule) return [m];
    const sense = senseIn(rule, m.start, tokens);
    const icon = sense ? sense.icon : rule.otherwise === "keep" ? rule.icon : null;
    const concepts = withIcon(m.concepts, rule.icon, icon);
    return concepts.length > 0 ? [{ ...m, concepts }] : [];
  });
}
