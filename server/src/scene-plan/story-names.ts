import type { Language } from "@reelsmith/contract/languages";
import { givenNameIn, knownPrefix } from "./given-names";
import { OLD_WORDS } from "./languages/people-words";
import { RULES } from "./languages/rules";
import { type Token, tokenize } from "./text";
import { AND_WORDS } from "./verb-words";
import { LITTLE_WORDS } from "./words";

/**
 * Names no list has, found in the Indian scripts (which write no capitals) by how the story joins them to
 * people: a word joined by "and" to a name the story knows, a word after "old", and a name a later
 * sentence finds, which is the same person in the sentences before.
 */

/** The word at `at` is a name the story knows, a given name, or one this sentence found already. */
function nameAt(tokens: Token[], at: number, known: ReadonlySet<string>, language: Language): boolean {
  const t = tokens[at];
  if (!t) return false;
  const joins = RULES[language].joinedEndings;
  const bare = joins?.nameWithoutAnd && joins.andSuffix?.test(t.norm) ? joins.nameWithoutAnd(t.norm) : t.norm;
  return (
    knownPrefix(t.norm, known, language) !== null ||
    knownPrefix(bare, known, language) !== null ||
    givenNameIn(t.surface, language) !== null ||
    givenNameIn(bare, language) !== null
  );
}

/**
 * The unlisted word at `at` joined to a name right after it ("జమీలా, కిషోర్ ... నడిచారు", "ಜಮೀಲಾ ಮತ್ತು ಕಿಶೋರ್",
 * "ஜமீலாவும் கிஷோரும்", "जमीला और किशोर"): the name it is, without Tamil's "-உம்" (and), else null. A comma
 * joins two people only before a plural verb, where the language says so (Telugu); Tamil's "-உம்" joins
 * only where the name after it takes it too.
 */
export function nameJoinedBefore(
  tokens: Token[],
  at: number,
  known: ReadonlySet<string>,
  language: Language,
): string | null {
  const t = tokens[at];
  if (!t) return null;
  const joins = RULES[language].joinedEndings;
  const last = tokens.at(-1)?.norm ?? "";
  const next = tokens[at + 1];
  if (!t.comma && AND_WORDS[language].has(next?.norm ?? "") && nameAt(tokens, at + 2, known, language))
    return t.surface;
  // "తాడు వదిలేసింది, మోతీ జట్టు": a finite verb closes its clause before the comma, and names nobody.
  if (
    t.comma &&
    joins?.commaJoins &&
    !joins.finiteVerb?.test(t.norm) &&
    joins.pluralVerbEnding?.test(last) &&
    nameAt(tokens, at + 1, known, language)
  )
    return t.surface;
  if (
    !t.comma &&
    joins?.andSuffix?.test(t.norm) &&
    joins.nameWithoutAnd &&
    next !== undefined &&
    joins.andSuffix.test(next.norm) &&
    nameAt(tokens, at + 1, known, language)
  )
    return joins.nameWithoutAnd(t.surface);
  return null;
}

/**
 * The unlisted word at `at` joined by "and" to a name right before it, perhaps with "little" between ("ರಿಯಾ
 * ಮತ್ತು ಪುಟ್ಟ ಸೋನು", "ரியாவும் குட்டி சோனுவும்", "रिया और नन्हा सोनू", "రియా, చిన్న సోను"): the second of the
 * two people, as the word before a name is the first; without Tamil's "-உம்", which joins only where the
 * name before it takes it too. `named` says which words this sentence has already found to be names.
 */
export function nameJoinedAfter(
  tokens: Token[],
  at: number,
  known: ReadonlySet<string>,
  named: (at: number) => boolean,
  language: Language,
): string | null {
  const t = tokens[at];
  // "little" itself is no name ("ರಿಯಾ ಮತ್ತು ಪುಟ್ಟ ಸೋನು": the name is the word after it).
  if (!t || LITTLE_WORDS[language].has(t.norm)) return null;
  const joins = RULES[language].joinedEndings;
  const little = LITTLE_WORDS[language].has(tokens[at - 1]?.norm ?? "") ? 1 : 0;
  const isName = (i: number) => named(i) || nameAt(tokens, i, known, language);
  const before = at - 1 - little;
  const andAt = tokens[before];
  if (andAt && AND_WORDS[language].has(andAt.norm) && !tokens[before - 1]?.comma && isName(before - 1))
    return t.surface;
  if (
    joins?.andSuffix?.test(t.norm) &&
    joins.nameWithoutAnd &&
    andAt !== undefined &&
    !andAt.comma &&
    joins.andSuffix.test(andAt.norm) &&
    isName(before)
  )
    return joins.nameWithoutAnd(t.surface);
  return null;
}

/** The word before `at` says "old" ("ముసలి గోవిందు", "ವಯಸ್ಸಾದ ಗೋವಿಂದು", "बूढ़े गोविंदू", "old Govindu"). */
/** "six-year-old Pooja", "a two-month-old calf": the "old" at `at` ends an age, and says nobody is old. */
export function ageInYears(tokens: Token[], at: number): boolean {
  return /^(?:years?|months?|weeks?|days?)$/u.test(tokens[at - 1]?.norm ?? "");
}

export function oldBefore(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at - 1]?.norm ?? "";
  if (tokens[at - 1]?.comma || ageInYears(tokens, at - 1)) return false;
  return OLD_WORDS[language]?.has(word) === true || RULES[language].postpositions?.old.has(word) === true;
}

/**
 * Family words the lexicon leaves out because they are also a common word: Kannada "ತಮ್ಮ" is a younger
 * brother and "their own", Telugu "అన్న" an elder brother and "said". After "his / her" only the brother
 * is meant ("ಅವಳ ತಮ್ಮ", "ఆమె అన్న").
 */
const OWNED_ONLY_KIN: Record<Language, ReadonlySet<string> | null> = {
  kn: new Set(["ತಮ್ಮ"]),
  te: new Set(["అన్న"]),
  ta: null,
  hi: null,
  en: null,
  es: null,
  fr: null,
  de: null,
};

/** The word at `at` is the name of a younger sibling after "his / her" ("ಅವಳ ತಮ್ಮ ಕಿರಣ್"). */
export function afterYoungerKin(
  tokens: Token[],
  at: number,
  owners: ReadonlySet<string> | null,
  language: Language,
): boolean {
  return (
    afterOwnedKin(tokens, at, owners, language) &&
    RULES[language].joinedEndings?.youngerOwnedKin?.has(tokens[at - 1]?.norm ?? "") === true
  );
}

/** The word at `at` follows "his / her" and such a family word ("ಅವಳ ತಮ್ಮ ಕಿಶೋರ್", "ಅವಳ ಪುಟ್ಟ ತಮ್ಮ ಕಿಶೋರ್"):
 * that relative's name; these family words are all brothers. */
export function afterOwnedKin(
  tokens: Token[],
  at: number,
  owners: ReadonlySet<string> | null,
  language: Language,
): boolean {
  const kin = tokens[at - 1];
  return kin !== undefined && !kin.comma && ownedKinAt(tokens, at - 1, owners, language);
}

/** The word at `at` is such a family word after "his / her", "little" between them or not ("ಅವಳ ತಮ್ಮ",
 * "ಅವಳ ಪುಟ್ಟ ತಮ್ಮ": her little brother). */
export function ownedKinAt(
  tokens: Token[],
  at: number,
  owners: ReadonlySet<string> | null,
  language: Language,
): boolean {
  if (OWNED_ONLY_KIN[language]?.has(tokens[at]?.norm ?? "") !== true || !owners) return false;
  const before = tokens[at - 1]?.norm ?? "";
  return owners.has(before) || (LITTLE_WORDS[language].has(before) && owners.has(tokens[at - 2]?.norm ?? ""));
}

/**
 * Of the names a first reading of the story found, those it writes in two sentences or more ("ఫరా ...
 * కూర్చుని" before "ఫరా, సామి ... నిద్రపోయారు"): known from its first sentence on, so a sentence that names
 * her where no rule of its own finds a name still draws her.
 */
export function namesToSeed(
  found: ReadonlySet<string>,
  sentences: string[],
  language: Language,
): Set<string> {
  const words = sentences.map((text) => tokenize(text, language).map((t) => t.norm));
  const seeds = new Set<string>();
  for (const name of found) {
    const one = new Set([name]);
    const uses = words.filter((ws) => ws.some((w) => knownPrefix(w, one, language) !== null)).length;
    if (uses >= 2) seeds.add(name);
  }
  return seeds;
}

/** A name without Tamil's "-உம்" (and) joined to it ("சுஜியும்": சுஜி), so its other cases find it again. */
export function withoutAnd(surface: string, language: Language): string {
  const joins = RULES[language].joinedEndings;
  return joins?.nameWithoutAnd && joins.andSuffix?.test(surface) ? joins.nameWithoutAnd(surface) : surface;
}
