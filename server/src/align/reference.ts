import path from "node:path";
import type { VoiceEntry } from "../catalog/types";
import { ALIGN_RATE } from "../lib/audio-features";
import { resample } from "../lib/resample";
import type { SpeechProvider } from "../providers/speech";
import { readWavMono } from "../voice";
import type { ReferenceScene } from "./align-recording";

/**
 * Each scene said by an offline voice, one WAV per scene in `dir`, as the aligner's reference: its
 * samples at 16 kHz and the word times the engine reported. Any voice whose engine reports word times
 * works (espeak-ng's do exactly); the narrator's own voice need not resemble it. The engines write 16-bit
 * WAVs, read and resampled in process (an ffmpeg decode per scene cost more than the speech itself).
 */
export async function speakReference(
  speech: SpeechProvider,
  scenes: { id: string; text: string }[],
  language: string,
  voice: VoiceEntry,
  dir: string,
): Promise<ReferenceScene[]> {
  const out: ReferenceScene[] = [];
  for (const [i, scene] of scenes.entries()) {
    const outWav = path.join(dir, `reference-${i}.wav`);
    const said = await speech.synthesize({ text: scene.text, language, voice, outWav });
    const { samples, rate } = await readWavMono(outWav);
    out.push({ sceneId: scene.id, pcm: resample(samples, rate, ALIGN_RATE), words: said.words });
  }
  return out;
}
