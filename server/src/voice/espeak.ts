import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runProcess } from "../media/run-process";
import { espeakHelperBuildArgs, espeakWordsArgs } from "../media/speech-args";

/** A spoken word with its time in the audio, from espeak-ng's own word events. */
export interface WordTiming {
  text: string;
  startMs: number;
  endMs: number;
}

/** A speech sound with its time in the audio (Festival's segments; phone names of its phone set). */
export interface PhonemeTiming {
  phoneme: string;
  startMs: number;
  endMs: number;
}

export interface SpeechResult {
  durationMs: number;
  words: WordTiming[];
  /** Present where the engine reports its segments. */
  phonemes?: PhonemeTiming[];
  /** How the phonemes are named: Festival's phone set or espeak-ng's IPA. */
  phonemeNames?: "arpabet" | "ipa";
  /** The engine that spoke, where a provider may fall back from one to another. */
  engine?: string;
}

export interface EspeakInput {
  text: string;
  /** Language code (en, es, ...); used when espeakName is empty. */
  language: string;
  /** espeak-ng voice with variant, e.g. "en-us+f3". */
  espeakName?: string;
  /** Words per minute (espeak-ng's default is 175). */
  rate?: number;
  /** Pitch 0-99 (default 50). */
  pitch?: number;
  outWav: string;
}

const nativeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../native");
const helperPath = path.join(nativeDir, "build", "espeak-words");
let building: Promise<void> | null = null;

/** Whether the built helper is at least as new as its source (an older one lacks later events). */
function helperIsCurrent(): boolean {
  try {
    return fs.statSync(helperPath).mtimeMs >= fs.statSync(path.join(nativeDir, "espeak-words.c")).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Builds the C helper on first use when the setup has not, or when its source changed since; a clear
 * error when gcc or the headers are missing.
 */
export function ensureEspeakHelper(): Promise<string> {
  if (helperIsCurrent()) return Promise.resolve(helperPath);
  building ??= (async () => {
    fs.mkdirSync(path.dirname(helperPath), { recursive: true });
    const tmp = `${helperPath}.${process.pid}.tmp`;
    try {
      await runProcess("gcc", espeakHelperBuildArgs(path.join(nativeDir, "espeak-words.c"), tmp), {
        timeoutMs: 60_000,
      });
      fs.renameSync(tmp, helperPath);
    } catch (err) {
      building = null;
      throw new Error(
        `Cannot build the espeak-ng word-timing helper (needs gcc and libespeak-ng-dev; run the setup): ${
          (err as Error).message
        }`,
      );
    }
  })();
  return building.then(() => helperPath);
}

type HelperEvent =
  | { type: "word"; pos: number; len: number; ms: number }
  | { type: "sentence_end"; pos: number; ms: number }
  | { type: "phoneme"; name: string; ms: number }
  | { type: "end"; samples: number; rate: number };

/** Speaks `text` into `outWav` (16-bit mono, 22,050 Hz) and returns its duration and word times. */
export async function synthesizeSpeech(input: EspeakInput): Promise<SpeechResult> {
  const helper = await ensureEspeakHelper();
  const text = input.text.replace(/\s+/g, " ").trim();
  const voice = input.espeakName || input.language;
  const { stdout } = await runProcess(
    helper,
    espeakWordsArgs({ voice, rate: input.rate ?? 175, pitch: input.pitch ?? 50, outWav: input.outWav }),
    { input: text, timeoutMs: 60_000 },
  );
  const events = stdout
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as HelperEvent);
  const end = events.find((e) => e.type === "end");
  const durationMs = end && end.type === "end" ? Math.round((end.samples * 1000) / end.rate) : 0;
  return {
    durationMs,
    words: wordsFromEvents(text, events, durationMs),
    phonemes: phonemesFromEvents(events, durationMs),
    phonemeNames: "ipa",
  };
}

/** Phoneme events as timed phonemes: each lasts until the next one starts (the last one until the end). */
export function phonemesFromEvents(events: HelperEvent[], durationMs: number): PhonemeTiming[] {
  const starts = events.filter((e) => e.type === "phoneme");
  return starts.map((e, i) => {
    const next = starts[i + 1];
    const endMs = Math.min(durationMs, next ? next.ms : durationMs);
    return { phoneme: e.name, startMs: e.ms, endMs: Math.max(e.ms, endMs) };
  });
}

interface Token {
  text: string;
  start: number;
  end: number;
}

/** Whitespace-separated tokens with code point offsets (espeak-ng counts characters, not bytes). */
function tokenize(text: string): Token[] {
  const chars = Array.from(text);
  const tokens: Token[] = [];
  let i = 0;
  while (i < chars.length) {
    while (i < chars.length && /\s/.test(chars[i] ?? "")) i++;
    const start = i;
    while (i < chars.length && !/\s/.test(chars[i] ?? "")) i++;
    if (i > start) tokens.push({ text: chars.slice(start, i).join(""), start, end: i });
  }
  return tokens;
}

/**
 * Maps word events onto the text's tokens: a token's start is its first event (a number spoken as several
 * words gives several events for one token), its end the next token's start. Tokens with no event (rare:
 * punctuation-only) share the time of their neighbours.
 */
export function wordsFromEvents(text: string, events: HelperEvent[], durationMs: number): WordTiming[] {
  const tokens = tokenize(text);
  const starts = new Array<number | undefined>(tokens.length).fill(undefined);
  for (const e of events) {
    if (e.type !== "word") continue;
    const at = e.pos - 1;
    const idx = tokens.findIndex((t) => at >= t.start && at < t.end);
    if (idx >= 0 && starts[idx] === undefined) starts[idx] = e.ms;
  }
  // Fill gaps from the previous token's start.
  let last = 0;
  for (let i = 0; i < starts.length; i++) {
    if (starts[i] === undefined) starts[i] = last;
    last = starts[i] ?? last;
  }
  return tokens.map((t, i) => {
    const startMs = starts[i] ?? 0;
    const nextStart = starts.slice(i + 1).find((s) => (s ?? 0) > startMs);
    const endMs = Math.min(nextStart ?? durationMs, durationMs);
    return { text: t.text, startMs, endMs: Math.max(endMs, startMs) };
  });
}
