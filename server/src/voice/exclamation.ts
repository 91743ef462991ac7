import type { WordTiming } from "./espeak";
import type { Bend } from "./question-rise";
import { gainStretches } from "./wav";

/**
 * An exclamation, on every engine: none of them says "You are coming!" differently from "You are
 * coming." (measured with pitch-contour.ts, intonation.test.ts: the peak of the melody over its median
 * and the end under it were the same within half a semitone, or lower), so it is shaped after the engine.
 * The whole sentence is lifted EXCLAIM_LIFT_CENTS (a raised voice), its last word leaps a further
 * EXCLAIM_PEAK_CENTS early in its sound and falls over the rest of it to EXCLAIM_FALL_CENTS under where
 * it began (the high fall of an exclamation, unlike a statement's low fall and a question's rise), and
 * the sentence is EXCLAIM_GAIN_DB louder than the speech around it. The pitch comes back in the pause
 * after the sentence (sox `bend`, which keeps the duration, so the word times stand).
 */
export const EXCLAIM_LIFT_CENTS = 150;
export const EXCLAIM_PEAK_CENTS = 700;
export const EXCLAIM_FALL_CENTS = 400;
export const EXCLAIM_GAIN_DB = 2;
/** Where, as shares of the last word's voiced stretch, the leap up ends, the fall starts and ends. */
const LEAP = [0.15, 0.4, 0.75] as const;
/** A glide over silence (before the sentence or after it) lasts this long. */
const GLIDE_MS = 40;

/** Whether a spoken word ends an exclamation (closing quotes and brackets after the mark count too). */
export const endsExclamation = (word: string) => /[!！]$/u.test(word.replace(/["”»')\]]+$/u, ""));

const endsSentence = (word: string) => /[.!?।॥…！？]$/u.test(word.replace(/["”»')\]]+$/u, ""));
const hasSound = (word: string) => /[\p{L}\p{N}]/u.test(word);

interface Span {
  startMs: number;
  endMs: number;
}

/**
 * Each exclamation's words, as indices: from the word after the previous sentence's end to its last
 * word with letters (a French "!" standing alone is timed with the word before it).
 */
export function exclamations(words: WordTiming[]): { first: number; last: number }[] {
  const out: { first: number; last: number }[] = [];
  let first = 0;
  for (const [i, w] of words.entries()) {
    if (endsExclamation(w.text)) {
      let last = i;
      while (last > first && !hasSound(words[last]?.text ?? "")) last--;
      if (hasSound(words[last]?.text ?? "")) out.push({ first, last });
    }
    if (endsSentence(w.text)) first = i + 1;
  }
  return out;
}

/** The sound of `words[i]` (ms): the first and last of `spans` inside its time, cut at the next word's. */
function soundOf(words: WordTiming[], i: number, spans: Span[]): Span | null {
  const w = words[i] as WordTiming;
  // A mark standing alone after the word starts where the word does: the next word is the next start.
  const limit = words.slice(i + 1).find((n) => n.startMs > w.startMs)?.startMs ?? Number.POSITIVE_INFINITY;
  const sound = spans.filter((s) => s.endMs > w.startMs && s.startMs < Math.min(w.endMs, limit));
  const first = sound[0];
  const last = sound.at(-1);
  if (!first || !last) return null;
  return { startMs: Math.max(first.startMs, w.startMs), endMs: Math.min(last.endMs, limit) };
}

/**
 * The glides for each exclamation in `words`, whose sound lies in `spans` (ms): up by the lift just
 * before the sentence's first sound (in the silence there when there is one); on its last word's voiced
 * stretch (`voiced` finds it inside the word's sound; a breathy or nasal tail can run long after the
 * voice stops), a leap up, a moment held high, and the fall, which is over before the voice stops, so
 * the word ends low; back to the voice's own pitch in the silence after it. One list per exclamation.
 */
export function exclamationBends(
  words: WordTiming[],
  spans: Span[],
  voiced: (sound: Span) => Span | null = (sound) => sound,
): Bend[][] {
  const out: Bend[][] = [];
  for (const { first, last } of exclamations(words)) {
    const opening = soundOf(words, first, spans);
    const sound = soundOf(words, last, spans);
    const closing = sound && voiced(sound);
    if (!opening || !sound || !closing || closing.endMs - closing.startMs < 80) continue;
    const at = (share: number) => Math.round(closing.startMs + (closing.endMs - closing.startMs) * share);
    const liftAt = Math.round(Math.max(0, opening.startMs - GLIDE_MS));
    // A one-word exclamation with no silence before it: the lift is part of the leap.
    const apart = liftAt + GLIDE_MS <= at(0);
    const end = Math.round(sound.endMs);
    out.push([
      ...(apart ? [{ startMs: liftAt, endMs: liftAt + GLIDE_MS, cents: EXCLAIM_LIFT_CENTS }] : []),
      { startMs: at(0), endMs: at(LEAP[0]), cents: EXCLAIM_PEAK_CENTS + (apart ? 0 : EXCLAIM_LIFT_CENTS) },
      { startMs: at(LEAP[1]), endMs: at(LEAP[2]), cents: -(EXCLAIM_PEAK_CENTS + EXCLAIM_FALL_CENTS) },
      { startMs: end, endMs: end + GLIDE_MS, cents: EXCLAIM_FALL_CENTS - EXCLAIM_LIFT_CENTS },
    ]);
  }
  return out;
}

/** Raises the exclamations of `wav` by EXCLAIM_GAIN_DB (as far as the peaks allow), in place. */
export async function louderExclamations(wav: string, words: WordTiming[]): Promise<void> {
  const stretches = exclamations(words).map(({ first, last }) => ({
    startMs: (words[first] as WordTiming).startMs,
    endMs: (words[last] as WordTiming).endMs,
  }));
  if (stretches.length > 0) await gainStretches(wav, stretches, EXCLAIM_GAIN_DB);
}
