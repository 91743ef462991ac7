import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Language } from "@reelsmith/contract/languages";

/**
 * Apertium's morphological analyser and its trained part-of-speech tagger (Debian's apertium and
 * apertium-fr-es, installed by scripts/setup.mjs) read a Spanish or French sentence word by word: "la llamó"
 * is a pronoun and a verb, no llama; "Busca la pelota" opens with a verb, no pager. The analyser lists every
 * reading a word form has, the tagger picks the one its sentence gives. Both are run once per sentence
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
}

const DATA = "/usr/share/apertium/apertium-fr-es";

/** The analyser and tagger of each language Debian ships them for. */
const MODELS: Partial<Record<Language, { analyser: string; tagger: string }>> = {
  es: { analyser: path.join(DATA, "es-fr.automorf.bin"), tagger: path.join(DATA, "es-fr.prob") },
  fr: { analyser: path.join(DATA, "fr-es.automorf.bin"), tagger: path.join(DATA, "fr-es.prob") },
};

let installed: boolean | null = null;

/** Whether the tools and the models are on this machine (checked once). */
function toolsInstalled(): boolean {
  if (installed !== null) return installed;
  const models = Object.values(MODELS).flatMap((m) => [m.analyser, m.tagger]);
  installed =
    models.every((f) => fs.existsSync(f)) &&
    spawnSync("lt-proc", ["--version"]).error === undefined &&
    spawnSync("apertium-tagger", ["--help"]).error === undefined;
  return installed;
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
function analyse(texts: string[], model: { analyser: string; tagger: string }) {
  const input = `${texts.map(escaped).join("\0")}\0`;
  const analysed = spawnSync("lt-proc", ["-z", model.analyser], { input, encoding: "utf8" });
  if (analysed.status !== 0) return null;
  const tagged = spawnSync("apertium-tagger", ["-z", "-g", "-p", model.tagger], {
    input: analysed.stdout,
    encoding: "utf8",
  });
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
  }));
}

function remember(key: string, words: TaggedWord[] | null) {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, words);
}

const keyOf = (text: string, language: Language) => `${language}\u0000${text}`;

/** Tags a story's sentences in one run of the tools, so that each sentence's reading finds its answer kept. */
export function tagStory(sentences: string[], language: Language): void {
  const model = MODELS[language];
  if (!model || !toolsInstalled()) return;
  const fresh = [...new Set(sentences)].filter((s) => !cache.has(keyOf(s, language)));
  if (fresh.length === 0) return;
  const tagged = analyse(fresh, model);
  for (const [i, s] of fresh.entries()) remember(keyOf(s, language), tagged?.[i] ?? null);
}

/** Each word of a sentence with the tagger's part of speech, or null where the language has no model here. */
export function tagSentence(text: string, language: Language): TaggedWord[] | null {
  const model = MODELS[language];
  if (!model || !toolsInstalled()) return null;
  const key = keyOf(text, language);
  if (!cache.has(key)) tagStory([text], language);
  return cache.get(key) ?? null;
}
