import { ALIGN_RATE, soundSpans } from "../lib/audio-features";
import type { SpeechResult } from "./espeak";
import { insertSilences, readWavFloat, wavDurationMs } from "./wav";

/**
 * Pauses where the text has them, whatever the engine: RHVoice runs on through commas, Festival's HTS
 * voice barely stops between sentences, espeak-ng's female variants skip most commas (bench/voice/
 * languages.bench.ts). Where a word ends a sentence or a clause and the audio's silence before the next
 * word is shorter than the break wants, the pause is made up to its length there (at the quietest point
 * just before the next word) and every time after it moves.
 */
export const SENTENCE_PAUSE_MS = 350;
export const CLAUSE_PAUSE_MS = 200;
const MIN_SILENCE_MS = 120;

/** The pause a word's trailing punctuation asks for (ms), or 0. */
export function pauseAfter(word: string): number {
  const bare = word.replace(/["”»')\]]+$/u, "");
  if (/[.!?।॥…]$/u.test(bare)) return SENTENCE_PAUSE_MS;
  if (/[,;:]$/u.test(bare)) return CLAUSE_PAUSE_MS;
  return 0;
}

/** The shortest pause that counts as one: a sentence end wants 250 ms, a comma 120 ms. */
const enough = (ms: number) => (ms === SENTENCE_PAUSE_MS ? 250 : MIN_SILENCE_MS);

/**
 * The pauses to add: where the longest silence between a word that ends a sentence or clause and the next
 * word is shorter than that break wants, the rest of its pause (SENTENCE_PAUSE_MS or CLAUSE_PAUSE_MS less
 * the silence already there) goes in the middle of that silence, or just before the next word.
 */
export function missingPauses(
  words: { text: string; startMs: number }[],
  silences: { startMs: number; endMs: number }[],
): { atMs: number; ms: number }[] {
  const out: { atMs: number; ms: number }[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i] as { text: string; startMs: number };
    const next = words[i + 1] as { text: string; startMs: number };
    const ms = pauseAfter(w.text);
    if (ms === 0 || next.startMs <= w.startMs) continue;
    const longest = silences
      .filter((s) => s.endMs > w.startMs && s.startMs < next.startMs + 30)
      .reduce<{ startMs: number; endMs: number } | null>(
        (a, s) => (a && a.endMs - a.startMs >= s.endMs - s.startMs ? a : s),
        null,
      );
    const here = longest ? longest.endMs - longest.startMs : 0;
    // Inside the silence that is there (an engine's word time may sit a little after the sound starts),
    // else just before the next word.
    const atMs = longest ? Math.round((longest.startMs + longest.endMs) / 2) : next.startMs;
    if (here < enough(ms)) out.push({ atMs, ms: Math.round(ms - here) });
  }
  return out;
}

/** Adds the missing pauses to `wav` and moves the result's word and phoneme times with them. */
export async function ensurePauses(wav: string, r: SpeechResult, speed = 1): Promise<SpeechResult> {
  const pcm = await readWavFloat(wav, ALIGN_RATE);
  const spans = soundSpans(pcm, MIN_SILENCE_MS);
  const silences = spans.slice(1).map((s, i) => ({
    startMs: ((spans[i]?.end ?? 0) * 1000) / ALIGN_RATE,
    endMs: (s.start * 1000) / ALIGN_RATE,
  }));
  const missing = missingPauses(r.words, silences);
  if (missing.length === 0) return r;
  const cuts = await insertSilences(
    wav,
    missing.map((m) => ({ atMs: m.atMs, ms: Math.round(m.ms / speed) })),
  );
  // A time moves by every pause inserted before it (at or before it, for a start).
  const move = (t: number, inclusive: boolean) =>
    t + cuts.filter((c) => (inclusive ? c.atMs <= t : c.atMs < t)).reduce((a, c) => a + c.ms, 0);
  return {
    ...r,
    durationMs: await wavDurationMs(wav),
    words: r.words.map((w) => ({ ...w, startMs: move(w.startMs, true), endMs: move(w.endMs, false) })),
    ...(r.phonemes
      ? {
          phonemes: r.phonemes.map((p) => ({
            ...p,
            startMs: move(p.startMs, true),
            endMs: move(p.endMs, false),
          })),
        }
      : {}),
  };
}
