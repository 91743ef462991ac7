/**
 * Spectral features of 16 kHz mono speech in 10 ms frames: frame levels, stretches of sound between
 * silences, log-mel spectra and cepstra. Pure functions on samples, shared by the word timing of engines
 * without word events (voice/align-audio.ts) and the alignment of a recorded narration
 * (align/).
 */

export const ALIGN_RATE = 16_000;
export const HOP = 160; // 10 ms
const WIN = 400; // 25 ms
const FFT = 512;
export const BANDS = 24;
export const SILENCE_DB = -45;

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

export function frameLevels(pcm: Float32Array): number[] {
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

/** DCT-II basis of the log-mel bands, c1 .. c12 (c0, the loudness, left out: it follows the microphone). */
const CEPSTRA = 12;
const DCT = Array.from({ length: CEPSTRA }, (_, c) =>
  Float64Array.from({ length: BANDS }, (_, b) => Math.cos((Math.PI * (c + 1) * (b + 0.5)) / BANDS)),
);

/**
 * Cepstra (c1 .. c12 of the log-mel spectra) with their deltas (slope over +-2 frames), 24 values a frame:
 * the spectral shape of speech with less of the speaker and the room in it than the log-mel bands.
 */
export function cepstra(pcm: Float32Array): Float32Array[] {
  return cepstraOfMel(logMel(pcm));
}

/** cepstra, from log-mel spectra already computed. */
export function cepstraOfMel(mel: Float32Array[]): Float32Array[] {
  const base = mel.map((m) => {
    const c = new Float32Array(CEPSTRA);
    for (let k = 0; k < CEPSTRA; k++) {
      const basis = DCT[k] as Float64Array;
      let s = 0;
      for (let b = 0; b < BANDS; b++) s += (basis[b] as number) * (m[b] as number);
      c[k] = s;
    }
    return c;
  });
  const at = (i: number) => base[Math.min(base.length - 1, Math.max(0, i))] as Float32Array;
  return base.map((c, i) => {
    const f = new Float32Array(2 * CEPSTRA);
    f.set(c);
    for (let k = 0; k < CEPSTRA; k++)
      f[CEPSTRA + k] =
        ((at(i + 1)[k] as number) -
          (at(i - 1)[k] as number) +
          2 * ((at(i + 2)[k] as number) - (at(i - 2)[k] as number))) /
        10;
    return f;
  });
}
