import type { Gender, GrammaticalNumber } from "./grammar";
import type { Noun } from "./pack";

/**
 * Article tables of the languages with articles: the forms of a noun its templates ask for
 * ({thing.def}, {thing.indef}, {thing.acc} ...), built from the noun's gender and number.
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

export function esNoun(
  kind: Kind,
  word: string,
  gender: "m" | "f",
  extra: Record<string, string> = {},
): Noun {
  const def = gender === "f" ? "la" : "el";
  return {
    kind,
    text: word,
    gender,
    number: "sg",
    forms: {
      def: `${def} ${word}`,
      indef: `${gender === "f" ? "una" : "un"} ${word}`,
      bare: word,
      in: `en ${def} ${word}`,
      ...extra,
    },
  };
}

export function frNoun(
  kind: Kind,
  word: string,
  gender: "m" | "f",
  extra: Record<string, string> = {},
): Noun {
  const def = vowel.test(word) ? "l'" : gender === "f" ? "la " : "le ";
  return {
    kind,
    text: word,
    gender,
    number: "sg",
    forms: {
      def: `${def}${word}`,
      indef: `${gender === "f" ? "une" : "un"} ${word}`,
      bare: word,
      in: `dans ${def}${word}`,
      ...extra,
    },
  };
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
