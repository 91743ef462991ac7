import { cepstraOfMel, frameLevels, logMel } from "../lib/audio-features";

/** One stretch of speech as the aligner reads it: a feature vector and a quiet flag per 10 ms frame. */
export interface Frames {
  features: Float32Array[];
  /** 1 where the frame is a pause (its level nearer the floor than the speech), else 0. */
  quiet: Uint8Array;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * Pauses by level: under the floor (10th percentile) plus a third of the way to the speech (95th), so a
 * bed of music or noise 15 dB under the voice still reads as a pause.
 */
export function quietFrames(pcm: Float32Array): Uint8Array {
  const levels = frameLevels(pcm);
  const sorted = [...levels].sort((a, b) => a - b);
  const floor = percentile(sorted, 0.1);
  const speech = percentile(sorted, 0.95);
  const line = floor + Math.max(6, (speech - floor) / 3);
  return Uint8Array.from(levels, (l) => (l < line ? 1 : 0));
}

/** Each feature standardised by its mean and spread over the speech frames (the voice's own average out). */
export function standardise(features: Float32Array[], quiet: Uint8Array): Float32Array[] {
  const dims = features[0]?.length ?? 0;
  const mean = new Float64Array(dims);
  const sq = new Float64Array(dims);
  let n = 0;
  features.forEach((f, i) => {
    if (quiet[i] && n > 0) return;
    n++;
    for (let k = 0; k < dims; k++) {
      mean[k] = (mean[k] as number) + (f[k] as number);
      sq[k] = (sq[k] as number) + (f[k] as number) ** 2;
    }
  });
  const sd = mean.map((m, k) => Math.sqrt(Math.max(1e-6, (sq[k] as number) / n - (m / n) ** 2)));
  return features.map((f) => f.map((v, k) => (v - (mean[k] as number) / n) / (sd[k] as number)));
}

/** The cepstra `cepstraOfMel` gives a frame (c1 .. c12), before their deltas. */
const CEPSTRA = 12;
/**
 * The cepstra the aligner compares, c1 .. c4 and their deltas: the broad shape of the spectrum, which two
 * voices saying the same sound share; the finer ones are more the voice than the sound (on the bench,
 * c1 .. c12 put the reference's scenes onto the wrong speech for the Pico voices).
 */
const ORDER = 4;
/**
 * Beside them the frame's loudness (mean log-mel level) and its slope, standardised as the cepstra are:
 * the rise and fall of syllables, which any two voices saying the same words share. Weighed twice a
 * cepstrum the French tail shrank a little more, but one French scene left out was reported as its
 * neighbour; three times sent Spanish scenes' words astray.
 */
const LOUDNESS_WEIGHT = 1;
const FEATURES = 2 * ORDER + 2;

/** A recording or a reference as frames: standardised low cepstra, loudness and pauses, all of 10 ms. */
export function framesOf(pcm: Float32Array): Frames {
  const mel = logMel(pcm);
  const quiet = quietFrames(pcm);
  const level = mel.map((m) => m.reduce((a, b) => a + b, 0) / m.length);
  const at = (i: number) => level[Math.min(level.length - 1, Math.max(0, i))] as number;
  const raw = cepstraOfMel(mel).map((f, i) => {
    const kept = new Float32Array(FEATURES);
    kept.set(f.subarray(0, ORDER));
    kept.set(f.subarray(CEPSTRA, CEPSTRA + ORDER), ORDER);
    kept[2 * ORDER] = at(i);
    kept[2 * ORDER + 1] = (at(i + 1) - at(i - 1) + 2 * (at(i + 2) - at(i - 2))) / 10;
    return kept;
  });
  const features = standardise(raw, quiet);
  for (const f of features)
    for (let k = 2 * ORDER; k < FEATURES; k++) f[k] = (f[k] as number) * LOUDNESS_WEIGHT;
  return { features, quiet: quiet.subarray(0, raw.length) };
}

/** Frames averaged `factor` at a time (the coarse pass); a pooled frame is quiet when most of it is. */
export function pooled(frames: Frames, factor: number): Frames {
  const features: Float32Array[] = [];
  const quiet: number[] = [];
  for (let a = 0; a < frames.features.length; a += factor) {
    const group = frames.features.slice(a, a + factor);
    const f = new Float32Array(group[0]?.length ?? 0);
    for (const g of group)
      for (let k = 0; k < f.length; k++) f[k] = (f[k] as number) + (g[k] as number) / group.length;
    features.push(f);
    let q = 0;
    for (let i = a; i < a + group.length; i++) q += frames.quiet[i] ?? 0;
    quiet.push(q * 2 > group.length ? 1 : 0);
  }
  return { features, quiet: Uint8Array.from(quiet) };
}

export function distance(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += ((a[k] as number) - (b[k] as number)) ** 2;
  return Math.sqrt(s);
}

/** The mean distance between frames of the two that have nothing to do with each other (a fixed sample). */
export function unrelatedDistance(a: Float32Array[], b: Float32Array[]): number {
  if (a.length === 0 || b.length === 0) return 1;
  let s = 0;
  const n = 4000;
  for (let i = 0; i < n; i++) {
    // A fixed spread of pairs (golden-ratio steps), so the same input gives the same answer.
    const x = a[Math.floor(((i * 0.618034) % 1) * a.length)] as Float32Array;
    const y = b[Math.floor(((i * 0.754878) % 1) * b.length)] as Float32Array;
    s += distance(x, y);
  }
  return s / n;
}
