import type { SpeechInput, SpeechResult } from "../../voice";

/** Speech with word times. The environment (SPEECH_PROVIDER) chooses one in create-speech.ts. */
export interface SpeechProvider {
  name: string;
  synthesize(input: SpeechInput): Promise<SpeechResult>;
  /** Several texts, each as `synthesize` would say it, where the engine does them cheaper together. */
  synthesizeMany?(inputs: SpeechInput[]): Promise<SpeechResult[]>;
}
