/**
 * Band-limited resampling of mono samples in process (a windowed-sinc filter bank, as ffmpeg's default
 * resampler: a Kaiser window of beta 9, cutoff at 0.97 of the lower rate's Nyquist frequency, 16 zero
 * crossings either side), for sound a child process would otherwise decode only to change its rate.
 */
const ZERO_CROSSINGS = 16;
const CUTOFF = 0.97;
const BETA = 9;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The modified Bessel function of the first kind, order 0 (the Kaiser window's). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

/**
 * `x` (sampled at `from` Hz) at `to` Hz: output sample i is the input at time i * from / to, through a
 * low-pass filter at the lower rate's band edge, so nothing above it folds back into the band kept. Each
 * output sample's taps sum to one (a steady level stays that level).
 */
export function resample(x: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return x.slice();
  const g = gcd(from, to);
  const up = to / g;
  const down = from / g;
  // The filter's band edge in input samples' cycles, and its half length in input samples.
  const fc = (CUTOFF * Math.min(1, up / down)) / 2;
  const half = Math.ceil(ZERO_CROSSINGS / (2 * fc));
  const taps = 2 * half;
  const i0Beta = besselI0(BETA);
  // One row of taps per phase (the fraction of an input sample the output sample falls at).
  const bank = new Float32Array(up * taps);
  for (let p = 0; p < up; p++) {
    let sum = 0;
    for (let j = 0; j < taps; j++) {
      const d = j - half + 1 - p / up;
      const r = d / half;
      const window = Math.abs(r) >= 1 ? 0 : besselI0(BETA * Math.sqrt(1 - r * r)) / i0Beta;
      const sinc = d === 0 ? 1 : Math.sin(2 * Math.PI * fc * d) / (2 * Math.PI * fc * d);
      const w = window * sinc;
      bank[p * taps + j] = w;
      sum += w;
    }
    for (let j = 0; j < taps; j++) bank[p * taps + j] = (bank[p * taps + j] as number) / sum;
  }
  const out = new Float32Array(Math.floor((x.length * up) / down));
  const last = x.length - 1;
  for (let i = 0; i < out.length; i++) {
    const pos = i * down;
    const base = Math.floor(pos / up);
    const row = (pos - base * up) * taps;
    const first = base - half + 1;
    let acc = 0;
    if (first >= 0 && first + taps - 1 <= last) {
      for (let j = 0; j < taps; j++) acc += (bank[row + j] as number) * (x[first + j] as number);
    } else {
      for (let j = 0; j < taps; j++) {
        const k = first + j;
        if (k >= 0 && k <= last) acc += (bank[row + j] as number) * (x[k] as number);
      }
    }
    out[i] = acc;
  }
  return out;
}
