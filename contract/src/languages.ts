import { z } from "zod";

/** A range of Unicode code points, both ends included. */
type CodeRange = readonly [number, number];

/** Snowball's algorithms we load (server/src/scene-plan/text.ts), or our own Hindi suffix stripper. */
export type Stemmer = "english" | "spanish" | "french" | "german" | "tamil" | "hindi-suffixes";

/**
 * Everything the app and the server need to know of one language, in one place. Word lists (months,
 * pronouns, story templates ...) stay beside the code that reads them, each a `Record<Language, ...>`, so
 * a language added here makes the type checker list every table that still lacks it.
 */
interface LanguageProfile {
  /** The editor's name for it (the spec's labels: "Deutsch" is German's). */
  label: string;
  /** The name a model's prompt gives: in English, then in the language itself. */
  promptName: string;
  /** Its script, as Unicode ranges of letters: a story in it must be (nearly) all in them. */
  script: { name: string; ranges: readonly CodeRange[] };
  /** A font family that covers the script; null: Latin, the caption preset keeps its own family. */
  captionFont: string | null;
  /**
   * An Indic (abugida) script: no capital letters, and letters whose clusters are shaped together, so
   * captions type whole words and names are not found by their capitals.
   */
  indic: boolean;
  /** The virama that closes a consonant ("முருகன்"); null in scripts that have none. */
  virama: string | null;
  /** The stemmer for lexicon look-ups; null: words are matched as written (and by their start). */
  stemmer: Stemmer | null;
  /**
   * Where case endings go: joined to the noun (Kannada "ಅಂಗಡಿಯಲ್ಲಿ", Tamil "ரவியின்"), so a word is
   * matched and a name found by its start; or separate words (postpositions, prepositions).
   */
  caseEndings: "joined" | "separate";
  /** Nouns compound with the head last ("Dorfbäckerei" is a bakery) and all are capitalised. */
  compoundNouns: boolean;
  /** The thousands separator in numbers as written ("1,250,000"); null: not a digit we read (French). */
  thousandsSeparator: "," | "." | null;
}

const latin: readonly CodeRange[] = [
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];

const latinLanguage = {
  captionFont: null,
  indic: false,
  virama: null,
  caseEndings: "separate",
  compoundNouns: false,
} as const;

/** The eight languages, in the spec's order (the editor lists them so). */
export const languageProfiles = {
  en: {
    ...latinLanguage,
    label: "English",
    promptName: "English",
    script: { name: "Latin", ranges: latin },
    stemmer: "english",
    thousandsSeparator: ",",
  },
  es: {
    ...latinLanguage,
    label: "Spanish",
    promptName: "Spanish (español)",
    script: { name: "Latin", ranges: latin },
    stemmer: "spanish",
    thousandsSeparator: ".",
  },
  fr: {
    ...latinLanguage,
    label: "French",
    promptName: "French (français)",
    script: { name: "Latin", ranges: latin },
    stemmer: "french",
    // French groups thousands with spaces, which split the token before it is read.
    thousandsSeparator: null,
  },
  de: {
    ...latinLanguage,
    label: "Deutsch",
    promptName: "German (Deutsch)",
    script: { name: "Latin", ranges: latin },
    stemmer: "german",
    compoundNouns: true,
    thousandsSeparator: ".",
  },
  hi: {
    label: "Hindi",
    promptName: "Hindi (हिन्दी)",
    script: {
      name: "Devanagari",
      ranges: [
        [0x900, 0x97f],
        [0xa8e0, 0xa8ff],
      ],
    },
    captionFont: "Noto Sans Devanagari",
    indic: true,
    virama: "\u094d",
    stemmer: "hindi-suffixes",
    caseEndings: "separate",
    compoundNouns: false,
    thousandsSeparator: ",",
  },
  kn: {
    label: "Kannada",
    promptName: "Kannada (ಕನ್ನಡ)",
    script: { name: "Kannada", ranges: [[0xc80, 0xcff]] },
    captionFont: "Noto Sans Kannada",
    indic: true,
    virama: "\u0ccd",
    stemmer: null,
    caseEndings: "joined",
    compoundNouns: false,
    thousandsSeparator: ",",
  },
  ta: {
    label: "Tamil",
    promptName: "Tamil (தமிழ்)",
    script: { name: "Tamil", ranges: [[0xb80, 0xbff]] },
    captionFont: "Noto Sans Tamil",
    indic: true,
    virama: "\u0bcd",
    stemmer: "tamil",
    caseEndings: "joined",
    compoundNouns: false,
    thousandsSeparator: ",",
  },
  te: {
    label: "Telugu",
    promptName: "Telugu (తెలుగు)",
    script: { name: "Telugu", ranges: [[0xc00, 0xc7f]] },
    captionFont: "Noto Sans Telugu",
    indic: true,
    virama: "\u0c4d",
    stemmer: null,
    caseEndings: "joined",
    compoundNouns: false,
    thousandsSeparator: ",",
  },
} as const satisfies Record<string, LanguageProfile>;

export type Language = keyof typeof languageProfiles;

export const languageCodes = Object.keys(languageProfiles) as [Language, ...Language[]];
export const languageSchema = z.enum(languageCodes);

export function isLanguage(code: string): code is Language {
  return Object.hasOwn(languageProfiles, code);
}

/** The editor's name for a language code; a code we do not speak is shown as it is. */
export function languageLabel(code: string): string {
  return isLanguage(code) ? languageProfiles[code].label : code;
}
