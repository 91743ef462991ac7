import fs from "node:fs/promises";
import path from "node:path";
import { type Narration, narrationMessages, type TaskWarning } from "@reelsmith/contract/narration";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import { alignRecording } from "../align/align-recording";
import { CLEAN_RATE, cleanRecording } from "../align/cleanup";
import { speakReference } from "../align/reference";
import type { VoiceEntry } from "../catalog/types";
import { DENOISE_DELAY_MS } from "../media/narration-cleanup-args";
import { withTempDir } from "../media/run-process";
import { monoSampleCount, monoWavSlice, silentWav } from "../media/wav-pcm";
import { estimateVisemes } from "../presenter";
import type { Storage } from "../storage/storage";
import { localSpeech } from "../voice";
import { narrationSource } from "./storyboard/media-source";
import type { SceneAudio, StageContext } from "./types";

/** The cleaned recording's rate (align/cleanup.ts): each scene's stretch keeps it. */
const RECORDING_RATE = CLEAN_RATE;
/** A scene's stretch starts this long before its first word (less when the narrator paused less). */
const LEAD_MS = 150;
/** The silent slot of a scene the recording leaves out: its picture shows, the story goes on. */
export const MISSING_SCENE_MS = 1000;

export interface RecordedNarration {
  scenes: SceneAudio[];
  totalMs: number;
  warnings: TaskWarning[];
  /**
   * Per scene, the stretch of the recording (ms in the upload, untrimmed: a talking video's) its audio
   * is, and the silence after it; null for a scene the recording leaves out (a silent slot).
   */
  spans: ({ fromMs: number; toMs: number; padMs: number } | null)[];
}

/**
 * The scenes' audio from the creator's own recording instead of a voice. The recording is cleaned
 * (trimmed, filtered, at the voices' loudness), each scene is said by an offline espeak-ng voice as the
 * reference, and the aligner finds each scene's stretch and word times in the recording. Each scene's
 * audio is its stretch of the cleaned recording, from just before its first word to just before the next
 * scene's, so the scenes joined are the recording whole (words it adds between scenes stay in the scene
 * before them); its words are the aligned ones on the scene's own timeline, its mouth shapes those of the
 * words' letters spread over each aligned word (estimateVisemes). A storyboard's `holdAfter` lengthens a
 * scene's pause with silence where the narrator paused less, never shortens it; the last scene keeps at
 * least `endPauseMs` after its words. A scene the recording leaves out gets a silent slot of
 * MISSING_SCENE_MS, and each disagreement with the script is a warning naming its scene. A talking video's
 * sound (`kind` "video") is cleaned without its silences trimmed, so its times stay the picture's: its
 * first scene starts just before the first word and its last ends the end pause after the last word.
 */
export async function recordedNarration(
  ctx: StageContext,
  opts: {
    narration: Narration;
    texts: string[];
    board: Storyboard | null;
    voice: VoiceEntry;
    endPauseMs: number;
    /** Where the scenes' audio is stored under the render's prefix (one folder per recording). */
    folder?: string;
  },
): Promise<RecordedNarration> {
  const { texts, board } = opts;
  const talking = opts.narration.kind === "video";
  const source = await narrationSource(
    ctx.deps.database.db,
    ctx.userId,
    opts.narration.mediaId,
    undefined,
    opts.narration.kind,
  ).catch((err: Error) => {
    throw new Error(`The recorded narration cannot be used: ${err.message}`);
  });
  return withTempDir("recorded-narration", async (dir) => {
    const placed = await placeScenes(dir, {
      storage: ctx.deps.storage,
      key: source.key,
      texts,
      language: ctx.request.language,
      voice: opts.voice,
      talking,
      endPauseMs: opts.endPauseMs,
    });
    const { cleanWav, aligned, said, cuts, nextCut, endMs } = placed;
    const idOf = (k: number) => board?.scenes[k]?.id ?? String(k + 1);
    const warnings: TaskWarning[] = placed.warnings.map((w) => ({
      ...w,
      sceneId: idOf(Number(w.sceneId) - 1),
    }));
    const spans: RecordedNarration["spans"] = [];

    const out: SceneAudio[] = [];
    let startMs = 0;
    for (const [k, s] of said.entries()) {
      const audioKey = `${ctx.prefix}/${opts.folder ?? "recording"}/scene-${k}.wav`;
      const hold = board?.scenes[k]?.holdAfter;
      if (!s) {
        await ctx.deps.storage.put(audioKey, silentWav(MISSING_SCENE_MS, RECORDING_RATE), "audio/wav");
        out.push({ audioKey, speechMs: 0, durationMs: MISSING_SCENE_MS, startMs, words: [], visemes: [] });
        startMs += MISSING_SCENE_MS;
        spans.push(null);
        continue;
      }
      const from = cuts[k] as number;
      const to = nextCut(k);
      const fromSample = Math.round((from * RECORDING_RATE) / 1000);
      const toSample = Math.round((to * RECORDING_RATE) / 1000);
      const naturalMs = ((toSample - fromSample) * 1000) / RECORDING_RATE;
      const speechMs = Math.round(s.endMs - from);
      const isLast = to >= endMs;
      const wantedPause = hold !== undefined ? hold * 1000 : isLast ? opts.endPauseMs : 0;
      const padMs = Math.max(0, Math.round(speechMs + wantedPause - naturalMs));
      await ctx.deps.storage.put(audioKey, monoWavSlice(cleanWav, fromSample, toSample, padMs), "audio/wav");
      const words = aligned.words
        .filter((w) => w.sceneId === String(k + 1))
        .map((w) => ({
          text: w.text,
          startMs: Math.round(w.start * 1000 - from),
          endMs: Math.round(w.end * 1000 - from),
        }));
      const durationMs = Math.round(naturalMs + padMs);
      spans.push({
        fromMs: (fromSample * 1000) / RECORDING_RATE,
        toMs: (toSample * 1000) / RECORDING_RATE,
        padMs,
      });
      out.push({ audioKey, speechMs, durationMs, startMs, words, visemes: estimateVisemes(words) });
      startMs += durationMs;
    }
    return { scenes: out, totalMs: startMs, warnings, spans };
  });
}

/**
 * Where each scene is said in a recording: the recording cleaned (its silent ends trimmed as the render
 * does, unless `talking` or `untrimmed`: then its times stay the file's), each scene said by espeak-ng as
 * the reference, and the aligner's places. `said[k]` is scene k's first and last word (ms in the cleaned
 * recording; null: the recording leaves it out, or places it inside the scene before), `cuts[k]` where its
 * stretch begins (the first at 0, or just before its first word for a talking video; the others a little
 * before their first word, never before the middle of the pause that leads to it; -1 when not said) and
 * `nextCut(k)` where it ends (`endMs` for the last). Warnings name scenes by their number from 1.
 */
async function placeScenes(
  dir: string,
  opts: {
    storage: Storage;
    key: string;
    texts: string[];
    language: string;
    voice: VoiceEntry;
    talking?: boolean;
    untrimmed?: boolean;
    endPauseMs: number;
  },
) {
  const { texts } = opts;
  const input = path.join(dir, "recording");
  await fs.writeFile(input, await opts.storage.read(opts.key));
  // The aligner's scenes are numbered from 1, so its messages say "Scene 2 is not in the recording.".
  const scenes = texts.map((text, i) => ({ id: String(i + 1), text }));
  // The cleaning (ffmpeg) and the reference (espeak-ng) are processes of their own: side by side.
  const [clean, reference] = await Promise.all([
    cleanRecording(input, path.join(dir, "clean.wav"), !(opts.talking || opts.untrimmed)),
    speakReference(localSpeech, scenes, opts.language, referenceVoice(opts.voice), dir),
  ]);
  const aligned = alignRecording({
    recordingPcm: clean.alignPcm,
    scenes,
    language: opts.language,
    reference,
  });
  const cleanWav = clean.wav;
  const recordingMs = (monoSampleCount(cleanWav) / RECORDING_RATE) * 1000;
  const warnings: TaskWarning[] = aligned.problems.map((p) => ({ ...p }));

  // Each said scene's first and last word (ms in the recording), in script order, always moving on.
  const said: ({ startMs: number; endMs: number } | null)[] = [];
  let lastEnd = 0;
  for (const [k] of texts.entries()) {
    const place = aligned.scenes.find((s) => s.sceneId === String(k + 1) && s.status === "ok");
    const startMs = place ? place.start * 1000 : -1;
    if (!place || startMs < lastEnd) {
      // A scene placed before the end of the one before it cannot be cut out of the recording.
      if (place)
        warnings.push({
          kind: "skipped",
          sceneId: String(k + 1),
          message: narrationMessages.outOfOrder(k + 1),
        });
      said.push(null);
      continue;
    }
    said.push({ startMs, endMs: Math.max(startMs, place.end * 1000) });
    lastEnd = place.end * 1000;
  }
  if (!said.some(Boolean))
    throw new Error("None of the scenes was found in the recorded narration: is it the right recording?");
  const cuts: number[] = [];
  let previousEnd = 0;
  let first = true;
  for (const s of said) {
    if (!s) {
      cuts.push(-1);
      continue;
    }
    const opening = opts.talking ? Math.max(0, s.startMs - LEAD_MS) : 0;
    cuts.push(first ? opening : Math.max(s.startMs - LEAD_MS, (previousEnd + s.startMs) / 2));
    previousEnd = s.endMs;
    first = false;
  }
  // A talking video ends the end pause after its last word (or where it ends, if sooner).
  const lastWordMs = [...said].reverse().find(Boolean)?.endMs ?? recordingMs;
  const endMs = opts.talking ? Math.min(recordingMs, lastWordMs + opts.endPauseMs) : recordingMs;
  const nextCut = (k: number) => cuts.slice(k + 1).find((c) => c >= 0) ?? endMs;
  return { cleanWav, aligned, said, cuts, nextCut, endMs, warnings };
}

/**
 * The scenes' stretches of a recording before anything renders (the free storyboard): seconds in the
 * recording as it was uploaded (its silent ends are kept, so a waveform of the file shows them in place),
 * each from where its words begin to where the next said scene's begin. A scene the recording leaves out
 * is an empty stretch where the next said scene begins, and has a `skipped` warning. Warnings name scenes
 * by `sceneIds`.
 */
export async function recordingSceneTimes(opts: {
  storage: Storage;
  key: string;
  texts: string[];
  sceneIds: string[];
  language: string;
  voice: VoiceEntry;
}): Promise<{ times: { start: number; end: number }[]; warnings: TaskWarning[] }> {
  return withTempDir("recording-times", async (dir) => {
    const placed = await placeScenes(dir, { ...opts, untrimmed: true, endPauseMs: 0 });
    // The cleaned file's times are the denoiser's delay later than the upload's.
    const s = (ms: number) => Math.round(Math.max(0, ms - DENOISE_DELAY_MS)) / 1000;
    const times = opts.texts.map((_, k) => {
      const end = placed.nextCut(k);
      const from = placed.cuts[k] ?? -1;
      return { start: s(from >= 0 ? from : end), end: s(end) };
    });
    const idOf = (k: number) => opts.sceneIds[k] ?? String(k + 1);
    const warnings = placed.warnings.map((w) => ({ ...w, sceneId: idOf(Number(w.sceneId) - 1) }));
    return { times, warnings };
  });
}

/**
 * The reference voice: the narration voice's espeak-ng voice (every catalogue voice names one), whose
 * word times are exact; the creator's voice need not resemble it.
 */
function referenceVoice(voice: VoiceEntry): VoiceEntry {
  const { festival: _f, pico: _p, rhvoice: _r, derived: _d, ...rest } = voice;
  return { ...rest, engine: "espeak-ng" };
}
