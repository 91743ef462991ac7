import type { Language } from "@reelsmith/contract/languages";
import type { ThingColour } from "@reelsmith/contract/scene-plan";

/**
 * Each language's words for the colours a thing is drawn in (THING_COLOURS), every written form that
 * agrees with a noun ("roja", "rote", "पीली", "ಕೆಂಪನೆಯ"), and where the colour stands: before its noun or
 * after it. Plain data; thing-colours.ts reads it. Words that are also things ("orange", "rose", "ಗುಲಾಬಿ")
 * are a colour only beside another noun.
 */
export interface ColourWords {
  /** Where the colour word stands: right before its noun (a red kite) or right after it (un ballon rouge). */
  order: "before" | "after";
  /** The forms of each colour. */
  forms: Readonly<Record<ThingColour, readonly string[]>>;
  /** Runs of words between a colour and its noun that only say "coloured" ("नीले रंग का छाता", "ನೀಲಿ ಬಣ್ಣದ"). */
  marks?: readonly (readonly string[])[];
}

/**
 * How a colour is said of what it covers rather than of a noun beside it ("turned pink", "était rose",
 * "गुलाबी हो गई", "ಗುಲಾಬಿಯಾಗಿತ್ತು", "pink from head to toe"): such a colour is never the flower or fruit
 * named like it. `before`: the copulas and verbs of turning right before a colour; `after`: the verbs of
 * becoming or making right after it; `ending`: what such a verb leaves joined to the colour; `whole`: the
 * words of "from head to toe", beside which a colour covers someone.
 */
export interface ColourPredicate {
  before?: ReadonlySet<string>;
  after?: RegExp;
  ending?: RegExp;
  whole?: readonly (readonly string[])[];
}

export const COLOUR_PREDICATES: Record<Language, ColourPredicate> = {
  en: {
    before: new Set([
      "turned",
      "turn",
      "turns",
      "went",
      "go",
      "became",
      "become",
      "becomes",
      "was",
      "were",
      "is",
      "are",
      "painted",
      "dyed",
    ]),
    whole: [
      ["from", "head", "to", "toe"],
      ["from", "head", "to", "foot"],
    ],
  },
  es: {
    before: new Set([
      "era",
      "eran",
      "es",
      "son",
      "estaba",
      "estaban",
      "está",
      "están",
      "quedó",
      "quedaron",
      "puso",
      "pusieron",
      "volvió",
      "volvieron",
      "en",
      "todo",
      "toda",
      "todos",
      "todas",
    ]),
    whole: [
      ["de", "la", "cabeza", "a", "los", "pies"],
      ["de", "pies", "a", "cabeza"],
      ["de", "arriba", "abajo"],
    ],
  },
  fr: {
    before: new Set([
      "était",
      "étaient",
      "est",
      "sont",
      "fut",
      "devenu",
      "devenue",
      "devenus",
      "devenues",
      "devint",
      "devient",
      "en",
      "tout",
      "toute",
      "toutes",
    ]),
    whole: [
      ["de", "la", "tête", "aux", "pieds"],
      ["des", "pieds", "à", "la", "tête"],
    ],
  },
  de: {
    before: new Set(["war", "waren", "ist", "sind", "wurde", "wurden", "ganz"]),
    whole: [["von", "kopf", "bis", "fuß"]],
  },
  hi: {
    after: /^(हो|हुआ|हुई|हुए|कर|किया|किए|की|बन|बना|बनी|बने|पड़|पड़ा|पड़ी)$/u,
    whole: [
      ["सिर", "से", "पाँव", "तक"],
      ["सिर", "से", "पैर", "तक"],
    ],
  },
  kn: {
    // "ಕಿತ್ತಳೆ ಬಣ್ಣಕ್ಕೆ ಹೊಳೆಯುವವರೆಗೆ" (till it glowed orange), "ಕಿತ್ತಳೆ ಬಣ್ಣ ಬಳಿದು" (put on orange paint): the
    // colour itself, named as "colour", is no fruit.
    after: /^(ಆಗಿ|ಆಯಿತು|ಆದ|ಆದರು|ಮಾಡಿ|ಮಾಡಿದರು|ಮಾಡಿದ|ಮಾಡಿದಳು|ಮಾಡಿದನು|ಬಣ್ಣ$|ಬಣ್ಣಕ್ಕೆ$|ಬಣ್ಣವನ್ನು$)/u,
    ending: /^(ಯಾಗ|ಯಾಯ|ಯಾದ|ವಾಗ|ವಾಯ|ವಾದ|ಆಗ|ಆಯ|ಆದ)/u,
    whole: [
      ["ತಲೆಯಿಂದ", "ಕಾಲಿನವರೆಗೆ"],
      ["ತಲೆಯಿಂದ", "ಕಾಲಿನ", "ವರೆಗೆ"],
    ],
  },
  ta: {
    after: /^(ஆனது|ஆனான்|ஆனாள்|ஆனார்|ஆகி|ஆக|மாறி|மாறியது|மாறினான்|மாறினாள்|ஆக்கினர்|ஆக்கினார்கள்)/u,
    ending: /^(ஆக|ஆன|ஆகி|ாக|ான|ாகி|வாக|வான|யாக|யான)/u,
    whole: [
      ["தலை", "முதல்", "கால்", "வரை"],
      ["தலையிலிருந்து", "கால்", "வரை"],
    ],
  },
  te: {
    after: /^(అయ్యింది|అయింది|అయ్యాడు|అయ్యారు|అయ్యి|మారింది|మారాడు|మారారు|చేశారు|చేసారు|చేశాడు)/u,
    ending: /^(గా|గ\u0C3E)/u,
    whole: [
      ["తల", "నుండి", "కాలి", "వరకు"],
      ["తల", "నుంచి", "కాలి", "వరకు"],
    ],
  },
};

/** German adjective endings: rot, rote, roter, rotes, roten, rotem. */
const de = (stem: string) => ["", "e", "er", "es", "en", "em"].map((e) => stem + e);
/** Spanish: rojo, roja, rojos, rojas. */
const es = (stem: string) => ["o", "a", "os", "as"].map((e) => stem + e);
/** French: vert, verte, verts, vertes. */
const fr = (m: string, f = `${m}e`) => [m, f, `${m}s`, `${f}s`];
/** Hindi adjectives in -ा agree: पीला, पीली, पीले. */
const hi = (stem: string) => ["ा", "ी", "े"].map((e) => stem + e);

export const COLOUR_WORDS: Record<Language, ColourWords> = {
  en: {
    order: "before",
    forms: {
      red: ["red"],
      orange: ["orange"],
      yellow: ["yellow"],
      green: ["green"],
      blue: ["blue"],
      purple: ["purple", "violet"],
      pink: ["pink"],
      brown: ["brown"],
      black: ["black"],
      white: ["white"],
      grey: ["grey", "gray"],
    },
  },
  es: {
    order: "after",
    forms: {
      red: [...es("roj"), "rojizo", "rojiza"],
      orange: ["naranja", "naranjas", ...es("anaranjad")],
      yellow: es("amarill"),
      green: ["verde", "verdes"],
      blue: ["azul", "azules"],
      purple: [...es("morad"), "violeta", "violetas", "lila", "lilas"],
      pink: ["rosa", "rosas", ...es("rosad")],
      brown: ["marrón", "marrones", "café", "cafés"],
      black: es("negr"),
      white: es("blanc"),
      grey: ["gris", "grises"],
    },
  },
  fr: {
    order: "after",
    forms: {
      red: ["rouge", "rouges"],
      orange: ["orange", "oranges", "orangé", "orangée"],
      yellow: ["jaune", "jaunes"],
      green: fr("vert"),
      blue: fr("bleu"),
      purple: fr("violet", "violette"),
      pink: ["rose", "roses"],
      brown: ["marron", "marrons", ...fr("brun")],
      black: fr("noir"),
      white: fr("blanc", "blanche"),
      grey: fr("gris", "grise").filter((w) => w !== "griss"),
    },
  },
  de: {
    order: "before",
    forms: {
      red: de("rot"),
      orange: ["orange", "orangen", ...de("orangefarben")],
      yellow: de("gelb"),
      green: de("grün"),
      blue: de("blau"),
      purple: [...de("lila"), ...de("violett")],
      pink: ["rosa", ...de("rosafarben"), "pink"],
      brown: de("braun"),
      black: de("schwarz"),
      white: [...de("weiß"), ...de("weiss")],
      grey: de("grau"),
    },
  },
  hi: {
    order: "before",
    forms: {
      red: ["लाल"],
      orange: ["नारंगी"],
      yellow: hi("पील"),
      green: hi("हर"),
      blue: hi("नील"),
      purple: ["बैंगनी"],
      pink: ["गुलाबी"],
      brown: hi("भूर"),
      black: hi("काल"),
      white: ["सफ़ेद", "सफेद"],
      grey: ["स्लेटी", "सलेटी", "धूसर"],
    },
    marks: [["रंग", "का"], ["रंग", "की"], ["रंग", "के"], ["रंग"]],
  },
  kn: {
    order: "before",
    forms: {
      red: ["ಕೆಂಪು", "ಕೆಂಪಿನ", "ಕೆಂಪನೆಯ", "ಕೆಂಪಾದ"],
      orange: ["ಕಿತ್ತಳೆ"],
      yellow: ["ಹಳದಿ"],
      green: ["ಹಸಿರು", "ಹಸಿರಿನ", "ಹಸಿರಾದ"],
      blue: ["ನೀಲಿ", "ನೀಲಿಯ"],
      purple: ["ನೇರಳೆ"],
      pink: ["ಗುಲಾಬಿ"],
      brown: ["ಕಂದು", "ಕಂದಿನ"],
      black: ["ಕಪ್ಪು", "ಕಪ್ಪಿನ", "ಕಪ್ಪನೆಯ", "ಕಪ್ಪಾದ"],
      white: ["ಬಿಳಿ", "ಬಿಳಿಯ", "ಬೆಳ್ಳನೆಯ"],
      grey: ["ಬೂದು"],
    },
    marks: [["ಬಣ್ಣದ"]],
  },
  ta: {
    order: "before",
    forms: {
      red: ["சிவப்பு", "சிவப்பான", "சிவந்த", "செந்நிற", "சிகப்பு"],
      orange: ["ஆரஞ்சு"],
      yellow: ["மஞ்சள்"],
      green: ["பச்சை", "பச்சையான"],
      blue: ["நீல", "நீலம்", "நீலநிற", "நீலமான"],
      purple: ["ஊதா"],
      pink: ["இளஞ்சிவப்பு"],
      brown: ["பழுப்பு", "பழுப்பான"],
      black: ["கருப்பு", "கறுப்பு", "கருப்பான", "கறுப்பான", "கரிய"],
      white: ["வெள்ளை", "வெள்ளையான", "வெண்"],
      grey: ["சாம்பல்"],
    },
    marks: [["நிற"], ["நிறப்"], ["நிறக்"], ["நிறச்"], ["நிறத்"]],
  },
  te: {
    order: "before",
    forms: {
      red: ["ఎరుపు", "ఎర్ర", "ఎర్రని", "ఎర్రటి"],
      orange: ["నారింజ"],
      yellow: ["పసుపు", "పసుపుపచ్చ", "పసుపురంగు"],
      green: ["ఆకుపచ్చ", "పచ్చ", "పచ్చని", "పచ్చటి"],
      blue: ["నీలం", "నీలి", "నీలిరంగు"],
      purple: ["ఊదా", "ఊదారంగు"],
      pink: ["గులాబీ", "గులాబీరంగు"],
      brown: ["గోధుమరంగు"],
      black: ["నలుపు", "నల్ల", "నల్లని", "నల్లటి"],
      white: ["తెలుపు", "తెల్ల", "తెల్లని", "తెల్లటి"],
      grey: ["బూడిదరంగు", "బూడిద"],
    },
    marks: [["రంగు"]],
  },
};
