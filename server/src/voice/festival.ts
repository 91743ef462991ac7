import fs from "node:fs/promises";
import path from "node:path";
import type { FestivalVoice } from "../catalog/engine-voices";
import { soxPitchArgs } from "../media/audio-args";
import { runProcess, withTempDir } from "../media/run-process";
import { festivalArgs } from "../media/speech-args";
import type { SpeechResult, WordTiming } from "./espeak";
import { type FestivalOutput, festivalBatch, festivalTokens, parseFestivalBatch } from "./festival-args";
import { neutralSettings, pitchCents, type VoiceSettings } from "./voice-settings";
import { silenceStretches, wavDurationMs } from "./wav";

/** Festival takes about a tenth of real time: a minute covers a scene far longer than any story allows. */
const FESTIVAL_TIMEOUT_MS = 60_000;

/**
 * Speaks `text` with a Festival voice into `outWav`. Word times are Festival's own (the start of each
 * token's first word and the end of its last), read from the utterance after synthesis; speed is set
 * inside the engine so they stay exact, and a pitch change is a duration-keeping sox shift afterwards.
 */
export async function synthesizeFestival(input: {
  text: string;
  voice: FestivalVoice;
  outWav: string;
  settings?: VoiceSettings;
}): Promise<SpeechResult> {
  const [r] = await synthesizeFestivalMany(input.voice, [input], input.settings);
  return r as SpeechResult;
}

/**
 * Several texts with one Festival voice and settings, each into its own wave, in one Festival run: the
 * voice is loaded once (Festival's start and the HTS voice's load are 0.14 s of CPU, as much as a short
 * sentence's synthesis). The same audio and times as one run each; fails as a whole.
 */
export async function synthesizeFestivalMany(
  voice: FestivalVoice,
  texts: { text: string; outWav: string }[],
  settingsIn?: VoiceSettings,
): Promise<SpeechResult[]> {
  const settings = settingsIn ?? neutralSettings;
  const words = texts.map((t) => t.text.split(/\s+/).filter(Boolean));
  if (words.some((w) => w.length === 0)) throw new Error("Festival was given no text");
  return withTempDir("festival", async (dir) => {
    const script = path.join(dir, "speak.scm");
    const raws = texts.map((t, i) => (settings.pitch === 1 ? t.outWav : path.join(dir, `raw-${i}.wav`)));
    const utterances = texts.map((t, i) => ({
      tokens: festivalTokens(t.text, voice.script),
      outWav: raws[i] as string,
    }));
    await fs.writeFile(script, festivalBatch({ voice, speed: settings.speed, utterances }));
    const { stdout } = await runProcess("festival", festivalArgs(script), {
      cwd: dir,
      timeoutMs: FESTIVAL_TIMEOUT_MS * texts.length,
    });
    const outs = parseFestivalBatch(stdout, texts.length);
    return Promise.all(
      texts.map((t, i) =>
        finishUtterance(
          raws[i] as string,
          t.outWav,
          words[i] as string[],
          outs[i] as FestivalOutput,
          settings,
        ),
      ),
    );
  });
}

/** One utterance's wave and times from Festival's output: pauses quieted, pitch shifted, words timed. */
async function finishUtterance(
  raw: string,
  outWav: string,
  words: string[],
  out: FestivalOutput,
  settings: VoiceSettings,
): Promise<SpeechResult> {
  if (out.tokens.length !== words.length) {
    throw new Error(`Festival read ${out.tokens.length} tokens where the text has ${words.length}`);
  }
  // Pauses are silence (a diphone voice's pauses hiss at -45 dB, the level of soft speech).
  await silenceStretches(
    raw,
    out.segments
      .map((seg, i, all) => ({
        pause: seg.phone === "pau",
        startMs: seg.start * 1000,
        // The last pause runs to the end of the file (the wave may outlast the segments).
        endMs: i === all.length - 1 ? Number.MAX_SAFE_INTEGER : seg.end * 1000,
      }))
      .filter((seg) => seg.pause),
  );
  if (raw !== outWav)
    await runProcess("sox", soxPitchArgs(raw, outWav, pitchCents(settings.pitch)), { timeoutMs: 60_000 });
  const durationMs = await wavDurationMs(outWav);
  return {
    durationMs,
    words: timedWords(words, out.tokens, durationMs),
    phonemeNames: "arpabet",
    phonemes: out.segments.map((s) => ({
      phoneme: s.phone,
      startMs: Math.round(s.start * 1000),
      endMs: Math.round(s.end * 1000),
    })),
  };
}

/** The text's words with Festival's times; a token that spoke nothing sits at the end of the one before. */
export function timedWords(
  words: string[],
  times: ({ start: number; end: number } | null)[],
  durationMs: number,
): WordTiming[] {
  let last = 0;
  return words.map((text, i) => {
    const t = times[i];
    if (!t) return { text, startMs: last, endMs: last };
    const startMs = Math.min(Math.round(t.start * 1000), durationMs);
    const endMs = Math.min(Math.max(Math.round(t.end * 1000), startMs), durationMs);
    last = endMs;
    return { text, startMs, endMs };
  });
}
