import type { VoiceEntry } from "../../catalog/types";
import type { Config } from "../../config";
import { type SpeechResult, synthesizeSpeech } from "./espeak";
import { synthesizeFestival } from "./festival";
import { openaiSpeech } from "./openai-speech";
import { espeakProsody, neutralSettings, type VoiceSettings } from "./voice-settings";

export interface SpeechInput {
  text: string;
  language: string;
  voice: VoiceEntry;
  outWav: string;
  /** Pitch and speed multipliers; neutral when absent. */
  settings?: VoiceSettings;
}

/** Speech with word times. Chosen from the environment (SPEECH_PROVIDER) here, in one place. */
export interface SpeechProvider {
  name: string;
  synthesize(input: SpeechInput): Promise<SpeechResult>;
}

const ESPEAK = "espeak-ng";

function speakEspeak({ text, language, voice, outWav, settings }: SpeechInput): Promise<SpeechResult> {
  const { rate, pitch } = espeakProsody(voice, settings ?? neutralSettings);
  return synthesizeSpeech({ text, language, espeakName: voice.espeakName, rate, pitch, outWav });
}

/**
 * The offline engines: each voice names its own (Festival for the voices that have one, espeak-ng for the
 * rest). A Festival voice whose engine is missing or fails speaks with its espeak-ng fallback voice, and
 * the result says so, so the task records which engine really spoke.
 */
export const localSpeech: SpeechProvider = {
  name: "local",
  async synthesize(input) {
    const { voice } = input;
    if (voice.engine === "festival" && voice.festival) {
      try {
        const r = await synthesizeFestival({
          text: input.text,
          voice: voice.festival,
          outWav: input.outWav,
          settings: input.settings,
        });
        return { ...r, engine: `festival:${voice.festival.name}` };
      } catch (err) {
        const r = await speakEspeak(input);
        return {
          ...r,
          engine: `${ESPEAK} (Festival failed: ${String((err as Error).message).slice(0, 200)})`,
        };
      }
    }
    return { ...(await speakEspeak(input)), engine: ESPEAK };
  },
};

export function getSpeechProvider(config: Config): SpeechProvider {
  return config.SPEECH_PROVIDER === "openai" ? openaiSpeech(config) : localSpeech;
}
