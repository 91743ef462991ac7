import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

interface Makers {
  verbs: ReadonlySet<string>;
  /** Object pronouns that stand before the verb of making (fr "leur a fait"), or none. */
  pronounsBefore: ReadonlySet<string>;
  /** Pronouns for several people ("them", "leur", "sie"): the group the sentence named before. */
  several: ReadonlySet<string>;
}

/** Verbs of making someone do something ("made them run", "leur a fait faire ... en courant", "ließ sie
 * laufen"). */
const MAKERS: Partial<Record<Language, Makers>> = {
  en: {
    verbs: new Set(["made", "make", "makes", "making", "had"]),
    pronounsBefore: new Set(),
    several: new Set(["them", "us"]),
  },
  fr: {
    verbs: new Set(["fait", "faisait", "faisaient", "fit", "firent", "faire"]),
    pronounsBefore: new Set(["leur", "les", "lui", "la", "le", "l'", "nous", "vous"]),
    several: new Set(["leur", "les", "nous", "vous"]),
  },
  de: {
    verbs: new Set(["ließ", "ließen", "lässt", "lassen"]),
    pronounsBefore: new Set(),
    several: new Set(["sie", "uns", "euch"]),
  },
};

/** The words a clause may put between its verb of making and the ones made ("ließ die Kinder"). */
const REACH = 3;

/** The people named before the one who makes them (the last named before `makerAt`): whom "them" stands for. */
function othersBefore(makerAt: number, doerAts: readonly number[]): number[] {
  const before = doerAts.filter((x) => x < makerAt);
  const maker = Math.max(...before);
  return [...new Set(before.filter((x) => x !== maker))];
}

/**
 * Where the ones made to do the verb at `verbAt` are named: a verb of making earlier in its clause (from
 * `from`), with the people named after it ("made Ravi run", "ließ die Kinder laufen") or by an object pronoun
 * just before it ("leur a fait faire"); a pronoun for several that names nobody itself ("made them run") is
 * everyone named before but the maker. What one makes others do is their pose, never the maker's. Empty where no one is
 * made to do it.
 */
export function madeToDo(
  verbAt: number,
  from: number,
  doerAts: readonly number[],
  tokens: Token[],
  language: Language,
): number[] {
  const makers = MAKERS[language];
  if (!makers) return [];
  for (let k = verbAt - 1; k >= Math.max(0, from); k--) {
    const t = tokens[k];
    if (!t || t.comma || t.semicolon) return [];
    if (!makers.verbs.has(t.norm)) continue;
    const after = doerAts.filter((at) => at > k && at <= k + REACH && at < verbAt);
    if (after.length > 0) return [...new Set(after)];
    const pronounAt = makers.pronounsBefore.size
      ? [k - 1, k - 2, k - 3].find((i) => makers.pronounsBefore.has(tokens[i]?.norm ?? ""))
      : k + 1;
    const pronoun = pronounAt === undefined ? undefined : tokens[pronounAt];
    if (pronounAt === undefined || !pronoun) return [];
    if (doerAts.includes(pronounAt)) return [pronounAt];
    return makers.several.has(pronoun.norm) ? othersBefore(Math.min(k, pronounAt), doerAts) : [];
  }
  return [];
}

const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(["them", "him", "her", "us", "me", "you"]);

/** Whether a bare English verb at `i` is what someone is made to do ("made them run", "made Ravi sing"):
 * a verb then, where elsewhere a bare "run" or "watch" is as often a noun. */
export function madeBare(tokens: Token[], i: number): boolean {
  const who = tokens[i - 1];
  if (!who || !(OBJECT_PRONOUNS.has(who.norm) || who.capitalised === true)) return false;
  return MAKERS.en?.verbs.has(tokens[i - 2]?.norm ?? "") === true;
}
