import { type Language, languageCodes, languageLabel, languageProfiles } from "./languages";

/**
 * Which of the eight languages a text plainly is, and whether it plainly is not the one chosen for it.
 * "Plainly" means a confident verdict or none: a text of mixed scripts, a short one, or Latin text
 * without several of one language's common words gives no verdict, so names, numbers and a borrowed
 * word never raise a notice.
 */

/** The share of a text's letters that must be in one script for the text to be in it. */
const SCRIPT_SHARE = 0.8;
/** Fewer letters than this say too little about a text. */
const MIN_LETTERS = 12;
/** Latin text needs this many of one language's common words (and the others far fewer). */
const MIN_WORD_HITS = 3;

/**
 * Common function words of the languages that share their script (the Latin-script ones), each list kept
 * to words the others of its script do not share ("de", "la", "en", "es" and "un" belong to two of them,
 * so to none here); null for a language its script alone tells.
 */
const functionWords: Record<Language, ReadonlySet<string> | null> = {
  en: new Set(
    "the and of to is with he she they his her it this that for from are were have has had into then when but not their there".split(
      " ",
    ),
  ),
  es: new Set(
    "el los las y del una con por para su sus al pero como muy está lo cuando hay fue era también".split(" "),
  ),
  fr: new Set(
    "le les et des du une est dans avec sur il elle ils qui au aux pas ne sont sa ses mais très était avait cette".split(
      " ",
    ),
  ),
  de: new Set(
    "der das und ist nicht mit ein eine den dem von zu auf sich auch sie im ihr ihre wir wird einen sein dass".split(
      " ",
    ),
  ),
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** Each script's name, its ranges and the languages here written in it (Latin is shared by four). */
const scripts = [...new Set(languageCodes.map((code) => languageProfiles[code].script.name))].map((name) => {
  const languages = languageCodes.filter((code) => languageProfiles[code].script.name === name);
  const first = languages[0] as Language;
  return { name, ranges: languageProfiles[first].script.ranges, languages };
});

const inRanges = (cp: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** The script most of the text's letters are in, when more than 80 % are; null otherwise. */
function mainScript(text: string): (typeof scripts)[number] | null {
  const counts = new Map<string, number>();
  let letters = 0;
  for (const ch of text) {
    if (!/\p{L}|\p{M}/u.test(ch)) continue;
    letters += 1;
    const cp = ch.codePointAt(0) ?? 0;
    const script = scripts.find((s) => inRanges(cp, s.ranges));
    if (script) counts.set(script.name, (counts.get(script.name) ?? 0) + 1);
  }
  if (letters < MIN_LETTERS) return null;
  for (const script of scripts) if ((counts.get(script.name) ?? 0) / letters > SCRIPT_SHARE) return script;
  return null;
}

/** How many of a language's function words the text holds (none where its script alone tells it). */
function wordHits(text: string, code: Language): number {
  const words = functionWords[code];
  if (!words) return 0;
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => words.has(word)).length;
}

/** Of the languages sharing a script, the one with several of its words and at least three times any
 * other's; or null. */
function plainByWords(text: string, languages: readonly Language[]): Language | null {
  const hits = new Map(languages.map((code) => [code, wordHits(text, code)]));
  const count = (code: Language) => hits.get(code) ?? 0;
  const ranked = [...languages].sort((a, b) => count(b) - count(a));
  const [best, second] = ranked as [Language, Language];
  if (count(best) < MIN_WORD_HITS || count(best) < 3 * count(second)) return null;
  return best;
}

/** The language a text plainly is written in, or null when it is not plain (mixed, short, unknown). */
export function detectLanguage(text: string): Language | null {
  const script = mainScript(text);
  if (!script) return null;
  if (script.languages.length === 1) return script.languages[0] ?? null;
  return plainByWords(text, script.languages);
}

/**
 * The language a text plainly is when it is plainly not `chosen`; null when they agree or the text
 * says too little. Latin text chosen as a Latin-script language must also hold none of the chosen
 * language's common words: a Spanish story quoting an English line is still Spanish.
 */
export function languageMismatch(text: string, chosen: Language): Language | null {
  const detected = detectLanguage(text);
  if (!detected || detected === chosen) return null;
  const sameScript = languageProfiles[chosen].script.name === languageProfiles[detected].script.name;
  if (sameScript && wordHits(text, chosen) > 0) return null;
  return detected;
}

/** The notice and the API's message for a mismatch: "This story looks like English, but the language is Hindi." */
export function languageMismatchMessage(detected: Language, chosen: Language, what = "story"): string {
  return `This ${what} looks like ${languageLabel(detected)}, but the language is ${languageLabel(chosen)}.`;
}
