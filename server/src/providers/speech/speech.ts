import type { VoiceEntry } from "../../catalog/types";
import type { Config } from "../../config";
import { type SpeechResult, synthesizeSpeech } from "./espeak";

/** Speech with word times. Chosen from the environment here, in one place. */
export interface SpeechProvider {
  name: string;
  synthesize(input: {
    text: string;
    language: string;
    voice: VoiceEntry;
    outWav: string;
  }): Promise<SpeechResult>;
}

export const espeakProvider: SpeechProvider = {
  name: "espeak-ng",
  synthesize: ({ text, language, voice, outWav }) =>
    synthesizeSpeech({
      text,
      language,
      espeakName: voice.espeakName,
      rate: voice.rate,
      pitch: voice.pitch,
      outWav,
    }),
};

export function getSpeechProvider(_config: Config): SpeechProvider {
  return espeakProvider;
}
