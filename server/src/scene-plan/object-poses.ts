import type { Language } from "@reelsmith/contract/languages";
import { OBJECT_POSE_WORDS } from "./languages/object-pose-words";
import type { Match } from "./match";
import type { SceneAction } from "./scene-plan-schema";
import { normalise, type Token } from "./text";
import { AND_WORDS, type VerbKind } from "./verb-words";
import { clauseStartBefore, type Doer, findVerbs, type Verb } from "./verbs";

/**
 * The pose of a doer whose verb the verb tables do not know, read from what the verb is done to and where:
 * "slapped the rotis against the oven wall" is cooking, "strung jasmine into garlands" sitting at handwork,
 * "laid the sardines out on mats" kneeling, "the parents filled every seat" sitting, "danced with their
 * hands up" to a band dancing, a guitar played. New text always brings verbs no table has; their objects and
 * settings are a small, stable vocabulary (languages/object-pose-words.ts).
 */

/** Verb kinds that give a pose only with the right things about (vague making, cutting, hitting): their
 * doer with no pose from them may still be read from the things. Any other verb the doer's clause has
 * is its own reading ("waited", "looked at the dough", "brought the rotis") and stays. */
const THING_READ: ReadonlySet<VerbKind> = new Set([
  "make",
  "cut",
  "hit",
  "choose",
  "mount",
  "catch",
  "share",
  "work",
]);

/** Icons the lexicon draws for these things, whatever the language's word. */
const COOKING_ICONS = new Set(["cooking", "rolling-pin"]);
const HANDWORK_ICONS = new Set(["sewing-needle", "yarn"]);
const SEAT_ICONS = new Set(["chair", "seat"]);
export const INSTRUMENT_ICONS = new Set([
  "guitar",
  "violin",
  "drum",
  "long-drum",
  "flute",
  "trumpet",
  "saxophone",
  "banjo",
  "accordion",
  "musical-keyboard",
]);

/** Whether one pattern of the word lists fits the word: "x*" its start, "~x" its end, else the whole word. */
function fits(pattern: string, word: string): boolean {
  if (pattern.endsWith("*")) return word.startsWith(pattern.slice(0, -1));
  if (pattern.startsWith("~")) return word.endsWith(pattern.slice(1)) && word.length > pattern.length;
  return word === pattern.replace(/^=/, "");
}

/** Whether the words [from, to) hold one of the patterns (one word, or several in a row). */
function says(words: string[], from: number, to: number, patterns: readonly string[]): boolean {
  for (const pattern of patterns) {
    const parts = pattern.split(" ").map(normalise);
    for (let i = from; i + parts.length <= to; i++)
      if (parts.every((p, k) => fits(p, words[i + k] ?? ""))) return true;
  }
  return false;
}

/**
 * The words of a doer's clause: from the comma, semicolon or "and" before it on to where another begins. A doer
 * the sentence only implies (the subject of a Spanish verb, a pronoun dropped) has the whole sentence.
 */
function clauseOf(d: Doer, doers: Doer[], tokens: Token[], language: Language): [number, number] {
  if (d.at >= tokens.length) return [0, tokens.length];
  const from = clauseStartBefore(d.at, tokens, language);
  // Forwards the clause runs past commas ("se balançait dans la rue, les mains en l'air": the hands are hers)
  // up to the next "and", semicolon or doer.
  let to = d.at + 1;
  const next = (i: number) =>
    tokens[i - 1]?.semicolon === true ||
    AND_WORDS[language].has(tokens[i]?.norm ?? "") ||
    doers.some((o) => o.at === i && o.id !== d.id);
  while (to < tokens.length && !next(to)) to++;
  return [from, to];
}

/** The icons the matches draw in [from, to). */
function iconsIn(matches: Match[], from: number, to: number): Set<string> {
  const out = new Set<string>();
  for (const m of matches)
    if (m.start >= from && m.start < to) for (const c of m.concepts) if (c.kind === "object") out.add(c.icon);
  return out;
}

/**
 * Whose a verb at `at` is: the doer nearest before it in its clause, else the nearest after (German puts the
 * verb before its subject: "breitete Selvi ... aus"). "showed Meera how to knead the dough": the kneading
 * is Meera's.
 */
function subjectOf(at: number, doers: Doer[], from: number, to: number, length: number): Doer | undefined {
  // A doer the sentence only implies stands after its last word, in every clause.
  const inClause = doers.filter((o) => (o.at >= from && o.at < to) || o.at >= length);
  const before = inClause.filter((o) => o.at < at).at(-1);
  return before ?? inClause.find((o) => o.at > at);
}

/**
 * Words that put a thing beside the doer rather than in their hands: "hung it by the stove to dry" is no
 * cooking. Before the thing in en, es, fr and de; after it (postpositions) in hi, kn, ta and te.
 */
const BESIDE: Record<Language, { before?: RegExp; after?: RegExp }> = {
  en: { before: /^(by|beside|near|next)$/u },
  es: { before: /^(junto|cerca|lado)$/u },
  fr: { before: /^(près|côté|auprès)$/u },
  de: { before: /^(neben|bei|beim)$/u },
  hi: { after: /^(पास|बगल|नज़दीक|नजदीक)$/u },
  kn: { after: /^(ಹತ್ತಿರ|ಬಳಿ|ಪಕ್ಕ|ಪಕ್ಕದಲ್ಲಿ)$/u },
  ta: { after: /^(அருகில்|அருகே|பக்கத்தில்|பக்கம்)$/u },
  te: { after: /^(దగ్గర|పక్కన|దగ్గరే)$/u },
};

/** Positions of the words a "beside" word sets apart: the three after it, or the two before a postposition. */
function besidePositions(words: string[], language: Language): Set<number> {
  const { before, after } = BESIDE[language];
  const out = new Set<number>();
  words.forEach((word, i) => {
    if (before?.test(word)) for (let k = i + 1; k <= i + 3 && k < words.length; k++) out.add(k);
    if (after?.test(word)) for (let k = Math.max(0, i - 2); k < i; k++) out.add(k);
  });
  return out;
}

/** The pose the things of words [from, to) give the one who works them, or null where they give none. */
function poseOfThings(
  words: string[],
  from: number,
  to: number,
  icons: Set<string>,
  language: Language,
): SceneAction | null {
  const x = OBJECT_POSE_WORDS[language];
  const has = (list: readonly string[], set?: Set<string>) =>
    says(words, from, to, list) || (set !== undefined && [...set].some((i) => icons.has(i)));
  if (has(x.spreading) && has(x.ground)) return "kneel";
  if (has(x.cooking, COOKING_ICONS)) return "cook";
  if (has(x.handwork, HANDWORK_ICONS)) return "sit";
  if (has(x.seats, SEAT_ICONS) && has(x.filling)) return "sit";
  // The music may be named in the clause before ("the band played loud; his cousins danced ...").
  if (has(x.hands) && has(x.raised) && says(words, 0, words.length, x.music)) return "dance";
  if (has(x.instruments, INSTRUMENT_ICONS)) return "play";
  return null;
}

/**
 * Gives each person the sentence drew with no pose of their own (`actions` has none for them) the pose the
 * things of their clause give, where no verb of the clause that is theirs says otherwise and none of
 * having, buying or finding does ("she had a bowl of dough" still stands). Changes `actions` in place.
 */
export function objectPoses(
  tokens: Token[],
  matches: Match[],
  doers: Doer[],
  actions: Map<string, SceneAction>,
  language: Language,
): void {
  const beside = besidePositions(
    tokens.map((t) => normalise(t.surface)),
    language,
  );
  // A thing beside the doer is where they are, not what they work.
  const words = tokens.map((t, i) => (beside.has(i) ? "" : normalise(t.surface)));
  const worked = matches.filter((m) => !beside.has(m.start));
  const verbs = findVerbs(tokens, language).filter((v) => !v.purpose);
  for (const d of doers) {
    if (!d.person || d.object || actions.has(d.id)) continue;
    const [from, to] = clauseOf(d, doers, tokens, language);
    const own = verbs.filter(
      (v) => v.at >= from && v.at < to && subjectOf(v.at, doers, from, to, tokens.length) === d,
    );
    // Knitting and sewing are verbs of no pose of their own ("Oma strickte und sang": she sings); alone they
    // are handwork, done seated.
    const handwork = (v: Verb) =>
      v.action === "stand" && says(words, v.at, v.end, OBJECT_POSE_WORDS[language].handwork);
    if (own.some((v) => !THING_READ.has(v.action) && !handwork(v))) continue;
    if (says(words, from, to, OBJECT_POSE_WORDS[language].noPose)) continue;
    const pose = poseOfThings(words, from, to, iconsIn(worked, from, to), language);
    if (pose) actions.set(d.id, pose);
  }
}

/** Whether the sentence speaks of a fishing net. */
export function saysNet(tokens: Token[], language: Language): boolean {
  const words = tokens.map((t) => normalise(t.surface));
  return says(words, 0, words.length, OBJECT_POSE_WORDS[language].nets);
}
