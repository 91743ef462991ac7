import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import * as kn from "./languages/kn";
import { PEOPLE_WORDS } from "./languages/people-words";
import { SCENE_WORDS } from "./languages/scene-words";
import * as ta from "./languages/ta";
import * as te from "./languages/te";
import { graphemeCount, isDependentMark, isIndic, normalise } from "./text";

/**
 * First names by gender that both the offline writer (its cast when the user names nobody) and the scene
 * planner (a known name is a person of that gender, in any position and any script) use, and the one
 * reader that finds them in a story's words for both (givenNameIn).
 */
export const GIVEN_NAMES: Record<Language, { m: string[]; f: string[] }> = {
  en: {
    m: ["Leo", "Noah", "Aarav", "Sam", "Omar", "Jack", "Daniel", "Ethan"],
    f: ["Maya", "Sofia", "Zara", "Emma", "Grace", "Lily", "Nora", "Amara"],
  },
  es: {
    m: ["Mateo", "Diego", "Lucas", "Pablo", "Martín", "Daniel", "Javier", "Hugo"],
    f: ["Lucía", "Valentina", "Sofía", "Martina", "Julia", "Paula", "Elena", "Carmen"],
  },
  fr: {
    m: ["Hugo", "Louis", "Lucas", "Gabriel", "Jules", "Arthur", "Nathan", "Théo"],
    f: ["Léa", "Chloé", "Emma", "Jade", "Alice", "Manon", "Inès", "Louise"],
  },
  de: {
    m: ["Jonas", "Felix", "Paul", "Leon", "Lukas", "Finn", "Elias", "Emil"],
    f: ["Lena", "Mia", "Emma", "Hannah", "Sophie", "Clara", "Marie", "Lea"],
  },
  hi: {
    m: [
      "आरव",
      "कबीर",
      "रोहन",
      "अर्जुन",
      "समीर",
      "राहुल",
      "अमित",
      "विवेक",
      "राज",
      "रवि",
      "करण",
      "आदित्य",
      "विक्रम",
      "सुरेश",
      "मोहन",
      "अनिल",
      "सूरज",
      "इमरान",
      "अयान",
      "देव",
    ],
    f: [
      "माया",
      "सिया",
      "अनन्या",
      "प्रिया",
      "मीरा",
      "ज़ारा",
      "नेहा",
      "पूजा",
      "सीता",
      "राधा",
      "गीता",
      "आशा",
      "कविता",
      "सुनीता",
      "दीपा",
      "रिया",
      "अंजलि",
      "आयशा",
      "सना",
      "तारा",
    ],
  },
  kn: {
    m: ["ರವಿ", "ಅರುಣ್", "ಕಿರಣ್", "ಸುನಿಲ್", "ಪ್ರಕಾಶ್", "ಮಂಜು", "ರಾಹುಲ್", "ವಿನಯ್", "ಗಣೇಶ್", "ರಾಜು", "ಸಂತೋಷ್", "ಆನಂದ್"],
    f: ["ಮೀನಾ", "ಪ್ರಿಯಾ", "ಕವಿತಾ", "ಲಕ್ಷ್ಮಿ", "ಅನಿತಾ", "ಸುಮಾ", "ದೀಪಾ", "ರಮ್ಯಾ", "ಗೀತಾ", "ಶ್ವೇತಾ", "ಪೂಜಾ", "ಸೀತಾ"],
  },
  ta: {
    m: ["அருண்", "ரவி", "கார்த்திக்", "விஜய்", "சூர்யா", "பிரகாஷ்", "முருகன்", "செந்தில்", "கண்ணன்", "ராஜா", "பாலு", "கணேஷ்"],
    f: ["மீனா", "பிரியா", "கவிதா", "லட்சுமி", "தேவி", "அனிதா", "சங்கீதா", "ரம்யா", "வள்ளி", "கீதா", "மாலா", "செல்வி"],
  },
  te: {
    m: ["రవి", "అర్జున్", "కిరణ్", "సురేష్", "రాజు", "వంశీ", "అనిల్", "ప్రసాద్", "శ్రీను", "మహేష్", "కృష్ణ", "వెంకట్"],
    f: ["మీనా", "ప్రియ", "కవిత", "లక్ష్మి", "అనిత", "స్వాతి", "దివ్య", "సౌమ్య", "సీత", "రాధ", "పద్మ", "శ్రావ్య"],
  },
};

/**
 * More names the planner reads as people (a language module's NAMES): names a story may use that the
 * writer's own cast above does not.
 */
const MORE_NAMES: Record<Language, { m: readonly string[]; f: readonly string[] } | null> = {
  kn: kn.NAMES,
  ta: ta.NAMES,
  te: te.NAMES,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

interface GivenName {
  /** As the list writes it. */
  name: string;
  gender: "m" | "f";
}

const givenCache = new Map<Language, Map<string, GivenName>>();

/** The language's given names by their normalised form. */
export function givenNames(language: Language): Map<string, GivenName> {
  let given = givenCache.get(language);
  if (!given) {
    const more = MORE_NAMES[language];
    const story = SCENE_WORDS[language].names;
    const m = [...GIVEN_NAMES[language].m, ...(more?.m ?? []), ...(story?.m ?? [])];
    const f = [...GIVEN_NAMES[language].f, ...(more?.f ?? []), ...(story?.f ?? [])];
    given = new Map([
      ...m.map((name): [string, GivenName] => [normalise(name), { name, gender: "m" }]),
      ...f.map((name): [string, GivenName] => [normalise(name), { name, gender: "f" }]),
    ]);
    givenCache.set(language, given);
  }
  return given;
}

const givenKeysCache = new Map<Language, ReadonlySet<string>>();

/** The normalised given names of a language. */
function givenNameKeys(language: Language): ReadonlySet<string> {
  let keys = givenKeysCache.get(language);
  if (!keys) {
    keys = new Set(givenNames(language).keys());
    givenKeysCache.set(language, keys);
  }
  return keys;
}

/** The known name a normalised word is, or, in the Indian scripts, starts with ("மாயாவின்": Maya's). */
export function knownPrefix(norm: string, known: ReadonlySet<string>, language: Language): string | null {
  if (known.has(norm)) return norm;
  if (!isIndic(language)) return null;
  const virama = languageProfiles[language].virama;
  for (const name of known) {
    if (norm.startsWith(name) && graphemeCount(norm.slice(name.length), language) <= 4) return name;
    // A name ending in a consonant loses its virama before a vowel ending ("முருகன்" → "முருகனும்").
    const stem = virama && name.endsWith(virama) ? name.slice(0, -virama.length) : name;
    if (stem !== name && norm.startsWith(stem) && isDependentMark(norm[stem.length])) {
      if (graphemeCount(norm.slice(stem.length), language) <= 4) return name;
    }
    // Kannada puts a link consonant there instead ("ಅರ್ಜುನ್" → "ಅರ್ಜುನನಿಗಾಗಿ", "ಸಮೀರ್" → "ಸಮೀರನ್ನು").
    const link = PEOPLE_WORDS[language].nameLink;
    if (stem !== name && link !== null && norm.startsWith(stem + link)) {
      if (graphemeCount(norm.slice(stem.length), language) <= 4) return name;
    }
  }
  return null;
}

/**
 * The given name a word of a story is: the name itself, capitalised where the script has capitals, or
 * the name with what the language joins to it ("Maya's", "Léa'", "ರವಿಗೆ": to Ravi).
 */
export function givenNameIn(word: string, language: Language): GivenName | null {
  const indic = isIndic(language);
  if (!indic && !/^\p{Lu}/u.test(word)) return null;
  const norm = indic ? normalise(word) : normalise(word).replace(/'.*$/u, "");
  const key = knownPrefix(norm, givenNameKeys(language), language);
  return key === null ? null : (givenNames(language).get(key) ?? null);
}
