import fs from "node:fs/promises";
import { wavHeader } from "./wav-header";

/** A 16-bit PCM WAV read whole: its bytes, rate, channels, and where its samples start. */
export interface Pcm16Wav {
  data: Buffer;
  rate: number;
  channels: number;
  dataAt: number;
  first: number;
}

/** A 16-bit PCM WAV file, or null when the file is another format. */
export async function readPcm16(file: string): Promise<Pcm16Wav | null> {
  const data = await fs.readFile(file);
  const rate = data.readUInt32LE(24);
  const dataAt = data.indexOf("data", 12);
  if (data.readUInt16LE(34) !== 16 || dataAt < 0 || rate <= 0) return null;
  return { data, rate, channels: data.readUInt16LE(22), dataAt, first: dataAt + 8 };
}

/** The number of samples of a mono 16-bit WAV read by readPcm16. */
export const monoSampleCount = (wav: Pcm16Wav) => Math.floor((wav.data.length - wav.first) / 2);

/**
 * Samples `fromSample` .. `toSample` of a mono 16-bit WAV, then `padMs` of silence, as a WAV of its own:
 * a scene's stretch of a recorded narration, cut in process rather than by an ffmpeg run per scene.
 */
export function monoWavSlice(wav: Pcm16Wav, fromSample: number, toSample: number, padMs = 0): Buffer {
  const count = monoSampleCount(wav);
  const from = Math.max(0, Math.min(count, Math.round(fromSample)));
  const to = Math.max(from, Math.min(count, Math.round(toSample)));
  const pad = Math.max(0, Math.round((padMs * wav.rate) / 1000));
  const samples = wav.data.subarray(wav.first + from * 2, wav.first + to * 2);
  return Buffer.concat([wavHeader(to - from + pad, wav.rate), samples, Buffer.alloc(pad * 2)]);
}

/** `ms` of silence as a 16-bit mono WAV at `rate`. */
export const silentWav = (ms: number, rate: number) => {
  const samples = Math.round((ms * rate) / 1000);
  return Buffer.concat([wavHeader(samples, rate), Buffer.alloc(samples * 2)]);
};
