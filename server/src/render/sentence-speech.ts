import fs from "node:fs/promises";
import path from "node:path";
import type { VoiceEntry } from "../catalog/types";
import { ALIGN_RATE, soundSpans } from "../lib/audio-features";
import { mapLimit } from "../lib/map-limit";
import { monoWavArgs } from "../media/audio-args";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { wavHeader } from "../media/wav-header";
import { estimateVisemes, shiftVisemes, visemesOfPhonemes } from "../presenter";
import type { SpeechProvider } from "../providers/speech";
import { splitSentences } from "../story-writer";
import type { SpeechResult, VoiceSettings } from "../voice";
import { readWavFloat, SENTENCE_PAUSE_MS } from "../voice";
import { cachePrefix, inputsHash, readCached, writeCached } from "./storyboard/render-cache";
import type { SceneAudio, StageContext } from "./types";

/** A stretch of narration as the render cache keeps it (its wav beside it): one sentence, or a scene's. */
export interface SpokenPart {
  audioKey: string;
  speechMs: number;
  words: SceneAudio["words"];
  visemes: NonNullable<SceneAudio["visemes"]>;
  engine: string;
}

/** Who speaks, and how: every input of a sentence's speech but its words. */
export interface Narrator {
  speech: SpeechProvider;
  language: string;
  voice: VoiceEntry;
  settings: VoiceSettings;
  cloneId: string | null;
  /** Sentences spoken at once: engines that run as processes of their own use the cores side by side. */
  concurrency: number;
}

/**
 * The sentences a scene says (Intl.Segmenter, as the writer cut the story); the text whole if none. The
 * segmenter also ends a sentence after a title's abbreviation ("Dr. Smith"): a piece ending in one, or one
 * followed by a lower-case letter, stays with the next, so it is said as one sentence.
 */
export function sentencesOf(text: string, language: string): string[] {
  const out: string[] = [];
  let open = false;
  for (const piece of splitSentences(text, language)) {
    const last = out.length - 1;
    if (last >= 0 && (open || /^\p{Ll}/u.test(piece))) out[last] = `${out[last]} ${piece}`;
    else out.push(piece);
    open = /(^|\s)\p{Lu}\p{Ll}{0,2}\.$/u.test(piece);
  }
  return out.length > 0 ? out : [text];
}

/**
 * Each scene's narration, in the scenes' order. Speech is cached per sentence under a hash of its inputs
 * (text, language, voice, engine, cloned voice, pitch and speed), so a new version says again only the
 * sentences that changed; a scene of several sentences is their audio joined sample for sample, the
 * reused ones unchanged, with their word and mouth times moved to where each sentence starts.
 */
export async function speakScenes(
  ctx: StageContext,
  n: Narrator,
  texts: string[],
): Promise<{ scenes: SpokenPart[]; engines: string[] }> {
  const cache = `${cachePrefix(ctx)}/speech`;
  const nameOf = (text: string) =>
    `${cache}/${inputsHash({
      v: 1,
      text,
      language: n.language,
      voice: n.voice.public.id,
      engine: n.speech.name,
      clone: n.cloneId,
      settings: n.settings,
    })}`;
  const scenes = texts.map((t) => sentencesOf(t, n.language).map((text) => ({ text, name: nameOf(text) })));
  const distinct = [...new Map(scenes.flat().map((s) => [s.name, s])).values()];
  const cached = await Promise.all(distinct.map((s) => readCached<SpokenPart>(ctx, `${s.name}.json`)));
  const missing = distinct.filter((_, i) => !cached[i]);
  const spoken = await speakSentences(ctx, n, missing);
  const parts = new Map<string, SpokenPart>();
  for (const [i, s] of distinct.entries()) parts.set(s.name, cached[i] ?? (spoken.shift() as SpokenPart));
  const spokenScenes = await Promise.all(
    scenes.map((sentences) => {
      const own = sentences.map((s) => parts.get(s.name) as SpokenPart);
      if (own.length === 1) return own[0] as SpokenPart;
      const name = `${cache}/${inputsHash({ v: 1, joined: sentences.map((s) => s.name) })}`;
      return joinedScene(ctx, name, own, n.settings.speed);
    }),
  );
  // The engines that really spoke (a local voice may fall back to espeak-ng for a sentence).
  return { scenes: spokenScenes, engines: [...new Set([...parts.values()].map((p) => p.engine))] };
}

/**
 * The sentences not in the cache, spoken and stored. A provider that says several texts cheaper together
 * (the offline Festival voices: one engine start for many) gets them in `concurrency` runs side by side,
 * each a contiguous share; any other says them one by one, `concurrency` at a time.
 */
async function speakSentences(
  ctx: StageContext,
  n: Narrator,
  sentences: { text: string; name: string }[],
): Promise<SpokenPart[]> {
  const many = n.speech.synthesizeMany?.bind(n.speech);
  if (!many || sentences.length < 2) {
    return mapLimit(sentences, n.concurrency, (s) =>
      withTempDir("speech", async (dir) => {
        const wav = path.join(dir, "sentence.wav");
        const r = await n.speech.synthesize(inputOf(n, s.text, wav));
        return storeSentence(ctx, n, s, r, wav);
      }),
    );
  }
  const runs = Math.max(1, Math.min(n.concurrency, sentences.length));
  const size = Math.ceil(sentences.length / runs);
  const shares = Array.from({ length: runs }, (_, i) => sentences.slice(i * size, (i + 1) * size)).filter(
    (share) => share.length > 0,
  );
  const spoken = await Promise.all(
    shares.map((share) =>
      withTempDir("speech", async (dir) => {
        const wavs = share.map((_, i) => path.join(dir, `sentence-${i}.wav`));
        const rs = await many(share.map((s, i) => inputOf(n, s.text, wavs[i] as string)));
        return Promise.all(
          share.map((s, i) => storeSentence(ctx, n, s, rs[i] as SpeechResult, wavs[i] as string)),
        );
      }),
    ),
  );
  return spoken.flat();
}

const inputOf = (n: Narrator, text: string, outWav: string) => ({
  text,
  language: n.language,
  voice: n.voice,
  outWav,
  settings: n.settings,
});

/** A sentence's speech into the render cache: its wav, and its word and mouth times. */
async function storeSentence(
  ctx: StageContext,
  n: Narrator,
  { text, name }: { text: string; name: string },
  r: SpeechResult,
  wav: string,
): Promise<SpokenPart> {
  if (r.durationMs <= 0) throw new Error(`The voice produced no speech for "${text.slice(0, 60)}"`);
  const audioKey = `${name}.wav`;
  await ctx.deps.storage.put(audioKey, await fs.readFile(wav), "audio/wav");
  // The mouth's shapes: the engine's own phonemes, else guessed from each word's letters.
  const visemes =
    r.phonemes && r.phonemes.length > 0 && r.phonemeNames
      ? visemesOfPhonemes(r.phonemes, r.phonemeNames)
      : estimateVisemes(r.words);
  const part: SpokenPart = {
    audioKey,
    speechMs: r.durationMs,
    words: r.words,
    visemes,
    engine: r.engine ?? n.speech.name,
  };
  await writeCached(ctx, `${name}.json`, part);
  return part;
}

/** A scene's sentences as one wav (cached under `name`), word and mouth times on the scene's timeline. */
async function joinedScene(
  ctx: StageContext,
  name: string,
  parts: SpokenPart[],
  speed: number,
): Promise<SpokenPart> {
  const kept = await readCached<SpokenPart>(ctx, `${name}.json`);
  if (kept) return kept;
  return withTempDir("speech-join", async (dir) => {
    const files = await Promise.all(
      parts.map(async (p, i) => {
        const file = path.join(dir, `sentence-${i}.wav`);
        await fs.writeFile(file, await ctx.deps.storage.read(p.audioKey));
        return file;
      }),
    );
    const pcm = await samePcm(files, dir);
    const silences = await Promise.all(files.map(edgeSilencesMs));
    // Between two sentences at least a sentence's pause, counting the silence each brings at its edge.
    const gapsMs = parts.slice(1).map((_, i) => {
      const here = (silences[i]?.trailMs ?? 0) + (silences[i + 1]?.leadMs ?? 0);
      return Math.max(0, Math.round(SENTENCE_PAUSE_MS / speed - here));
    });
    const { wav, offsetsMs } = joinPcm(pcm, gapsMs);
    const audioKey = `${name}.wav`;
    await ctx.deps.storage.put(audioKey, wav, "audio/wav");
    const scene: SpokenPart = {
      audioKey,
      speechMs: Math.round(((wav.length - 44) / 2 / (pcm[0]?.rate ?? 1)) * 1000),
      words: parts.flatMap((p, i) =>
        p.words.map((w) => ({
          ...w,
          startMs: w.startMs + (offsetsMs[i] ?? 0),
          endMs: w.endMs + (offsetsMs[i] ?? 0),
        })),
      ),
      visemes: parts.flatMap((p, i) => shiftVisemes(p.visemes, offsetsMs[i] ?? 0)),
      engine: [...new Set(parts.map((p) => p.engine))].join(", "),
    };
    await writeCached(ctx, `${name}.json`, scene);
    return scene;
  });
}

/** The silence at a wav's start and end (ms): what its engine left around the words. */
async function edgeSilencesMs(file: string): Promise<{ leadMs: number; trailMs: number }> {
  const pcm = await readWavFloat(file, ALIGN_RATE);
  const spans = soundSpans(pcm, 120);
  const first = spans[0];
  const last = spans.at(-1);
  if (!first || !last) return { leadMs: 0, trailMs: 0 };
  return {
    leadMs: (first.start * 1000) / ALIGN_RATE,
    trailMs: ((pcm.length - last.end) * 1000) / ALIGN_RATE,
  };
}

/** Mono 16-bit samples and their rate. */
export interface Pcm {
  rate: number;
  samples: Buffer;
}

/**
 * Each wav's samples, at the first one's rate: a sentence its voice's engine said is copied as it is; one
 * in another format (an engine's fallback voice) is converted by ffmpeg.
 */
async function samePcm(files: string[], dir: string): Promise<Pcm[]> {
  const read = await Promise.all(files.map(async (f) => pcm16(await fs.readFile(f))));
  const rate = read[0]?.rate ?? 24_000;
  return Promise.all(
    read.map(async (p, i) => {
      if (p && p.rate === rate) return p;
      const out = path.join(dir, `converted-${i}.wav`);
      await runFfmpeg(monoWavArgs(files[i] as string, out, { sampleRate: rate }));
      return pcm16(await fs.readFile(out)) as Pcm;
    }),
  );
}

/** The samples of a mono 16-bit PCM wav; null for any other format. */
export function pcm16(wav: Buffer): Pcm | null {
  const channels = wav.readUInt16LE(22);
  const rate = wav.readUInt32LE(24);
  const bits = wav.readUInt16LE(34);
  const dataAt = wav.indexOf("data", 12);
  if (channels !== 1 || bits !== 16 || dataAt < 0 || rate <= 0) return null;
  const first = dataAt + 8;
  // An engine that streams may leave the data size at its maximum: the file's length is the truth.
  const size = Math.min(wav.readUInt32LE(dataAt + 4), wav.length - first);
  return { rate, samples: wav.subarray(first, first + Math.floor(size / 2) * 2) };
}

/** Sentences' samples one after another with `gapsMs` of silence between them, as a wav; where each starts. */
export function joinPcm(parts: Pcm[], gapsMs: number[]): { wav: Buffer; offsetsMs: number[] } {
  const rate = parts[0]?.rate ?? 24_000;
  const chunks: Buffer[] = [];
  const offsetsMs: number[] = [];
  let samples = 0;
  for (const [i, p] of parts.entries()) {
    if (i > 0) {
      const gap = Buffer.alloc(Math.round(((gapsMs[i - 1] ?? 0) * rate) / 1000) * 2);
      chunks.push(gap);
      samples += gap.length / 2;
    }
    offsetsMs.push(Math.round((samples * 1000) / rate));
    chunks.push(p.samples);
    samples += p.samples.length / 2;
  }
  const header = wavHeader(samples, rate);
  return { wav: Buffer.concat([header, ...chunks]), offsetsMs };
}
