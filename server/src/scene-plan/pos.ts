import type { Language } from "@reelsmith/contract/languages";
import nlp from "compromise";
import { tagSentence } from "./apertium";
import { RULES } from "./languages/rules";
import type { Token } from "./text";

/** A word's part of speech in its sentence, as far as the planner needs it. */
export type Pos = "noun" | "verb" | "adjective" | "adverb" | "other";

interface Term {
  tags: string[];
  offset: { start: number; length: number };
}

function posOfTags(tags: readonly string[]): Pos {
  if (tags.includes("Verb")) return "verb";
  if (tags.includes("Noun") || tags.includes("Pronoun")) return "noun";
  if (tags.includes("Adjective")) return "adjective";
  if (tags.includes("Adverb")) return "adverb";
  return "other";
}

/** Words that end a clause or open a new one: a verbless clause before them is still one clause. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set([
  "when",
  "while",
  "as",
  "and",
  "but",
  "because",
  "before",
  "after",
  "until",
  "like",
]);
const DETERMINERS: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "his",
  "her",
  "their",
  "its",
  "our",
  "my",
]);

/** Prepositions whose object a determiner opens ("into a steel tiffin"); "like" opens a clause. */
const PREPOSITIONS: ReadonlySet<string> = new Set(
  "in into on onto at to from with by under over behind beside near for of inside through across".split(" "),
);

/**
 * "The sun rose like an orange coin": the tagger reads "sun rose" as one noun (a rose), and the clause is left
 * without a verb. In a clause with no verb, a determiner and two nouns followed by no third noun have their
 * verb in the second noun ("the sun rose", "the door slid"); a clause with a verb keeps its nouns.
 */
function verbOfVerblessClause(tokens: Token[], pos: Pos[]) {
  let from = 0;
  for (let i = 0; i <= tokens.length; i++) {
    const t = tokens[i];
    const word = Boolean(t && CLAUSE_WORDS.has(t.norm));
    const ends = !t || word || (i > from && tokens[i - 1]?.comma);
    if (!ends) continue;
    const clause = pos.slice(from, i);
    if (!clause.includes("verb")) {
      for (let j = from; j + 2 < i + 1 && j + 2 <= tokens.length; j++) {
        const det = tokens[j]?.norm ?? "";
        if (!DETERMINERS.has(det) || pos[j + 1] !== "noun" || pos[j + 2] !== "noun") continue;
        // "into a steel tiffin": a preposition's object is a noun phrase, whose last noun is its head.
        if (PREPOSITIONS.has(tokens[j - 1]?.norm ?? "")) continue;
        if (j + 3 === i || pos[j + 3] !== "noun") {
          pos[j + 2] = "verb";
          break;
        }
      }
    }
    // A clause word ("and") is no part of the next clause; after a comma, the next clause starts here.
    from = word ? i + 1 : i;
  }
}

/**
 * The part of speech of each of a sentence's words, by compromise (an English tagger that reads a word in its
 * sentence: "she picks apples" has a verb, "a pick" a noun). Other languages have no tagger here: null.
 */
export function partsOfSpeech(text: string, tokens: Token[], language: Language): Pos[] | null {
  if (RULES[language].tagger !== "compromise" || tokens.length === 0) return null;
  const source = text.normalize("NFC");
  const terms = (nlp(source).json({ offset: true }) as { terms: Term[] }[]).flatMap((s) => s.terms);
  const pos: Pos[] = [];
  let cursor = 0;
  for (const t of tokens) {
    const at = source.indexOf(t.surface, cursor);
    if (at >= 0) cursor = at + t.surface.length;
    const term =
      at < 0
        ? undefined
        : terms.find((x) => at >= x.offset.start && at < x.offset.start + Math.max(1, x.offset.length));
    pos.push(term ? posOfTags(term.tags) : "other");
  }
  verbOfVerblessClause(tokens, pos);
  return pos;
}

/** Apertium's tags of a verb: lexical verbs, "ser", "haber"/"avoir" and the modals. */
const VERB_TAGS: ReadonlySet<string> = new Set(["vblex", "vbser", "vbhaver", "vbmod", "vaux"]);

/**
 * The tenses whose forms no noun shares (the preterite, the imperfect, the future, the conditional:
 * "llamó", "cosía", "regardait"). A present form is as often a noun the dictionary lacks ("écharpe" is read
 * as "écharper", "souris" as "sourire") and is left to the tables.
 */
const UNMISTAKABLE_TENSES: ReadonlySet<string> = new Set(["ifi", "pii", "fti", "cni", "pis"]);

/**
 * The words of a Spanish or French sentence Apertium reads as verbs in a tense no noun has ("la llamó",
 * "la regardait"), by token index; empty where the language has no tagger here. Each token is found among
 * the tagger's words by its surface form, in order.
 */
export function taggedVerbs(text: string, tokens: Token[], language: Language): Set<number> {
  const words = tagSentence(text, language);
  const out = new Set<number>();
  if (!words) return out;
  let next = 0;
  for (const t of tokens) {
    const surface = t.surface.toLowerCase();
    const at = words.findIndex((w, i) => i >= next && i < next + 4 && w.surface.toLowerCase() === surface);
    if (at < 0) continue;
    next = at + 1;
    const word = words[at];
    if (!word || word.canBeNoun || !VERB_TAGS.has(word.tag)) continue;
    if (word.tags.some((tag) => UNMISTAKABLE_TENSES.has(tag))) out.add(t.index);
  }
  return out;
}

/** Apertium's tags of words that are never anyone's name: verbs and their auxiliaries, postpositions,
 * prepositions, adverbs, conjunctions, pronouns and determiners. */
const NEVER_NAMES: ReadonlySet<string> = new Set([
  ...VERB_TAGS,
  "vbser",
  "post",
  "pr",
  "adv",
  "cnjcoo",
  "cnjsub",
  "cnjadv",
  "prn",
  "det",
]);

/**
 * The words of a Hindi sentence the analyser knows only as verbs, postpositions, adverbs, conjunctions or
 * pronouns ("मिलाया", mixed; "दिखाया", showed), by token index: in a script with no capitals the planner
 * guesses a name from where a word stands, and these are never one. Empty for other languages.
 */
export function neverNames(text: string, tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  if (language !== "hi") return out;
  const words = tagSentence(text, language);
  if (!words) return out;
  let next = 0;
  for (const t of tokens) {
    const at = words.findIndex((w, i) => i >= next && i < next + 4 && w.surface === t.surface);
    if (at < 0) continue;
    next = at + 1;
    const tags = words[at]?.readingTags ?? [];
    if (tags.length > 0 && tags.every((tag) => NEVER_NAMES.has(tag))) out.add(t.index);
  }
  return out;
}
