import type { VoiceEntry } from "../../catalog/types";
import type { SpeechResult } from "./espeak";
import type { VoiceSettings } from "./voice-settings";

export interface SpeechInput {
  text: string;
  language: string;
  voice: VoiceEntry;
  outWav: string;
  /** Pitch and speed multipliers; neutral when absent. */
  settings?: VoiceSettings;
}

/** Speech with word times. The environment (SPEECH_PROVIDER) chooses one in create-speech.ts. */
export interface SpeechProvider {
  name: string;
  synthesize(input: SpeechInput): Promise<SpeechResult>;
  /** Several texts, each as `synthesize` would say it, where the engine does them cheaper together. */
  synthesizeMany?(inputs: SpeechInput[]): Promise<SpeechResult[]>;
}
