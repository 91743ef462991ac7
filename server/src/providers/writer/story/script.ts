/**
 * The script each language is written in, as Unicode ranges, and a check that a text's letters are in it:
 * a story for Hindi must be Devanagari, for Tamil Tamil script, and so on. Digits, spaces and punctuation
 * are not letters and do not count.
 */
const latin: [number, number][] = [
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];

export const scripts: Record<string, { name: string; ranges: [number, number][] }> = {
  en: { name: "Latin", ranges: latin },
  es: { name: "Latin", ranges: latin },
  fr: { name: "Latin", ranges: latin },
  de: { name: "Latin", ranges: latin },
  hi: {
    name: "Devanagari",
    ranges: [
      [0x900, 0x97f],
      [0xa8e0, 0xa8ff],
    ],
  },
  kn: { name: "Kannada", ranges: [[0xc80, 0xcff]] },
  ta: { name: "Tamil", ranges: [[0xb80, 0xbff]] },
  te: { name: "Telugu", ranges: [[0xc00, 0xc7f]] },
};

/** Letters (and the vowel signs that belong to them) of a text, as code points. */
function letters(text: string): number[] {
  return Array.from(text.matchAll(/[\p{L}\p{M}]/gu), (m) => m[0].codePointAt(0) as number).filter(
    // The zero-width joiners and the Devanagari danda are not letters of any one script.
    (c) => c !== 0x200c && c !== 0x200d,
  );
}

/** The share of a text's letters that are in the language's script (1 for a text with no letters). */
export function scriptShare(text: string, language: string): number {
  const ranges = scripts[language]?.ranges;
  const all = letters(text);
  if (!ranges || all.length === 0) return 1;
  const inside = all.filter((c) => ranges.some(([lo, hi]) => c >= lo && c <= hi)).length;
  return inside / all.length;
}

/** True when (nearly) all letters are in the language's script; a few foreign letters (a brand name) pass. */
export function inScript(text: string, language: string, tolerance = 0.05): boolean {
  return scriptShare(text, language) >= 1 - tolerance;
}

/** Language names as a prompt gives them: in English, in the language itself, and the script. */
export const languageNames: Record<string, string> = {
  en: "English",
  es: "Spanish (español)",
  fr: "French (français)",
  de: "German (Deutsch)",
  hi: "Hindi (हिन्दी)",
  kn: "Kannada (ಕನ್ನಡ)",
  ta: "Tamil (தமிழ்)",
  te: "Telugu (తెలుగు)",
};
