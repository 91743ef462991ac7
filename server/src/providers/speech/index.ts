// Speech providers: the interface, the factory that picks the offline voice engine (voice/) or OpenAI's
// speech, and the hosted voice-cloning service.
export { getSpeechProvider } from "./create-speech";
export type { SpeechProvider } from "./speech";
export { getVoiceCloner, remoteVoiceCloner, VoiceCloneNetworkError, type VoiceCloner } from "./voice-cloner";
