import { allLocales } from "@faker-js/faker";
import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import { graphemeCount, isDependentMark, normalise } from "./text";

/**
 * Given names no word list of the story's script holds, found by how they sound: the Indian scripts write
 * a name as it is said, so a word of a story whose sound is that of a first name in faker's English and
 * Indian lists (about 3,700 names, in Latin letters) is read as that name. Sounds are compared coarsely,
 * as the scripts and the Latin spellings differ: no vowel length, no aspiration, no double letters, no
 * final "a"; Tamil, which writes no voicing, compares without it.
 */

/** Each script's Unicode block starts here; the four blocks share one layout of letters. */
const BLOCK_START: Partial<Record<Language, number>> = { hi: 0x0900, kn: 0x0c80, ta: 0x0b80, te: 0x0c00 };

/** Latin letters of the consonants, by offset in the block. */
const CONSONANTS: Record<number, string> = {
  21: "k",
  22: "kh",
  23: "g",
  24: "gh",
  25: "n",
  26: "c",
  27: "ch",
  28: "j",
  29: "jh",
  30: "n",
  31: "t",
  32: "th",
  33: "d",
  34: "dh",
  35: "n",
  36: "t",
  37: "th",
  38: "d",
  39: "dh",
  40: "n",
  41: "n",
  42: "p",
  43: "ph",
  44: "b",
  45: "bh",
  46: "m",
  47: "y",
  48: "r",
  49: "r",
  50: "l",
  51: "l",
  52: "l",
  53: "v",
  54: "sh",
  55: "sh",
  56: "s",
  57: "h",
  88: "q",
  89: "kh",
  90: "g",
  91: "z",
  92: "r",
  93: "rh",
  94: "f",
  95: "y",
};

/** Latin letters of the vowels, written alone (0x05-0x14) or as a sign after a consonant (0x3e-0x4c). */
const VOWELS: Record<number, string> = {
  5: "a",
  6: "a",
  7: "i",
  8: "i",
  9: "u",
  10: "u",
  11: "ri",
  14: "e",
  15: "e",
  16: "ai",
  18: "o",
  19: "o",
  20: "au",
  62: "a",
  63: "i",
  64: "i",
  65: "u",
  66: "u",
  67: "ri",
  70: "e",
  71: "e",
  72: "ai",
  74: "o",
  75: "o",
  76: "au",
};

const VIRAMA = 0x4d;
const NUKTA = 0x3c;
/** A nukta under these makes another sound: ज़ is z, फ़ f, ड़ r. */
const NUKTA_SOUNDS: Record<string, string> = { j: "z", ph: "f", k: "q", d: "r", dh: "rh" };

/** The long "a" (आ and its sign ा), which an English loanword keeps apart from the short one ("कार", car). */
const LONG_A = new Set([6, 62]);

/**
 * A word of an Indian script in Latin letters, the inherent vowel written where no sign or virama ends it;
 * with `longA`, a long "a" is written "A".
 */
export function latinOf(word: string, language: Language, longA = false): string | null {
  const start = BLOCK_START[language];
  if (start === undefined) return null;
  let out = "";
  let inherent = false;
  for (const ch of word) {
    const offset = (ch.codePointAt(0) ?? 0) - start;
    if (offset < 0 || offset > 0x7f) {
      if (/[\u200c\u200d]/u.test(ch)) continue;
      return null;
    }
    const consonant = CONSONANTS[offset];
    const vowel = longA && LONG_A.has(offset) ? "A" : VOWELS[offset];
    if (offset === NUKTA) {
      const last = Object.keys(NUKTA_SOUNDS).find((k) => out.endsWith(k));
      if (last) out = out.slice(0, -last.length) + NUKTA_SOUNDS[last];
      continue;
    }
    if (consonant !== undefined) {
      if (inherent) out += "a";
      out += consonant;
      inherent = true;
    } else if (vowel !== undefined) {
      out += vowel;
      inherent = false;
    } else if (offset === VIRAMA) {
      inherent = false;
    } else if (offset === 0x01 || offset === 0x02) {
      // A nasal sign is an "m" at a word's end and before p, b, m ("ಸಲೀಂ": Salim), else an "n".
      if (inherent) out += "a";
      out += "N";
      inherent = false;
    } else if (offset === 0x03) {
      if (inherent) out += "a";
      out += "h";
      inherent = false;
    } else return null;
  }
  // Hindi says no final inherent vowel ("सलीम": Salim); the southern scripts end such a name in a virama.
  const nasal = (inherent && language !== "hi" ? `${out}a` : out).replace(/N(?=[pbm]|$)/g, "m");
  return nasal.replace(/N/g, "n");
}

/** A name's coarse sound: what a Latin spelling and an Indian script's spelling of it share. */
export function soundOf(latin: string, language: Language): string {
  let s = latin
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  s = s
    .replace(/x/g, "ks")
    .replace(/q/g, "k")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/ph/g, "f")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/ck/g, "k");
  // Aspiration and the second letter of "sh", "ch", "th" say nothing the other spelling must share.
  s = s.replace(/([bcdgjklmnprstvy])h/g, "$1");
  s = s
    .replace(/ee|ie|ea/g, "i")
    .replace(/oo/g, "u")
    .replace(/iy(?=[aeiou])/g, "i");
  if (language === "ta") s = s.replace(/g/g, "k").replace(/[jc]/g, "s").replace(/d/g, "t").replace(/b/g, "p");
  s = s.replace(/(.)\1+/g, "$1");
  return s.replace(/h$/, "");
}

/** A sound this short matches common words by chance ("kal", tomorrow; "bal"; "nel"). */
const MIN_SOUND = 3;
/** Case endings after a name are at most this many letters ("ಸಲೀಂನಿಗೆ", "சலீமுக்கு"). */
const MAX_ENDING = 3;

type Gender = "m" | "f";
/**
 * Faker's first names of the locales whose names Indian stories use: English, Indian and Nepali English, the
 * European languages of the product, and Dutch and Turkish, whose lists hold Arabic and Persian names
 * (Noor, Zoya, Salim, Farah). Other locales' lists match too many common words by sound.
 */
const NAME_LOCALES = [
  "en",
  "en_IN",
  "en_NP",
  "en_GB",
  "en_US",
  "es",
  "fr",
  "de",
  "it",
  "pt_BR",
  "nl",
  "tr",
] as const;
const NAME_LISTS = NAME_LOCALES.map((locale) => ({ rawDefinitions: allLocales[locale] }));
const soundsCache = new Map<Language, Map<string, Gender | "either">>();

function namesBySound(language: Language): Map<string, Gender | "either"> {
  let sounds = soundsCache.get(language);
  if (sounds) return sounds;
  sounds = new Map();
  for (const faker of NAME_LISTS) {
    const names = faker.rawDefinitions.person?.first_name;
    for (const [gender, list] of [
      ["m", names?.male ?? []],
      ["f", names?.female ?? []],
    ] as const) {
      for (const name of list) {
        if (!/^[a-z\u00c0-\u00ff' -]+$/iu.test(name)) continue;
        const sound = soundOf(name, language);
        if (sound.length < MIN_SOUND) continue;
        const seen = sounds.get(sound);
        sounds.set(sound, seen === undefined || seen === gender ? gender : "either");
      }
    }
  }
  soundsCache.set(language, sounds);
  return sounds;
}

let latinNames: Map<string, Gender | "either"> | null = null;

/**
 * The gender of a first name written in Latin letters as faker's lists of the name locales spell it
 * ("Kumar", "Farah", "Anil"), "either" where the lists give it to both, or null for a word no list holds.
 */
export function latinFirstName(word: string): Gender | "either" | null {
  if (!latinNames) {
    latinNames = new Map();
    for (const faker of NAME_LISTS) {
      const names = faker.rawDefinitions.person?.first_name;
      for (const [gender, list] of [
        ["m", names?.male ?? []],
        ["f", names?.female ?? []],
      ] as const)
        for (const name of list) {
          const key = name.toLowerCase();
          const seen = latinNames.get(key);
          latinNames.set(key, seen === undefined || seen === gender ? gender : "either");
        }
    }
  }
  return latinNames.get(word.toLowerCase()) ?? null;
}

/**
 * The gender a Latin first name no list holds leans to by its end, as Indian names written in Latin letters
 * do: "Roshni", "Khushi" (-i, -ee) a girl's or a woman's; "Baldev", "Jeet", "Bahadur", "Ganpat", "Sher Singh"
 * (the ends of men's names) a boy's or a man's. Null for other ends ("Anu", "Ramu", "Pinky" are either).
 */
export function latinNameEnding(word: string): Gender | null {
  const last = word.toLowerCase().split(/\s+/u).at(-1) ?? "";
  if (/(?:i|ee)$/u.test(last)) return "f";
  if (/(?:dev|deep|dip|jeet|jit|pal|raj|inder|esh|ish|singh|ur|pat)$/u.test(last)) return "m";
  return null;
}

/**
 * The first name a word of an Indian script sounds like, with a case ending of a few letters cut off
 * ("సలీం", "ಸಲೀಂನ": Salim), as the word's first letters, and the name's gender where the lists agree on one.
 */
export function nameBySound(
  word: string,
  language: Language,
  withEnding: boolean,
): { name: string; gender: Gender | null } | null {
  if (BLOCK_START[language] === undefined) return null;
  const norm = normalise(word);
  const chars = Array.from(norm);
  const virama = languageProfiles[language].virama ?? "";
  const candidates = [norm];
  for (let i = chars.length - 1; withEnding && i >= 2; i--) {
    if (graphemeCount(chars.slice(i).join(""), language) > MAX_ENDING) break;
    const prefix = chars.slice(0, i).join("");
    // Inside a letter, the cut leaves its consonant: a name ending in one loses its virama before a vowel
    // ending ("சலீம்" → "சலீமின்").
    if (isDependentMark(chars[i] ?? "")) {
      if (virama && chars[i] !== virama) candidates.push(prefix + virama);
    } else candidates.push(prefix);
  }
  const sounds = namesBySound(language);
  for (const prefix of candidates) {
    const latin = latinOf(prefix, language);
    if (latin === null) return null;
    const sound = soundOf(latin, language);
    const gender = sound.length >= MIN_SOUND ? sounds.get(sound) : undefined;
    if (gender !== undefined) return { name: prefix, gender: gender === "either" ? null : gender };
  }
  return null;
}

/** A word of a sentence where a name may stand, and whether it carries a case ending. */
export interface NameSlot {
  surface: string;
  cased: boolean;
}

/**
 * The names (normalised) a story says by sound: a word that sounds like a first name, in two of its
 * sentences at least and once bare, with no case ending. A common word with a name's sound ("గీత", a line;
 * "నేల", the floor) is seldom said twice in a story; a name the story is about is, and bare where it acts.
 */
export function namesSaidBySound(sentences: NameSlot[][], language: Language): Set<string> {
  const uses = new Map<string, Set<number>>();
  const bare = new Set<string>();
  sentences.forEach((slots, i) => {
    for (const slot of slots) {
      const found = nameBySound(slot.surface, language, slot.cased);
      if (!found) continue;
      const key = normalise(found.name);
      if (key === normalise(slot.surface)) bare.add(key);
      uses.set(key, new Set([...(uses.get(key) ?? []), i]));
    }
  });
  return new Set([...uses].filter(([key, at]) => at.size >= 2 && bare.has(key)).map(([key]) => key));
}
