import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { SIBLING_IDS } from "./languages/people-words";
import type { Match } from "./match";
import type { Token } from "./text";

/**
 * Babies. A story's newborn is often met twice: as "a tiny baby" in someone's arms, then as the family word
 * of who she is to the child the story follows ("his little sister"). Both are the one baby, drawn as a
 * baby; and a family word said with "newborn" is a baby wherever it is met.
 */

/** "newborn", "recién nacida", "nouveau-né", "neugeborene", "नवजात": the word (or the last of two) saying so. */
const NEWBORN: Record<Language, { words: ReadonlySet<string>; after?: Record<string, ReadonlySet<string>> }> =
  {
    en: { words: new Set(["newborn", "newly-born"]), after: { new: new Set(["born"]) } },
    es: { words: new Set(), after: { recién: new Set(["nacido", "nacida", "nacidos", "nacidas"]) } },
    fr: {
      words: new Set(["nouveau-né", "nouveau-née"]),
      after: { nouveau: new Set(["né", "née"]), nouvelle: new Set(["née"]) },
    },
    de: { words: new Set(["neugeborene", "neugeborenen", "neugeborener", "neugeborenes"]) },
    hi: { words: new Set(["नवजात"]) },
    kn: { words: new Set(["ನವಜಾತ"]) },
    ta: { words: new Set(["பச்சிளம்", "பச்சிளங்"]) },
    te: { words: new Set(["పసి"]) },
  };

/** Sons and daughters as well as brothers and sisters: whoever a newborn is to the family. */
const FAMILY_IDS: ReadonlySet<string> = new Set([...SIBLING_IDS, "son", "daughter"]);

function newbornAt(tokens: Token[], i: number, language: Language): boolean {
  const word = tokens[i]?.norm ?? "";
  const { words, after } = NEWBORN[language];
  if (words.has(word)) return true;
  const pair = (first: number) => after?.[tokens[first]?.norm ?? ""]?.has(tokens[first + 1]?.norm ?? "");
  return pair(i) === true || pair(i - 1) === true;
}

/** "his newborn sister", "su hermanito recién nacido": a family word with a newborn word beside it. */
export function newbornKin(tokens: Token[], m: Match, c: Concept, language: Language): boolean {
  if (c.kind !== "person" || !FAMILY_IDS.has(c.id)) return false;
  for (let i = Math.max(0, m.start - 2); i < Math.min(tokens.length, m.end + 2); i++)
    if ((i < m.start || i >= m.end) && newbornAt(tokens, i, language)) return true;
  return false;
}

/** The baby a family word means: a newborn one, or a young brother or sister in a story that has a baby. */
export function babyKin(
  tokens: Token[],
  m: Match,
  c: Concept,
  storyHasBaby: boolean,
  language: Language,
): boolean {
  if (c.kind !== "person" || !FAMILY_IDS.has(c.id)) return false;
  if (newbornKin(tokens, m, c, language)) return true;
  return storyHasBaby && SIBLING_IDS.has(c.id) && c.age === "child";
}

/** The family word as a baby of its gender. */
export function asBaby<C extends Concept>(c: C): C {
  return c.kind === "person" ? { ...c, role: "baby", age: "child" } : c;
}

/**
 * "नन्ही-सी बच्ची को गोद में लिए", "ಪುಟ್ಟ ಮಗುವನ್ನು ಎತ್ತಿಕೊಂಡಿದ್ದರು", "చిన్ని పాపను ఎత్తుకుని": a tiny child word
 * (the languages say baby with the word for a little child) that someone holds in their arms or lap.
 */
const TINY: Partial<Record<Language, ReadonlySet<string>>> = {
  hi: new Set(["नन्ही", "नन्हा", "नन्हे", "नन्हीं"]),
  kn: new Set(["ಪುಟ್ಟ"]),
  te: new Set(["చిన్ని", "బుజ్జి"]),
};
const HELD: Partial<Record<Language, RegExp>> = {
  hi: /^गोद$/u,
  kn: /^ಎತ್ತಿಕೊ/u,
  te: /^ఎత్తుకు/u,
};
const CHILD_IDS: ReadonlySet<string> = new Set(["child", "girl", "boy"]);

export function heldTinyChild(tokens: Token[], m: Match, c: Concept, language: Language): boolean {
  const tiny = TINY[language];
  const held = HELD[language];
  if (!tiny || !held || c.kind !== "person" || !CHILD_IDS.has(c.id)) return false;
  const before = [tokens[m.start - 1]?.norm, tokens[m.start - 2]?.norm];
  if (!before.some((w) => tiny.has(w ?? ""))) return false;
  return tokens.slice(m.end, m.end + 4).some((t) => held.test(t.norm));
}

/** Whether a person word of the sentence is a baby: a baby word, a newborn one, or a tiny child held. */
export function saysBaby(tokens: Token[], m: Match, c: Concept, language: Language): boolean {
  if (c.kind !== "person") return false;
  return c.role === "baby" || newbornKin(tokens, m, c, language) || heldTinyChild(tokens, m, c, language);
}
