import type { Language } from "@reelsmith/contract/languages";
import { PEOPLE_WORDS } from "./languages/people-words";
import { IT_WORDS, RELATIVE_FORMS } from "./languages/subject-words";
import type { Token } from "./text";
import { AND_WORDS, DETERMINERS } from "./verb-words";

/** Where someone of a sentence is named: the word their mention stands at. */
interface Named {
  at: number;
}

/**
 * "Sunny and the manager, Mrs Costa, knelt", "Suresh, the forest guard, and his men pushed": a noun set off by
 * commas right after someone named (a comma after the first, a comma closing the second, a title or an
 * article and an adjective or two between) is that same person, so both share the verb. The Indian languages
 * list people with a comma ("మీరా, లియో"), and their joining is their own (verbs.ts).
 */
export function apposed(first: Named, second: Named, tokens: Token[]): boolean {
  const [p, q] = first.at < second.at ? [first.at, second.at] : [second.at, first.at];
  if (q - p < 2 || q - p > 4) return false;
  if (tokens[p]?.comma !== true || tokens[q]?.comma !== true) return false;
  return tokens.slice(p + 1, q).every((t) => !t.comma && !t.semicolon);
}

/** Whether the comma after the word at `i` closes a noun set off by commas after someone named (one named
 * too, or an article opening it: "Suresh, el guarda forestal,"): an "and" after it ("Suresh, the forest
 * guard, and his men") still joins people. */
export function closesApposition(
  i: number,
  named: readonly Named[],
  tokens: Token[],
  language: Language,
): boolean {
  const at = named.find((n) => n.at === i);
  if (at) return named.some((o) => o.at < i && apposed(o, at, tokens));
  return named.some(
    (o) =>
      o.at < i && DETERMINERS[language].has(tokens[o.at + 1]?.norm ?? "") && apposed(o, { at: i }, tokens),
  );
}

/**
 * "Parvati and the other women", "Parvati y las demás mujeres", "Parvati et les autres femmes": an "and" right
 * after the first person, then an article or a possessive and a word or two, joins the two named as one
 * subject, however many words the second takes.
 */
export function andGroup(first: Named, second: Named, tokens: Token[], language: Language): boolean {
  const [a, b] = first.at < second.at ? [first.at, second.at] : [second.at, first.at];
  if (b - a > 7 || b - a < 3) return false;
  const and = tokens[a + 1];
  if (!and || tokens[a]?.comma || !AND_WORDS[language].has(and.norm)) return false;
  const opener = tokens[a + 2]?.norm ?? "";
  if (!DETERMINERS[language].has(opener) && !PEOPLE_WORDS[language].possessives.has(opener)) return false;
  const between = tokens.slice(a + 1, b);
  if (between.some((t) => t.semicolon)) return false;
  const commas = between.filter((t) => t.comma);
  if (commas.length === 0) return b - a <= 5;
  // "Sunny y la encargada, la señora Costa,": the noun after "and" and the name set off after it are one.
  const c = commas[0]?.index ?? a;
  return commas.length === 1 && c - a <= 4 && b - c <= 3 && tokens[b]?.comma === true;
}

/**
 * Whether a semicolon after the verb before (at `from`) opens a clause whose subject is "it" ("ಓಡಿದರು; ಅದು
 * ... ಕುಳಿತು": they ran; it sat): the verb at `at` in it is no one's who did the verb before.
 */
export function itsClause(at: number, from: number, tokens: Token[], language: Language): boolean {
  const it = IT_WORDS[language];
  if (!it) return false;
  for (let i = Math.max(0, from - 1); i < at; i++)
    if (tokens[i]?.semicolon === true) return tokens.slice(i + 1, at).some((t) => it.has(t.norm));
  return false;
}

/**
 * A relative participle in the middle of a clause ("ಮಗಳು ಬರೆದ ಪತ್ರವನ್ನು ಓದಲು": to read the letter the daughter
 * wrote): whether the verb at `word` is one (no comma after it, a word after it), and who its subject is when
 * named right before it (`undefined`: no one). Its verb is no one's pose.
 */
export function relativeParticiple<D extends Named>(
  at: number,
  word: number,
  doers: readonly D[],
  tokens: Token[],
  language: Language,
): { subject: D | undefined } | null {
  const form = RELATIVE_FORMS[language];
  const t = tokens[word];
  if (!form || !t || t.comma || t.semicolon || word >= tokens.length - 1 || !form.test(t.norm)) return null;
  return { subject: doers.find((d) => d.at === at - 1) };
}
