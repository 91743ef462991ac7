import type { WordTiming } from "./espeak";

/**
 * A question's rise, for the engines that do not raise one enough themselves (measured with
 * pitch-contour.ts, intonation.test.ts: "Are you coming?" against "You are coming."): RHVoice and
 * Festival's English voices fall at both, so they get 800 cents; espeak-ng ends a question level (0-1
 * semitone above its median, a statement 1-7 below), so it gets 400; Pico and the NSK voices with
 * festival-intonation.ts rise by themselves. The pitch of each question's last word glides up over the
 * last part of its sound and comes back down in the pause after it (sox `bend`, which keeps the
 * duration, so the word times stand).
 */
export const QUESTION_RISE_CENTS = { falling: 800, level: 400 } as const;
/** The share of the last word's sound that the glide takes: its last syllable or so. */
const RISE_SHARE = 0.55;

/** Whether a spoken word ends a question (closing quotes and brackets after the mark count too). */
export const endsQuestion = (word: string) => /[?？]$/u.test(word.replace(/["”»')\]]+$/u, ""));

export interface Bend {
  startMs: number;
  endMs: number;
  cents: number;
}

/**
 * The glides for `words` in audio whose sound lies in `spans` (ms): up over the end of each question's
 * last word, and down again over the first 40 ms after its sound (silence there, so nothing is heard).
 */
export function questionBends(
  words: WordTiming[],
  spans: { startMs: number; endMs: number }[],
  cents: number,
): Bend[] {
  const bends: Bend[] = [];
  for (const [i, w] of words.entries()) {
    if (!endsQuestion(w.text)) continue;
    const limit = words[i + 1]?.startMs ?? Number.POSITIVE_INFINITY;
    const sound = spans.filter((s) => s.endMs > w.startMs && s.startMs < Math.min(w.endMs, limit));
    const first = sound[0];
    const last = sound.at(-1);
    if (!first || !last) continue;
    const start = Math.max(first.startMs, w.startMs);
    const end = Math.min(last.endMs, limit);
    if (end - start < 60) continue;
    const riseFrom = Math.round(end - (end - start) * RISE_SHARE);
    bends.push({ startMs: riseFrom, endMs: Math.round(end), cents });
    bends.push({ startMs: Math.round(end), endMs: Math.round(end) + 40, cents: -cents });
  }
  return bends;
}

const BEND_FRAME_RATE = 50;

/**
 * The delay sox's bend puts on its output, in samples: one FFT frame (the power of two it picks for
 * rate / frame rate, as in sox's bend.c; measured 256 samples at 16 kHz, 512 at 22.05, 24 and 32 kHz).
 */
export function bendDelaySamples(rate: number): number {
  let fft = 2;
  for (let n = Math.round(rate / BEND_FRAME_RATE); n > 2; n >>= 1) fft <<= 1;
  return fft;
}

/**
 * sox's bend effect: each triplet's start counts from the end of the one before, then its length. `-G`
 * guards against clipping (the loudness step comes after); the bend's delay is trimmed from the start
 * and made up at the end, so the audio keeps its length and its words their times.
 */
export function bendArgs(inWav: string, outWav: string, bends: Bend[], rate: number): string[] {
  const delay = bendDelaySamples(rate);
  let at = 0;
  const triplets = bends.map((b) => {
    const t = `${((b.startMs - at) / 1000).toFixed(3)},${b.cents},${((b.endMs - b.startMs) / 1000).toFixed(3)}`;
    at = b.endMs;
    return t;
  });
  return [
    "-G",
    inWav,
    "-b",
    "16",
    outWav,
    "bend",
    "-f",
    String(BEND_FRAME_RATE),
    ...triplets,
    "trim",
    `${delay}s`,
    "pad",
    "0",
    `${delay}s`,
  ];
}
