import type { Language } from "@reelsmith/contract/languages";
import nlp from "compromise";
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
