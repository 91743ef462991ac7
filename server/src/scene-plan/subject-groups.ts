import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { PEOPLE_WORDS } from "./languages/people-words";
import { IT_WORDS, RELATIVE_FORMS } from "./languages/subject-words";
import type { Match } from "./match";
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

/** The words for "a" or "one" that open a noun set off after someone ("the librarian, an old man,"). */
const ONE_OF: Record<Language, ReadonlySet<string>> = {
  en: new Set(["a", "an"]),
  es: new Set(["un", "una"]),
  fr: new Set(["un", "une"]),
  de: new Set(["ein", "eine"]),
  hi: new Set(["एक"]),
  kn: new Set(["ಒಬ್ಬ", "ಒಬ್ಬಳು", "ಒಬ್ಬರು"]),
  ta: new Set(["ஒரு"]),
  te: new Set(["ఒక"]),
};

/** Words that may carry a noun set off by commas on past its person word ("an old man with a white beard,"). */
const WITH_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["with", "of"]),
  es: new Set(["con", "de"]),
  fr: new Set(["avec", "à", "a", "au", "aux", "de"]),
  de: new Set(["mit", "von"]),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** "Being", joined to a person word before the person it says ("ಗ್ರಂಥಪಾಲಕರಾದ ಒಬ್ಬ ಮುದುಕರು": an old man who is
 * the librarian), or written apart after it ("లైబ్రేరియన్ అయిన"). */
const BEING: Partial<Record<Language, { joined: RegExp; apart: ReadonlySet<string> }>> = {
  kn: { joined: /(?:ಆದ|ಾದ)$/u, apart: new Set(["ಆದ"]) },
  ta: { joined: /(?:ஆன|ான)$/u, apart: new Set(["ஆன"]) },
  te: { joined: /(?:ఐన|ైన)$/u, apart: new Set(["ఐన", "అయిన"]) },
};

const personOf = (m: Match) => m.concepts.find((c): c is Concept & { kind: "person" } => c.kind === "person");

/**
 * "The librarian, an old man, stamped", "El bibliotecario, un anciano,", "Der Bibliothekar, ein alter Mann,",
 * "लाइब्रेरियन, एक बूढ़े आदमी, ने", "நூலகர், ஒரு முதியவர்,": a person word set off by commas right after another
 * person word, opened by "a" or "one", is that same person (the word before it returned); so is one that a
 * person word joined with "being" stands before ("ಗ್ರಂಥಪಾಲಕರಾದ ಒಬ್ಬ ಮುದುಕರು", "நூலகரான ஒரு முதியவர்"). A list
 * goes on past it ("a farmer, a potter, a weaver") or joins with "and", and is several people; so is one
 * that opens with "a" itself, or whose words give two genders.
 */
export function apposedPersonWord(
  tokens: Token[],
  m: Match,
  matches: readonly Match[],
  language: Language,
): Match | undefined {
  const self = personOf(m);
  const head = matches.filter((h) => h.end <= m.start).at(-1);
  const other = head && personOf(head);
  if (!self || !head || !other) return undefined;
  // A worker met in passing is a man only for want of a word that says otherwise: this one may.
  const genders = [self.gender, other.passing ? "unknown" : other.gender];
  if (!genders.includes("unknown") && genders[0] !== genders[1]) return undefined;
  const one = ONE_OF[language];
  if (one.has(tokens[head.start - 1]?.norm ?? "")) return undefined;
  const last = tokens[head.end - 1];
  let between = tokens.slice(head.end, m.start);
  if (between.some((t) => t.comma || t.semicolon)) return undefined;
  const being = BEING[language];
  if (being && last && !last.comma) {
    if (!being.joined.test(last.norm)) {
      if (!being.apart.has(between[0]?.norm ?? "")) return undefined;
      between = between.slice(1);
    }
    if (one.has(between[0]?.norm ?? "")) between = between.slice(1);
    return between.length <= 1 ? head : undefined;
  }
  if (!last?.comma || between.length === 0 || between.length > 3 || !one.has(between[0]?.norm ?? ""))
    return undefined;
  // The noun closes at a comma or the sentence's end, after an adjective that follows it ("un hombre alto,")
  // or before "with" and what the person has.
  const end = m.end - 1;
  const close =
    tokens[end]?.comma || end === tokens.length - 1 ? end : tokens[end + 1]?.comma ? end + 1 : undefined;
  if (close === undefined) return WITH_WORDS[language].has(tokens[m.end]?.norm ?? "") ? head : undefined;
  const next = tokens[close + 1]?.norm ?? "";
  if (AND_WORDS[language].has(next) || one.has(next) || DETERMINERS[language].has(next)) return undefined;
  return head;
}
