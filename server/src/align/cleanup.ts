import fs from "node:fs/promises";
import { ALIGN_RATE } from "../lib/audio-features";
import { narrationCleanupArgs } from "../media/narration-cleanup-args";
import { runProcessBytes } from "../media/run-process";
import { type Pcm16Wav, readPcm16 } from "../media/wav-pcm";
import { measureLoudness, speechGainDb } from "../voice";

/** The rate of the cleaned recording, the scenes' audio. */
export const CLEAN_RATE = 48_000;

/** A cleaned recording: the WAV written (16-bit mono at CLEAN_RATE) and its samples at the aligner's rate. */
export interface CleanRecording {
  wav: Pcm16Wav;
  /** The same sound at ALIGN_RATE (16 kHz) in [-1, 1], at the same loudness. */
  alignPcm: Float32Array;
}

/**
 * The recording trimmed (unless `trim` is false: its times then stay those of the file) and filtered
 * (media/narration-cleanup-args.ts) into `outWav`, then at the offline voices' loudness (SPEECH_LUFS,
 * peaks kept under -1 dBFS) so it sits under the music as they do. ffmpeg's loudnorm is not used: in one
 * pass it barely moves a clip of a few seconds. The one ffmpeg pass also gives the aligner its 16 kHz
 * samples, and the loudness is measured and set in process, so the recording is decoded once.
 * `trim` false keeps the recording's times (a talking video's, whose picture follows them).
 */
export async function cleanRecording(input: string, outWav: string, trim = true): Promise<CleanRecording> {
  const { stdout } = await runProcessBytes(
    "ffmpeg",
    ["-hide_banner", "-nostdin", "-y", ...narrationCleanupArgs(input, outWav, CLEAN_RATE, trim, ALIGN_RATE)],
    { timeoutMs: 300_000 },
  );
  const wav = await readPcm16(outWav);
  if (wav?.channels !== 1 || wav.rate !== CLEAN_RATE)
    throw new Error(`The cleaned recording is not 16-bit mono PCM at ${CLEAN_RATE} Hz.`);
  const samples = int16s(wav.data, wav.first);
  const alignPcm = floats(int16s(stdout, 0));
  const measured = measureLoudness(floats(samples), CLEAN_RATE);
  const gain = measured ? speechGainDb(measured) : 0;
  // As matchSpeechLoudness: a change under half a decibel is left alone.
  if (Math.abs(gain) >= 0.5) {
    const factor = 10 ** (gain / 20);
    for (let i = 0; i < samples.length; i++)
      samples[i] = Math.max(-32768, Math.min(32767, Math.round((samples[i] as number) * factor)));
    for (let i = 0; i < alignPcm.length; i++) alignPcm[i] = (alignPcm[i] as number) * factor;
    wav.data.set(new Uint8Array(samples.buffer, samples.byteOffset, samples.length * 2), wav.first);
    await fs.writeFile(outWav, wav.data);
  }
  return { wav, alignPcm };
}

/** The little-endian 16-bit samples of `bytes` from `at` (a copy: a Buffer's bytes may start at an odd offset). */
function int16s(bytes: Buffer, at: number): Int16Array {
  const count = Math.floor((bytes.length - at) / 2);
  const out = new Int16Array(count);
  new Uint8Array(out.buffer).set(bytes.subarray(at, at + count * 2));
  return out;
}

const floats = (x: Int16Array) => {
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = (x[i] as number) / 32768;
  return out;
};
