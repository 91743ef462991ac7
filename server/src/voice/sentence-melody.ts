import fs from "node:fs/promises";
import { ALIGN_RATE, soundSpans } from "../lib/audio-features";
import { runProcess } from "../media/run-process";
import type { WordTiming } from "./espeak";
import { endsExclamation, exclamationBends } from "./exclamation";
import { pitchContour } from "./pitch-contour";
import { type Bend, bendArgs, endsQuestion, questionBends } from "./question-rise";
import { readWavFloat } from "./wav";

/** Samples past a stretch's end that the pitch analysis needs to reach its last frames (a 40 ms frame and the longest period). */
const FRAME_TAIL = 1_000;

/**
 * A sentence's melody where the engine leaves it flat: questions (question-rise.ts) and exclamations
 * (exclamation.ts) shaped after the engine, by one sox `bend` run over the whole text.
 */

/** Groups of glides that do not overlap, in time order; a group that would overlap an earlier one is left out. */
export function disjointBends(groups: Bend[][]): Bend[] {
  const kept: Bend[] = [];
  const sorted = groups
    .filter((g) => g.length > 0)
    .sort((a, b) => (a[0]?.startMs ?? 0) - (b[0]?.startMs ?? 0));
  for (const g of sorted) if ((g[0]?.startMs ?? 0) >= (kept.at(-1)?.endMs ?? 0)) kept.push(...g);
  return kept;
}

/**
 * Shapes the sentence ends of `wav` in place, in one sox run: each question's end raised by
 * `questionCents` (0: the engine raises it itself), each exclamation lifted, leaping and falling
 * (exclamation.ts). Nothing runs when the text has neither.
 */
export async function intoneSentences(
  wav: string,
  words: WordTiming[],
  questionCents: number,
): Promise<void> {
  const asks = questionCents > 0 && words.some((w) => endsQuestion(w.text));
  if (!asks && !words.some((w) => endsExclamation(w.text))) return;
  const pcm = await readWavFloat(wav, ALIGN_RATE);
  const spans = soundSpans(pcm, 60).map((s) => ({
    startMs: (s.start * 1000) / ALIGN_RATE,
    endMs: (s.end * 1000) / ALIGN_RATE,
  }));
  const questions = asks ? questionBends(words, spans, questionCents) : [];
  const pairs = questions.filter((_, i) => i % 2 === 0).map((b, i) => [b, questions[2 * i + 1] as Bend]);
  const bends = disjointBends([...pairs, ...exclamationBends(words, spans, voicedIn(pcm))]);
  if (bends.length === 0) return;
  const tmp = `${wav}.bend.wav`;
  const rate = (await fs.readFile(wav)).readUInt32LE(24);
  await runProcess("sox", bendArgs(wav, tmp, bends, rate), { timeoutMs: 60_000 });
  await fs.rename(tmp, wav);
}

/**
 * The voiced stretch (ms) of a stretch of `pcm` (16 kHz): from its first frame with a pitch to the end
 * of its last run of at least 50 ms of them (a nasal or breathy tail gives a stray voiced frame or two
 * long after the voice has stopped).
 */
export const voicedIn =
  (pcm: Float32Array) =>
  (sound: { startMs: number; endMs: number }): { startMs: number; endMs: number } | null => {
    const from = Math.floor((sound.startMs * ALIGN_RATE) / 1000);
    const slice = pcm.subarray(from, Math.ceil((sound.endMs * ALIGN_RATE) / 1000) + FRAME_TAIL);
    const f0 = pitchContour(
      Int16Array.from(slice, (x) => Math.round(x * 32767)),
      ALIGN_RATE,
    );
    const first = f0.findIndex((f) => f !== null);
    let last = -1;
    for (let i = 0, run = 0; i < f0.length; i++) {
      run = f0[i] === null ? 0 : run + 1;
      if (run >= 5) last = i;
    }
    if (first < 0 || last < 0) return null;
    // A frame is 40 ms from its start; the voice runs to the end of the last voiced one, within the sound.
    const ms = (i: number) => sound.startMs + i * 10;
    return { startMs: ms(first), endMs: Math.min(sound.endMs, ms(last) + 40) };
  };
