import fs from "node:fs/promises";
import { experimental_generateSpeech as generateSpeech, experimental_transcribe as transcribe } from "ai";
import type { Config } from "../../config";
import { monoWavArgs, soxPitchArgs } from "../../media/audio-args";
import { runFfmpeg, runProcess } from "../../media/run-process";
import type { WordTiming } from "../../voice";
import { neutralSettings, pitchCents, wavDurationMs } from "../../voice";
import { openaiFrom } from "../openai/client";
import type { SpeechProvider } from "./speech";

/**
 * A hosted voice through the AI SDK. Hosted speech has no word events, so the words are timed by a
 * transcription of the audio (word timestamps); without them, by their length across the duration.
 * Speed is the API's own `speed`; the API has no pitch, so a pitch change is a duration-keeping sox shift
 * before the transcription (the word times are those of the audio as heard).
 */
export function openaiSpeech(config: Config): SpeechProvider {
  const provider = openaiFrom(config);
  return {
    name: `openai:${config.OPENAI_SPEECH_MODEL}`,
    async synthesize({ text, language, outWav, settings = neutralSettings }) {
      const { audio } = await generateSpeech({
        model: provider.speech(config.OPENAI_SPEECH_MODEL),
        text,
        voice: config.OPENAI_SPEECH_VOICE,
        outputFormat: "wav",
        language,
        ...(settings.speed !== 1 ? { speed: settings.speed } : {}),
      });
      const raw = `${outWav}.source`;
      await fs.writeFile(raw, audio.uint8Array);
      // Whatever the server sent (wav, mp3), the pipeline gets 16-bit mono WAV.
      const pcm = settings.pitch !== 1 ? `${outWav}.pcm.wav` : outWav;
      await runFfmpeg(monoWavArgs(raw, pcm, { sampleRate: 24_000 }));
      await fs.rm(raw, { force: true });
      if (pcm !== outWav) {
        await runProcess("sox", soxPitchArgs(pcm, outWav, pitchCents(settings.pitch)), { timeoutMs: 60_000 });
        await fs.rm(pcm, { force: true });
      }
      const durationMs = await wavDurationMs(outWav);
      let words: WordTiming[] = [];
      try {
        const t = await transcribe({
          model: provider.transcription(config.OPENAI_TRANSCRIBE_MODEL),
          audio: await fs.readFile(outWav),
          providerOptions: { openai: { timestampGranularities: ["word"], language } },
        });
        words = t.segments.map((s) => ({
          text: s.text.trim(),
          startMs: Math.round(s.startSecond * 1000),
          endMs: Math.round(s.endSecond * 1000),
        }));
      } catch {
        words = [];
      }
      return { durationMs, words: alignWords(text, words, durationMs) };
    },
  };
}

/** The story's own words (as written) with the transcription's times, or spread by length without them. */
export function alignWords(text: string, timed: WordTiming[], durationMs: number): WordTiming[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (timed.length === tokens.length) return tokens.map((t, i) => ({ ...(timed[i] as WordTiming), text: t }));
  const total = tokens.reduce((a, t) => a + Array.from(t).length + 1, 0);
  let at = 0;
  return tokens.map((t) => {
    const len = ((Array.from(t).length + 1) / total) * durationMs;
    const w = { text: t, startMs: Math.round(at), endMs: Math.round(at + len) };
    at += len;
    return w;
  });
}
