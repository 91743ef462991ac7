import { type RhvoiceVoice, rhvoiceVoices } from "../catalog/engine-voices";
import { runProcess } from "../media/run-process";
import { alignedSynthesis } from "./aligned-engine";
import type { SpeechResult } from "./espeak";
import { neutralSettings, type VoiceSettings } from "./voice-settings";

const RHVOICE_TIMEOUT_MS = 60_000;

/** RHVoice-test's command line: rate and pitch are percentages of the voice's own (100 = as it speaks). */
export function rhvoiceArgs(voice: RhvoiceVoice, outWav: string, settings: VoiceSettings): string[] {
  if (!rhvoiceVoices.includes(voice)) throw new Error(`RHVoice voice ${voice} is not one we may use`);
  return [
    "-p",
    voice,
    "-r",
    String(Math.round(settings.speed * 100)),
    "-t",
    String(Math.round(settings.pitch * 100)),
    "-o",
    outWav,
  ];
}

/**
 * Speaks `text` with an RHVoice voice (24 kHz). Its command line reports no word times (and ignores SSML
 * marks and timed breaks), so the words are aligned onto the utterance against the same voice saying each
 * word as a sentence of its own, one per line (aligned-engine.ts), each word once in this process.
 */
export async function synthesizeRhvoice(input: {
  text: string;
  voice: RhvoiceVoice;
  outWav: string;
  settings?: VoiceSettings;
}): Promise<SpeechResult> {
  const settings = input.settings ?? neutralSettings;
  const say = async (text: string, outWav: string) => {
    await runProcess("RHVoice-test", rhvoiceArgs(input.voice, outWav, settings), {
      input: text,
      timeoutMs: RHVOICE_TIMEOUT_MS,
    });
  };
  const r = await alignedSynthesis({
    text: input.text,
    outWav: input.outWav,
    speak: say,
    speakApart: (words, out) => say(words.map((w) => `${w}.`).join("\n\n"), out),
    apartGapMs: 150,
    apartVoice: `rhvoice:${input.voice}:${settings.speed}:${settings.pitch}`,
  });
  return { durationMs: r.durationMs, words: r.words, engine: `rhvoice:${input.voice}` };
}
