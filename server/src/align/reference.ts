import path from "node:path";
import type { VoiceEntry } from "../catalog/types";
import { pcmToFloat } from "../lib/audio-features";
import { decodePcm } from "../media/decode-pcm";
import type { SpeechProvider } from "../providers/speech";
import type { ReferenceScene } from "./align-recording";

/**
 * Each scene said by an offline voice, one WAV per scene in `dir`, as the aligner's reference: its
 * samples at 16 kHz and the word times the engine reported. Any voice whose engine reports word times
 * works (espeak-ng's do exactly); the narrator's own voice need not resemble it.
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
    out.push({ sceneId: scene.id, pcm: pcmToFloat(await decodePcm(outWav)), words: said.words });
  }
  return out;
}
