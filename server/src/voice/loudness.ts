import { readWavMono, scaleWav } from "./wav";

/**
 * Every offline engine's speech at one loudness, so a voice sounds as loud as the next in the picker and
 * under the music (measured before: Festival's HTS voice -26 LUFS, its diphone voice -21, espeak-ng -20,
 * RHVoice -19, Pico -18, the Hindi diphone voice -22).
 */
export const SPEECH_LUFS = -20;
/** Peaks stay under this (dBFS): a quiet voice is not raised into clipping. */
const PEAK_CEILING_DB = -1;

/** The gain (dB) that brings speech measured at `lufs` with peak `peakDb` to SPEECH_LUFS, peaks kept. */
export function speechGainDb(m: { i: number; peak: number }): number {
  return Math.min(SPEECH_LUFS - m.i, PEAK_CEILING_DB - m.peak);
}

/** Integrated loudness and sample peak from ffmpeg's ebur128 summary; null for silence or too short. */
export function parseSpeechLoudness(stderr: string): { i: number; peak: number } | null {
  const i = [...stderr.matchAll(/I:\s+(-?[\d.]+) LUFS/g)].at(-1)?.[1];
  const peak = [...stderr.matchAll(/Peak:\s+(-?[\d.]+) dBFS/g)].at(-1)?.[1];
  const lufs = Number(i);
  return i !== undefined && Number.isFinite(lufs) && lufs > -70 ? { i: lufs, peak: Number(peak ?? 0) } : null;
}

type Biquad = [b0: number, b1: number, b2: number, a1: number, a2: number];

/** ITU-R BS.1770's K-weighting at `rate`: the head's high shelf, then the low cut (as libebur128 derives them). */
function kWeighting(rate: number): [Biquad, Biquad] {
  let k = Math.tan((Math.PI * 1681.974450955533) / rate);
  const q = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = [
    (vh + (vb * k) / q + k * k) / a0,
    (2 * (k * k - vh)) / a0,
    (vh - (vb * k) / q + k * k) / a0,
    (2 * (k * k - 1)) / a0,
    (1 - k / q + k * k) / a0,
  ];
  k = Math.tan((Math.PI * 38.13547087602444) / rate);
  const q2 = 0.5003270373238773;
  a0 = 1 + k / q2 + k * k;
  const lowCut: Biquad = [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q2 + k * k) / a0];
  return [shelf, lowCut];
}

function filter(x: Float32Array | Float64Array, [b0, b1, b2, a1, a2]: Biquad): Float64Array {
  const y = new Float64Array(x.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i] as number;
    const out = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = v;
    y2 = y1;
    y1 = out;
    y[i] = out;
  }
  return y;
}

/**
 * Integrated loudness (LUFS, EBU R128: K-weighted mean square over 400 ms blocks every 100 ms, gated at
 * -70 LUFS and 10 LU under the ungated mean) and sample peak (dBFS) of mono samples in [-1, 1]; null for
 * silence or less than one block. In-process: a sentence's loudness was an ffmpeg run of its own
 * (0.04-0.06 s of CPU, about a third of what speaking per sentence added over speaking per scene).
 */
export function measureLoudness(
  x: Float32Array | Float64Array,
  rate: number,
): { i: number; peak: number } | null {
  const [shelf, lowCut] = kWeighting(rate);
  const y = filter(filter(x, shelf), lowCut);
  const hop = Math.round(rate / 10);
  const cum = new Float64Array(y.length + 1);
  for (let i = 0; i < y.length; i++) cum[i + 1] = (cum[i] as number) + (y[i] as number) ** 2;
  const blocks: number[] = [];
  for (let a = 0; a + 4 * hop <= y.length; a += hop)
    blocks.push(((cum[a + 4 * hop] as number) - (cum[a] as number)) / (4 * hop));
  const lufs = (z: number) => -0.691 + 10 * Math.log10(z);
  const mean = (v: number[]) => v.reduce((s, z) => s + z, 0) / v.length;
  const loud = blocks.filter((z) => z > 0 && lufs(z) > -70);
  if (loud.length === 0) return null;
  const gate = lufs(mean(loud)) - 10;
  const kept = loud.filter((z) => lufs(z) > gate);
  let peak = 0;
  for (const v of x) peak = Math.max(peak, Math.abs(v));
  return { i: lufs(mean(kept)), peak: 20 * Math.log10(Math.max(peak, 1e-9)) };
}

/** Measures a WAV (EBU R128, in process) and scales its samples in place to SPEECH_LUFS. */
export async function matchSpeechLoudness(wav: string): Promise<void> {
  const { samples, rate } = await readWavMono(wav);
  const measured = measureLoudness(samples, rate);
  if (!measured) return;
  const gain = speechGainDb(measured);
  if (Math.abs(gain) < 0.5) return;
  await scaleWav(wav, 10 ** (gain / 20));
}
