import type { Language } from "@reelsmith/contract/languages";
import type { Concept, Gender } from "./concepts";
import { lexiconFor } from "./lexicon";
import type { Match } from "./match";
import type { Token } from "./text";
import { AND_WORDS } from "./verb-words";
import { findVerbs, type Verb } from "./verbs";

/**
 * How a language builds a word for someone by the work they do: endings with the gender they give (null: the
 * article's), and the determiners such a word stands after, each with the gender it says ("unknown" for
 * either). A thing noun may stand between them in English ("a tea seller") and Telugu ("ఒక టీ అమ్మేవాడు").
 */
interface RoleShape {
  endings: readonly (readonly [RegExp, Gender | null])[];
  determiners: Readonly<Record<string, Gender>>;
  /** Words the ending gives a gender to stand only after a determiner of that gender ("die" before a
   * German "-führer" is a plural). */
  agree: boolean;
  /** A thing noun may stand between the determiner and the word. */
  modified: boolean;
  /** The word must not close the sentence or a clause: there the Telugu form is a habitual verb ("he used
   * to sell"). */
  medial: boolean;
  /** A verb of what people do must follow within two words: Spanish and French build trees, furniture and
   * ordinals the same way ("el limonero", "le ventilateur", "la première fois"), and a doer is a person. */
  doer: boolean;
}

const genders = (male: string, female: string, either = ""): Readonly<Record<string, Gender>> => {
  const out: Record<string, Gender> = {};
  for (const d of either.split(" ").filter(Boolean)) out[d] = "unknown";
  for (const d of male.split(" ").filter(Boolean)) out[d] = "male";
  for (const d of female.split(" ").filter(Boolean)) out[d] = "female";
  return out;
};

const SHAPES: Partial<Record<Language, RoleShape>> = {
  en: {
    endings: [
      // Indian English keeps Hindi's "-wala" ("the chaiwala", "a dabbawala").
      [/^[a-z]{3,}wall?ah?$/u, "male"],
      [/^(?:[a-z]{2,})?(?:seller|keeper|maker|driver|monger)$/u, "unknown"],
    ],
    determiners: genders("", "", "a an the this that his her their our my your its one"),
    agree: false,
    modified: true,
    medial: false,
    doer: false,
  },
  es: {
    endings: [
      [/^.{3,}(?:ero|dor|tor)$/u, "male"],
      [/^.{3,}(?:era|dora|tora)$/u, "female"],
      [/^.{3,}ista$/u, null],
    ],
    determiners: genders("el un del al este ese aquel", "la una esta esa aquella"),
    agree: true,
    modified: false,
    medial: false,
    doer: true,
  },
  fr: {
    endings: [
      [/^.{3,}(?:ier|eur)$/u, "male"],
      [/^.{3,}(?:ière|euse)$/u, "female"],
      [/^.{3,}iste$/u, null],
    ],
    determiners: genders("le un du au ce cet", "la une cette", "l'"),
    agree: true,
    modified: false,
    medial: false,
    doer: true,
  },
  de: {
    endings: [
      [/^.{3,}(?:führer|fahrer|verkäufer|händler|macher|wärter|hüter|mann)$/u, "male"],
      [/^.{3,}(?:führerin|fahrerin|verkäuferin|händlerin|macherin|wärterin|hüterin|frau)$/u, "female"],
    ],
    determiners: genders("der ein dem den einen", "die eine einer"),
    agree: true,
    modified: false,
    medial: false,
    doer: false,
  },
  te: {
    endings: [[/^.{2,}ేవాడు$/u, "male"]],
    determiners: genders("", "", "ఒక ఓ"),
    agree: false,
    modified: true,
    medial: true,
    doer: false,
  },
};

/** Whether a verb of what people do follows the word within two words of its clause ("el pescadero se
 * rió", "le poissonnier a ri"): the word is its doer. After a verb it may as well be a thing done ("a chanté
 * une berceuse", a lullaby). */
function besideVerb(at: number, verbs: readonly Verb[], tokens: Token[], language: Language): boolean {
  for (let i = at; i < at + 2; i++) {
    const t = tokens[i];
    if (!t || t.comma || t.semicolon || AND_WORDS[language].has(tokens[i + 1]?.norm ?? "")) return false;
    if (verbs.some((v) => v.at === i + 1)) return true;
  }
  return false;
}

/** The words that join a worker to what they deal in or drive after them ("el conductor del autobús", "le
 * marchand de fruits"), with the articles that may follow them. */
export const OF_PHRASE: Partial<
  Record<Language, { of: ReadonlySet<string>; articles: ReadonlySet<string> }>
> = {
  es: { of: new Set(["de", "del"]), articles: new Set(["la", "los", "las"]) },
  fr: { of: new Set(["de", "du", "des", "d'"]), articles: new Set(["la", "l'"]) },
};

/** The last word of the worker's phrase: past what they deal in or drive, where a thing the lexicon reads
 * follows "de" ("el conductor del autobús se tomó su té": the verb follows the bus). */
function phraseEnd(at: number, matches: Match[], tokens: Token[], language: Language): number {
  const joins = OF_PHRASE[language];
  if (!joins || tokens[at]?.comma || !joins.of.has(tokens[at + 1]?.norm ?? "")) return at;
  const from = joins.articles.has(tokens[at + 2]?.norm ?? "") ? at + 3 : at + 2;
  const thing = matches.find((m) => m.start === from && m.concepts.every((c) => c.kind === "object"));
  return thing && thing.concepts.length > 0 ? thing.end - 1 : at;
}

/** Whether the lexicon has no reading of the word at all: a word it reads as a thing stays a thing. */
function unplaced(word: string, language: Language): boolean {
  const lexicon = lexiconFor(language);
  if (lexicon.exact.has(word)) return false;
  if (lexicon.nouns) return lexicon.nouns.unlisted(word, true) === null;
  return lexicon.bridged ? lexicon.bridged(word) === undefined : true;
}

/** The determiner a word stands after, past a thing noun before it where the language puts one there. */
function determinerBefore(at: number, matches: Match[], tokens: Token[], shape: RoleShape): string {
  let before = at - 1;
  const thing = matches.find((m) => m.end === at && m.concepts.every((c) => c.kind !== "person"));
  if (shape.modified && thing && !tokens[thing.start - 1]?.comma) before = thing.start - 1;
  // "the fruit seller": a noun no table draws may name the goods as well, where a determiner stands before it.
  const bare = tokens[before];
  const unread = bare && !thing && !bare.comma && !matches.some((m) => m.start <= before && before < m.end);
  if (shape.modified && unread && !(bare.norm in shape.determiners) && !tokens[before - 1]?.comma)
    before -= 1;
  return tokens[before]?.norm ?? "";
}

/** The gender a word built as a person noun gives, after the determiner before it; null where it is none. */
function roleGender(t: Token, matches: Match[], tokens: Token[], shape: RoleShape): Gender | null {
  const ending = shape.endings.find(([re]) => re.test(t.norm));
  if (!ending) return null;
  const said = shape.determiners[determinerBefore(t.index, matches, tokens, shape)];
  if (!said) return null;
  if (ending[1] === null) return said;
  if (shape.agree && said !== "unknown" && said !== ending[1]) return null;
  return ending[1];
}

/**
 * "a tea seller", "el pescadero", "le poissonnier", "der Ponyführer", "ఒక టీ అమ్మేవాడు": a word no table or
 * dictionary reads, built the way the language builds a word for someone who does a job, and standing where
 * a noun stands (after a determiner), is someone met in passing, of the gender its ending or article says.
 */
export function roleNouns(
  matches: Match[],
  tokens: Token[],
  names: ReadonlyMap<number, string>,
  language: Language,
): Match[] {
  const shape = SHAPES[language];
  if (!shape) return matches;
  const added: Match[] = [];
  const verbs = shape.doer ? findVerbs(tokens, language) : [];
  for (const t of tokens) {
    if (names.has(t.index) || t.quoted) continue;
    if (language !== "de" && t.capitalised) continue;
    if (matches.some((m) => m.start <= t.index && t.index < m.end)) continue;
    if (shape.medial && (t.index === tokens.length - 1 || t.comma || t.semicolon)) continue;
    const gender = roleGender(t, matches, tokens, shape);
    if (!gender || !unplaced(t.norm, language)) continue;
    const end = phraseEnd(t.index, matches, tokens, language);
    if (shape.doer && !besideVerb(end, verbs, tokens, language)) continue;
    const person: Concept = {
      kind: "person",
      id: t.norm,
      role: "person",
      gender,
      age: "adult",
      passing: true,
    };
    added.push({ concepts: [person], start: t.index, end: t.index + 1, surface: t.surface });
  }
  return added.length === 0 ? matches : [...matches, ...added].sort((a, b) => a.start - b.start);
}

/**
 * The words of a trade that deals in creatures ("the snake catcher", "el cazador de serpientes", "le vendeur de
 * poissons", "ఒక పాములు పట్టేవాడు"): English and the Indian languages name what is dealt in before the worker,
 * Spanish and French after "de". Hindi builds the worker with "वाला" after it ("मछली वाला", "साँप पकड़ने वाले").
 */
const TRADES: Partial<Record<Language, RegExp>> = {
  en: /^(?:catcher|seller|vendor|charmer|monger|dealer|trader|merchant|hawker|hunter)s?$/u,
  es: /^(?:vendedor|vendedora|cazador|cazadora|comerciante|mercader|encantador|encantadora)(?:es|s)?$/u,
  fr: /^(?:vendeur|vendeuse|marchand|marchande|chasseur|chasseuse|charmeur|charmeuse)s?$/u,
};

/** Feminine forms of those trade words: the worker is a woman; any other is a man. */
const FEMININE_TRADE: Partial<Record<Language, RegExp>> = {
  es: /(?:ora|oras)$/u,
  fr: /(?:euse|euses|ande|andes)$/u,
};

const HINDI_AGENT: Readonly<Record<string, Gender>> = { वाला: "male", वाले: "male", वाली: "female" };

const isAnimal = (m: Match) => m.concepts.length > 0 && m.concepts.every((c) => c.kind === "animal");

/** The creatures dealt in, as things ("a fish seller" sells fish; no fish swims beside him). */
const asThing = (m: Match): Match => ({
  ...m,
  concepts: m.concepts.flatMap((c): Concept[] =>
    c.kind === "animal" ? [{ kind: "object", icon: c.icon }] : [],
  ),
});

/**
 * "Mr Bhalla, the snake catcher", "el cazador de serpientes", "le vendeur de poissons", "मछली वाला", "ಹಾವು
 * ಹಿಡಿಯುವವರು": a person word built on the creature a trade deals in is a worker of that trade, a man unless its
 * words say a woman; the creature is what the worker deals in, a thing at most, never a creature in the scene
 * nor the worker's name.
 */
export function tradedCreatures(matches: Match[], tokens: Token[], language: Language): Match[] {
  if (!matches.some(isAnimal)) return matches;
  const trade = TRADES[language];
  const joins = OF_PHRASE[language];
  const out = [...matches];
  const person = (m: Match | undefined) => m?.concepts.find((c) => c.kind === "person");
  const worker = (m: Match, gender: Gender): Match => ({
    ...m,
    concepts: m.concepts.map((c) =>
      c.kind === "person" && c.gender === "unknown" ? { ...c, gender, passing: true } : c,
    ),
  });
  for (const [k, m] of out.entries()) {
    if (!isAnimal(m)) continue;
    const before = !tokens[m.end - 1]?.comma;
    const next = out[k + 1];
    const at = m.end;
    if (trade && joins === undefined) {
      // "the snake catcher": the creature right before the worker.
      const t = tokens[at];
      if (!t || !before || !trade.test(t.norm)) continue;
      out[k] = asThing(m);
      if (next?.start === at && person(next)) out[k + 1] = worker(next, "male");
    } else if (trade && joins) {
      // "el cazador de serpientes": the creature after "de", bare, right after the worker.
      const t = tokens[m.start - 2];
      if (!t || t.comma || !joins.of.has(tokens[m.start - 1]?.norm ?? "") || !trade.test(t.norm)) continue;
      out[k] = asThing(m);
      const w = out.findIndex((x) => x.start === t.index && person(x));
      const gender: Gender = FEMININE_TRADE[language]?.test(t.norm) ? "female" : "male";
      if (w >= 0) out[w] = worker(out[w] as Match, gender);
      else
        out.push({
          concepts: [{ kind: "person", id: t.norm, role: "person", gender, age: "adult", passing: true }],
          start: t.index,
          end: t.index + 1,
          surface: t.surface,
        });
    } else if (language === "hi") {
      // "मछली वाला", "साँप पकड़ने वाले": "वाला" after the creature, or after the verb done to it.
      const wAt = /ने$/u.test(tokens[at]?.norm ?? "") && !tokens[at]?.comma ? at + 1 : at;
      const w = tokens[wAt];
      const gender = w ? HINDI_AGENT[w.norm] : undefined;
      const kinds = new Set(["person", "animal", "object", "place"]);
      const noun = (x: Match) => x.start === wAt + 1 && x.concepts.some((c) => kinds.has(c.kind));
      if (!before || !w || !gender || out.some(noun)) continue;
      out[k] = asThing(m);
      out.push({
        concepts: [{ kind: "person", id: "trader", role: "person", gender, age: "adult", passing: true }],
        start: wAt,
        end: wAt + 1,
        surface: w.surface,
      });
    } else if (before && next?.start === at) {
      // "ಹಾವು ಹಿಡಿಯುವವರು", "పాములు పట్టేవాడు": an agent noun right after the creature.
      const p = person(next);
      if (p?.kind !== "person" || !p.passing) continue;
      out[k] = asThing(m);
      out[k + 1] = worker(next, "male");
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
