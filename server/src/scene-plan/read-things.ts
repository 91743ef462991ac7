import type { Language } from "@reelsmith/contract/languages";
import type { SceneCharacter, SceneObject } from "./scene-plan-schema";
import { normalise, type Token } from "./text";
import { findVerbs } from "./verbs";

/**
 * What a sentence says is read when it is no book: a sign, a chart, instructions, a letter, a message, a
 * list. A reader of one holds no book ("Dad read the instructions three times"). `afar` are those read where
 * they hang, which the reader looks at rather than holds ("read the letters on a chart on the wall",
 * "las jedes Ladenschild laut vor"). Words are matched whole in the languages with spaces between case
 * endings and as stems in Hindi, Kannada, Tamil and Telugu ("సూచనలను", "ಫಲಕವನ್ನು").
 */
interface ReadWords {
  held: readonly string[];
  afar: readonly string[];
  /** The letters of the alphabet, read off a sign or a chart: no envelope. */
  alphabet: RegExp | null;
  /** Words that make "letters" the alphabet's: "each letter", "the biggest letters", "letters on a chart". */
  alphabetCue: RegExp | null;
}

const READ_WORDS: Record<Language, ReadWords> = {
  en: {
    held: [
      "instructions",
      "message",
      "messages",
      "note",
      "list",
      "label",
      "labels",
      "menu",
      "map",
      "recipe",
      "words",
      "line",
      "lines",
      "names",
      "numbers",
      "prices",
    ],
    afar: [
      "sign",
      "signs",
      "signboard",
      "signboards",
      "chart",
      "board",
      "poster",
      "posters",
      "notice",
      "banner",
      "timetable",
    ],
    alphabet: /^letters?$/u,
    alphabetCue: /^(each|every|biggest|smallest|big|small|large|chart|sign|signboard|board|alphabet|line)$/u,
  },
  es: {
    held: [
      "instrucciones",
      "mensaje",
      "mensajes",
      "nota",
      "lista",
      "etiqueta",
      "etiquetas",
      "menú",
      "mapa",
      "receta",
      "palabras",
      "nombres",
      "precios",
      "letras",
      "letra",
    ],
    afar: [
      "letrero",
      "letreros",
      "cartel",
      "carteles",
      "rótulo",
      "rótulos",
      "tabla",
      "pizarra",
      "aviso",
      "pancarta",
      "horario",
    ],
    alphabet: /^letras?$/u,
    alphabetCue: null,
  },
  fr: {
    held: [
      "instructions",
      "message",
      "messages",
      "note",
      "liste",
      "étiquette",
      "étiquettes",
      "menu",
      "carte",
      "recette",
      "mots",
      "noms",
      "prix",
    ],
    afar: [
      "panneau",
      "panneaux",
      "enseigne",
      "enseignes",
      "affiche",
      "affiches",
      "tableau",
      "avis",
      "banderole",
      "horaires",
    ],
    alphabet: /^lettres?$/u,
    alphabetCue: /^(chaque|grosses|petites|grandes|tableau|panneau|enseigne|alphabet|ligne)$/u,
  },
  de: {
    held: [
      "anleitung",
      "gebrauchsanweisung",
      "nachricht",
      "nachrichten",
      "zettel",
      "liste",
      "etikett",
      "speisekarte",
      "karte",
      "rezept",
      "wörter",
      "namen",
      "preise",
      "buchstaben",
    ],
    afar: [
      "schild",
      "schilder",
      "ladenschild",
      "ladenschilder",
      "straßenschild",
      "tafel",
      "plakat",
      "plakate",
      "aushang",
      "fahrplan",
      "transparent",
    ],
    alphabet: null,
    alphabetCue: null,
  },
  hi: {
    held: ["अक्षर", "निर्देश", "संदेश", "मैसेज", "पर्ची", "सूची", "लेबल", "मेन्यू", "नक्शा", "नक़्शा", "नाम"],
    afar: ["बोर्ड", "साइनबोर्ड", "तख़्ती", "तख्ती", "पोस्टर", "चार्ट", "सूचना", "बैनर"],
    alphabet: null,
    alphabetCue: null,
  },
  kn: {
    held: ["ಅಕ್ಷರ", "ಸೂಚನೆ", "ಸಂದೇಶ", "ಮೆಸೇಜ್", "ಚೀಟಿ", "ಪಟ್ಟಿ", "ಲೇಬಲ್", "ಮೆನು", "ನಕ್ಷೆ", "ಹೆಸರು"],
    afar: ["ಬೋರ್ಡ್", "ಫಲಕ", "ನಾಮಫಲಕ", "ಪೋಸ್ಟರ್", "ಚಾರ್ಟ್", "ಬ್ಯಾನರ್"],
    alphabet: null,
    alphabetCue: null,
  },
  ta: {
    held: [
      "எழுத்து",
      "அறிவுறுத்தல்",
      "வழிமுறை",
      "செய்தி",
      "மெசேஜ்",
      "சீட்டு",
      "பட்டியல்",
      "லேபிள்",
      "மெனு",
      "வரைபட",
      "பெயர்",
    ],
    afar: ["போர்டு", "பலகை", "பெயர்ப்பலகை", "போஸ்டர்", "சார்ட்", "அட்டவணை", "பேனர்"],
    alphabet: null,
    alphabetCue: null,
  },
  te: {
    held: ["అక్షరా", "అక్షరం", "సూచన", "సందేశం", "మెసేజ్", "చీటీ", "జాబితా", "లేబుల్", "మెనూ", "మ్యాప్", "పేరు", "పేర్లు"],
    afar: ["బోర్డు", "ఫలకం", "ఫలకా", "బోర్డ్", "పోస్టర్", "చార్ట్", "బ్యానర్"],
    alphabet: null,
    alphabetCue: null,
  },
};

/** Letters, postcards and cards, read or written and sent: no book in a reader's hands, and one sent goes away. */
export const LETTER_WORDS: Record<Language, RegExp> = {
  en: /^(letters?|postcards?)$/u,
  es: /^(cartas?|postales?)$/u,
  fr: /^(lettres?|cartes?)$/u,
  // German writes the kind of letter into the word ("Liebesbrief", "Ansichtskarte").
  de: /(brief(e|es)?|karten?)$/u,
  hi: /^(चिट्ठी|चिट्ठियाँ|पत्र|ख़त|खत|पोस्टकार्ड)/u,
  kn: /^(ಪತ್ರ|ಕಾಗದ|ಪೋಸ್ಟ್‌ಕಾರ್ಡ್)/u,
  ta: /^(கடித|அஞ்சலட்டை|போஸ்ட்கார்டு)/u,
  te: /^(ఉత్తర|లేఖ|పోస్ట్‌కార్డ్)/u,
};

const STEMMED: ReadonlySet<Language> = new Set(["hi", "kn", "ta", "te"]);

function hasWord(tokens: Token[], words: readonly string[], language: Language): boolean {
  const stems = words.map(normalise);
  // German writes the kind of sign into the word ("Ladenschild", "Speisekarte", "Sehtafel").
  const matches = (norm: string, w: string) =>
    STEMMED.has(language) ? norm.startsWith(w) : language === "de" ? norm.endsWith(w) : norm === w;
  return tokens.some((t) => stems.some((w) => matches(t.norm, w)));
}

/** What a reader in this sentence reads, where the sentence has a reading verb: a book unsaid, or no book. */
function thingRead(tokens: Token[], language: Language): "none" | "held" | "afar" {
  if (!findVerbs(tokens, language).some((v) => v.action === "read")) return "none";
  if (hasWord(tokens, READ_WORDS[language].afar, language)) return "afar";
  const held =
    hasWord(tokens, READ_WORDS[language].held, language) ||
    tokens.some((t) => LETTER_WORDS[language].test(t.norm));
  return held ? "held" : "none";
}

/** Whether the sentence's reader reads something that is no book (so no book is implied for them). */
export function readsNoBook(tokens: Token[], language: Language): boolean {
  return thingRead(tokens, language) !== "none";
}

/**
 * A reader of a sign or a chart looks at it: "read" becomes "look" for the sentence's readers, and the
 * letters read there are the alphabet's, no envelope. Returns the objects without such letters.
 */
export function readFromAfar(
  tokens: Token[],
  characters: SceneCharacter[],
  objects: SceneObject[],
  language: Language,
): SceneObject[] {
  const read = thingRead(tokens, language);
  if (read === "afar") for (const c of characters) if (c.action === "read") c.action = "look";
  const { alphabet, alphabetCue } = READ_WORDS[language];
  if (read === "none" || !alphabet) return objects;
  const cued = read === "afar" || (alphabetCue !== null && tokens.some((t) => alphabetCue.test(t.norm)));
  if (!cued) return objects;
  return objects.filter((o) => !(o.icon === "envelope" && alphabet.test(normalise(o.word))));
}
