/**
 * The pitch of speech over time, for checking intonation: a question should end higher than the same
 * words said as a statement. Normalised autocorrelation on 40 ms frames every 10 ms; a frame is voiced
 * when it is within 25 dB of the loudest and its best correlation is 0.6 or more.
 */
const MIN_F0 = 60;
const MAX_F0 = 450;
const FRAME_S = 0.04;
const HOP_S = 0.01;

/** f0 in Hz of each 10 ms frame (null where unvoiced). */
export function pitchContour(pcm: Int16Array, sampleRate: number): (number | null)[] {
  const frame = Math.round(sampleRate * FRAME_S);
  const hop = Math.round(sampleRate * HOP_S);
  const minLag = Math.floor(sampleRate / MAX_F0);
  const maxLag = Math.ceil(sampleRate / MIN_F0);
  const x = Float64Array.from(pcm, (s) => s / 32768);
  const energy = (a: number) => {
    let s = 0;
    for (let i = a; i < a + frame; i++) s += (x[i] as number) ** 2;
    return s;
  };
  const starts: number[] = [];
  for (let a = 0; a + frame + maxLag + 1 < x.length; a += hop) starts.push(a);
  const energies = starts.map(energy);
  const floor = Math.max(...energies, 0) * 10 ** (-25 / 10);
  return starts.map((a, k) => {
    if ((energies[k] as number) < floor) return null;
    const period = framePeriod(x, a, frame, minLag, maxLag);
    return period === null ? null : sampleRate / period;
  });
}

/** The period in samples of one frame: the first lag whose correlation is near the best (later peaks are multiples). */
function framePeriod(
  x: Float64Array,
  a: number,
  frame: number,
  minLag: number,
  maxLag: number,
): number | null {
  const r = new Float64Array(maxLag + 2);
  let e1 = 0;
  for (let i = a; i < a + frame; i++) e1 += (x[i] as number) ** 2;
  let best = 0;
  for (let lag = minLag; lag <= maxLag + 1; lag++) {
    let num = 0;
    let e2 = 0;
    for (let i = a; i < a + frame; i++) {
      const y = x[i + lag] as number;
      num += (x[i] as number) * y;
      e2 += y * y;
    }
    r[lag] = e1 > 0 && e2 > 0 ? num / Math.sqrt(e1 * e2) : 0;
    if (lag <= maxLag) best = Math.max(best, r[lag] as number);
  }
  if (best < 0.6) return null;
  for (let lag = minLag + 1; lag <= maxLag; lag++) {
    const v = r[lag] as number;
    if (v >= best * 0.9 && v >= (r[lag - 1] as number) && v >= (r[lag + 1] as number)) {
      const y0 = r[lag - 1] as number;
      const y2 = r[lag + 1] as number;
      const d = y0 - 2 * v + y2;
      return lag + (d !== 0 ? (0.5 * (y0 - y2)) / d : 0);
    }
  }
  return null;
}

const median = (v: number[]) => {
  const s = [...v].sort((p, q) => p - q);
  return s.length === 0 ? 0 : (s[s.length >> 1] as number);
};

const percentile = (v: number[], p: number) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor(p * s.length))] as number);
};

/**
 * The shape of an utterance's melody against its voice's middle (the median pitch of its voiced frames),
 * in semitones: `end`, the median of the last `tailMs` of voiced frames (a question's rise is mostly on
 * its last syllable, so the tail is short); `peak`, the 90th percentile of all voiced frames (an
 * exclamation's raised accent; the top tenth, so one octave error does not count); and that median.
 */
export function pitchShape(
  pcm: Int16Array,
  sampleRate: number,
  tailMs = 60,
): { peak: number; end: number; medianHz: number } {
  const voiced = pitchContour(pcm, sampleRate).filter((f): f is number => f !== null);
  if (voiced.length === 0) return { peak: 0, end: 0, medianHz: 0 };
  const tail = voiced.slice(-Math.max(1, Math.round(tailMs / (HOP_S * 1000))));
  const mid = median(voiced);
  return {
    peak: 12 * Math.log2(percentile(voiced, 0.9) / mid),
    end: 12 * Math.log2(median(tail) / mid),
    medianHz: mid,
  };
}

/** How far the end of an utterance sits above (or below) its voice's middle, in semitones (pitchShape). */
export const endRiseSemitones = (pcm: Int16Array, sampleRate: number, tailMs = 60): number =>
  pitchShape(pcm, sampleRate, tailMs).end;
