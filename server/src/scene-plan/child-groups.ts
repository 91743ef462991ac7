import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

/**
 * Words for a side in a game ("the two teams", "su equipo", "ihre Mannschaft", "उसकी टीम", "ಅವಳ ತಂಡ",
 * "அவள் அணியினர்", "ఆమె జట్టు"), with the case endings Kannada, Tamil and Telugu join on. Tamil "அணி" is also
 * the stem of "to wear" ("அணிந்து"), so only the noun's own endings are read.
 */
const TEAM_WORDS: Record<Language, RegExp> = {
  en: /^teams?$/u,
  es: /^equipos?$/u,
  fr: /^équipes?$/u,
  de: /^(?:mannschaft(?:en)?|teams?)$/u,
  hi: /^(?:टीम|टीमें|टीमों)$/u,
  kn: /^ತಂಡ(?:ಗಳ\p{M}*.*|ದ\p{M}*.*|ವ\p{M}*.*|ಕ್ಕೆ)?$/u,
  ta: /^அணி(?:கள்|களை|களையும்|களும்|யினர்|யினரும்|யினரை|யின்|யில்|க்கு)?$/u,
  te: /^(?:జట్టు|జట్ల|జట్టుకు|జట్టుని|జట్టును|జట్లు|జట్లనీ|జట్లని|జట్లను)$/u,
};

/**
 * Words for a school as the pupils in it ("Bindu's school played", "el colegio de Bindu", "Bindus Schule",
 * "बिंदु के स्कूल", "ಬಿಂದುವಿನ ಶಾಲೆಯ", "பிந்துவின் பள்ளி"), with the endings the Indian languages join on.
 */
const SCHOOL_WORDS: Record<Language, RegExp> = {
  en: /^school$/u,
  es: /^(?:colegio|escuela)$/u,
  fr: /^école$/u,
  de: /^schule$/u,
  hi: /^(?:स्कूल|विद्यालय)$/u,
  kn: /^(?:ಶಾಲೆ|ಸ್ಕೂಲ)\p{M}*.*$/u,
  ta: /^பள்ளி(?:யின்|யில்|க்கு|க்கூடம்|க்கூடத்தின்)?$/u,
  te: /^(?:స్కూలు|స్కూల్|బడి|పాఠశాల)\p{M}*.*$/u,
};

/** Whether the word is one for a team ("equipo", "ತಂಡದ"). */
export function isTeamWord(norm: string, language: Language): boolean {
  return TEAM_WORDS[language].test(norm);
}

/** Where each word for a team stands in the sentence. */
export function teamWordsAt(tokens: readonly Token[], language: Language): number[] {
  return tokens.filter((t) => isTeamWord(t.norm, language)).map((t) => t.index);
}

/** Whether the word is one for a school ("colegio", "ಶಾಲೆಯ"). */
export function isSchoolWord(norm: string, language: Language): boolean {
  return SCHOOL_WORDS[language].test(norm);
}

/** Where the first word for a school stands, else -1. */
export function schoolWordAt(tokens: readonly Token[], language: Language): number {
  return tokens.findIndex((t) => isSchoolWord(t.norm, language));
}

/** Plural words for cousins ("her cousins", "sus primos", "ses cousines", "ihre Cousins", "ఆమె కజిన్లు"). */
const PLURAL_COUSINS: Record<Language, RegExp | null> = {
  en: /^cousins$/u,
  es: /^(?:primos|primas)$/u,
  fr: /^(?:cousins|cousines)$/u,
  de: /^(?:cousins|cousinen|vettern)$/u,
  hi: null,
  kn: null,
  ta: null,
  te: /^కజిన్లు$/u,
};

/** Where each plural word for cousins stands. */
export function pluralCousinsAt(tokens: readonly Token[], language: Language): number[] {
  const words = PLURAL_COUSINS[language];
  return words ? tokens.filter((t) => words.test(t.norm)).map((t) => t.index) : [];
}

/** Forms of a school word in no case of place, only as the one that acts or the one that owns ("ಶಾಲೆಯ", "பள்ளியின்"). */
const SCHOOL_UNPLACED: Record<Language, RegExp | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: /^(?:ಶಾಲೆ|ಶಾಲೆಯ|ಶಾಲೆಯು|ಸ್ಕೂಲ್|ಸ್ಕೂಲಿನ)$/u,
  ta: /^(?:பள்ளி|பள்ளியின்|பள்ளிக்கூடம்|பள்ளிக்கூடத்தின்)$/u,
  te: /^(?:స్కూలు|స్కూల్|బడి|పాఠశాల)$/u,
};

/** Words before a school in the Latin scripts that make it where someone is or goes ("to", "al", "à", "zur"). */
const SCHOOL_PLACED: Record<Language, ReadonlySet<string>> = {
  en: new Set("to at in into from near outside inside behind past".split(" ")),
  es: new Set("a al en del desde hacia hasta junto cerca".split(" ")),
  fr: new Set("à au en dans de du vers devant derrière près".split(" ")),
  de: new Set("zu zur in im an am auf aus von vor hinter nach bei".split(" ")),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** Hindi postpositions after a school that make it a place ("स्कूल में", "स्कूल से", "स्कूल तक"). */
const HI_PLACE_AFTER = new Set(["में", "से", "तक", "पर", "को", "की ओर"]);

/**
 * Whether the school at `at`, owned by the name at `ownerAt`, stands for its pupils: it acts or owns what acts
 * ("Bindu's school played", "बिंदु के स्कूल का फ़ाइनल", "ಬಿಂದುವಿನ ಶಾಲೆಯ ಫೈನಲ್"), rather than being where someone
 * is or goes ("to Bindu's school", "al colegio de Bindu", "ಶಾಲೆಗೆ").
 */
export function schoolAsPupils(
  tokens: readonly Token[],
  at: number,
  ownerAt: number,
  language: Language,
): boolean {
  const unplaced = SCHOOL_UNPLACED[language];
  if (unplaced) return unplaced.test(tokens[at]?.norm ?? "");
  if (language === "hi") return !HI_PLACE_AFTER.has(tokens[at + 1]?.norm ?? "");
  // The phrase opens at the owner or the school; a preposition stands right before it or before its article
  // ("to Bindu's school", "to the school of Bindu", "al colegio de Bindu").
  const start = Math.min(at, ownerAt);
  const placed = SCHOOL_PLACED[language];
  const before = (i: number) => !tokens[i]?.comma && placed.has(tokens[i]?.norm ?? "");
  return !before(start - 1) && !(before(start - 2) && !tokens[start - 2]?.comma && !tokens[start - 1]?.comma);
}
