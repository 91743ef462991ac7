/**
 * The pitch of a user's voice sample: the median fundamental frequency of the voiced parts
 * (autocorrelation on 16 kHz mono PCM). The stock voice it gets is chosen in contract/voice-match.ts.
 */
export const PITCH_SAMPLE_RATE = 16_000;
const MIN_F0 = 60;
const MAX_F0 = 400;

/** Median f0 in Hz of the voiced frames, or null when the sample has no voiced sound. */
export function medianPitchHz(pcm: Int16Array, sampleRate = PITCH_SAMPLE_RATE): number | null {
  const frame = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.02);
  const minLag = Math.floor(sampleRate / MAX_F0);
  const maxLag = Math.ceil(sampleRate / MIN_F0);
  const x = new Float64Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) x[i] = (pcm[i] as number) / 32768;
  const rmsOf = (a: number) => {
    let s = 0;
    for (let i = a; i < a + frame; i++) s += (x[i] as number) ** 2;
    return Math.sqrt(s / frame);
  };
  // Every index read below stays under a + frame + maxLag + 1, inside the array.
  const last = x.length - frame - maxLag - 2;
  let loudest = 0;
  for (let a = 0; a <= last; a += hop) loudest = Math.max(loudest, rmsOf(a));
  const floor = Math.max(0.01, loudest * 0.15);
  const f0s: number[] = [];
  const r = new Float64Array(maxLag + 2);
  for (let a = 0; a <= last; a += hop) {
    if (rmsOf(a) < floor) continue;
    let e1 = 0;
    for (let i = a; i < a + frame; i++) e1 += (x[i] as number) * (x[i] as number);
    // The lagged window's energy, slid one sample per lag.
    let e2 = 0;
    for (let i = a + minLag; i < a + minLag + frame; i++) e2 += (x[i] as number) * (x[i] as number);
    let best = 0;
    for (let lag = minLag; lag <= maxLag + 1; lag++) {
      let num = 0;
      for (let i = a; i < a + frame; i++) num += (x[i] as number) * (x[i + lag] as number);
      r[lag] = e1 > 0 && e2 > 0 ? num / Math.sqrt(e1 * e2) : 0;
      if (lag <= maxLag) best = Math.max(best, r[lag] as number);
      const out = x[a + lag] as number;
      const inn = x[a + lag + frame] as number;
      e2 += inn * inn - out * out;
    }
    if (best < 0.6) continue;
    // The first peak close to the best one: its lag is the period (later peaks are its multiples).
    for (let lag = minLag + 1; lag <= maxLag; lag++) {
      const v = r[lag] ?? 0;
      if (v >= best * 0.9 && v >= (r[lag - 1] ?? 0) && v >= (r[lag + 1] ?? 0)) {
        // Parabolic interpolation around the peak for a sub-sample period.
        const y0 = r[lag - 1] ?? 0;
        const y2 = r[lag + 1] ?? 0;
        const d = y0 - 2 * v + y2;
        const shift = d !== 0 ? (0.5 * (y0 - y2)) / d : 0;
        f0s.push(sampleRate / (lag + shift));
        break;
      }
    }
  }
  if (f0s.length === 0) return null;
  f0s.sort((p, q) => p - q);
  const mid = f0s.length >> 1;
  return f0s.length % 2 ? (f0s[mid] ?? null) : ((f0s[mid - 1] ?? 0) + (f0s[mid] ?? 0)) / 2;
}
