// The voice engine's public surface: the speech and voice-cloning providers and the few audio helpers the
// render, the aligner and the seed share. Code outside providers/speech/ imports from here, never a file
// inside (biome.json, made by scripts/lint-layers.mjs).
export { splitIsolatedWords } from "./align-audio";
export { getSpeechProvider } from "./create-speech";
export { type SpeechResult, synthesizeSpeech, type WordTiming } from "./espeak";
export { localSpeech } from "./local-speech";
export { matchSpeechLoudness, measureLoudness, SPEECH_LUFS, speechGainDb } from "./loudness";
export { SENTENCE_PAUSE_MS } from "./prosody-pauses";
export type { SpeechInput, SpeechProvider } from "./speech";
export { getVoiceCloner, remoteVoiceCloner, VoiceCloneNetworkError, type VoiceCloner } from "./voice-cloner";
export { normaliseSettings, type VoiceSettings } from "./voice-settings";
export { readWavFloat, readWavMono, wavDurationMs } from "./wav";
