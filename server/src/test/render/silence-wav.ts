import { wavHeader } from "../../media/wav-header";

/** `seconds` of silence as a 16-bit mono WAV at 48 kHz: a scene's narration where a test needs no sound. */
export function silenceWav(seconds: number): Buffer {
  const samples = Math.round(48_000 * seconds);
  return Buffer.concat([wavHeader(samples, 48_000), Buffer.alloc(samples * 2)]);
}
