import crypto from "node:crypto";
import { shareMessages, type VideoShare } from "@reelsmith/contract/shares";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { taskStatus, videoShares } from "../db/schema";
import { AppError } from "../lib/app-error";
import { projectIdOf } from "../render/task-store";
import type { Storage } from "../storage/storage";
import { getOwnedTask } from "./videos";

const DONE = TaskStatus.generated;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const shareUrl = (token: string) => `/share/${token}/video.mp4`;

const stateOf = (token: string | undefined): VideoShare =>
  token ? { enabled: true, url: shareUrl(token) } : { enabled: false, url: null };

/** Whether the owner's finished video `taskId` is shared, and its link. */
export async function getShare(db: Db, userId: string, taskId: string): Promise<VideoShare> {
  await getOwnedTask(db, userId, taskId);
  const [row] = await db.select().from(videoShares).where(eq(videoShares.task_id, taskId));
  return stateOf(row?.token);
}

/** Turns sharing on for the owner's finished video (the same link while it stays on). */
export async function createShare(db: Db, userId: string, taskId: string): Promise<VideoShare> {
  const task = await getOwnedTask(db, userId, taskId);
  if (task.task_status !== DONE) throw new AppError("VIDEO_NOT_READY", shareMessages.notReady);
  // 24 random bytes: a link nobody can guess; a second click (or tab) finds the first one's row.
  await db
    .insert(videoShares)
    .values({
      token: crypto.randomBytes(24).toString("base64url"),
      task_id: taskId,
      project_id: projectIdOf(task),
      user_id: userId,
    })
    .onConflictDoNothing({ target: videoShares.task_id });
  return getShare(db, userId, taskId);
}

/** Turns sharing off: the link stops playing at once; sharing again makes a new link. */
export async function deleteShare(db: Db, userId: string, taskId: string): Promise<VideoShare> {
  await getOwnedTask(db, userId, taskId);
  await db.delete(videoShares).where(and(eq(videoShares.task_id, taskId), eq(videoShares.user_id, userId)));
  return stateOf(undefined);
}

/** The storage key of the video a share link plays, or null when the link is off or names nothing. */
export async function sharedVideoKey(db: Db, storage: Storage, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ status: taskStatus.task_status, result: taskStatus.task_result })
    .from(videoShares)
    .innerJoin(taskStatus, eq(taskStatus.id, videoShares.task_id))
    .where(eq(videoShares.token, token));
  if (!row || row.status !== DONE) return null;
  const url = row.result?.video_url;
  if (typeof url !== "string") return null;
  let key: string | null;
  try {
    key = storage.keyFromUrl(url);
  } catch {
    return null;
  }
  // Only the video file of a render: never another of the render's files, whatever the row says.
  return key?.startsWith("renders/") && key.endsWith("/video.mp4") ? key : null;
}
