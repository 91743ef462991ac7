import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { musicDefinitions } from "../catalog/definitions/music";
import type { VoiceEntry } from "../catalog/types";
import { ALIGN_RATE, pcmToFloat, soundSpans } from "../lib/audio-features";
import { seededRandom } from "../lib/random";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg } from "../media/run-process";
import { wavHeader } from "../media/wav-header";
import { SAMPLE_RATE, synthesizeTrack } from "../seed/music-synth";
import { localSpeech, splitIsolatedWords } from "../voice";

/**
 * A narration whose word times are known exactly: each word said on its own by an offline voice, trimmed
 * to its sound, and the words joined with pauses of known length (longer between sentences); then the
 * whole sped up or slowed down (ffmpeg atempo, so every time divides by the factor) and music and noise
 * mixed under it.
 */
export interface NarrationPlan {
  sentences: string[];
  language: string;
  voice: VoiceEntry;
  /** 0.8 .. 1.3: the narrator's pace against the voice's. */
  speed: number;
  /** Levels under the speech's RMS, dB (e.g. -18 music, -30 noise). */
  musicDb: number;
  noiseDb: number;
  seed: string;
  dir: string;
}

export interface KnownWord {
  sentence: number;
  text: string;
  /** Seconds. */
  start: number;
}

const saidWords = new Map<string, Float32Array>();
/** Where words said alone are kept between runs (the bench sets it; tests say them afresh). */
const cacheDir = () => process.env.NARRATION_WORD_CACHE;

const cacheFile = (key: string) => {
  const dirOfCache = cacheDir();
  return dirOfCache && path.join(dirOfCache, `${createHash("sha1").update(key).digest("hex")}.f32`);
};

async function loadStored(key: string): Promise<Float32Array | null> {
  const cached = cacheFile(key);
  const stored = cached && !saidWords.has(key) ? await fs.readFile(cached).catch(() => null) : null;
  if (!stored) return saidWords.get(key) ?? null;
  const pcm = new Float32Array(stored.buffer, stored.byteOffset, stored.length / 4).slice();
  saidWords.set(key, pcm);
  return pcm;
}

async function storeWord(key: string, sound: Float32Array) {
  const cached = cacheFile(key);
  if (cached) await fs.writeFile(cached, Buffer.from(sound.buffer, sound.byteOffset, sound.byteLength));
}

/** One word said alone, trimmed to its sound (each voice and word said once per process). */
async function wordAlone(
  word: string,
  language: string,
  voice: VoiceEntry,
  dir: string,
): Promise<Float32Array> {
  const key = `${voice.public.id}\n${word}`;
  const known = saidWords.get(key);
  if (known) return known;
  const stored = await loadStored(key);
  if (stored) return stored;
  const outWav = path.join(dir, `word-${saidWords.size}.wav`);
  await localSpeech.synthesize({ text: word, language, voice, outWav });
  const pcm = pcmToFloat(await decodePcm(outWav));
  const sound = trimmedToWord(pcm);
  saidWords.set(key, sound);
  await storeWord(key, sound);
  return sound;
}

/**
 * A word said alone, from its first sound to its last, leaving out a click of 30 ms or less set apart
 * from the word by 100 ms of silence (Festival's Hindi voice starts some words with one, 260 ms before the
 * word: kept, it moved the word's known start a quarter of a second ahead of anything audible).
 */
function trimmedToWord(pcm: Float32Array): Float32Array {
  const spans = soundSpans(pcm, 100, -40);
  const long = spans.filter((s) => s.end - s.start > 480);
  const kept = long.length > 0 ? long : spans;
  return kept.length > 0 ? pcm.slice(kept[0]?.start, kept.at(-1)?.end) : pcm;
}

/**
 * All words of a sentence said apart in one run (each its own sentence, cut at the silences between
 * them), which is several times quicker than a run per word; where the cut does not give one stretch per
 * word, the words are left to wordAlone.
 */
async function sentenceApart(sentence: string, language: string, voice: VoiceEntry, dir: string) {
  const words = sentence.split(/\s+/).filter(Boolean);
  const key = (w: string) => `${voice.public.id}\n${w}`;
  for (const w of words) await loadStored(key(w));
  if (words.every((w) => saidWords.has(key(w)))) return;
  const outWav = path.join(dir, `apart-${saidWords.size}.wav`);
  const text = words.map((w) => `${w.replace(/[.,!?;:।]+$/u, "")}.`).join("\n\n");
  await localSpeech.synthesize({ text, language, voice, outWav });
  const pieces = splitIsolatedWords(pcmToFloat(await decodePcm(outWav)), words.length, 150);
  if (!pieces || !evenlyApart(pieces)) return;
  // A word already said (by an earlier sentence, or kept from an earlier run) keeps that sound, so a
  // recording is the same whatever was said before it and whether the cache was warm.
  for (const [i, w] of words.entries()) {
    if (saidWords.has(key(w))) continue;
    const sound = (pieces[i] as Float32Array).slice();
    saidWords.set(key(w), sound);
    await storeWord(key(w), sound);
  }
}

/**
 * Whether the cut's pieces lie about evenly apart, as words said one a line do. A word the engine does
 * not say (SVOX Pico says nothing for French "a." on a line of its own) can be made up for by another word
 * cut in two at a stop, so the count alone can match while every piece after it is the wrong word; the
 * gap inside a word is much shorter than the pause between lines.
 */
function evenlyApart(pieces: Float32Array[]): boolean {
  // The pieces are views of the one recording, so their offsets give the gaps.
  const startOf = (p: Float32Array) => p.byteOffset / p.BYTES_PER_ELEMENT;
  const gaps = pieces
    .slice(1)
    .map((p, i) => startOf(p) - startOf(pieces[i] as Float32Array) - (pieces[i] as Float32Array).length);
  const sorted = [...gaps].sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return gaps.every((g) => g >= typical / 2);
}

let musicBed: Float32Array | null = null;
/** The first built-in track at 16 kHz mono (rendered once per process). */
async function music(): Promise<Float32Array> {
  if (musicBed) return musicBed;
  const track = await synthesizeTrack(
    (musicDefinitions[0] as (typeof musicDefinitions)[0]).spec,
    "narration",
  );
  const ratio = SAMPLE_RATE / ALIGN_RATE;
  const n = Math.floor(track.left.length / ratio);
  musicBed = Float32Array.from({ length: n }, (_, i) => {
    const j = Math.floor(i * ratio);
    return ((track.left[j] as number) + (track.right[j] as number)) / 2;
  });
  return musicBed;
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / Math.max(1, x.length));

export async function buildNarration(
  plan: NarrationPlan,
): Promise<{ pcm: Float32Array; words: KnownWord[] }> {
  const r = seededRandom(plan.seed);
  const parts: Float32Array[] = [new Float32Array(Math.round(ALIGN_RATE * r.range(0.3, 0.8)))];
  const words: KnownWord[] = [];
  let at = parts[0]?.length ?? 0;
  for (const [s, sentence] of plan.sentences.entries()) {
    if (s > 0) parts.push(new Float32Array(Math.round(ALIGN_RATE * r.range(0.4, 0.9))));
    at += s > 0 ? (parts.at(-1)?.length ?? 0) : 0;
    await sentenceApart(sentence, plan.language, plan.voice, plan.dir);
    for (const [i, text] of sentence.split(/\s+/).filter(Boolean).entries()) {
      if (i > 0) {
        const gap = new Float32Array(Math.round(ALIGN_RATE * r.range(0.04, 0.22)));
        parts.push(gap);
        at += gap.length;
      }
      const sound = await wordAlone(text, plan.language, plan.voice, plan.dir);
      words.push({ sentence: s, text, start: at / ALIGN_RATE / plan.speed });
      parts.push(sound);
      at += sound.length;
    }
  }
  parts.push(new Float32Array(Math.round(ALIGN_RATE * 0.6)));
  const joined = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    joined.set(p, o);
    o += p.length;
  }
  const speech = await atTempo(joined, plan.speed, plan.dir);
  return { pcm: await mixedUnder(speech, plan, r), words };
}

async function writeWav(file: string, pcm: Float32Array) {
  const data = Buffer.alloc(pcm.length * 2);
  for (const [i, v] of pcm.entries())
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2);
  await fs.writeFile(file, Buffer.concat([wavHeader(pcm.length, ALIGN_RATE), data]));
}

async function atTempo(pcm: Float32Array, speed: number, dir: string): Promise<Float32Array> {
  const inWav = path.join(dir, "joined.wav");
  const outWav = path.join(dir, "tempo.wav");
  await writeWav(inWav, pcm);
  await runFfmpeg([
    "-v",
    "error",
    "-i",
    inWav,
    "-af",
    `atempo=${speed}`,
    "-ac",
    "1",
    "-ar",
    String(ALIGN_RATE),
    outWav,
  ]);
  return pcmToFloat(await decodePcm(outWav));
}

async function mixedUnder(speech: Float32Array, plan: NarrationPlan, r: ReturnType<typeof seededRandom>) {
  const spans = soundSpans(speech, 100, -40);
  const voiced = spans.flatMap((s) => [...speech.subarray(s.start, s.end)]);
  const level = rms(Float32Array.from(voiced));
  const bed = await music();
  const musicGain = (level * 10 ** (plan.musicDb / 20)) / Math.max(1e-6, rms(bed));
  const noiseGain = level * 10 ** (plan.noiseDb / 20) * Math.sqrt(3); // uniform noise of that RMS
  const offset = Math.floor(r.next() * bed.length);
  return speech.map((v, i) => {
    const m = bed[(offset + i) % bed.length] as number;
    return v + musicGain * m + noiseGain * (2 * r.next() - 1);
  });
}
