import crypto from "node:crypto";
import { type Aspect, aspectOf, type Quality } from "@reelsmith/contract/aspect";
import {
  type CreateExport,
  type ExportFormat,
  exportFileName,
  exportMessages,
  GIF_MAX_SECONDS,
  type VideoExport,
} from "@reelsmith/contract/exports";
import { versionMessages } from "@reelsmith/contract/versions";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { videoExports } from "../db/schema";
import { AppError, notFound } from "../lib/app-error";
import type { Storage } from "../storage/storage";
import { getOwnedProject, storedKeyOf } from "./projects";
import { versionTask, versionVideoOf } from "./versions";

export type ExportRow = typeof videoExports.$inferSelect;

/** Queues an export's job (jobs/export-video.ts); set by the worker. */
export interface ExportQueue {
  enqueueExport(exportId: string): Promise<void>;
}

/** Where an export's file goes: in the project's render folder, the owner's alone, deleted with the video. */
export const exportKeyOf = (row: Pick<ExportRow, "project_id" | "id" | "format">) =>
  `renders/${row.project_id}/exports/${row.id}.${row.format}`;

/** The download of an export, through the API so the file keeps its name and its owner check. */
export const exportDownloadPath = (row: Pick<ExportRow, "project_id" | "id">) =>
  `/api/projects/${encodeURIComponent(row.project_id)}/exports/${encodeURIComponent(row.id)}/download`;

export function toExport(row: ExportRow): VideoExport {
  const done = row.status === "done" && row.storage_key !== null;
  return {
    id: row.id,
    project_id: row.project_id,
    version: row.version,
    aspect: row.aspect as Aspect,
    quality: row.quality as Quality,
    format: row.format,
    status: row.status,
    progress: row.status === "done" ? 1 : row.progress,
    start: row.start_s,
    duration: row.duration_s,
    width: row.width,
    height: row.height,
    url: done ? exportDownloadPath(row) : null,
    file_name: exportFileName({
      aspect: row.aspect as Aspect,
      quality: row.quality as Quality,
      format: row.format,
    }),
    bytes: row.bytes,
    error: row.error,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The clip an export covers: the whole video for MP4 and WebM; for a GIF, from `start` for `duration`
 * seconds or to the end, at most GIF_MAX_SECONDS. A start at or past the end is refused with the length.
 */
export function exportClip(
  body: Pick<CreateExport, "format" | "start" | "duration">,
  videoS: number,
): { startS: number; durationS: number | null } {
  if (body.format !== "gif") return { startS: 0, durationS: null };
  const startS = body.start ?? 0;
  // A clip shorter than a tenth of a second is no GIF.
  if (startS > videoS - 0.1) throw new AppError("VALIDATION_ERROR", exportMessages.startPastEnd(videoS));
  const rest = videoS - startS;
  return { startS, durationS: Math.min(body.duration ?? GIF_MAX_SECONDS, rest, GIF_MAX_SECONDS) };
}

/**
 * The frame an export row records: the body's for a video; for an MP3 (sound alone, no frame) the video's
 * own ratio at 1080p, so the same MP3 asked twice is the same export.
 */
function exportFrameFields(
  body: Pick<CreateExport, "aspect" | "quality" | "format">,
  request: Record<string, unknown>,
): { aspect: Aspect; quality: Quality } {
  if (body.format !== "mp3" && body.aspect && body.quality)
    return { aspect: body.aspect, quality: body.quality };
  const { width, height } = request;
  const source =
    typeof width === "number" && typeof height === "number" && height > 0
      ? aspectOf({ width, height })
      : null;
  return { aspect: source ?? "9:16", quality: "1080p" };
}

/**
 * Starts an export of one version's finished video, the newest by default (owner only: another user's
 * project is a 404; a version the project lacks is a 400 naming `version`). The same export of the same
 * video already queued, running or done is answered instead of made twice. Nothing is charged.
 */
export async function createExport(
  deps: { database: { db: Db }; storage: Storage },
  queue: ExportQueue,
  userId: string,
  projectId: string,
  body: CreateExport,
): Promise<{ created: boolean; export: VideoExport }> {
  const { db } = deps.database;
  const project = await getOwnedProject(db, userId, projectId);
  const { task } = await versionTask(db, project.id, body.version);
  const video = task ? versionVideoOf(task) : null;
  const sourceKey = video?.videoUrl ? await storedKeyOf(deps.storage, video.videoUrl) : null;
  const videoS = video?.durationS ?? null;
  if (!task || !sourceKey || videoS === null)
    throw new AppError(
      "VIDEO_NOT_READY",
      body.version === undefined ? exportMessages.noVideo : versionMessages.notReady(body.version),
    );
  const version = task.task_draft_version;
  const clip = exportClip(body, videoS);
  const { aspect, quality } = exportFrameFields(body, task.request);
  const same = await db
    .select()
    .from(videoExports)
    .where(
      and(
        eq(videoExports.project_id, project.id),
        eq(videoExports.source_key, sourceKey),
        eq(videoExports.aspect, aspect),
        eq(videoExports.quality, quality),
        eq(videoExports.format, body.format),
      ),
    );
  const existing = same.find(
    (r) =>
      r.status !== "failed" &&
      Math.abs(r.start_s - clip.startS) < 0.01 &&
      Math.abs((r.duration_s ?? -1) - (clip.durationS ?? -1)) < 0.01,
  );
  if (existing) return { created: false, export: toExport(existing) };
  const [row] = await db
    .insert(videoExports)
    .values({
      id: crypto.randomUUID(),
      project_id: project.id,
      user_id: userId,
      source_key: sourceKey,
      version,
      aspect,
      quality,
      format: body.format,
      start_s: clip.startS,
      duration_s: clip.durationS,
    })
    .returning();
  if (!row) throw new Error("the export was not saved");
  await queue.enqueueExport(row.id);
  return { created: true, export: toExport(row) };
}

/** The project's exports, newest first (owner only). */
export async function listExports(db: Db, userId: string, projectId: string): Promise<VideoExport[]> {
  const project = await getOwnedProject(db, userId, projectId);
  const rows = await db
    .select()
    .from(videoExports)
    .where(and(eq(videoExports.project_id, project.id), eq(videoExports.user_id, userId)))
    .orderBy(desc(videoExports.created_at), desc(videoExports.id));
  return rows.map(toExport);
}

/** One finished export's file, for its download (owner only; anything else is a 404). */
export async function exportFile(
  db: Db,
  userId: string,
  projectId: string,
  exportId: string,
): Promise<{ key: string; fileName: string; format: ExportFormat }> {
  await getOwnedProject(db, userId, projectId);
  const [row] = await db
    .select()
    .from(videoExports)
    .where(
      and(
        eq(videoExports.id, exportId),
        eq(videoExports.project_id, projectId),
        eq(videoExports.user_id, userId),
      ),
    );
  if (row?.status !== "done" || !row.storage_key) throw notFound(exportMessages.notFound);
  return { key: row.storage_key, fileName: toExport(row).file_name, format: row.format };
}
