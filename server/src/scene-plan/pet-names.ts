import type { Language } from "@reelsmith/contract/languages";
import { languageProfiles } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import { graphemeCount, isDependentMark, type Token } from "./text";

/**
 * Pets named in a case: Kannada, Tamil and Telugu join the case to the name after the animal's word ("ತನ್ನ
 * ನಾಯಿ ಮೋತಿಯನ್ನು", "தன் நாய் மோதியைத்", "తన కుక్క మోతీని": his dog Moti, as object). The name is the word
 * with its case cut off, and the glide ("ಯ", "ವ", "ய", "வ") a vowel-final name takes before it.
 */

/** The object case a name takes: a pet's name in another case ("బయటికి": outward) is mostly some other word. */
const CASE_ENDINGS: Partial<Record<Language, RegExp>> = {
  kn: /ನ್ನು$/u,
  // Tamil doubles the next word's first consonant after the object case ("மோதியைத் தேடினான்").
  ta: /(ைக்|ைச்|ைத்|ைப்|ை)$/u,
  te: /(ని|ను)$/u,
};

/** The glide consonant a vowel-final name takes before a vowel ending. */
const GLIDES: Partial<Record<Language, RegExp>> = {
  kn: /(?<=[\p{M}\u0C85-\u0C94])[ಯವ]$/u,
  ta: /(?<=[\p{M}\u0B85-\u0B94])[யவ]$/u,
  te: /(?<=[\p{M}\u0C05-\u0C14])[యవ]$/u,
};

/**
 * The name a word is with a case ending cut off ("ಮೋತಿಯನ್ನು" → "ಮೋತಿ", "கருப்பனை" → "கருப்பன்", "మోతీని" →
 * "మోతీ"), or null where no case ending is on it or too little is left to be a name.
 */
export function nameInCase(word: string, language: Language): string | null {
  const ending = CASE_ENDINGS[language];
  const found = ending?.exec(word);
  if (!found) return null;
  let stem = word.slice(0, found.index);
  const glide = GLIDES[language];
  const last = stem.at(-1);
  const virama = languageProfiles[language].virama;
  if (glide?.test(stem)) stem = stem.slice(0, -1);
  // A consonant-final name lost its virama before the vowel ending ("கருப்பனை": கருப்பன்).
  else if (language === "ta" && virama && last !== undefined && !isDependentMark(last)) stem += virama;
  // Telugu writes its case on a vowel-final name only; a stem ending bare is some other word.
  else if (language === "te" && (last === undefined || !isDependentMark(last))) return null;
  return graphemeCount(stem, language) >= 2 ? stem : null;
}

/**
 * The word at `at` names the pet right before it, in a case ("ತನ್ನ ನಾಯಿ ಮೋತಿಯನ್ನು", "அவர்கள் பூனை மல்லியை"):
 * its name without the case, or null. The animal is someone's, by an owner's word before it, or the story
 * knows the name already (`known`); a bare animal's word before a word in a case is its object ("ನಾಯಿ
 * ಫ್ರಿಸ್ಬೀಯನ್ನು ಹಿಡಿಯಿತು": the dog caught the frisbee).
 */
export function petNameInCase(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  owners: ReadonlySet<string>,
  known: (name: string) => boolean,
  language: Language,
): string | null {
  const t = tokens[at];
  const animal = tokens[at - 1];
  const m = matched.get(at - 1);
  if (!t || !animal || animal.comma || matched.has(at)) return null;
  if (m === undefined || m.start !== at - 1 || m.end !== at) return null;
  if (!m.concepts.some((c) => c.kind === "animal")) return null;
  const name = nameInCase(t.norm, language);
  if (name === null) return null;
  return owners.has(tokens[at - 2]?.norm ?? "") || known(name) ? name : null;
}
