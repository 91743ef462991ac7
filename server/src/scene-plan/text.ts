import { createRequire } from "node:module";
import { type Language, languageProfiles, type Stemmer } from "@reelsmith/contract/languages";

// A UMD bundle: loaded through require, which every runner (tsx, vitest, node) resolves the same way.
const snowball = createRequire(import.meta.url)(
  "snowball-stemmers",
) as typeof import("snowball-stemmers").default;

/** A word of a sentence: as written, normalised for lookups, and where it starts among the words. */
export interface Token {
  surface: string;
  norm: string;
  /** Stem for lookups (Snowball for en/es/fr/de/ta, a light suffix stripper for hi); `norm` elsewhere. */
  stem: string;
  /** Written with a capital first letter (Latin scripts only). */
  capitalised: boolean;
  /** Index among the sentence's words. */
  index: number;
  /** A comma right after the word: the end of a clause, often. */
  comma?: boolean;
  /** A semicolon right after the word: the end of a clause. */
  semicolon?: boolean;
  /** A hyphen joins the word to the next ("coconut-leaf"). */
  hyphen?: boolean;
  /** Written inside quotation marks ("shouted “Check!”", «¡Jaque!», „Spaghetti!“): words someone says. */
  quoted?: boolean;
}

/** Quotation marks, which open and close in turn (German „…“ closes with the mark English opens with). */
const QUOTE_MARKS = /[“”„«»‹›"]/gu;

/** An Indic script: no capital letters (contract/src/languages.ts). */
export const isIndic = (language: Language): boolean => languageProfiles[language].indic;

const stemmers = new Map<string, { stem(word: string): string }>();

function snowballStemmer(algorithm: Exclude<Stemmer, "hindi-suffixes">) {
  let stemmer = stemmers.get(algorithm);
  if (!stemmer) {
    stemmer = snowball.newStemmer(algorithm);
    stemmers.set(algorithm, stemmer);
  }
  return stemmer;
}

/** Hindi noun and adjective endings (plural, oblique), longest first; postpositions are separate words. */
const HINDI_SUFFIXES = ["ियाँ", "ियां", "ियों", "ाओं", "ुओं", "ाएँ", "ाएं", "ों", "ें", "ाँ", "ां", "ीं", "े", "ी", "ा"];

function hindiStem(word: string): string {
  for (const suffix of HINDI_SUFFIXES) {
    if (word.endsWith(suffix) && Array.from(word).length - Array.from(suffix).length >= 2) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

export function normalise(word: string): string {
  // Nukta forms (ड़ / ड़) and composed accents compare equal once composed; ZWJ/ZWNJ only shape the glyphs.
  return word
    .normalize("NFC")
    .replace(/\u200c|\u200d|\ufe0f/g, "")
    .replace(/[’]/g, "'")
    .toLowerCase();
}

/** Space-separated word lists by language, normalised into sets once at load (constants every caller, and
 * every test file, may share). */
export function wordSetsByLanguage(
  lists: Partial<Record<Language, string>>,
): ReadonlyMap<Language, ReadonlySet<string>> {
  return new Map(
    (Object.entries(lists) as [Language, string][]).map(([language, words]) => [
      language,
      new Set(words.split(" ").map(normalise)),
    ]),
  );
}

const stemMemo = new Map<string, string>();
const STEM_MEMO_MAX = 200_000;

/** Snowball is about 0.1 ms a word; lexicon keywords repeat a lot, so stems are remembered. */
export function stemOf(norm: string, language: Language): string {
  const algorithm = languageProfiles[language].stemmer;
  if (algorithm === null) return norm;
  if (algorithm === "hindi-suffixes") return hindiStem(norm);
  const stemmer = snowballStemmer(algorithm);
  const key = `${language}:${norm}`;
  let stem = stemMemo.get(key);
  if (stem === undefined) {
    if (stemMemo.size >= STEM_MEMO_MAX) stemMemo.clear();
    stem = keptPrefix(norm, stemmer.stem(norm), language);
    stemMemo.set(key, stem);
  }
  return stem;
}

/**
 * Tamil's stemmer drops a demonstrative or question prefix ("இப்பையன்", this boy; "எப்போது", when): a vowel
 * and a consonant that doubles the next. Where the consonant is another ("இக்பால்", "அப்துல்", "அக்பர்") it
 * is the start of the word, a name mostly, which keeps it: "இக்பால்" is no "பால்", milk.
 */
function keptPrefix(norm: string, stem: string, language: Language): string {
  if (language !== "ta") return stem;
  const prefix = /^[அஇஉஎ]([\u0b95-\u0bb9])\u0bcd(?!\1)/u.exec(norm)?.[0];
  if (!prefix || stem.startsWith(norm.slice(0, 1)) || stem[0] !== norm[prefix.length]) return stem;
  return prefix + stem;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: Language, granularity: "word" | "grapheme"): Intl.Segmenter {
  const key = `${language}:${granularity}`;
  let seg = segmenters.get(key);
  if (!seg) {
    seg = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, seg);
  }
  return seg;
}

/** The words of a text (Intl.Segmenter word granularity), French/English elisions split off ("l'école"). */
export function tokenize(text: string, language: Language): Token[] {
  const out: Token[] = [];
  let quoted = false;
  for (const part of segmenter(language, "word").segment(text.normalize("NFC"))) {
    if (!part.isWordLike) {
      if ((part.segment.match(QUOTE_MARKS)?.length ?? 0) % 2 === 1) quoted = !quoted;
      const last = out.at(-1);
      if (last && part.segment.includes(",")) last.comma = true;
      if (last && /[;；]/u.test(part.segment)) last.semicolon = true;
      if (last && part.segment === "-") last.hyphen = true;
      continue;
    }
    for (const piece of splitElision(part.segment, language)) {
      const norm = normalise(piece);
      if (!norm) continue;
      out.push({
        surface: piece,
        norm,
        stem: stemOf(norm, language),
        capitalised: !isIndic(language) && /^\p{Lu}/u.test(piece),
        index: out.length,
        ...(quoted ? { quoted: true } : {}),
      });
    }
  }
  return out;
}

/** What an apostrophe inside a word marks: a possessive to split off, an elided article or pronoun
 * before it, or nothing to split. */
const APOSTROPHES: Record<Language, "possessive" | "elision" | null> = {
  en: "possessive",
  es: "elision",
  fr: "elision",
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

function splitElision(word: string, language: Language): string[] {
  const apostrophe = APOSTROPHES[language];
  if (apostrophe === "possessive") {
    // "Jack's phone": Jack, and the possessive.
    const s = /^(.+)(['’]s)$/iu.exec(word);
    return s?.[1] && s[2] ? [s[1], s[2]] : [word];
  }
  if (apostrophe === null) return [word];
  const m = /^([ldjmnstcq]u?)['’](.+)$/iu.exec(word);
  return m?.[1] && m[2] ? [`${m[1]}'`, m[2]] : [word];
}

/** Offsets (in UTF-16 units) where a grapheme cluster ends, so a prefix never cuts a letter in two. */
export function graphemeEnds(word: string, language: Language): number[] {
  const ends: number[] = [];
  for (const g of segmenter(language, "grapheme").segment(word)) ends.push(g.index + g.segment.length);
  return ends;
}

export function graphemeCount(word: string, language: Language): number {
  return graphemeEnds(word, language).length;
}

/** A dependent vowel sign, virama or anusvara of the Dravidian scripts (it continues the letter before it). */
export function isDependentMark(ch: string | undefined): boolean {
  return (
    ch !== undefined && /[\u0b82\u0bbe-\u0bcd\u0c00-\u0c03\u0c3e-\u0c4d\u0c80-\u0c83\u0cbe-\u0ccd]/u.test(ch)
  );
}
