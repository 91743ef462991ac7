import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import {
  ACTIVITIES,
  ACTIVITY_WORDS,
  type ActivityId,
  PLACE_CLASSES,
  PLACE_SENSES,
} from "./languages/activity-words";
import { parseSpec } from "./lexicon";
import type { Match } from "./match";
import { normalise, type Token, tokenize } from "./text";

/** A run of a sentence's words that names an activity, puts the story in it, or has a sense in it. */
interface Span {
  start: number;
  end: number;
}

const patternMemo = new Map<string, { word: string; prefix: boolean }[]>();

/** A pattern's words, normalised as tokens are; a final "*" on a word matches any word it starts. Read once
 * a language: the tables do not change. */
function patternWords(pattern: string, language: Language): { word: string; prefix: boolean }[] {
  const key = `${language} ${pattern}`;
  let words = patternMemo.get(key);
  if (!words) {
    words = readPattern(pattern, language);
    patternMemo.set(key, words);
  }
  return words;
}

function readPattern(pattern: string, language: Language): { word: string; prefix: boolean }[] {
  return pattern.split(" ").map((w) => {
    const prefix = w.endsWith("*");
    const bare = prefix ? w.slice(0, -1) : w;
    const token = tokenize(bare, language)[0]?.norm ?? normalise(bare);
    return { word: prefix ? normalise(bare) : token, prefix };
  });
}

/** Where in the sentence each pattern's words stand, in turn. */
function spansOf(tokens: Token[], patterns: readonly string[], language: Language): Span[] {
  const out: Span[] = [];
  for (const pattern of patterns) {
    const words = patternWords(pattern, language);
    for (let i = 0; i + words.length <= tokens.length; i++) {
      const fits = words.every((w, k) => {
        const norm = normalise(tokens[i + k]?.surface ?? "");
        const tok = tokens[i + k]?.norm ?? "";
        return w.prefix
          ? norm.startsWith(w.word) || tok.startsWith(w.word)
          : tok === w.word || norm === w.word;
      });
      if (fits) out.push({ start: i, end: i + words.length });
    }
  }
  return out;
}

/** A capitalised word inside a sentence, where the language writes only names so: no word a cue's start
 * matches ("señor Pinto" paints nothing; "Diwali", written whole, stays a cue). German capitalises every
 * noun, so its cues stay. */
function nameInSentence(tokens: Token[], at: number, language: Language): boolean {
  return language !== "de" && at > 0 && tokens[at]?.capitalised === true;
}

/** The activities a sentence names or cues, in the order they stand, with the spans of the names. */
function activitiesIn(
  tokens: Token[],
  language: Language,
): { activity: ActivityId; at: number; name: Span | null }[] {
  const text = tokens.map((t) => t.norm).join(" ");
  const out: { activity: ActivityId; at: number; name: Span | null }[] = [];
  for (const [id, words] of Object.entries(ACTIVITY_WORDS[language]) as [
    ActivityId,
    NonNullable<(typeof ACTIVITY_WORDS)[Language][ActivityId]>,
  ][]) {
    if (!words.nameNeeds || words.nameNeeds.test(text))
      for (const s of spansOf(tokens, words.names, language))
        out.push({ activity: id, at: s.start, name: s });
    for (const cue of words.cues ?? [])
      for (const s of spansOf(tokens, [cue], language))
        if (!(cue.endsWith("*") && nameInSentence(tokens, s.start, language)))
          out.push({ activity: id, at: s.start, name: null });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The sentence's matches with those in [start, end) replaced by one of these concepts (none: dropped). */
function replaceSpan(matches: Match[], tokens: Token[], span: Span, concepts: Concept[]): Match[] {
  const kept = matches.filter((m) => m.end <= span.start || m.start >= span.end);
  if (concepts.length === 0) return kept;
  const surface = tokens
    .slice(span.start, span.end)
    .map((t) => t.surface)
    .join(" ");
  return [...kept, { concepts, start: span.start, end: span.end, surface }].sort((a, b) => a.start - b.start);
}

/** A concept as the activity draws it: a sport's ball, a painter's brush, a jar of water for nothing. */
function inSense(c: Concept, activity: ActivityId): Concept[] {
  if (c.kind !== "object" && c.kind !== "animal") return [c];
  const instead = ACTIVITIES[activity].things[c.icon];
  if (instead === undefined) return [c];
  return parseSpec(instead);
}

/**
 * The things of a sentence read in the story's activity: a word naming the activity draws its icon ("played
 * cricket" is the game, no insect), a word the activity gives a sense draws that ("la glace" at the barber's
 * is the mirror), and every other thing drawn is the activity's own ("the ball" of a cricket game). The
 * activity is the last the sentence names or cues, else the story's so far, and it lasts until the story
 * names another. Returns the matches and the story's activity after the sentence.
 */
export function readInActivity(
  tokens: Token[],
  matches: Match[],
  language: Language,
  story: ActivityId | null,
): { matches: Match[]; activity: ActivityId | null } {
  const found = activitiesIn(tokens, language);
  const activity = found.at(-1)?.activity ?? story;
  let out = matches;
  for (const f of found) {
    const icon = f.name ? ACTIVITIES[f.activity].icon : null;
    if (f.name) out = replaceSpan(out, tokens, f.name, icon ? [{ kind: "object", icon }] : []);
  }
  if (!activity) return { matches: out, activity };
  const senses = ACTIVITY_WORDS[language][activity]?.senses ?? {};
  for (const [word, spec] of Object.entries(senses))
    for (const span of spansOf(tokens, [word], language))
      out = replaceSpan(out, tokens, span, parseSpec(spec));
  const named = new Set(found.flatMap((f) => (f.name ? [f.name.start] : [])));
  out = out.flatMap((m) => {
    if (named.has(m.start)) return [m];
    const concepts = m.concepts.flatMap((c) => inSense(c, activity));
    if (concepts.length === m.concepts.length && concepts.every((c, i) => c === m.concepts[i])) return [m];
    return concepts.length > 0 ? [{ ...m, concepts }] : [];
  });
  return { matches: out, activity };
}

/**
 * The things of a sentence read where the story is (PLACE_SENSES): a thing whose first sense clashes with a
 * place of a class takes the sense that fits it ("held on to an orange ring" in a river is a swim ring) or is
 * not drawn ("dug a new bed in the garden" shows no bed). `named` is the place the sentence names itself,
 * `story` the one it is in.
 */
export function readInPlace(matches: Match[], named: string | null, story: string | null): Match[] {
  const senses = PLACE_SENSES.filter((s) => {
    const place = s.named ? named : (named ?? story);
    return place !== null && (PLACE_CLASSES[s.places] as readonly string[]).includes(place);
  });
  if (senses.length === 0) return matches;
  return matches.flatMap((m) => {
    const concepts = m.concepts.flatMap((c) => {
      if (c.kind !== "object") return [c];
      const instead = senses.map((s) => s.things[c.icon]).find((spec) => spec !== undefined);
      return instead === undefined ? [c] : parseSpec(instead);
    });
    if (concepts.length === m.concepts.length && concepts.every((c, i) => c === m.concepts[i])) return [m];
    return concepts.length > 0 ? [{ ...m, concepts }] : [];
  });
}

/** The icons of a ball with no game named: a game's ball is drawn as the game. */
const BALLS: ReadonlySet<string> = new Set(["soccer-ball", "baseball", "softball"]);

/** Whether an activity is a game played with a ball (its things draw a ball as the game). */
export function isGame(activity: ActivityId | null): activity is ActivityId {
  return (
    activity !== null &&
    ACTIVITIES[activity].things["soccer-ball"] !== undefined &&
    ACTIVITIES[activity].icon !== null
  );
}

/**
 * A ball named where the story does nothing the sentence names, read as the ball of the game the story last
 * played ("Bindu hit the last ball into the pond" after its cricket final): the game's icon, no football.
 */
export function ballsOfGame(matches: Match[], game: ActivityId | null): Match[] {
  if (!isGame(game)) return matches;
  const icon = ACTIVITIES[game].icon ?? "";
  return matches.map((m) =>
    m.concepts.some((c) => c.kind === "object" && BALLS.has(c.icon))
      ? {
          ...m,
          concepts: m.concepts.map((c) => (c.kind === "object" && BALLS.has(c.icon) ? { ...c, icon } : c)),
        }
      : m,
  );
}

/** Whether an activity is a game played seated at its board or table (chess, carrom, ludo). */
export function seatedGame(activity: ActivityId | null | undefined): boolean {
  return activity != null && ACTIVITIES[activity].seated === true;
}
