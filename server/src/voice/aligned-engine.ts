import path from "node:path";
import { ALIGN_RATE, logMel } from "../lib/audio-features";
import { withTempDir } from "../media/run-process";
import { alignWordStarts, proportionalStarts, splitIsolatedWords } from "./align-audio";
import type { SpeechResult, WordTiming } from "./espeak";
import { readWavFloat, wavDurationMs } from "./wav";

/** A token the engine speaks (letters or digits); lone punctuation is timed with its neighbours. */
export const isSpoken = (token: string) => /[\p{L}\p{N}]/u.test(token);

/** A word said on its own: without the punctuation that would change its intonation. */
export const bareWord = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

interface AlignedEngine {
  speak(text: string, outWav: string): Promise<void>;
  speakApart(words: string[], outWav: string): Promise<void>;
  /** The shortest pause the engine leaves between the words said apart. */
  apartGapMs: number;
  /** The engine, voice and settings of `speakApart`, naming the words it said in apartSpectra. */
  apartVoice?: string;
}

/**
 * Speech from an engine that reports no word times: `speak` says the whole text (natural prosody) into
 * `outWav`; `speakApart` says the given words one by one with long pauses between them, into another file.
 * The isolated words are cut apart at those pauses and aligned onto the utterance (align-audio.ts); when
 * the cut does not give one piece per word, the words are spread over the sound by their length and the
 * result says `aligned: "proportional"`. Each distinct word is said apart once; with `apartVoice`, words
 * that voice said apart for an earlier text, or is saying for a text being spoken now, are not said again
 * (apartSpectra), so texts spoken side by side get the same times as one after the other.
 */
export async function alignedSynthesis(
  input: AlignedEngine & { text: string; outWav: string },
): Promise<SpeechResult & { aligned: "dtw" | "proportional" }> {
  const tokens = input.text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) throw new Error("The speech engine was given no text");
  const spokenIdx = tokens.map((t, i) => (isSpoken(t) ? i : -1)).filter((i) => i >= 0);
  const bare = spokenIdx.map((i) => bareWord(tokens[i] as string));
  const claim = claimWords(bare.length > 1 ? [...new Set(bare)] : [], input.apartVoice);
  const { known, toSay } = claim;
  // The utterance and the words said apart are two runs of the engine: made side by side.
  let said: Float32Array[][] | null = null;
  const heard = await withTempDir("aligned", async (dir) => {
    const apart = path.join(dir, "apart.wav");
    try {
      await Promise.all([
        input.speak(tokens.join(" "), input.outWav),
        toSay.length > 0 ? input.speakApart(toSay, apart) : Promise.resolve(),
      ]);
      if (toSay.length > 0) said = await isolatedSpectra(apart, toSay.length, input.apartGapMs);
    } finally {
      // Whatever happened, the texts waiting for these words learn it.
      for (const [k, w] of toSay.entries()) claim.settle(w, said?.[k] ?? null);
    }
    return {
      utterance: await readWavFloat(input.outWav, ALIGN_RATE),
      durationMs: await wavDurationMs(input.outWav),
    };
  });
  await wordsFromOthers(input, claim);
  const { utterance, durationMs } = heard;
  const starts =
    bare.length > 1 && bare.every((w) => known.has(w))
      ? alignWordStarts(
          utterance,
          bare.map((w) => known.get(w) ?? []),
        )
      : null;
  const aligned = starts ? "dtw" : "proportional";
  const found = starts ?? proportionalStarts(utterance, bare);
  const startOf = new Map(spokenIdx.map((ti, k) => [ti, found[k] ?? 0]));
  return { durationMs, words: timeTokens(tokens, startOf, durationMs), aligned };
}

/** The log-mel spectra of each word in a file of `count` words said apart; null when the cut fails. */
async function isolatedSpectra(file: string, count: number, gapMs: number) {
  const pieces = splitIsolatedWords(await readWavFloat(file, ALIGN_RATE), count, gapMs);
  return pieces?.map(logMel) ?? null;
}

/**
 * The words another text was saying apart when this one started: their spectra once that text has them;
 * any its cut lost are said here (a second run, as they would have been without the other text).
 */
async function wordsFromOthers(engine: AlignedEngine, claim: ReturnType<typeof claimWords>) {
  const lost: string[] = [];
  for (const [w, spectra] of claim.waiting) {
    const got = await spectra;
    if (got) claim.known.set(w, got);
    else lost.push(w);
  }
  if (lost.length === 0) return;
  const said = await withTempDir("aligned", async (dir) => {
    const apart = path.join(dir, "apart.wav");
    await engine.speakApart(lost, apart);
    return isolatedSpectra(apart, lost.length, engine.apartGapMs);
  });
  if (said) for (const [k, w] of lost.entries()) claim.learn(w, said[k] ?? null);
}

/**
 * What a text's distinct words need: spectra kept from earlier texts (`known`), words another text is
 * saying apart now (`waiting`), and the rest, which this text says (`toSay`) and `settle`s for the others.
 */
function claimWords(words: string[], voice: string | undefined) {
  const known = new Map<string, Float32Array[]>();
  const waiting = new Map<string, Promise<Float32Array[] | null>>();
  const toSay: string[] = [];
  for (const w of words) {
    const key = voice === undefined ? null : `${voice}\0${w}`;
    const spectra = key ? apartSpectra.recall(key) : undefined;
    const coming = key ? apartSpectra.coming(key) : undefined;
    if (spectra) known.set(w, spectra);
    else if (coming) waiting.set(w, coming);
    else {
      toSay.push(w);
      if (key) apartSpectra.promise(key);
    }
  }
  return {
    known,
    waiting,
    toSay,
    settle(w: string, spectra: Float32Array[] | null) {
      if (spectra) known.set(w, spectra);
      if (voice !== undefined) apartSpectra.settle(`${voice}\0${w}`, spectra);
    },
    /** A word this text said after all, which no other text waits for. */
    learn(w: string, spectra: Float32Array[] | null) {
      if (!spectra) return;
      known.set(w, spectra);
      if (voice !== undefined) apartSpectra.keep(`${voice}\0${w}`, spectra);
    },
  };
}

/**
 * The spectra of words an engine said apart, by voice and word, kept in this process for the next
 * texts (a story's scenes share many words; a server's stories more): the least recently used go first.
 * About 5 KB a word. A word being said for one text is promised to the texts that start meanwhile.
 */
const apartSpectra = (() => {
  const kept = new Map<string, Float32Array[]>();
  const promised = new Map<
    string,
    { spectra: Promise<Float32Array[] | null>; give(s: Float32Array[] | null): void }
  >();
  const MAX_WORDS = 2000;
  const keep = (key: string, spectra: Float32Array[]) => {
    kept.set(key, spectra);
    const oldest = kept.keys().next().value;
    if (kept.size > MAX_WORDS && oldest !== undefined) kept.delete(oldest);
  };
  return {
    keep,
    recall(key: string) {
      const spectra = kept.get(key);
      if (spectra) {
        kept.delete(key);
        kept.set(key, spectra);
      }
      return spectra;
    },
    coming: (key: string) => promised.get(key)?.spectra,
    promise(key: string) {
      let give: (s: Float32Array[] | null) => void = () => {};
      const spectra = new Promise<Float32Array[] | null>((resolve) => {
        give = resolve;
      });
      promised.set(key, { spectra, give });
    },
    settle(key: string, spectra: Float32Array[] | null) {
      if (spectra) keep(key, spectra);
      promised.get(key)?.give(spectra);
      promised.delete(key);
    },
  };
})();

/** Each token from its start to the next spoken token's start; punctuation-only tokens take the one before. */
function timeTokens(tokens: string[], startOf: Map<number, number>, durationMs: number): WordTiming[] {
  const starts: number[] = [];
  let last = 0;
  for (const [i] of tokens.entries()) {
    const s = startOf.get(i);
    last = s === undefined ? last : Math.max(last, Math.min(s, durationMs));
    starts.push(last);
  }
  return tokens.map((text, i) => {
    const next = starts.slice(i + 1).find((s) => s > (starts[i] as number));
    return { text, startMs: starts[i] as number, endMs: Math.min(next ?? durationMs, durationMs) };
  });
}
