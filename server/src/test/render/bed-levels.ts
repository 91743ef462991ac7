/**
 * How loud a music bed is while the voice speaks and between its sentences, read from the two stems of a
 * mix (the voice alone and the ducked bed alone, same length and sample rate): what a listener notices as
 * "the music covers the voice" or "the music vanished". Used by the mix test and bench/voice.
 */
const FRAME_S = 0.05;
/** A frame is speech within this many dB of the voice's loudest frame. */
const SPEECH_RANGE_DB = 30;
/** A pause is this much below the loudest frame, and lasts at least MIN_GAP_S. */
const SILENCE_RANGE_DB = 50;
const MIN_GAP_S = 0.25;

const frameDb = (pcm: Int16Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) {
    const v = (pcm[i] ?? 0) / 32768;
    sum += v * v;
  }
  return 10 * Math.log10(sum / Math.max(1, to - from) + 1e-12);
};

/** Mean power of the given frames' dB values, in dB (how loud the frames sound together). */
const powerMeanDb = (dbs: number[]) =>
  dbs.length ? 10 * Math.log10(dbs.reduce((a, d) => a + 10 ** (d / 10), 0) / dbs.length) : Number.NaN;

export interface BedLevels {
  /** The voice while it speaks, dBFS (RMS). */
  voiceDb: number;
  /** The bed while the voice speaks, dBFS (RMS). */
  bedUnderSpeechDb: number;
  /** The bed in the pauses between sentences (pauses at the very start and end left out), dBFS (RMS). */
  bedInGapsDb: number;
  speechS: number;
  gapsS: number;
}

export function bedLevels(voice: Int16Array, bed: Int16Array, sampleRate: number): BedLevels {
  const n = Math.round(FRAME_S * sampleRate);
  const frames = Math.floor(Math.min(voice.length, bed.length) / n);
  const v: number[] = [];
  const b: number[] = [];
  for (let f = 0; f < frames; f++) {
    v.push(frameDb(voice, f * n, (f + 1) * n));
    b.push(frameDb(bed, f * n, (f + 1) * n));
  }
  const loudest = Math.max(...v);
  const speech: number[] = [];
  const gaps: number[] = [];
  const minGap = Math.round(MIN_GAP_S / FRAME_S);
  for (let f = 0; f < frames; f++) {
    if ((v[f] ?? -120) >= loudest - SPEECH_RANGE_DB) speech.push(f);
  }
  let f = 0;
  while (f < frames) {
    if ((v[f] ?? 0) >= loudest - SILENCE_RANGE_DB) {
      f++;
      continue;
    }
    const start = f;
    while (f < frames && (v[f] ?? 0) < loudest - SILENCE_RANGE_DB) f++;
    if (start > 0 && f < frames && f - start >= minGap) for (let g = start; g < f; g++) gaps.push(g);
  }
  return {
    voiceDb: powerMeanDb(speech.map((i) => v[i] ?? 0)),
    bedUnderSpeechDb: powerMeanDb(speech.map((i) => b[i] ?? 0)),
    bedInGapsDb: powerMeanDb(gaps.map((i) => b[i] ?? 0)),
    speechS: speech.length * FRAME_S,
    gapsS: gaps.length * FRAME_S,
  };
}
