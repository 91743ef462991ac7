import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Language } from "@reelsmith/contract/languages";

/**
 * Apertium's morphological analysers and their disambiguators (Debian's apertium, apertium-fr-es,
 * apertium-hin and cg3, installed by scripts/setup.mjs) read a Spanish, French or Hindi sentence word by word:
 * "la llamó" is a pronoun and a verb, no llama; "मिलाया" (mixed) is a verb, nobody's name. The analyser lists
 * every reading a word form has, the tagger or the constraint grammar keeps those its sentence allows. Both are run once per sentence
 * (two short processes, a few milliseconds) and the answer is kept; where they are not installed the
 * planner reads as it does without a tagger.
 */

/** A word's part of speech as the tagger chose it, by its surface form, in the sentence's order. */
export interface TaggedWord {
  surface: string;
  /** Apertium's first tag: "vblex", "n", "adj", "det", "prn", "pr", "np" … ("" for an unknown word). */
  tag: string;
  /** All the chosen reading's tags ("vblex", "ifi", "p3", "sg"). */
  tags: string[];
  /** Whether any reading the analyser knows for the form is a noun (common or proper). */
  canBeNoun: boolean;
  /** The first tag of every reading the analyser knows for the form (none for a word it does not know). */
  readingTags: string[];
  /** Whether a reading is an infinitive, which names a thing as often as a doing ("पाना", a spanner). */
  infinitive: boolean;
}

const DATA = "/usr/share/apertium";

/**
 * The analyser and the disambiguator of each language Debian ships them for: a trained tagger for Spanish
 * and French (apertium-fr-es), Hindi's constraint grammar (apertium-hin, run by cg3), which may leave a word
 * more than one reading.
 */
interface Model {
  analyser: string;
  tagger: string;
  disambiguate: (tagger: string) => [string, string[]];
}
const byTagger = (tagger: string): [string, string[]] => ["apertium-tagger", ["-z", "-g", "-p", tagger]];
const byRules = (rules: string): [string, string[]] => ["cg-proc", ["-z", rules]];
const MODELS: Partial<Record<Language, Model>> = {
  es: {
    analyser: path.join(DATA, "apertium-fr-es/es-fr.automorf.bin"),
    tagger: path.join(DATA, "apertium-fr-es/es-fr.prob"),
    disambiguate: byTagger,
  },
  fr: {
    analyser: path.join(DATA, "apertium-fr-es/fr-es.automorf.bin"),
    tagger: path.join(DATA, "apertium-fr-es/fr-es.prob"),
    disambiguate: byTagger,
  },
  hi: {
    analyser: path.join(DATA, "apertium-hin/hin.automorf.bin"),
    tagger: path.join(DATA, "apertium-hin/hin.rlx.bin"),
    disambiguate: byRules,
  },
};

const installed = new Map<Language, boolean>();

/** Whether the tools and the language's model are on this machine (checked once a language). */
function modelOf(language: Language): Model | null {
  const model = MODELS[language];
  if (!model) return null;
  let ready = installed.get(language);
  if (ready === undefined) {
    ready =
      fs.existsSync(model.analyser) &&
      fs.existsSync(model.tagger) &&
      spawnSync("lt-proc", ["--version"]).error === undefined &&
      spawnSync(model.disambiguate(model.tagger)[0], ["--help"]).error === undefined;
    installed.set(language, ready);
  }
  return ready ? model : null;
}

/** The lexical units of a stream: "^surface/reading/reading$" (the tagger's keeps one reading). */
function units(stream: string): { surface: string; readings: string[] }[] {
  const out: { surface: string; readings: string[] }[] = [];
  for (const m of stream.matchAll(/\^((?:\\.|[^$\\])*)\$/g)) {
    const [surface = "", ...readings] = (m[1] ?? "").split("/");
    out.push({ surface: surface.replace(/\\(.)/g, "$1"), readings });
  }
  return out;
}

/** A reading's first tag ("llamar<vblex><ifi>" → "vblex"; a joined "de<pr>+el<det>" → "pr"). */
const firstTag = (reading: string) => /<([^>]+)>/.exec(reading)?.[1] ?? "";

const NOUN_TAGS = new Set(["n", "np"]);

/** Apertium's special characters in plain text are escaped before it reads them. */
const escaped = (text: string) => text.replace(/[\\^$@/<>{}[\]*#+~]/g, (c) => `\\${c}`);

const cache = new Map<string, TaggedWord[] | null>();
const CACHE_SIZE = 2000;

/** Runs the analyser and the tagger over texts in one go (null-separated): the readings and the choices. */
function analyse(texts: string[], model: Model) {
  const input = `${texts.map(escaped).join("\0")}\0`;
  const analysed = spawnSync("lt-proc", ["-z", model.analyser], { input, encoding: "utf8" });
  if (analysed.status !== 0) return null;
  const [program, args] = model.disambiguate(model.tagger);
  const tagged = spawnSync(program, args, { input: analysed.stdout, encoding: "utf8" });
  if (tagged.status !== 0) return null;
  const readings = analysed.stdout.split("\0");
  const chosen = tagged.stdout.split("\0");
  return texts.map((_, i) => wordsOf(readings[i] ?? "", chosen[i] ?? ""));
}

/** The tagger's words, each with whether its form has a noun reading (the two streams align by unit). */
function wordsOf(readings: string, chosen: string): TaggedWord[] | null {
  const all = units(readings);
  const picked = units(chosen);
  if (all.length !== picked.length) return null;
  return picked.map((u, i) => ({
    surface: u.surface,
    tag: firstTag(u.readings[0] ?? ""),
    tags: [...(u.readings[0] ?? "").matchAll(/<([^>]+)>/g)].map((m) => m[1] ?? ""),
    canBeNoun: (all[i]?.readings ?? []).some((r) => NOUN_TAGS.has(firstTag(r))),
    readingTags: (all[i]?.readings ?? []).map(firstTag).filter((tag) => tag !== ""),
    infinitive: (all[i]?.readings ?? []).some((r) => r.includes("<inf>")),
  }));
}

function remember(key: string, words: TaggedWord[] | null) {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, words);
}

/** A sentence's key: its words alone, so that its tokens joined again find it ("l'école", "l' école"). */
const keyOf = (text: string, language: Language) =>
  `${language}\u0000${text
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()}`;

/** Tags a story's sentences in one run of the tools, so that each sentence's reading finds its answer kept. */
export function tagStory(sentences: string[], language: Language): void {
  const model = modelOf(language);
  if (!model) return;
  const fresh = [...new Set(sentences)].filter((s) => !cache.has(keyOf(s, language)));
  if (fresh.length === 0) return;
  const tagged = analyse(fresh, model);
  for (const [i, s] of fresh.entries()) remember(keyOf(s, language), tagged?.[i] ?? null);
}

/** Each word of a sentence with the tagger's part of speech, or null where the language has no model here. */
export function tagSentence(text: string, language: Language): TaggedWord[] | null {
  if (!modelOf(language)) return null;
  const key = keyOf(text, language);
  if (!cache.has(key)) tagStory([text], language);
  return cache.get(key) ?? null;
}
