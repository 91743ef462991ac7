import fs from "node:fs/promises";
import path from "node:path";
import {
  PROCESS_AVATAR_TIMEOUT_MS,
  type ProcessAvatarResponse,
  type ProcessingOutcome,
} from "@reelsmith/contract/avatars";
import { matchStockVoice } from "@reelsmith/contract/voice-match";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { customAvatars } from "../db/schema";
import { AppError } from "../lib/app-error";
import { monoWavArgs } from "../media/audio-args";
import { decodePcm } from "../media/decode-pcm";
import { ProcessError, runFfmpeg, withTempDir } from "../media/run-process";
import { renderPhotoAvatar, storedFace } from "../presenter";
import { getVoiceCloner, VoiceCloneNetworkError, type VoiceCloner } from "../providers/speech";
import { loadRenderCatalog } from "../render/catalog-access";
import type { Storage } from "../storage/storage";
import { medianPitchHz, PITCH_SAMPLE_RATE } from "./avatar-processing-voice";
import { type CustomAvatarRow, getOwnedAvatar } from "./custom-avatars";

/**
 * process-avatar: after an avatar is saved the server queues this itself (a pg-boss job, so a restart
 * does not lose it). It makes `avatar_sample_url` (a 540x960 clip of the photo talking: its mouth moves
 * with the user's own sample, trimmed and loudness-normalised, its eyes blink), picks `voice_id`
 * (the stock voice closest to the sample's pitch) and, where a cloning service is configured,
 * `voice_clone_id`. A failure is recorded in processing_outcome and never deletes the avatar.
 */
export interface ProcessingDeps {
  config: Pick<Config, "VOICE_CLONE_URL" | "VOICE_CLONE_API_KEY" | "VOICE_CLONE_MODEL">;
  database: { db: Db };
  storage: Storage;
  logger: Logger;
}

export const SAMPLE_SIZE = { width: 540, height: 960 } as const;
export const SAMPLE_MIN_S = 4;
export const SAMPLE_MAX_S = 6;

class ProcessingTimeout extends Error {
  override name = "ProcessingTimeout";
}
class ProcessingFailed extends Error {
  override name = "ProcessingFailed";
}

/** Whether processing has anything left to do: no sample yet, or a configured clone not made yet. */
export function needsProcessing(row: CustomAvatarRow, cloner: VoiceCloner | null): boolean {
  return !row.avatar_sample_url || (cloner !== null && !row.voice_clone_id);
}

export function outcomeOf(err: unknown): ProcessingOutcome {
  if (err instanceof ProcessingTimeout) return "timeout";
  if (err instanceof VoiceCloneNetworkError) return "network_error";
  if (err instanceof ProcessingFailed || err instanceof ProcessError) return "processing_failed";
  return "general_error";
}

/**
 * The job: runs processing within PROCESS_AVATAR_TIMEOUT_MS and records how it ended. It never throws for
 * a processing failure (the outcome is the record); a vanished avatar is nothing to do.
 */
export async function processAvatar(
  deps: ProcessingDeps,
  avatarId: string,
  opts: { timeoutMs?: number; cloner?: VoiceCloner | null } = {},
): Promise<ProcessingOutcome | null> {
  const [row] = await deps.database.db.select().from(customAvatars).where(eq(customAvatars.id, avatarId));
  const cloner = opts.cloner === undefined ? getVoiceCloner(deps.config) : opts.cloner;
  if (!row || !needsProcessing(row, cloner)) return null;
  const timeoutMs = opts.timeoutMs ?? PROCESS_AVATAR_TIMEOUT_MS;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const started = performance.now();
  try {
    const outcome = await Promise.race([
      run(deps, row, cloner, abort.signal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new ProcessingTimeout(`Processing ran past ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    ]);
    deps.logger.info({ avatarId, outcome, ms: Math.round(performance.now() - started) }, "avatar processed");
    return outcome;
  } catch (err) {
    const outcome = outcomeOf(err);
    deps.logger.warn({ avatarId, outcome, err: String(err) }, "avatar processing failed");
    await deps.database.db
      .update(customAvatars)
      .set({ processing_outcome: outcome })
      .where(eq(customAvatars.id, avatarId));
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

async function run(
  deps: ProcessingDeps,
  row: CustomAvatarRow,
  cloner: VoiceCloner | null,
  signal: AbortSignal,
) {
  const { storage } = deps;
  const voiceKey = row.voice_storage_path;
  if (!voiceKey || !(await storage.exists(voiceKey)))
    throw new ProcessingFailed("The voice sample is missing");
  if (!(await storage.exists(row.storage_path))) throw new ProcessingFailed("The photo is missing");
  return withTempDir("avatar-processing", async (dir): Promise<ProcessingOutcome | null> => {
    const voicePath = path.join(dir, `voice${path.extname(voiceKey)}`);
    const imagePath = path.join(dir, "photo.jpeg");
    await fs.writeFile(voicePath, await storage.read(voiceKey));
    await fs.writeFile(imagePath, await storage.read(row.storage_path));
    const update: Partial<typeof customAvatars.$inferInsert> = {};

    if (!row.avatar_sample_url || !row.voice_id || row.voice_pitch_hz === null) {
      // The pitch of the first 10 s (the voiced frames' median) picks the closest stock voice.
      const pitchWav = path.join(dir, "pitch.wav");
      await runFfmpeg(monoWavArgs(voicePath, pitchWav, { sampleRate: 16_000, maxSeconds: 10 }), {
        timeoutMs: 30_000,
      });
      const hz = medianPitchHz(await decodePcm(pitchWav, PITCH_SAMPLE_RATE));
      const catalog = await loadRenderCatalog(storage).catch(() => null);
      // English here; a render in another language picks again from the stored pitch (same rule).
      const match = catalog
        ? matchStockVoice(
            catalog.manifest.voices.map((v) => v.public),
            hz,
            "en",
          )
        : null;
      update.voice_id = match?.voice.id ?? null;
      update.voice_pitch_hz = hz === null ? null : Math.round(hz * 10) / 10;
      deps.logger.info(
        { avatarId: row.id, pitchHz: hz && Math.round(hz), voiceId: update.voice_id },
        "avatar voice",
      );
    }
    if (signal.aborted) return null;

    if (!row.avatar_sample_url) {
      const speech = path.join(dir, "speech.wav");
      await runFfmpeg(samplePrepArgs(voicePath, speech), { timeoutMs: 30_000 });
      const clip = path.join(dir, "sample.mp4");
      const face = await storedFace(storage, row.storage_path, await fs.readFile(imagePath));
      await renderPhotoAvatar({ imagePath, face, audioPath: speech, outPath: clip, ...SAMPLE_SIZE, fps: 24 });
      if (signal.aborted) return null;
      const key = `avatars/${row.user_id}/sample_${Date.now()}.mp4`;
      await storage.putFile(key, clip, "video/mp4");
      update.avatar_sample_url = storage.publicUrl(key);
    }

    let cloneError: unknown = null;
    if (cloner && !row.voice_clone_id) {
      try {
        update.voice_clone_id = (
          await cloner.clone({ name: row.name, samplePath: voicePath, signal })
        ).voiceId;
      } catch (err) {
        cloneError = err;
      }
    }
    if (signal.aborted) return null;
    // A clone that failed leaves the avatar Ready with its stock voice; the outcome says why, and
    // process-avatar can try the clone again.
    const outcome = cloneError ? outcomeOf(cloneError) : null;
    update.processing_outcome = outcome;
    const [still] = await deps.database.db
      .update(customAvatars)
      .set(update)
      .where(eq(customAvatars.id, row.id))
      .returning({ id: customAvatars.id });
    if (!still && update.avatar_sample_url) {
      // Deleted while processing: the new sample has no owner row, remove it.
      const key = storage.keyFromUrl(update.avatar_sample_url);
      if (key) await storage.delete(key).catch(() => {});
    }
    if (cloneError) deps.logger.warn({ avatarId: row.id, err: String(cloneError) }, "voice clone failed");
    return outcome;
  });
}

/**
 * The sample's sound: leading silence cut, loudness-normalised (EBU R128, -16 LUFS), padded to at least
 * SAMPLE_MIN_S and cut at SAMPLE_MAX_S, 48 kHz mono WAV.
 */
export function samplePrepArgs(input: string, out: string): string[] {
  return [
    ...["-v", "error", "-i", input],
    "-af",
    [
      "silenceremove=start_periods=1:start_threshold=-45dB",
      "loudnorm=I=-16:TP=-1.5:LRA=11",
      `apad=whole_dur=${SAMPLE_MIN_S}`,
    ].join(","),
    ...["-t", String(SAMPLE_MAX_S), "-ar", "48000", "-ac", "1", out],
  ];
}

export interface AvatarQueue {
  enqueueAvatar?(avatarId: string): Promise<void>;
}

/**
 * POST /api/functions/process-avatar: the owner's avatar is queued again unless it is Ready with nothing
 * left to do (idempotent: one job per avatar at a time).
 */
export async function requestProcessing(
  deps: ProcessingDeps & { renderQueue?: AvatarQueue },
  userId: string,
  avatarId: string,
): Promise<ProcessAvatarResponse> {
  const row = await getOwnedAvatar(deps.database.db, userId, avatarId);
  if (!needsProcessing(row, getVoiceCloner(deps.config))) {
    return { status: "ready", outcome: (row.processing_outcome as ProcessingOutcome | null) ?? null };
  }
  const enqueue = deps.renderQueue?.enqueueAvatar;
  if (!enqueue) {
    throw new AppError("UNAVAILABLE", "The processing queue is not running. Please try again later.");
  }
  await enqueue(row.id);
  if (!row.avatar_sample_url && row.processing_outcome) {
    await deps.database.db
      .update(customAvatars)
      .set({ processing_outcome: null })
      .where(eq(customAvatars.id, row.id));
  }
  return { status: row.avatar_sample_url ? "ready" : "processing", outcome: null };
}
