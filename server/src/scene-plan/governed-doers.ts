import type { Language } from "@reelsmith/contract/languages";
import { PEOPLE_WORDS } from "./languages/people-words";
import { RULES } from "./languages/rules";
import { isIndic, type Token } from "./text";
import { DETERMINERS } from "./verb-words";

/** Someone named in a sentence, where (the word index) and who. */
interface Named {
  id: string;
  at: number;
}

/** "of" before an owner, in the languages whose clitic rules list none. */
const OWNER_OF: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(["of"]),
  de: new Set(["von", "vom", "des", "der"]),
};

/** "Leena, la petite-fille de M. Hamid, a distribué", "Biscuit, el gatito de mi prima Farah, se escapó": the
 * owner inside a noun set off by commas after someone named is no subject; the one named before it is. */
export function ownerInApposition(
  d: Named,
  named: readonly Named[],
  tokens: Token[],
  language: Language,
): boolean {
  if (isIndic(language)) return false;
  const of = RULES[language].clitics?.genitive ?? OWNER_OF[language];
  if (!of) return false;
  let opens = d.at - 1;
  while (opens >= 0 && opens > d.at - 8 && !tokens[opens]?.comma && !tokens[opens]?.semicolon) opens--;
  if (opens < 0 || !tokens[opens]?.comma || !named.some((o) => o.at === opens && o.id !== d.id)) return false;
  const closes = tokens.findIndex((t, i) => i >= d.at && (t.comma || t.semicolon));
  if (closes < 0 || closes > d.at + 2) return false;
  return tokens.slice(opens + 1, d.at).some((t) => of.has(t.norm));
}

/** German prepositions: with the verb second, the one named after one before the verb ("bei Frau Usha
 * spazierte ein Huhn herein") is no subject; the subject follows the verb. The other languages put their
 * subject first, and a person after a preposition right before the verb ("se enfadó con él y le hizo
 * sentarse") is as often the one who does it. */
const PREPOSITIONS: Partial<Record<Language, ReadonlySet<string>>> = {
  de: new Set(
    "mit bei zu zur zum nach aus neben hinter vor unter über für ohne durch gegen gegenüber samt".split(" "),
  ),
};

/** "Mitten in der Stunde bei Frau Usha spazierte ein Huhn herein": the one after a preposition, with an
 * article, a possessive, a title or an adjective between, is no subject of the verb after it (the hen walks). */
export function governedByPreposition(d: Named, tokens: Token[], language: Language): boolean {
  const prepositions = PREPOSITIONS[language];
  if (!prepositions) return false;
  const people = PEOPLE_WORDS[language];
  const between = (t: Token) =>
    DETERMINERS[language].has(t.norm) ||
    people.possessives.has(t.norm) ||
    people.titles.has(t.norm) ||
    // German adjectives are written small and end in their case ("kleinen", "alte").
    (language === "de" && !t.capitalised && /(e|en|er|em|es)$/u.test(t.norm));
  for (let i = d.at - 1; i >= Math.max(0, d.at - 4); i--) {
    const t = tokens[i];
    if (!t || t.comma || t.semicolon) return false;
    if (prepositions.has(t.norm)) return true;
    if (!between(t)) return false;
  }
  return false;
}
