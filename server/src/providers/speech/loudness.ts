import { runFfmpeg } from "../../media/run-process";
import { scaleWav } from "./wav";

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

/** Measures a WAV (EBU R128) with ffmpeg and scales its samples in place to SPEECH_LUFS. */
export async function matchSpeechLoudness(wav: string): Promise<void> {
  const measured = parseSpeechLoudness(
    (await runFfmpeg(["-i", wav, "-af", "ebur128=peak=sample", "-f", "null", "-"], { timeoutMs: 60_000 }))
      .stderr,
  );
  if (!measured) return;
  const gain = speechGainDb(measured);
  if (Math.abs(gain) < 0.5) return;
  await scaleWav(wav, 10 ** (gain / 20));
}
