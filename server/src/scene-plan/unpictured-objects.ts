import type { Language } from "@reelsmith/contract/languages";
import { ADJECTIVES_BEFORE_NOUN } from "./languages/noun-phrase-words";
import { PEOPLE_WORDS } from "./languages/people-words";
import type { Match } from "./match";
import { partsOfSpeech } from "./pos";
import type { SceneAction } from "./scene-plan-schema";
import type { Token } from "./text";
import { DETERMINERS } from "./verb-words";
import { findVerbs } from "./verbs";
import { FUNCTION_WORDS, PRONOUNS } from "./words";

/**
 * Poses whose picture holds a particular thing when the sentence names none (a ball thrown, a suitcase
 * pulled, a cart pushed): wrong for anything else the verb is done to. Giving, carrying, picking, eating
 * and drinking hold a thing of their class (a parcel, a basket, a bowl), right for most of what is named.
 */
const SPECIFIC_POSES: ReadonlySet<SceneAction> = new Set(["throw", "push", "pull"]);

/** The accusative ending of the languages that join case endings: what the verb is done to. */
const ACCUSATIVE: Partial<Record<Language, RegExp>> = {
  kn: /ನ್ನು$/u,
  ta: /(ை|ஐ)(க்|ச்|த்|ப்)?$/u,
  te: /(ను|ని|న్ని)$/u,
};

/** The languages whose verb ends its clause: what it is done to stands right before it. */
const VERB_LAST: ReadonlySet<Language> = new Set(["hi", "kn", "ta", "te"]);

/** A word that may head what a verb is done to: no function word, article, possessive or pronoun. */
function contentWord(t: Token, language: Language): boolean {
  return (
    !FUNCTION_WORDS[language].has(t.norm) &&
    !DETERMINERS[language].has(t.norm) &&
    !PEOPLE_WORDS[language].possessives.has(t.norm) &&
    PRONOUNS[language][t.norm] === undefined &&
    /\p{L}/u.test(t.norm)
  );
}

/** Whether a person, an animal or a thing is drawn for any word of [from, to). */
const drawnIn = (matches: Match[], from: number, to: number) =>
  matches.some(
    (m) =>
      m.start < to &&
      m.end > from &&
      m.concepts.some((c) => c.kind === "object" || c.kind === "person" || c.kind === "animal"),
  );

/** Whether a person is drawn for word `at` ("Opa" in "warf Opa Kofi sein Netz"). */
const personIn = (matches: Match[], at: number) =>
  matches.some((m) => at >= m.start && at < m.end && m.concepts.some((c) => c.kind === "person"));

/**
 * The word after the verb a Latin-script sentence does something to: the noun of the phrase an article or a
 * possessive opens ("threw his old net" → "net"; German's capitalised noun; Spanish and French name the
 * noun first), or an English noun compromise tags as one ("threw stones"). An adverb ("pulled hard") is
 * done to nothing.
 */
function objectAfter(
  tokens: Token[],
  matches: Match[],
  from: number,
  language: Language,
  people: ReadonlySet<number>,
): number {
  let i = from;
  let opened = false;
  // German puts the subject after the verb ("warf Kofi sein Netz"): past the people named there.
  const someone = (j: number) => people.has(j) || personIn(matches, j);
  while (i < tokens.length && (someone(i) || !contentWord(tokens[i] as Token, language))) {
    const t = tokens[i] as Token;
    const determiner = DETERMINERS[language].has(t.norm) || PEOPLE_WORDS[language].possessives.has(t.norm);
    if ((!someone(i) && !determiner) || t.comma) return -1;
    opened ||= determiner;
    i++;
  }
  if (i >= tokens.length) return -1;
  if (language === "en") {
    // The phrase's nouns and adjectives: its head is its first noun ("the net back"), and a phrase with a
    // picture in it ("the rubber ball") is drawn.
    const pos = partsOfSpeech(tokens.map((t) => t.surface).join(" "), tokens, language);
    const nounish = (j: number) => pos?.[j] === "noun" || pos?.[j] === "adjective";
    let end = i;
    while (end < Math.min(tokens.length, i + 3) && nounish(end) && !tokens[end - 1]?.comma) end++;
    const noun = pos?.slice(i, end).indexOf("noun") ?? -1;
    return noun < 0 || drawnIn(matches, i, end) ? -1 : i + noun;
  }
  if (!opened) return -1;
  while (ADJECTIVES_BEFORE_NOUN[language].has(tokens[i]?.norm ?? "") && i + 1 < tokens.length) i++;
  if (language === "de") {
    for (let j = i; j < Math.min(tokens.length, i + 3); j++) if (tokens[j]?.capitalised) return j;
    return -1;
  }
  return i;
}

/** The word before the verb an Indian-language sentence does something to: the accusative, else the bare
 * noun right before the verb. */
function objectBefore(
  tokens: Token[],
  verbAt: number,
  language: Language,
  people: ReadonlySet<number>,
): number {
  const accusative = ACCUSATIVE[language];
  for (let j = verbAt - 1; j >= Math.max(0, verbAt - 3); j--) {
    const t = tokens[j] as Token;
    if (people.has(j) || t.comma) return -1;
    if (accusative?.test(t.norm)) return contentWord(t, language) ? j : -1;
  }
  const before = tokens[verbAt - 1];
  return before && !people.has(verbAt - 1) && contentWord(before, language) ? verbAt - 1 : -1;
}

/**
 * What the pose `action` of the one named at word `at` is done to, as the sentence words it, where the
 * sentence draws no picture of it ("threw his net", "echó la red", "ಬಲೆಯನ್ನು ಎಳೆದನು"): their hands are
 * drawn empty rather than holding a ball or a suitcase in its place. Null where the verb is done to a thing
 * or someone drawn, to nothing ("pushed hard"), or where the pose holds no particular thing.
 */
export function unpicturedObject(
  tokens: Token[],
  matches: Match[],
  at: number,
  action: SceneAction,
  people: ReadonlySet<number>,
  language: Language,
): string | null {
  if (!SPECIFIC_POSES.has(action)) return null;
  const verbs = findVerbs(tokens, language).filter((v) => v.action === action && !v.purpose);
  const verb = verbs.find((v) => v.at > at) ?? verbs.at(-1);
  if (!verb) return null;
  const i = VERB_LAST.has(language)
    ? objectBefore(tokens, verb.at, language, people)
    : objectAfter(tokens, matches, verb.end, language, people);
  if (i < 0 || drawnIn(matches, i, i + 1)) return null;
  return (tokens[i] as Token).surface.slice(0, 80);
}
