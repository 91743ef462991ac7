import { isLanguage, languageProfiles } from "@reelsmith/contract/languages";

/**
 * A check that a text's letters are in its language's script (contract/src/languages.ts): a story for
 * Hindi must be Devanagari, for Tamil Tamil script, and so on. Digits, spaces and punctuation are not
 * letters and do not count.
 */

/** Letters (and the vowel signs that belong to them) of a text, as code points. */
function letters(text: string): number[] {
  return Array.from(text.matchAll(/[\p{L}\p{M}]/gu), (m) => m[0].codePointAt(0) as number).filter(
    // The zero-width joiners and the Devanagari danda are not letters of any one script.
    (c) => c !== 0x200c && c !== 0x200d,
  );
}

/** The share of a text's letters that are in the language's script (1 for a text with no letters, or a
 * language code we have no script for). */
export function scriptShare(text: string, language: string): number {
  const all = letters(text);
  if (!isLanguage(language) || all.length === 0) return 1;
  const ranges = languageProfiles[language].script.ranges;
  const inside = all.filter((c) => ranges.some(([lo, hi]) => c >= lo && c <= hi)).length;
  return inside / all.length;
}

/** True when (nearly) all letters are in the language's script; a few foreign letters (a brand name) pass. */
export function inScript(text: string, language: string, tolerance = 0.05): boolean {
  return scriptShare(text, language) >= 1 - tolerance;
}
