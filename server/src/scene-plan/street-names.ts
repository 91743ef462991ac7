/**
 * A building a street is named after is no thing of the scene: "his bakery on Church Lane", "la calle de la
 * Iglesia", "la rue de l'Église", "ಚರ್ಚ್ ಸ್ಟ್ರೀಟ್‌ನ ಕೆಫೆ", "చర్చి వీధిలోని బేకరీ" draw the street or the bakery, and
 * no church.
 */
import type { Language } from "@reelsmith/contract/languages";
import { PART_HEADS } from "./languages/place-words";
import { RULES } from "./languages/rules";
import { lexiconFor } from "./lexicon";
import type { Match } from "./match";
import { BUILDING_ICONS } from "./place-locators";
import { isIndic, type Token } from "./text";
import { DETERMINERS } from "./verb-words";

/** Whether a street (a place, not a hint of one) is named starting at word `at`, or ending there. */
const streetAt = (matches: Match[], at: number, edge: "start" | "end") =>
  matches.some(
    (n) => n[edge] === at && n.concepts.some((c) => c.kind === "place" && c.place === "street" && !c.hint),
  );

const STREET: ReadonlySet<string> = new Set(["street"]);

/**
 * "la calle de la Colina", "la rue de l'Église": a capitalised word after one of `ways` (a place) and "de"
 * (PART_HEADS' `of`) names that way.
 */
export function namesWayBefore(
  tokens: Token[],
  m: Match,
  matches: Match[],
  of: ReadonlySet<string>,
  ways: ReadonlySet<string>,
  language: Language,
): boolean {
  if (!tokens[m.start]?.capitalised) return false;
  const at = DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "") ? m.start - 1 : m.start;
  const joined = tokens[at - 1];
  if (!joined || !of.has(joined.norm)) return false;
  return matches.some(
    (n) => n.end === at - 1 && n.concepts.some((c) => c.kind === "place" && ways.has(c.place)),
  );
}

/**
 * Whether a building drawn as a thing only names the street after it: capitalised with the street's word
 * ("Church Street"), capitalised after the street and "de" in Spanish and French, or in the Indian languages
 * bare (in no case) right before the street's word.
 */
export function buildingNamesStreet(
  tokens: Token[],
  m: Match,
  matches: Match[],
  language: Language,
): boolean {
  // A temple or a church is read as the street with the building's picture.
  const pictured = (c: Match["concepts"][number]) =>
    (c.kind === "object" || c.kind === "place") && c.icon !== undefined && BUILDING_ICONS.has(c.icon);
  const building = m.concepts.some(pictured);
  const only = m.concepts.every((c) => pictured(c) || (c.kind === "place" && c.place === "street"));
  if (!building || !only) return false;
  const last = tokens[m.end - 1];
  if (!last || last.comma) return false;
  if (isIndic(language))
    return lexiconFor(language).exact.has(last.norm) && streetAt(matches, m.end, "start");
  const { of } = PART_HEADS[language];
  if (of) return namesWayBefore(tokens, m, matches, of, STREET, language);
  const next = tokens[m.end];
  const streetWord = RULES[language].fewEndings?.streetWords?.has(next?.norm ?? "") === true;
  return last.capitalised && next?.capitalised === true && (streetWord || streetAt(matches, m.end, "start"));
}
