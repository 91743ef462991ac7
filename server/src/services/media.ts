import crypto from "node:crypto";
import path from "node:path";
import {
  MEDIA_AUDIO_MAX_BYTES,
  MEDIA_CLIP_MAX_BYTES,
  MEDIA_CLIP_MAX_SECONDS,
  MEDIA_PHOTO_LONG_SIDE,
  MEDIA_PHOTO_MAX_BYTES,
  MEDIA_POSTER_LONG_SIDE,
  MEDIA_TALKING_CLIP_MAX_SECONDS,
  type MediaFileKind,
  type MediaItem,
  type MediaListResponse,
  type MediaUse,
  mediaMessages,
  sniffMedia,
} from "@reelsmith/contract/media";
import { and, desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { media, users } from "../db/schema";
import { AppError } from "../lib/app-error";
import { createKeyedLock } from "../lib/keyed-lock";
import { ffprobeArgs } from "../media/probe-args";
import { type ProbeResult, runProcess } from "../media/run-process";
import { getOwnedMedia } from "../render/storyboard/media-source";
import type { Storage } from "../storage/storage";
import { probeUpload } from "./media-audio";
import { mediaUses, releaseMediaFromStoryboards } from "./media-uses";
import type { UploadDeps } from "./upload-deps";

/**
 * The media library: a user's own photos, clips and recordings (media-audio.ts), checked by their
 * content (magic bytes, then decoded or probed), stored owner-only under `uploads/{userId}/media/{id}/`, counted against a per-user
 * quota (MEDIA_QUOTA_BYTES). A photo is resized here and is ready at once; a clip is probed here (its
 * length is refused at once) and normalised by the process-media job (media-processing.ts).
 */
export type MediaRow = typeof media.$inferSelect;
/** The caller's media item, or 404: the one owner look-up, shared with the render's storyboards. */
export { getOwnedMedia };

export interface MediaDeps extends UploadDeps {
  config: Pick<Config, "MEDIA_QUOTA_BYTES">;
  renderQueue?: { enqueueMedia?(mediaId: string): Promise<void> };
}

const bad = (message: string) => new AppError("VALIDATION_ERROR", message);
const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

/** Where a media item's files live: one folder per item, inside the owner's own uploads. */
export const mediaFolder = (userId: string, id: string) => `uploads/${userId}/media/${id}/`;

export function toMediaItem(row: MediaRow, storage: Storage): MediaItem {
  const ready = row.status === "ready";
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    mime: row.mime,
    status: row.status,
    progress: row.status === "ready" ? 1 : row.progress,
    width: row.width,
    height: row.height,
    duration: row.duration_s,
    hasAudio: row.has_audio,
    bytes: row.bytes,
    url: ready && row.proxy_key ? storage.publicUrl(row.proxy_key) : null,
    posterUrl: ready && row.poster_key ? storage.publicUrl(row.poster_key) : null,
    error: row.error,
    createdAt: row.created_at.toISOString(),
  };
}

/** Bytes the user's media take now. */
export async function mediaBytesUsed(db: Db, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<string>`coalesce(sum(${media.bytes}), 0)` })
    .from(media)
    .where(eq(media.user_id, userId));
  return Number(r?.n ?? 0);
}

export async function listMedia(deps: MediaDeps, userId: string): Promise<MediaListResponse> {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(media)
    .where(eq(media.user_id, userId))
    .orderBy(desc(media.created_at), desc(media.id));
  return {
    media: rows.map((r) => toMediaItem(r, deps.storage)),
    usage: { bytes: await mediaBytesUsed(db, userId), quota: deps.config.MEDIA_QUOTA_BYTES },
  };
}

/** A photo as kept: turned upright, at most 2048 px on its long side, JPEG; and its 480 px thumbnail. */
async function preparePhoto(data: Buffer) {
  try {
    const upright = sharp(data, { failOn: "error" }).rotate();
    const photo = await upright
      .clone()
      .resize(MEDIA_PHOTO_LONG_SIDE, MEDIA_PHOTO_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    const poster = await sharp(photo.data)
      .resize(MEDIA_POSTER_LONG_SIDE, MEDIA_POSTER_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { photo: photo.data, width: photo.info.width, height: photo.info.height, poster };
  } catch {
    throw bad(mediaMessages.unreadable);
  }
}

const CLIP_FORMATS: Record<string, RegExp> = {
  "video/mp4": /mp4|mov/,
  "video/quicktime": /mov|mp4/,
  "video/webm": /webm|matroska/,
};

/** A clip's probe: its format must be what its bytes said, with a video stream, at most 60 s long. */
export function checkClipProbe(
  kind: MediaFileKind,
  probe: ProbeResult & { formatName?: string },
  maxS: number = MEDIA_CLIP_MAX_SECONDS,
) {
  if (probe.formatName && !CLIP_FORMATS[kind.mime]?.test(probe.formatName))
    throw bad(mediaMessages.unreadable);
  const video = probe.streams.find((s) => s.codec_type === "video" && s.width && s.height);
  if (!video) throw bad(mediaMessages.noVideoStream);
  const durationS = probe.durationS > 0 ? probe.durationS : Number(video.duration ?? 0);
  if (!(durationS > 0)) throw bad(mediaMessages.unreadable);
  if (durationS > maxS + 0.05) throw bad(mediaMessages.clipTooLong(durationS, maxS));
  return {
    durationS,
    width: video.width ?? null,
    height: video.height ?? null,
    hasAudio: probe.streams.some((s) => s.codec_type === "audio"),
  };
}

/** ffprobe's streams, length and container name of a file; 400 "could not be read" when it cannot. */
export async function probeFile(file: string): Promise<ProbeResult & { formatName: string }> {
  try {
    const { stdout } = await runProcess("ffprobe", ffprobeArgs(file), { timeoutMs: 30_000 });
    const json = JSON.parse(stdout) as {
      format: { duration?: string; format_name?: string };
      streams: ProbeResult["streams"];
    };
    return {
      durationS: Number(json.format.duration ?? 0),
      streams: json.streams ?? [],
      formatName: json.format.format_name ?? "",
    };
  } catch {
    throw bad(mediaMessages.unreadable);
  }
}

type MediaValues = Omit<typeof media.$inferInsert, "id" | "user_id" | "name" | "bytes">;

/** A clip's row before its processing job: probed, not yet ready. */
const clipValues = (key: string, mime: string, c: ReturnType<typeof checkClipProbe>): MediaValues => ({
  kind: "clip",
  mime,
  status: "processing",
  progress: 0,
  width: c.width,
  height: c.height,
  duration_s: c.durationS,
  has_audio: c.hasAudio,
  original_key: key,
});

/** A recording's row: kept as it came, ready at once, played from the file itself. */
const recordingValues = (key: string, mime: string, durationS: number): MediaValues => ({
  kind: "audio",
  mime,
  status: "ready",
  progress: 1,
  duration_s: durationS,
  has_audio: true,
  original_key: key,
  proxy_key: key,
});

const withUserLock = createKeyedLock();

const quotaError = (used: number, size: number, quota: number) =>
  new AppError("MEDIA_QUOTA_FULL", mediaMessages.quotaFull(used, size, quota));

/** The file name as shown: its last path part, without control characters, at most 200 characters. */
const cleanName = (name: string) =>
  (
    path
      .basename(name.replaceAll("\\", "/"))
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim() || "media"
  ).slice(0, 200);

/**
 * Saves an upload (the multipart field `file`): checked by content, then, under the user's lock, counted
 * against the quota, written and recorded. A refused upload stores nothing; a failure after the files
 * are written removes them. A clip is queued for its processing (proxy, poster) once recorded.
 */
export async function createMedia(
  deps: MediaDeps,
  userId: string,
  file: unknown,
  /** A talking video's clip may be up to MEDIA_TALKING_CLIP_MAX_SECONDS long. */
  use?: "talking-video",
): Promise<MediaRow> {
  if (!isFile(file) || file.size === 0) throw bad(mediaMessages.fileRequired);
  if (file.size > MEDIA_CLIP_MAX_BYTES) throw bad(mediaMessages.tooLarge);
  const data = Buffer.from(await file.arrayBuffer());
  const kind = sniffMedia(data.subarray(0, 64));
  if (!kind) throw bad(mediaMessages.notMedia);
  const id = `med_${crypto.randomBytes(12).toString("base64url")}`;
  const folder = mediaFolder(userId, id);
  const name = cleanName(file.name);

  let files: { key: string; data: Buffer; type: string }[];
  let values: MediaValues;
  if (kind.kind === "photo") {
    if (file.size > MEDIA_PHOTO_MAX_BYTES) throw bad(mediaMessages.photoTooLarge);
    const p = await preparePhoto(data);
    files = [
      { key: `${folder}photo.jpg`, data: p.photo, type: "image/jpeg" },
      { key: `${folder}poster.jpg`, data: p.poster, type: "image/jpeg" },
    ];
    values = {
      kind: "photo",
      mime: kind.mime,
      status: "ready",
      progress: 1,
      width: p.width,
      height: p.height,
      original_key: `${folder}photo.jpg`,
      proxy_key: `${folder}photo.jpg`,
      poster_key: `${folder}poster.jpg`,
    };
  } else {
    if (kind.kind === "audio" && file.size > MEDIA_AUDIO_MAX_BYTES) throw bad(mediaMessages.audioTooLarge);
    const probed = await probeUpload(kind, data);
    const key = `${folder}original.${probed.kind === "audio" ? probed.format.ext : kind.ext}`;
    if (probed.kind === "audio") {
      files = [{ key, data, type: probed.format.mime }];
      values = recordingValues(key, probed.format.mime, probed.durationS);
    } else {
      files = [{ key, data, type: kind.mime }];
      values = clipValues(
        key,
        kind.mime,
        checkClipProbe(
          kind,
          probed.probe,
          use === "talking-video" ? MEDIA_TALKING_CLIP_MAX_SECONDS : MEDIA_CLIP_MAX_SECONDS,
        ),
      );
    }
  }
  const bytes = files.reduce((n, f) => n + f.data.length, 0);
  const quota = deps.config.MEDIA_QUOTA_BYTES;

  const row = await withUserLock(userId, async () => {
    const { db } = deps.database;
    const usedBefore = await mediaBytesUsed(db, userId);
    if (usedBefore + bytes > quota) throw quotaError(usedBefore, bytes, quota);
    const written: string[] = [];
    try {
      for (const f of files) {
        await deps.storage.put(f.key, f.data, f.type);
        written.push(f.key);
      }
      return await db.transaction(async (tx) => {
        // The user's row is the lock across processes: a second upload waits here until this one commits.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const used = await mediaBytesUsed(tx as unknown as Db, userId);
        if (used + bytes > quota) throw quotaError(used, bytes, quota);
        const [inserted] = await tx
          .insert(media)
          .values({ ...values, id, user_id: userId, name, bytes })
          .returning();
        if (!inserted) throw new Error("The insert returned no row");
        return inserted;
      });
    } catch (err) {
      for (const key of written)
        await deps.storage
          .delete(key)
          .catch((e) => deps.logger.warn({ key, err: String(e) }, "media cleanup failed"));
      if (err instanceof AppError) throw err;
      deps.logger.error({ userId, err: String(err) }, "media save failed");
      throw new AppError("SAVE_FAILED", "The upload could not be saved. Please try again.");
    }
  });
  if (row.kind === "clip") {
    await deps.renderQueue?.enqueueMedia?.(row.id).catch((err: unknown) => {
      deps.logger.warn({ mediaId: row.id, err: String(err) }, "could not queue media processing");
    });
  }
  return row;
}

export type DeleteMediaResult = { deleted: true } | { deleted: false; usedBy: MediaUse[] };

/**
 * Deletes a media item, unless a storyboard uses it and `force` is not set: then nothing changes and the
 * scenes using it are named. With `force`, those scenes go back to their illustration first.
 */
export async function deleteMedia(
  deps: MediaDeps,
  userId: string,
  id: string,
  force: boolean,
): Promise<DeleteMediaResult> {
  const { db } = deps.database;
  const row = await getOwnedMedia(db, userId, id);
  const usedBy = await mediaUses(db, userId, id);
  if (usedBy.length > 0 && !force) return { deleted: false, usedBy };
  if (usedBy.length > 0) await releaseMediaFromStoryboards(db, userId, id);
  await db.delete(media).where(and(eq(media.id, row.id), eq(media.user_id, userId)));
  await deps.storage
    .deletePrefix(mediaFolder(userId, row.id))
    .catch((e) => deps.logger.warn({ mediaId: id, err: String(e) }, "media file removal failed"));
  return { deleted: true };
}
