import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { Token } from "./text";
import { PLACE_PREPOSITIONS } from "./words";

/**
 * "in Cubbon Park", "at Nehru Park", "to Lalbagh Garden": a capitalised word after a place's name, itself
 * after a preposition of place, that the lexicon reads as a place is the kind of the place named, no
 * person's name (Park is a surname too): the place is drawn. "Mr Park" and "Jin Park" have no preposition
 * before the name, and stay people.
 */
export function namedPlaceKind(
  tokens: Token[],
  at: number,
  matched: Map<number, Match>,
  language: Language,
): boolean {
  const name = tokens[at - 1];
  const before = tokens[at - 2];
  if (!tokens[at]?.capitalised || !name?.capitalised || name.comma || !before) return false;
  if (!PLACE_PREPOSITIONS[language].has(before.norm)) return false;
  return matched.get(at)?.concepts.some((c) => c.kind === "place") ?? false;
}
