import fs from "node:fs/promises";
import type { PicoLanguage } from "../catalog/engine-voices";
import { runProcess } from "../media/run-process";
import { alignedSynthesis } from "./aligned-engine";
import type { SpeechResult } from "./espeak";
import { neutralSettings, type VoiceSettings } from "./voice-settings";

const PICO_TIMEOUT_MS = 60_000;
/** Pico's markup escapes: its text is XML-like. */
const escapeMarkup = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The markup that sets speed and pitch inside the engine (percent of the voice's own). */
export function picoMarkup(text: string, settings: VoiceSettings): string {
  const speed = Math.round(settings.speed * 100);
  const pitch = Math.round(settings.pitch * 100);
  return `<speed level="${speed}"><pitch level="${pitch}">${text}</pitch></speed>`;
}

export const picoArgs = (language: PicoLanguage, outWav: string, markup: string) => [
  "-l",
  language,
  "-w",
  outWav,
  markup,
];

/**
 * Speaks `text` with SVOX Pico (pico2wave, 16 kHz). Pitch and speed are set inside the engine by its
 * markup, so the words keep their places; word times come from forced alignment against the same voice
 * saying each word apart (aligned-engine.ts), since pico2wave reports none; a word it said apart for an
 * earlier text is not said again.
 */
export async function synthesizePico(input: {
  text: string;
  language: PicoLanguage;
  outWav: string;
  settings?: VoiceSettings;
}): Promise<SpeechResult> {
  const settings = input.settings ?? neutralSettings;
  const say = async (markup: string, outWav: string) => {
    // pico2wave refuses a file name that does not end in .wav.
    await runProcess("pico2wave", picoArgs(input.language, outWav, markup), { timeoutMs: PICO_TIMEOUT_MS });
    await fs.stat(outWav);
  };
  const r = await alignedSynthesis({
    text: input.text,
    outWav: input.outWav,
    speak: (text, out) => say(picoMarkup(escapeMarkup(text), settings), out),
    speakApart: (words, out) =>
      // Each word a sentence of its own after a timed break: a break alone is sometimes ignored after a
      // short function word ("the great" came out as one stretch).
      say(picoMarkup(words.map(escapeMarkup).join(' <break time="600ms"/>. '), settings), out),
    apartGapMs: 300,
    // Each word said apart once per voice and settings in this process, as RHVoice's are.
    apartVoice: `pico:${input.language}:${settings.speed}:${settings.pitch}`,
  });
  return { durationMs: r.durationMs, words: r.words, engine: `pico:${input.language}` };
}
