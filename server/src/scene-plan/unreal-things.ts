import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

/**
 * Things a sentence only speaks of are not in its scene: what someone will or would do with them ("they
 * would buy mangoes tomorrow", "comprarían mangos", "achèteraient des mangues", "würden Mangos kaufen") or
 * what someone wanted ("she wanted a kite with a dragon on it", "quería un estuche", "voulait une trousse",
 * "wollte ein Federmäppchen"). The words of such a clause, from the verb that makes it unreal to the
 * clause's end, draw no thing. Read for the Latin-script languages, whose verbs mark tense and mood in
 * words a list can hold.
 */

interface UnrealWords {
  /** Verbs that put what follows them to the clause's end in the future or a wish. */
  markers: ReadonlySet<string>;
  /** Verb endings that do so (the future and the conditional), for the languages that inflect them. */
  endings?: RegExp;
  /** Verbs of wanting: unreal only before a determiner (what is wanted, not "wanted to go"). */
  wants: ReadonlySet<string>;
  determiners: ReadonlySet<string>;
  /** "would" is a habit in a story's past ("every day she would feed the hens"): a future only with a
   * word for a time to come in the clause. */
  habitual?: ReadonlySet<string>;
  later?: ReadonlySet<string>;
  /** Words that open the next clause. */
  clauseEnds: ReadonlySet<string>;
}

const set = (words: string) => new Set(words.split(" "));

const UNREAL: Partial<Record<Language, UnrealWords>> = {
  en: {
    markers: set("will shall won't"),
    endings: /['’]ll$/u,
    wants: set("wanted wants wished"),
    determiners: set("a an some the his her their my our your new"),
    habitual: set("would"),
    later: set("tomorrow later someday soon next"),
    clauseEnds: set("and but until because so while when then or"),
  },
  es: {
    markers: set(""),
    endings: /[aeií]r(é|ás|á|emos|éis|án|ían|íamos|íais)$/u,
    wants: set("quería querían quiso deseaba deseaban"),
    determiners: set("un una unos unas el la los las su sus"),
    clauseEnds: set("y e pero hasta porque cuando mientras o"),
  },
  fr: {
    markers: set(""),
    endings: /(erai|eras|erons|erez|eront|erais|erait|erions|eriez|eraient|irai|iront|irait|iraient)$/u,
    wants: set("voulait voulaient voulut"),
    determiners: set("un une des le la les son sa ses leur leurs"),
    clauseEnds: set("et mais jusqu parce quand pendant puis ou"),
  },
  de: {
    markers: set("würde würden"),
    wants: set("wollte wollten wünschte wünschten"),
    determiners: set("ein eine einen einem einer den die das sein seine seinen ihr ihre ihren neue neuen"),
    clauseEnds: set("und aber bis weil als während dann oder"),
  },
};

/** Where the clause that starts at `from` ends (exclusive): at a comma or a word that opens another. */
function clauseEnd(tokens: Token[], from: number, ends: ReadonlySet<string>): number {
  for (let i = from; i < tokens.length; i++) {
    if (i > from && ends.has(tokens[i]?.norm ?? "")) return i;
    if (tokens[i]?.comma) return i + 1;
  }
  return tokens.length;
}

/** The words (by index) of a sentence's clauses about things that are not there. */
export function unrealWords(tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  const words = UNREAL[language];
  if (!words) return out;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const habit =
      words.habitual?.has(t.norm) === true &&
      tokens.slice(i, clauseEnd(tokens, i, words.clauseEnds)).some((u) => words.later?.has(u.norm));
    const unreal =
      words.markers.has(t.norm) ||
      habit ||
      (t.norm.length > 4 && (words.endings?.test(t.norm) ?? false)) ||
      (words.wants.has(t.norm) && words.determiners.has(tokens[i + 1]?.norm ?? ""));
    if (!unreal || t.comma) continue;
    const end = clauseEnd(tokens, i + 1, words.clauseEnds);
    for (let j = i + 1; j < end; j++) out.add(j);
  }
  return out;
}
