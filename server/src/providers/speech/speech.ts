import type { VoiceEntry } from "../../catalog/types";
import type { Config } from "../../config";
import { type SpeechResult, synthesizeSpeech } from "./espeak";
import { openaiSpeech } from "./openai-speech";

/** Speech with word times. Chosen from the environment (SPEECH_PROVIDER) here, in one place. */
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

export function getSpeechProvider(config: Config): SpeechProvider {
  return config.SPEECH_PROVIDER === "openai" ? openaiSpeech(config) : espeakProvider;
}
