import type { Language } from "@reelsmith/contract/languages";

/**
 * The pronouns a language keeps for someone the speaker talks down or close to: Telugu's "వాడు" (he) and its
 * cases ("వాడి", his; "వాడిని", him; "వాడికి", to him) are said of a boy, where a grown man is "అతను" or
 * "ఆయన". The other languages' plain "he" ("ಅವನು", "அவன்", "वह") is said of men as well.
 */
const FAMILIAR: Partial<Record<Language, ReadonlySet<string>>> = {
  te: new Set(["వాడు", "వాడి", "వాడిని", "వాడికి", "వాడితో", "వాడిది", "వాడూ"]),
};

/** Whether the pronoun is one said of a child (Telugu "వాడు"): it points at the story's boy before a man. */
export function familiarPronoun(word: string, language: Language): boolean {
  return FAMILIAR[language]?.has(word) === true;
}
