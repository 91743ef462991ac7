import path from "node:path";
import { withTempDir } from "../../media/run-process";
import { ALIGN_RATE, alignWordStarts, proportionalStarts, splitIsolatedWords } from "./align-audio";
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
 * result says `aligned: "proportional"`.
 */
export async function alignedSynthesis(input: {
  text: string;
  outWav: string;
  speak(text: string, outWav: string): Promise<void>;
  speakApart(words: string[], outWav: string): Promise<void>;
  /** The shortest pause the engine leaves between the words said apart. */
  apartGapMs: number;
}): Promise<SpeechResult & { aligned: "dtw" | "proportional" }> {
  const tokens = input.text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) throw new Error("The speech engine was given no text");
  const spokenIdx = tokens.map((t, i) => (isSpoken(t) ? i : -1)).filter((i) => i >= 0);
  const bare = spokenIdx.map((i) => bareWord(tokens[i] as string));
  // The utterance and the words said apart are two runs of the engine: made side by side.
  const { starts, durationMs, utterance } = await withTempDir("aligned", async (dir) => {
    const apart = path.join(dir, "apart.wav");
    await Promise.all([
      input.speak(tokens.join(" "), input.outWav),
      bare.length > 1 ? input.speakApart(bare, apart) : Promise.resolve(),
    ]);
    const utterance = await readWavFloat(input.outWav, ALIGN_RATE);
    const durationMs = await wavDurationMs(input.outWav);
    if (bare.length <= 1) return { starts: null, durationMs, utterance };
    const pieces = splitIsolatedWords(await readWavFloat(apart, ALIGN_RATE), bare.length, input.apartGapMs);
    return { starts: pieces ? alignWordStarts(utterance, pieces) : null, durationMs, utterance };
  });
  const aligned = starts ? "dtw" : "proportional";
  const found = starts ?? proportionalStarts(utterance, bare);
  const startOf = new Map(spokenIdx.map((ti, k) => [ti, found[k] ?? 0]));
  return { durationMs, words: timeTokens(tokens, startOf, durationMs), aligned };
}

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
