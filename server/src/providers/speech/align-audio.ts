/**
 * Word times for engines that report none (SVOX Pico, RHVoice's command line), by forced alignment
 * against the engine's own voice: each word is also spoken on its own (one run, the words separated by long
 * breaks, cut apart at those silences), the isolated words are joined into a reference with one silent
 * frame between words, and dynamic time warping on log-mel spectra (10 ms frames) maps the reference onto
 * the utterance. A word starts at the first utterance frame mapped to its first reference frame. Pure
 * functions on 16 kHz samples, so they are tested as values.
 */

export const ALIGN_RATE = 16_000;
const HOP = 160; // 10 ms
const WIN = 400; // 25 ms
const FFT = 512;
const BANDS = 24;
const SILENCE_DB = -45;

/** Frames of 10 ms: start and end sample of each stretch of sound, split by silences of `minGapMs`. */
export function soundSpans(
  pcm: Float32Array,
  minGapMs: number,
  floorDb = -40,
): { start: number; end: number }[] {
  const levels = frameLevels(pcm);
  const loudest = Math.max(-120, ...levels);
  const spans: { start: number; end: number }[] = [];
  let open = -1;
  let silent = 0;
  const gapFrames = Math.ceil(minGapMs / 10);
  for (const [i, db] of levels.entries()) {
    if (db >= loudest + floorDb) {
      if (open < 0) open = i;
      silent = 0;
    } else if (open >= 0) {
      silent++;
      if (silent >= gapFrames) {
        spans.push({ start: open * HOP, end: (i - silent + 1) * HOP });
        open = -1;
      }
    }
  }
  if (open >= 0) spans.push({ start: open * HOP, end: (levels.length - silent) * HOP });
  return spans;
}

function frameLevels(pcm: Float32Array): number[] {
  const out: number[] = [];
  for (let a = 0; a + HOP <= pcm.length; a += HOP) {
    let s = 0;
    for (let i = a; i < a + HOP; i++) s += (pcm[i] as number) ** 2;
    out.push(10 * Math.log10(s / HOP + 1e-12));
  }
  return out;
}

const toFloat = (pcm: Int16Array) => Float32Array.from(pcm, (v) => v / 32768);

export { toFloat as pcmToFloat };

let melBank: Float32Array[] | null = null;
function mel(): Float32Array[] {
  if (melBank) return melBank;
  const hz2mel = (f: number) => 2595 * Math.log10(1 + f / 700);
  const mel2hz = (m: number) => 700 * (10 ** (m / 2595) - 1);
  const lo = hz2mel(80);
  const hi = hz2mel(7600);
  const centres = Array.from({ length: BANDS + 2 }, (_, i) => mel2hz(lo + ((hi - lo) * i) / (BANDS + 1)));
  const bin = (f: number) => (f * FFT) / ALIGN_RATE;
  melBank = Array.from({ length: BANDS }, (_, b) => {
    const w = new Float32Array(FFT / 2 + 1);
    const [l, c, r] = [
      bin(centres[b] as number),
      bin(centres[b + 1] as number),
      bin(centres[b + 2] as number),
    ];
    for (let k = 0; k < w.length; k++) {
      if (k > l && k <= c) w[k] = (k - l) / (c - l);
      else if (k > c && k < r) w[k] = (r - k) / (r - c);
    }
    return w;
  });
  return melBank;
}

const COS = Float64Array.from({ length: FFT / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / FFT));
const SIN = Float64Array.from({ length: FFT / 2 }, (_, k) => Math.sin((2 * Math.PI * k) / FFT));

/** In-place radix-2 FFT of (re, im), n = FFT. */
function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const step = n / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const wr = COS[k * step] as number;
        const wi = -(SIN[k * step] as number);
        const a = i + k;
        const b = a + len / 2;
        const xr = (re[b] as number) * wr - (im[b] as number) * wi;
        const xi = (re[b] as number) * wi + (im[b] as number) * wr;
        re[b] = (re[a] as number) - xr;
        im[b] = (im[a] as number) - xi;
        re[a] = (re[a] as number) + xr;
        im[a] = (im[a] as number) + xi;
      }
    }
  }
}

/** Log-mel spectra (dB) of 10 ms frames; a frame below the floor reads as silence. */
export function logMel(pcm: Float32Array): Float32Array[] {
  const bank = mel();
  const frames: Float32Array[] = [];
  const re = new Float64Array(FFT);
  const im = new Float64Array(FFT);
  const power = new Float64Array(FFT / 2 + 1);
  // Each band's non-zero weights only.
  const ranges = bank.map((w) => {
    const nz = [...w.keys()].filter((k) => (w[k] as number) > 0);
    return [nz[0] ?? 0, (nz.at(-1) ?? -1) + 1] as [number, number];
  });
  for (let a = 0; a + HOP <= pcm.length; a += HOP) {
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < WIN; i++) {
      const s = pcm[a + i - (WIN - HOP) / 2] ?? 0;
      re[i] = s * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (WIN - 1)));
    }
    fft(re, im);
    for (let k = 0; k <= FFT / 2; k++) power[k] = (re[k] as number) ** 2 + (im[k] as number) ** 2;
    const f = new Float32Array(BANDS);
    for (let b = 0; b < BANDS; b++) {
      const w = bank[b] as Float32Array;
      const [from, to] = ranges[b] as [number, number];
      let e = 0;
      for (let k = from; k < to; k++) e += (w[k] as number) * (power[k] as number);
      f[b] = Math.max(SILENCE_DB, 10 * Math.log10(e + 1e-10));
    }
    frames.push(f);
  }
  return frames;
}

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
