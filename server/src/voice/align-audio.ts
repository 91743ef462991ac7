/**
 * Word times for engines that report none (SVOX Pico, RHVoice's command line), by forced alignment
 * against the engine's own voice: each word is also spoken on its own (one run, the words separated by long
 * breaks, cut apart at those silences), the isolated words are joined into a reference with one silent
 * frame between words, and dynamic time warping on log-mel spectra (10 ms frames) maps the reference onto
 * the utterance. A word starts at the first utterance frame mapped to its first reference frame. Pure
 * functions on 16 kHz samples, so they are tested as values.
 */
import { ALIGN_RATE, BANDS, logMel, SILENCE_DB, soundSpans } from "../lib/audio-features";

const silentFrame = () => new Float32Array(BANDS).fill(SILENCE_DB);

function distance(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < BANDS; i++) s += Math.abs((a[i] as number) - (b[i] as number));
  return s;
}

/**
 * Word starts (ms) in `utterance` given each word spoken alone (`words`: the log-mel spectra of each, by
 * the same engine and settings). The reference is silence, word, silence, word, ..., silence (one frame
 * each gap); DTW (steps right, down, diagonal) inside a band around the diagonal maps it onto the utterance.
 */
export function alignWordStarts(utterance: Float32Array, words: Float32Array[][]): number[] {
  const target = logMel(utterance);
  const ref: Float32Array[] = [silentFrame()];
  const firstFrame: number[] = [];
  for (const f of words) {
    firstFrame.push(ref.length);
    ref.push(...(f.length > 0 ? f : [silentFrame()]), silentFrame());
  }
  const n = ref.length;
  const m = target.length;
  if (m === 0 || words.length === 0) return words.map(() => 0);
  // A band around the diagonal wide enough for the pauses the isolated words lack and their longer
  // citation forms: the length difference, plus a second, plus a twelfth of the length.
  const band = Math.round(Math.abs(m - n) + 100 + Math.max(m, n) / 12);
  // Banded storage: row i holds utterance frames lo[i] .. lo[i] + width - 1.
  const width = 2 * band + 1;
  const lo = new Int32Array(n);
  const cost = new Float32Array(n * width).fill(Number.POSITIVE_INFINITY);
  const from = new Uint8Array(n * width); // 0 diagonal, 1 from i-1 (reference moves), 2 from j-1 (utterance moves)
  const at = (i: number, j: number) => {
    const k = j - (lo[i] as number);
    return k >= 0 && k < width ? (cost[i * width + k] as number) : Number.POSITIVE_INFINITY;
  };
  for (let i = 0; i < n; i++) {
    const centre = Math.round((i * (m - 1)) / Math.max(1, n - 1));
    lo[i] = Math.max(0, centre - band);
    const jHi = Math.min(m - 1, centre + band);
    for (let j = lo[i] as number; j <= jHi; j++) {
      const d = distance(ref[i] as Float32Array, target[j] as Float32Array);
      const k = i * width + j - (lo[i] as number);
      if (i === 0 && j === 0) {
        cost[k] = d;
        continue;
      }
      let best = Number.POSITIVE_INFINITY;
      let dir = 0;
      if (i > 0 && j > 0 && at(i - 1, j - 1) < best) best = at(i - 1, j - 1);
      if (i > 0 && at(i - 1, j) < best) {
        best = at(i - 1, j);
        dir = 1;
      }
      if (j > 0 && at(i, j - 1) < best) {
        best = at(i, j - 1);
        dir = 2;
      }
      cost[k] = best + d;
      from[k] = dir;
    }
  }
  // Walk back: the first utterance frame of each reference frame.
  const firstOf = new Int32Array(n).fill(-1);
  let i = n - 1;
  let j = m - 1;
  while (i >= 0 && j >= 0) {
    firstOf[i] = j;
    if (i === 0 && j === 0) break;
    const dir = from[i * width + j - (lo[i] as number)];
    if (dir === 0) {
      i--;
      j--;
    } else if (dir === 1) i--;
    else j--;
  }
  return firstFrame.map((f) => Math.max(0, firstOf[f] ?? 0) * 10);
}

/**
 * Cuts the isolated-words recording into one stretch per word at its long silences; null when the count
 * does not come out right (a word with a long inner silence), so the caller can fall back.
 */
export function splitIsolatedWords(
  pcm: Float32Array,
  count: number,
  minGapMs: number,
): Float32Array[] | null {
  for (const floor of [-40, -35, -45, -30]) {
    const spans = soundSpans(pcm, minGapMs, floor);
    if (spans.length === count) return spans.map((s) => pcm.subarray(s.start, s.end));
  }
  return null;
}

/** Word starts spread by character count over the sound (the fallback when the split fails). */
export function proportionalStarts(pcm: Float32Array, words: string[]): number[] {
  const spans = soundSpans(pcm, 10);
  const startMs = spans.length > 0 ? ((spans[0] as { start: number }).start * 1000) / ALIGN_RATE : 0;
  const endMs = spans.length > 0 ? ((spans.at(-1) as { end: number }).end * 1000) / ALIGN_RATE : 0;
  const lens = words.map((w) => Math.max(1, Array.from(w).length));
  const total = lens.reduce((a, b) => a + b, 0);
  let acc = 0;
  return lens.map((l) => {
    const t = startMs + ((endMs - startMs) * acc) / total;
    acc += l;
    return Math.round(t);
  });
}
