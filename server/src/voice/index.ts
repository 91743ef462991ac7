// The voice engine's public surface: the offline voices (localSpeech), the word times, and the audio helpers
// the render, the aligner, the seed and the hosted speech adapters share. Code outside voice/ imports from
// here, never a file inside (biome.json, made by scripts/lint-layers.mjs).
export { splitIsolatedWords } from "./align-audio";
export { type SpeechResult, synthesizeSpeech, type WordTiming } from "./espeak";
export { localSpeech, type SpeechInput } from "./local-speech";
export { matchSpeechLoudness, measureLoudness, SPEECH_LUFS, speechGainDb } from "./loudness";
export { SENTENCE_PAUSE_MS } from "./prosody-pauses";
export { neutralSettings, normaliseSettings, pitchCents, type VoiceSettings } from "./voice-settings";
export { readWavFloat, readWavMono, wavDurationMs } from "./wav";
