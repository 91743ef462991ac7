import type { Gender, GrammaticalNumber } from "./grammar";
import type { Noun } from "./pack";

/**
 * Article tables of the languages with articles, and the case forms of the Dravidian ones: the forms of
 * a noun its templates ask for ({thing.def}, {thing.indef}, {thing.acc} ...), built from its gender.
 */
type Kind = Noun["kind"];

const vowel = /^[aeiouhâàéèêëîïôûœAEIOUHÂÀÉÈÊËÎÏÔÛ]/u;

export function enNoun(kind: Kind, word: string, extra: Record<string, string> = {}): Noun {
  const a = /^[aeio]|^u(?!ni|se|sa)/i.test(word) ? "an" : "a";
  return {
    kind,
    text: word,
    gender: "n",
    number: "sg",
    forms: { def: `the ${word}`, indef: `${a} ${word}`, bare: word, in: `in the ${word}`, ...extra },
  };
}

/** A Spanish or French noun from its definite article as written before it ("la ", "l'"), its "a", its "in". */
function romanceNoun(
  kind: Kind,
  word: string,
  gender: "m" | "f",
  article: { def: string; indef: string; in: string },
  extra: Record<string, string>,
): Noun {
  return {
    kind,
    text: word,
    gender,
    number: "sg",
    forms: {
      def: `${article.def}${word}`,
      indef: `${article.indef} ${word}`,
      bare: word,
      in: `${article.in} ${article.def}${word}`,
      ...extra,
    },
  };
}

export function esNoun(
  kind: Kind,
  word: string,
  gender: "m" | "f",
  extra: Record<string, string> = {},
): Noun {
  const article = gender === "f" ? { def: "la ", indef: "una" } : { def: "el ", indef: "un" };
  return romanceNoun(kind, word, gender, { ...article, in: "en" }, extra);
}

export function frNoun(
  kind: Kind,
  word: string,
  gender: "m" | "f",
  extra: Record<string, string> = {},
): Noun {
  const def = vowel.test(word) ? "l'" : gender === "f" ? "la " : "le ";
  return romanceNoun(kind, word, gender, { def, indef: gender === "f" ? "une" : "un", in: "dans" }, extra);
}

/**
 * A thing in Kannada, Tamil or Telugu: neuter, in the nominative and the accusative, with the word for
 * "one" as its "a" (before the nominative too where the templates ask for it: `indef`); `match`: the
 * word starts that show the user wrote about it.
 */
export function neuterThing(nom: string, acc: string, one: string, match: string[], indef: boolean): Noun {
  const forms = { nom, acc, indefAcc: `${one} ${acc}`, ...(indef ? { indef: `${one} ${nom}` } : {}) };
  return { kind: "thing", text: nom, gender: "n", number: "sg", forms, match };
}

/** A place in Kannada, Tamil or Telugu: neuter, with its locative ("ಹಳ್ಳಿಯಲ್ಲಿ": in the village). */
export function neuterPlace(nom: string, at: string): Noun {
  return { kind: "place", text: nom, gender: "n", number: "sg", forms: { in: at }, match: [nom, at] };
}

const deTable = {
  m: {
    nom: "der",
    acc: "den",
    dat: "dem",
    indefNom: "ein",
    indefAcc: "einen",
    indefDat: "einem",
    relNom: "der",
    relAcc: "den",
    proAcc: "ihn",
  },
  f: {
    nom: "die",
    acc: "die",
    dat: "der",
    indefNom: "eine",
    indefAcc: "eine",
    indefDat: "einer",
    relNom: "die",
    relAcc: "die",
    proAcc: "sie",
  },
  n: {
    nom: "das",
    acc: "das",
    dat: "dem",
    indefNom: "ein",
    indefAcc: "ein",
    indefDat: "einem",
    relNom: "das",
    relAcc: "das",
    proAcc: "es",
  },
} as const;

/** A German noun in the cases its templates use (nominative, accusative, dative) with its relative pronoun. */
export function deNoun(
  kind: Kind,
  word: string,
  gender: "m" | "f" | "n",
  extra: Record<string, string> = {},
): Noun {
  const t = deTable[gender];
  const forms: Record<string, string> = {
    nom: `${t.nom} ${word}`,
    acc: `${t.acc} ${word}`,
    dat: `${t.dat} ${word}`,
    indefNom: `${t.indefNom} ${word}`,
    indefAcc: `${t.indefAcc} ${word}`,
    indefDat: `${t.indefDat} ${word}`,
    relNom: t.relNom,
    relAcc: t.relAcc,
    proAcc: t.proAcc,
    in: gender === "f" ? `in der ${word}` : `im ${word}`,
    ...extra,
  };
  return { kind, text: word, gender, number: "sg" as GrammaticalNumber, forms };
}

const punctuationOrEnd = /^[.,;:!?)]|^$/;

/**
 * Nouns the user wrote after an article ("a key", "la lampe", "das Buch"): the article gives the gender.
 * Only phrases that end where the sentence or a small word does, so "the keeper woke" is not taken.
 */
export function nounsAfterArticles(
  text: string,
  articles: Record<string, { gender: Gender; kind?: Kind }>,
  stop: Set<string>,
  make: (kind: Kind, phrase: string, gender: Gender) => Noun | null,
  maxWords = 2,
): Noun[] {
  const tokens = text.match(/\p{L}[\p{L}\p{M}'’-]*|[.,;:!?()]/gu) ?? [];
  const out: Noun[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const article = articles[(tokens[i] as string).toLowerCase()];
    if (!article) continue;
    for (let n = 1; n <= maxWords; n++) {
      const phrase = tokens.slice(i + 1, i + 1 + n);
      if (phrase.length < n || phrase.some((w) => !/^\p{L}/u.test(w) || stop.has(w.toLowerCase()))) break;
      const after = tokens[i + 1 + n] ?? "";
      if (!punctuationOrEnd.test(after) && !stop.has(after.toLowerCase())) continue;
      const last = phrase.at(-1) as string;
      if (Array.from(last).length < 3) break;
      const noun = make(article.kind ?? "thing", phrase.join(" "), article.gender);
      if (noun && !out.some((o) => o.text === noun.text)) out.push(noun);
      break;
    }
  }
  return out.slice(0, 4);
}
