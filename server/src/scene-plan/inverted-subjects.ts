import type { Language } from "@reelsmith/contract/languages";
import type { SceneAction } from "./scene-plan-schema";
import type { Token } from "./text";
import { DETERMINERS } from "./verb-words";
import { FUNCTION_WORDS } from "./words";

/** Poses of verbs that take no object: one named right after such a verb is who does it ("salió corriendo
 * un perro", "sur la branche chantait un merle", "out of the hedge ran a fox"), never what it is done to. */
const INTRANSITIVE: ReadonlySet<SceneAction> = new Set<SceneAction>([
  "walk",
  "run",
  "sit",
  "dance",
  "sleep",
  "swim",
  "sing",
  "cry",
  "laugh",
]);

/** Determiners fused with a preposition ("al parque", "du buisson"): a place or a source, no subject. */
const WITH_PREPOSITION: ReadonlySet<string> = new Set(["al", "del", "au", "aux", "du"]);

/** The most words between a verb and its subject put after it ("salió volando un gran murciélago"). */
const REACH = 3;

/** Languages whose subject stands before its verb, put after it only by such inversion (German has its
 * own verb-second reading of a subject after the verb). */
const INVERTING: ReadonlySet<Language> = new Set<Language>(["en", "es", "fr"]);

/**
 * Where the subject of an intransitive verb stands after it: the first of `doers` within a few words after
 * the verb's end, with only determiners, adjectives and gerunds between ("apareció de pronto" puts a
 * preposition between and names nobody). -1 where none does.
 */
export function invertedSubjectAt(
  verbEnd: number,
  action: SceneAction | null,
  doerAts: readonly number[],
  tokens: Token[],
  language: Language,
): number {
  if (!INVERTING.has(language) || !action || !INTRANSITIVE.has(action)) return -1;
  if (tokens[verbEnd - 1]?.comma) return -1;
  for (let k = verbEnd; k < Math.min(tokens.length, verbEnd + REACH + 1); k++) {
    if (doerAts.includes(k)) return k;
    const t = tokens[k];
    if (!t || t.comma || t.semicolon || WITH_PREPOSITION.has(t.norm)) return -1;
    if (FUNCTION_WORDS[language].has(t.norm) && !DETERMINERS[language].has(t.norm)) return -1;
  }
  return -1;
}
