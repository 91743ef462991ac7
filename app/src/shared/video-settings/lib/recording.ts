/**
 * Pure helpers of the narration recorder: the waveform's bars, the microphone's level, the clock, and the
 * container the browser records in.
 */

/** The loudest sample (absolute) of each of `bins` equal stretches, 0..1. */
export function peaksOf(samples: Float32Array, bins: number): number[] {
  if (samples.length === 0 || bins <= 0) return [];
  const per = samples.length / bins;
  const peaks: number[] = [];
  for (let b = 0; b < bins; b++) {
    let peak = 0;
    const end = Math.min(samples.length, Math.round((b + 1) * per));
    for (let i = Math.round(b * per); i < end; i++) peak = Math.max(peak, Math.abs(samples[i] ?? 0));
    peaks.push(Math.min(1, peak));
  }
  return peaks;
}

/**
 * The level an analyser's byte waveform shows (128 is silence), 0..1: its RMS, scaled so that speech at
 * a normal distance from the microphone fills most of the meter.
 */
export function levelOf(waveform: Uint8Array): number {
  if (waveform.length === 0) return 0;
  let sum = 0;
  for (const v of waveform) {
    const x = (v - 128) / 128;
    sum += x * x;
  }
  return Math.min(1, Math.sqrt(sum / waveform.length) * 4);
}

/** "0:07", "1:42". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Containers the server takes, in the order a browser is asked for them (Safari records MP4 only). */
const RECORDER_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];

export function recorderType(isSupported: (type: string) => boolean): string | undefined {
  return RECORDER_TYPES.find((t) => isSupported(t));
}

/** The file name an upload of a recording of this type carries. */
export function recordingFileName(type: string): string {
  const ext = type.startsWith("audio/mp4") ? "m4a" : type.startsWith("audio/ogg") ? "ogg" : "webm";
  return `narration.${ext}`;
}
