import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

/**
 * What a sentence only likens something to, in the forms the plain simile ("like a lemon", "नींबू जैसा") does
 * not cover: an as-if clause ("as if he had bitten a lemon", "als hätte er in eine Zitrone gebissen", "जैसे
 * नींबू चख लिया हो"), a deed compared with ("ನಿಂಬೆಹಣ್ಣು ಕಚ್ಚಿದವನಂತೆ", "எலுமிச்சம்பழத்தைக் கடித்தவன் போல",
 * "నిమ్మకాయ కొరికినట్టు"), a look named by a thing ("cara de limón", "grimace de citron"), a likeness word
 * written apart ("ನಿಂಬೆಹಣ್ಣಿನ ಹಾಗೆ", "నిమ్మకాయ లాగా"), what "on aurait dit" or "parecían" names and the picture after a Hindi
 * pair ("ऐसे डोलता जैसे लहरों पर कोई नाव"). The things and animals these name are not in the scene.
 */
interface LikenedWords {
  /** Phrases that open an as-if clause; what follows, up to the clause's end, is imagined. */
  asIf?: readonly string[];
  /** A word that opens an as-if clause only where the next word fits `next` ("like he had", "als hätte"). */
  asIfBefore?: { word: string; next: RegExp };
  /** Words that end the clause before its comma ("but", "when"). */
  clauseEnd?: RegExp;
  /** Hindi: a word that opens an as-if clause only where a subjunctive `closes` it ("जैसे … हो"). */
  asIfClosed?: { words: RegExp; closes: RegExp };
  /** A verb of seeming whose next few words name a likeness ("parecían lana de oveja"), unless `notNext`. */
  seems?: { words: RegExp; notNext: RegExp };
  /** Hindi: a word that opens a simile's picture after a word that `opens` the pair ("ऐसे डोलता जैसे …"). */
  paired?: { opens: RegExp; words: RegExp; notNext: RegExp };
  /** A verb that carries the comparison ("ಕಚ್ಚಿದವನಂತೆ", "కొరికినట్టు"): the words before it are compared. */
  deed?: RegExp;
  /** A comparison word after a verb ("கடித்தவன் போல"): `marks` the comparison word, `verb` the verb's form. */
  deedBefore?: { marks: RegExp; verb: RegExp };
  /** A look named by a thing ("cara de limón"): `words` the look, `of` the word after it; a bare noun follows. */
  lookOf?: { words: RegExp; of: RegExp; determiners: RegExp };
  /** A likeness word after its noun, written apart ("ನಿಂಬೆಹಣ್ಣಿನ ಹಾಗೆ"); the noun must fit `noun` if given. */
  likeAfter?: { marks: RegExp; noun?: RegExp };
}

const LIKENED_WORDS: Record<Language, LikenedWords> = {
  en: {
    asIf: ["as if", "as though"],
    asIfBefore: { word: "like", next: /^(he|she|they|we|i|someone|somebody)$/u },
    clauseEnd: /^(and|but|when|while|because|so|then|before|after|until|or)$/u,
  },
  es: {
    asIf: ["como si"],
    seems: { words: /^parec(ía|ían|e|en|ió|ieron)$/u, notNext: /^(que|qu[eé]|ser|estar|muy|tan|más)$/u },
    clauseEnd: /^(y|pero|cuando|mientras|porque|antes|después|hasta|o)$/u,
    lookOf: {
      words: /^(cara|carita|mueca|gesto)$/u,
      of: /^de$/u,
      determiners: /^(el|la|los|las|un|una|su|sus|mi|mis|tu|tus|este|esta|ese|esa)$/u,
    },
  },
  fr: {
    asIf: ["comme si", "comme s'", "on aurait dit", "on dirait"],
    clauseEnd: /^(et|mais|quand|lorsque|pendant|parce|avant|après|jusqu'|ou)$/u,
    lookOf: {
      words: /^(grimace|grimaces|tête|mine|moue)$/u,
      of: /^(de|d')$/u,
      determiners: /^(le|la|l'|les|un|une|son|sa|ses|mon|ma|mes|ton|ta|tes|ce|cette)$/u,
    },
  },
  de: {
    asIf: ["als ob", "als wenn", "wie wenn"],
    asIfBefore: {
      word: "als",
      next: /^(hätte|hätten|hättest|wäre|wären|wärst|würde|würden|könnte|könnten|sei|habe)$/u,
    },
    clauseEnd: /^(und|aber|doch|als|bevor|nachdem|während|weil|oder)$/u,
  },
  hi: {
    asIfClosed: { words: /^(जैसे|मानो|मानों)$/u, closes: /^(हो|हों|होता|होती|होते)$/u },
    paired: { opens: /^(ऐसे|वैसे)$/u, words: /^(जैसे|मानो|मानों)$/u, notNext: /^(ही)$/u },
  },
  kn: {
    deed: /((ದ|ತ|ಟ್ಟ|ಡ|ನ)ವ[ನಳರ]|ಿದ)ಂತೆ$/u,
    likeAfter: { marks: /^(ಹಾಗೆ|ಹಾಗಿದ್ದ|ತರಹ|ಥರ|ತರ)$/u, noun: /(ನ|ದ|ಯ)$/u },
  },
  ta: {
    deedBefore: {
      marks: /^(போல|போல்|போன்ற|போலே)$/u,
      verb: /((த்த|ந்த|ட்ட|ண்ட|ன்ற|ற்ற|ின|ான)(வன்|வள்|வர்|து)|ுவது|ப்பது)$/u,
    },
  },
  te: {
    deed: /(నట్టు|నట్లు|నట్టుగా|నట్లుగా|(నవాడి|నామె|నదాని|నవాళ్ల|నవాళ్ళ)(లా|లాగా))$/u,
    likeAfter: { marks: /^(లాగా|లాగ|లా|వలె|మాదిరి|మాదిరిగా)$/u },
  },
};

/** The most words an as-if clause runs to, and the most words before a compared deed that it names. */
const CLAUSE_WORDS = 6;
const DEED_WORDS = 2;

/** Whether the words of `phrase` are written from `at`, with no comma inside. */
function phraseAt(tokens: Token[], phrase: string, at: number): boolean {
  const words = phrase.split(" ");
  return words.every((w, i) => tokens[at + i]?.norm === w && (i === 0 || !tokens[at + i - 1]?.comma));
}

/** Marks the clause that starts at `from`, up to its comma, an end word or CLAUSE_WORDS words. */
function markClause(tokens: Token[], from: number, end: RegExp | undefined, out: Set<number>): void {
  for (let i = from; i < Math.min(tokens.length, from + CLAUSE_WORDS); i++) {
    const t = tokens[i];
    if (!t || end?.test(t.norm)) return;
    out.add(i);
    if (t.comma || t.semicolon) return;
  }
}

/** Marks the DEED_WORDS words before `at`, up to a comma. */
function markBefore(tokens: Token[], at: number, out: Set<number>): void {
  for (let i = at - 1; i >= Math.max(0, at - DEED_WORDS); i--) {
    if (tokens[i]?.comma) return;
    out.add(i);
  }
}

/** The as-if clauses of the European languages: "as if", "como si", "like he had", "als hätte". */
function asIfClauses(tokens: Token[], words: LikenedWords, out: Set<number>): void {
  for (const t of tokens) {
    const phrase = words.asIf?.find((p) => phraseAt(tokens, p, t.index));
    if (phrase) markClause(tokens, t.index + phrase.split(" ").length, words.clauseEnd, out);
    const before = words.asIfBefore;
    if (before && t.norm === before.word && !t.comma && before.next.test(tokens[t.index + 1]?.norm ?? ""))
      markClause(tokens, t.index + 1, words.clauseEnd, out);
  }
}

/** Hindi "जैसे नींबू चख लिया हो": the words up to the subjunctive that closes the clause. */
function closedAsIf(tokens: Token[], words: LikenedWords, out: Set<number>): void {
  const closed = words.asIfClosed;
  if (!closed) return;
  for (const t of tokens) {
    if (!closed.words.test(t.norm) || t.comma) continue;
    const rest = tokens.slice(t.index + 1, t.index + 1 + CLAUSE_WORDS);
    const close = rest.findIndex((r, i) => closed.closes.test(r.norm) || rest[i - 1]?.comma);
    if (close < 0 || !closed.closes.test(rest[close]?.norm ?? "")) continue;
    for (const r of rest.slice(0, close)) out.add(r.index);
  }
}

/** How many words after a verb of seeming name what is likened ("parecían lana de oveja"). */
const SEEMS_WORDS = 3;

/** "dijo que parecían lana de oveja": the words right after a verb of seeming. */
function seemsLike(tokens: Token[], words: LikenedWords, out: Set<number>): void {
  const seems = words.seems;
  if (!seems) return;
  for (const t of tokens) {
    if (!seems.words.test(t.norm) || t.comma || seems.notNext.test(tokens[t.index + 1]?.norm ?? "")) continue;
    for (let i = t.index + 1; i < Math.min(tokens.length, t.index + 1 + SEEMS_WORDS); i++) {
      out.add(i);
      if (tokens[i]?.comma) break;
    }
  }
}

/** Hindi "ऐसे डोलता चला जैसे लहरों पर कोई नाव": the picture after the second word of the pair. */
function pairedSimile(tokens: Token[], words: LikenedWords, out: Set<number>): void {
  const paired = words.paired;
  if (!paired) return;
  let opened = false;
  for (const t of tokens) {
    if (paired.opens.test(t.norm)) opened = true;
    if (!opened || !paired.words.test(t.norm) || t.comma) continue;
    if (!paired.notNext.test(tokens[t.index + 1]?.norm ?? ""))
      markClause(tokens, t.index + 1, undefined, out);
  }
}

/** Deeds compared with, looks named by a thing and likeness words written apart. */
function likenedNouns(tokens: Token[], words: LikenedWords, out: Set<number>): void {
  const { deed, deedBefore, lookOf, likeAfter } = words;
  for (const t of tokens) {
    if (deed?.test(t.norm)) markBefore(tokens, t.index, out);
    if (deedBefore?.marks.test(t.norm) && deedBefore.verb.test(tokens[t.index - 1]?.norm ?? ""))
      markBefore(tokens, t.index - 1, out);
    const before = tokens[t.index - 1];
    if (
      likeAfter?.marks.test(t.norm) &&
      before &&
      !before.comma &&
      (likeAfter.noun?.test(before.norm) ?? true)
    )
      out.add(before.index);
    if (!lookOf?.words.test(t.norm) || t.comma || !lookOf.of.test(tokens[t.index + 1]?.norm ?? "")) continue;
    const noun = tokens[t.index + 2];
    if (noun && !lookOf.determiners.test(noun.norm)) out.add(noun.index);
  }
}

/** The words naming what the sentence only likens something to, which the scene does not show. */
export function likenedWords(tokens: Token[], language: Language): Set<number> {
  const words = LIKENED_WORDS[language];
  const out = new Set<number>();
  asIfClauses(tokens, words, out);
  closedAsIf(tokens, words, out);
  pairedSimile(tokens, words, out);
  seemsLike(tokens, words, out);
  likenedNouns(tokens, words, out);
  return out;
}
