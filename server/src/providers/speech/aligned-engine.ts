import path from "node:path";
import { withTempDir } from "../../media/run-process";
import { ALIGN_RATE, alignWordStarts, logMel, proportionalStarts, splitIsolatedWords } from "./align-audio";
import type { SpeechResult, WordTiming } from "./espeak";
import { readWavFloat, wavDurationMs } from "./wav";

/** A token the engine speaks (letters or digits); lone punctuation is timed with its neighbours. */
export const isSpoken = (token: string) => /[\p{L}\p{N}]/u.test(token);

/** A word said on its own: without the punctuation that would change its intonation. */
export const bareWord = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/**
 * Speech from an engine that reports no word times: `speak` says the whole text (natural prosody) into
 * `outWav`; `speakApart` says the given words one by one with long pauses between them, into another file.
 * The isolated words are cut apart at those pauses and aligned onto the utterance (align-audio.ts); when
 * the cut does not give one piece per word, the words are spread over the sound by their length and the
 * result says `aligned: "proportional"`. Each distinct word is said apart once; with `apartVoice`, words
 * that voice said apart for an earlier text are not said again (apartSpectra).
 */
export async function alignedSynthesis(input: {
  text: string;
  outWav: string;
  speak(text: string, outWav: string): Promise<void>;
  speakApart(words: string[], outWav: string): Promise<void>;
  /** The shortest pause the engine leaves between the words said apart. */
  apartGapMs: number;
  /** The engine, voice and settings of `speakApart`, naming the words it said in apartSpectra. */
  apartVoice?: string;
}): Promise<SpeechResult & { aligned: "dtw" | "proportional" }> {
  const tokens = input.text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) throw new Error("The speech engine was given no text");
  const spokenIdx = tokens.map((t, i) => (isSpoken(t) ? i : -1)).filter((i) => i >= 0);
  const bare = spokenIdx.map((i) => bareWord(tokens[i] as string));
  const known = new Map<string, Float32Array[]>();
  if (input.apartVoice)
    for (const w of bare) {
      const spectra = apartSpectra.recall(`${input.apartVoice}\0${w}`);
      if (spectra) known.set(w, spectra);
    }
  const toSay = bare.length > 1 ? [...new Set(bare)].filter((w) => !known.has(w)) : [];
  // The utterance and the words said apart are two runs of the engine: made side by side.
  const { said, durationMs, utterance } = await withTempDir("aligned", async (dir) => {
    const apart = path.join(dir, "apart.wav");
    await Promise.all([
      input.speak(tokens.join(" "), input.outWav),
      toSay.length > 0 ? input.speakApart(toSay, apart) : Promise.resolve(),
    ]);
    const utterance = await readWavFloat(input.outWav, ALIGN_RATE);
    const durationMs = await wavDurationMs(input.outWav);
    if (toSay.length === 0) return { said: [], durationMs, utterance };
    const pieces = splitIsolatedWords(await readWavFloat(apart, ALIGN_RATE), toSay.length, input.apartGapMs);
    return { said: pieces?.map(logMel) ?? null, durationMs, utterance };
  });
  if (said)
    for (const [k, w] of toSay.entries()) {
      const spectra = said[k] as Float32Array[];
      known.set(w, spectra);
      if (input.apartVoice) apartSpectra.keep(`${input.apartVoice}\0${w}`, spectra);
    }
  const starts =
    bare.length > 1 && said
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

/**
 * The spectra of words an engine said apart, by voice and word, kept in this process for the next
 * texts (a story's scenes share many words; a server's stories more): the least recently used go first.
 * About 5 KB a word.
 */
const apartSpectra = (() => {
  const kept = new Map<string, Float32Array[]>();
  const MAX_WORDS = 2000;
  return {
    recall(key: string) {
      const spectra = kept.get(key);
      if (spectra) {
        kept.delete(key);
        kept.set(key, spectra);
      }
      return spectra;
    },
    keep(key: string, spectra: Float32Array[]) {
      kept.set(key, spectra);
      const oldest = kept.keys().next().value;
      if (kept.size > MAX_WORDS && oldest !== undefined) kept.delete(oldest);
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
