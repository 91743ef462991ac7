import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

const w = (s: string): ReadonlySet<string> => new Set(s.split(" "));

/** French forms of "avoir" after "il y" ("il y a", "il y avait", "il y aura"). */
const FR_AVOIR = w("a avait eut aura aurait");

/** German forms of "geben" after "es" ("es gibt", "es gab"). */
const DE_GEBEN = w("gibt gab");

/**
 * The pronoun at `at` only opens a "there is" ("il y avait un renard", "es gab einen Hund"): it stands for
 * nobody, and what comes after the verb is who the sentence is about.
 */
export function existentialPronoun(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm;
  const next = tokens[at + 1]?.norm ?? "";
  if (language === "fr") return word === "il" && next === "y" && FR_AVOIR.has(tokens[at + 2]?.norm ?? "");
  if (language === "de") return word === "es" && DE_GEBEN.has(next);
  return false;
}
