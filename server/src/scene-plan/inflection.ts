import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import nlp from "compromise";
import { RULES } from "./languages/rules";
import type { Lexicon } from "./lexicon";
import { stemOf, type Token } from "./text";

const byStem = new Map<Language, Map<string, string[]>>();

/** The one-word lexicon keys of each stem. */
function wordsOfStem(lexicon: Lexicon): Map<string, string[]> {
  const seen = byStem.get(lexicon.language);
  if (seen) return seen;
  const out = new Map<string, string[]>();
  for (const key of lexicon.exact.keys()) {
    if (key.includes(" ")) continue;
    const stem = stemOf(key, lexicon.language);
    out.set(stem, [...(out.get(stem) ?? []), key]);
  }
  byStem.set(lexicon.language, out);
  return out;
}

/** Whether a word matched by its stem is a form of a lexicon word of that stem (always, where the language
 * is not judged or the stem has no one-word key). */
export function nounFormOfStem(token: Token, lexicon: Lexicon): boolean {
  const hindi = languageProfiles[lexicon.language].stemmer === "hindi-suffixes";
  const forms = hindi ? hindiPluralOf : RULES[lexicon.language].clitics?.nounForms;
  if (!forms) return true;
  const words = wordsOfStem(lexicon).get(token.stem);
  if (!words || words.length === 0) return true;
  return words.some((w) => w === token.norm || forms(w, token.norm));
}

/**
 * Whether a Hindi word is a form of a noun of its stem: an oblique plural in "-ों" is the plural of a noun
 * that ends in a consonant, "-ा" or "-ो" ("हाथों", with the hands, is no "हाथी", an elephant: its plural is
 * "हाथियों"); other forms are not judged.
 */
function hindiPluralOf(word: string, form: string): boolean {
  if (!form.endsWith("ों") || /(ियों|ाओं|ुओं)$/u.test(form)) return true;
  const bare = form.slice(0, -"ों".length);
  return word === bare || word === `${bare}ा` || word === `${bare}ो`;
}

const singulars = new Map<string, string | null>();

/**
 * The singular of an English plural the stemmer does not undo ("oxen", "wolves", "knives": an irregular
 * plural or a -ves one), from compromise's noun inflection; null where the word is no plural.
 */
function englishSingular(word: string): string | null {
  const seen = singulars.get(word);
  if (seen !== undefined) return seen;
  const doc = nlp(word);
  const singular = doc.has("#Plural") ? doc.nouns().toSingular().text().toLowerCase() : "";
  const out = singular && singular !== word && !singular.includes(" ") ? singular : null;
  singulars.set(word, out);
  return out;
}

/** Hindi oblique and plural endings and the endings the plain singular may take back ("बैलों" → "बैल",
 * "बकरियों" → "बकरी", "कमरों" → "कमरा", "गधे" → "गधा"); the caller reads them only as people and animals, so
 * a verb or an adjective in "-े" ("खड़े", "बड़े") finds nothing. */
const HINDI_PLURALS: readonly [string, string[]][] = [
  ["ियों", ["ी", "िया"]],
  ["ियाँ", ["ी", "िया"]],
  ["ियां", ["ी", "िया"]],
  ["ाओं", ["ा"]],
  ["ुओं", ["ु", "ू"]],
  // A noun in "-ी" takes "-ियों": "हाथों" (hands) is no "हाथी" (an elephant).
  ["ों", ["", "ा", "ो"]],
  // A masculine noun in "-ा" takes "-े" before a postposition and in the plural: "अपने गधे पर" (on his donkey).
  ["े", ["ा"]],
];

/**
 * The lexicon words a plural form no stem finds may be the plural of: the English singular compromise gives,
 * or the Hindi noun an oblique plural ending was put on. Empty for a word of another language or no plural.
 */
export function singularsOf(token: Token, language: Language): string[] {
  if (RULES[language].tagger === "compromise") {
    const singular = /^[a-z]+$/u.test(token.norm) ? englishSingular(token.norm) : null;
    return singular ? [singular] : [];
  }
  if (language === "es" || language === "fr") return romanceSingulars(token.norm, language);
  if (languageProfiles[language].stemmer !== "hindi-suffixes") return [];
  for (const [ending, endings] of HINDI_PLURALS) {
    if (!token.norm.endsWith(ending)) continue;
    const bare = token.norm.slice(0, -ending.length);
    return Array.from(bare).length >= 2 ? endings.map((e) => bare + e) : [];
  }
  return [];
}

const ACCENTED: Readonly<Record<string, string>> = { a: "á", e: "é", i: "í", o: "ó", u: "ú" };

/**
 * The singulars a Spanish or French plural may have, where the stemmer cuts a short noun too far ("vacas":
 * "vac") or keeps a plural apart ("colchones" from "colchón", "lápices" from "lápiz", "chevaux" from
 * "cheval"): the word without its "-s", "-es" or "-x", a Spanish "-ces" as "-z" and a stressed last vowel
 * given back its accent; French "-aux" as "-al".
 */
function romanceSingulars(word: string, language: Language): string[] {
  if (word.length < 4) return [];
  const out: string[] = [];
  if (language === "es") {
    if (word.endsWith("ces")) out.push(`${word.slice(0, -3)}z`);
    if (word.endsWith("es")) {
      const bare = word.slice(0, -2);
      out.push(bare);
      const accented = bare.replace(
        /([aeiou])([nsl])$/u,
        (_, v: string, c: string) => `${ACCENTED[v] ?? v}${c}`,
      );
      if (accented !== bare) out.push(accented);
    }
    if (word.endsWith("s")) out.push(word.slice(0, -1));
  } else {
    if (word.endsWith("aux")) out.push(`${word.slice(0, -3)}al`);
    if (/[sx]$/u.test(word)) out.push(word.slice(0, -1));
  }
  return out.filter((w) => w.length >= 3);
}

/** Feminines that are also a word of their own: "pata" is a paw or a leg far more often than a duck. */
const OWN_FEMININES: Partial<Record<Language, ReadonlySet<string>>> = { es: new Set(["pata", "patas"]) };

/**
 * The masculine nouns a Spanish or French feminine (or its plural) may be the female of, where the stemmer
 * leaves the two apart ("gata": "gat" is too short a stem to read; "chatte" keeps "chatt" from "chat"):
 * Spanish "-a" as "-o", French "-tte", "-nne", "-lle" and "-sse" without the doubled letter and the "-e".
 * The caller reads them only as animals: "rama" (a branch) is no "ramo" (a bouquet).
 */
export function masculinesOf(word: string, language: Language): string[] {
  if (OWN_FEMININES[language]?.has(word)) return [];
  const single = word.replace(/s$/u, "");
  if (language === "es") return /[^aeiou]a$/u.test(single) ? [`${single.slice(0, -1)}o`] : [];
  if (language === "fr") {
    const doubled = /([tnls])\1e$/u.exec(single);
    return doubled ? [single.slice(0, -2)] : [];
  }
  return [];
}
