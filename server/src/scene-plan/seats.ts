import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import type { SceneCharacter } from "./scene-plan-schema";
import { normalise, type Token } from "./text";

type Seat = NonNullable<SceneCharacter["seat"]>;

/**
 * The words that say what someone sits on, normalised as the tokenizer writes them: a bench, a chair (a
 * stool, a sofa), the floor or the ground (grass, sand, a rug). The languages that join their case endings
 * to the word ("பெஞ்சில்", "कुर्सी पर") match a word's start.
 */
const SEAT_WORDS: Record<Language, Record<Seat, readonly string[]>> = {
  en: {
    bench: ["bench", "benches", "parkbench"],
    chair: ["chair", "chairs", "armchair", "stool", "sofa", "couch", "seat", "throne"],
    floor: ["floor", "ground", "grass", "carpet", "rug", "mat", "sand", "steps"],
  },
  es: {
    bench: ["banco", "bancos", "banca"],
    chair: ["silla", "sillas", "sillón", "taburete", "sofá", "asiento"],
    floor: ["suelo", "piso", "hierba", "césped", "arena", "alfombra"],
  },
  fr: {
    bench: ["banc", "bancs"],
    chair: ["chaise", "chaises", "fauteuil", "tabouret", "canapé", "siège"],
    floor: ["sol", "terre", "herbe", "sable", "tapis", "pelouse"],
  },
  de: {
    bench: ["bank", "parkbank", "bänke", "gartenbank"],
    chair: ["stuhl", "stühle", "sessel", "hocker", "sofa", "couch"],
    floor: ["boden", "fußboden", "gras", "wiese", "sand", "teppich"],
  },
  hi: {
    bench: ["बेंच", "बैंच"],
    chair: ["कुर्सी", "कुर्सियों", "सोफ़े", "सोफे", "सोफ़ा", "सोफा", "स्टूल"],
    floor: ["ज़मीन", "जमीन", "फ़र्श", "फर्श", "घास", "चटाई", "रेत"],
  },
  kn: {
    bench: ["ಬೆಂಚ"],
    chair: ["ಕುರ್ಚಿ", "ಸೋಫಾ"],
    floor: ["ನೆಲ", "ಹುಲ್ಲಿನ", "ಚಾಪೆ", "ಮರಳ"],
  },
  ta: {
    bench: ["பெஞ்ச", "பெஞ்சி", "பெஞ்சு"],
    chair: ["நாற்காலி", "சோபா"],
    floor: ["தரை", "புல்", "பாய்", "மணல்"],
  },
  te: {
    bench: ["బెంచ"],
    chair: ["కుర్చీ", "సోఫా"],
    floor: ["నేల", "గడ్డి", "చాప", "ఇసుక"],
  },
};

const normalised = new Map<Language, Record<Seat, string[]>>();
function seatWords(language: Language): Record<Seat, string[]> {
  let words = normalised.get(language);
  if (!words) {
    const own = SEAT_WORDS[language];
    words = {
      bench: own.bench.map(normalise),
      chair: own.chair.map(normalise),
      floor: own.floor.map(normalise),
    };
    normalised.set(language, words);
  }
  return words;
}

/**
 * What a sentence in which someone sits says they sit on, and its word: the first seat word of the
 * sentence, or null (no seat named: drawn sitting on the ground).
 */
export function seatOf(tokens: readonly Token[], language: Language): { seat: Seat; word: Token } | null {
  const joined = languageProfiles[language].caseEndings === "joined";
  const words = seatWords(language);
  for (const t of tokens)
    for (const seat of ["bench", "chair", "floor"] as const)
      if (words[seat].some((w) => t.norm === w || (joined && t.norm.startsWith(w)))) return { seat, word: t };
  return null;
}

/**
 * "At one o'clock he opened it at his desk", "ils mangent tous à table", "am Küchentisch": someone at a table
 * or a desk sits there. A word between ("at the kitchen table") may stand after the article.
 */
const AT_TABLE: Partial<Record<Language, RegExp>> = {
  en: /(^| )at (the |a |his |her |their |my |our |your )?(\S+ )?(table|tables|desk|desks)( |$)/u,
  es: /(^| )a (la|su|sus|las) (\S+ )?mesas?( |$)|(^| )(en|a) (su|el|un|mi) escritorio( |$)/u,
  fr: /(^| )à (la |sa |son |leur |une )?(\S+ )?(table|tables)( |$)/u,
  de: /(^| )(am|an (der|den|dem|ihrem|ihren|seinem|seinen|einem|einen)) (\S+ )?\S*(tisch|tischen)( |$)/u,
};

/** Verbs that aim at something rather than put someone there: "looked at the desk", "threw it at the table". */
const AIMED_AT =
  /^(look|looks|looked|looking|stare|stared|staring|point|points|pointed|pointing|glance|glanced|smiled|laughed|threw|throws|waved|shouted|yelled|barked)$/u;

/** Whether the sentence puts someone at a table or a desk (AT_TABLE), not looking or pointing at one. */
export function atTable(tokens: readonly Token[], language: Language): boolean {
  const pattern = AT_TABLE[language];
  if (!pattern) return false;
  const found = pattern.exec(tokens.map((t) => t.norm).join(" "));
  if (!found) return false;
  // The words before the match: the word right before "at" is no verb ("looked at the desk").
  const before = found.input.slice(0, found.index).trim().split(" ").at(-1) ?? "";
  return !AIMED_AT.test(before);
}
