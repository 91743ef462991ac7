import type { Language } from "@reelsmith/contract/languages";
import { FROM_TO } from "./languages/place-words";
import type { Match } from "./match";
import type { Token } from "./text";
import { DETERMINERS } from "./verb-words";

/** How many words may stand between the place left and the place gone to ("from school straight to"). */
const TRIP_GAP = 3;

/** Whether `m` names a place, read as a place and not a hint. */
const namesPlace = (m: Match) => m.concepts.some((c) => c.kind === "place" && !c.hint);

/** Whether one of `words` stands right before a place or before its article ("del colegio", "de l'école",
 * "von der Schule"). */
function saidBefore(tokens: Token[], m: Match, words: readonly string[], language: Language): boolean {
  const said = (at: number) => {
    const word = tokens[at];
    return word !== undefined && !word.comma && words.includes(word.norm);
  };
  const article = DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "");
  return said(m.start - 1) || (article && said(m.start - 2));
}

/**
 * "Dad drove Aarav straight from school to the hospital", "de l'école à l'hôpital", "von der Schule ins
 * Krankenhaus": a place named as the start of a trip whose end the sentence names next is left behind; the
 * scene is where the trip goes.
 */
export function tripStart(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  const rule = FROM_TO[language];
  if (!rule || !saidBefore(tokens, m, rule.from, language)) return false;
  return matches.some(
    (n) =>
      n !== m &&
      namesPlace(n) &&
      n.start >= m.end &&
      n.start <= m.end + TRIP_GAP &&
      tokens.slice(m.end - 1, n.start - 1).every((t) => !t.comma) &&
      saidBefore(tokens, n, rule.to, language),
  );
}
