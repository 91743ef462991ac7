import type { Config } from "../../config";
import { localSpeech } from "../../voice";
import { openaiSpeech } from "./openai-speech";
import type { SpeechProvider } from "./speech";

/** The speech the environment names: the AI SDK's with SPEECH_PROVIDER=openai, else the offline engines. */
export function getSpeechProvider(config: Config): SpeechProvider {
  return config.SPEECH_PROVIDER === "openai" ? openaiSpeech(config) : localSpeech;
}
