import crypto from "node:crypto";
import {
  type Batch,
  type BatchItem,
  type BatchItemStatus,
  type BatchList,
  type BatchSummary,
  batchMessages,
  type CreateBatchParsed,
} from "@reelsmith/contract/batches";
import { TaskStatus, taskProgressOf } from "@reelsmith/contract/task-status";
import type { CreateVideoParsed } from "@reelsmith/contract/video";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { batches, batchItems, projects, taskStatus, userProfiles } from "../db/schema";
import { AppError, notFound } from "../lib/app-error";
import { narrationSource } from "../render/storyboard/media-source";
import { creditsChargedOf, failTask } from "../render/task-store";
import type { Storage } from "../storage/storage";
import { createVideoTask, type Enqueuer } from "./videos";

type BatchDeps = {
  database: { db: Db };
  storage: Storage;
  config: Pick<Config, "CREDITS_PER_VIDEO" | "publicUrl"> & Partial<Config>;
};

/** One video of a batch: create-video's body, its project's type, and what its project adds. */
export interface BatchVideo {
  body: CreateVideoParsed;
  type: "STORY_REEL" | "PRODUCT_AD";
  /** The project's title; the story's first sentence when absent or blank. */
  title?: string | null;
  /** Merged into the project's metadata. */
  metadata?: Record<string, unknown>;
}

/**
 * Creates a batch of videos, each made by create-video's own service: everything is written in one
 * transaction that first locks the user's credits and checks they pay for every video, so a batch is made
 * whole or not at all; the renders are queued once it has committed. A video whose render cannot be
 * queued fails alone (its credits come back). `alsoInTransaction` adds the caller's writes to the batch's.
 */
export async function createRenderBatch(
  deps: BatchDeps,
  queue: Enqueuer,
  userId: string,
  batch: {
    id: string;
    settings: Record<string, unknown>;
    videos: BatchVideo[];
    noCredits: (cost: number, available: number) => string;
    alsoInTransaction?: (tx: Db) => Promise<void>;
    /** Where the shared settings sit in the request, to name a refused field ("settings."). */
    fieldPrefix?: string;
  },
): Promise<void> {
  const cost = deps.config.CREDITS_PER_VIDEO * batch.videos.length;
  // create-video queues its task as its last step: here the ids wait until the batch has committed.
  const queued: string[] = [];
  const afterCommit: Enqueuer = {
    async enqueue(taskId) {
      queued.push(taskId);
    },
  };
  await deps.database.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ credits: userProfiles.available_credits })
      .from(userProfiles)
      .where(eq(userProfiles.user_id, userId))
      .for("update");
    const available = profile?.credits ?? 0;
    if (available < cost) throw new AppError("INSUFFICIENT_CREDITS", batch.noCredits(cost, available));
    await tx.insert(batches).values({ id: batch.id, user_id: userId, settings: batch.settings });
    const inTransaction = { ...deps, database: { db: tx as unknown as Db } };
    for (const [position, video] of batch.videos.entries()) {
      const { task_id } = await createVideoTask(
        inTransaction,
        afterCommit,
        userId,
        video.body,
        video.type,
        batch.fieldPrefix,
      );
      const title = video.title?.trim() ? video.title.trim() : null;
      if (title || video.metadata)
        await tx
          .update(projects)
          .set({
            ...(title ? { title } : {}),
            ...(video.metadata
              ? { metadata: sql`${projects.metadata} || ${JSON.stringify(video.metadata)}::jsonb` }
              : {}),
          })
          .where(eq(projects.id, task_id));
      const [project] = await tx
        .select({ title: projects.title })
        .from(projects)
        .where(eq(projects.id, task_id));
      await tx.insert(batchItems).values({
        batch_id: batch.id,
        position: position + 1,
        project_id: task_id,
        task_id,
        title: project?.title ?? title ?? "",
      });
    }
    await batch.alsoInTransaction?.(tx as unknown as Db);
  });
  for (const taskId of queued) {
    try {
      await queue.enqueue(taskId);
    } catch (err) {
      await failTask(deps as never, taskId, `Could not queue the render: ${(err as Error).message}`);
    }
  }
}

/** Creates a batch of story reels: one project and render task per story, with the shared settings. */
export async function createBatch(
  deps: BatchDeps,
  queue: Enqueuer,
  userId: string,
  input: CreateBatchParsed,
): Promise<Batch> {
  const batchId = crypto.randomUUID();
  // Each story's own recording is checked first, so a refusal names its story (nothing is charged yet).
  for (const [i, item] of input.stories.entries())
    if (item.narration)
      await narrationSource(
        deps.database.db,
        userId,
        item.narration.mediaId,
        `stories.${i}.narration.mediaId`,
        item.narration.kind,
      );
  await createRenderBatch(deps, queue, userId, {
    id: batchId,
    settings: input.settings as Record<string, unknown>,
    videos: input.stories.map((item) => ({
      body: {
        ...input.settings,
        story: item.story,
        ...(item.narration ? { narration: item.narration } : {}),
        gen_video: true,
        type: "STORY_REEL",
      },
      type: "STORY_REEL",
      title: item.title,
    })),
    noCredits: (cost, available) => batchMessages.noCredits(input.stories.length, cost, available),
    fieldPrefix: "settings.",
  });
  return getBatch(deps, userId, batchId);
}

/** Where one video stands: not yet picked by a worker, rendering, or ended. */
function itemStatus(task: { task_status: number; attempts: number } | null): BatchItemStatus {
  if (!task || task.task_status === TaskStatus.failed) return "FAILED";
  if (task.task_status === TaskStatus.generated) return "DONE";
  return task.attempts === 0 ? "QUEUED" : "RENDERING";
}

function summaryOf(items: Pick<BatchItem, "status">[]): BatchSummary {
  const count = (s: BatchItemStatus) => items.filter((i) => i.status === s).length;
  const summary = {
    total: items.length,
    queued: count("QUEUED"),
    rendering: count("RENDERING"),
    done: count("DONE"),
    failed: count("FAILED"),
  };
  return { ...summary, finished: summary.done + summary.failed === summary.total };
}

async function batchItemsOf(db: Db, batchIds: string[]) {
  if (batchIds.length === 0) return [];
  return db
    .select({
      batch_id: batchItems.batch_id,
      position: batchItems.position,
      title: batchItems.title,
      project_id: batchItems.project_id,
      task_id: batchItems.task_id,
      task_status: taskStatus.task_status,
      attempts: taskStatus.attempts,
      task_result: taskStatus.task_result,
      error: taskStatus.error,
      request: taskStatus.request,
    })
    .from(batchItems)
    .leftJoin(taskStatus, eq(taskStatus.id, batchItems.task_id))
    .where(inArray(batchItems.batch_id, batchIds))
    .orderBy(asc(batchItems.batch_id), asc(batchItems.position));
}

type ItemRow = Awaited<ReturnType<typeof batchItemsOf>>[number];

function toItem(row: ItemRow): BatchItem {
  const task =
    row.task_status === null || row.attempts === null
      ? null
      : { task_status: row.task_status, attempts: row.attempts };
  const status = itemStatus(task);
  const videoUrl = (row.task_result as { video_url?: string } | null)?.video_url;
  return {
    position: row.position,
    title: row.title,
    project_id: row.project_id,
    task_id: row.task_id,
    status,
    progress: task ? taskProgressOf(task.task_status) : 100,
    video_url: status === "DONE" && videoUrl ? videoUrl : null,
    error: task ? (status === "FAILED" ? row.error : null) : batchMessages.videoDeleted,
  };
}

const creditsOf = (rows: ItemRow[]) => rows.reduce((sum, r) => sum + creditsChargedOf(r.request), 0);

/** The product ads that batches of variants were made of, by batch id (batches.settings.variants_of). */
async function variantsOf(db: Db, rows: { id: string; settings: Record<string, unknown> }[]) {
  const adOf = new Map<string, string>();
  for (const row of rows)
    if (typeof row.settings.variants_of === "string") adOf.set(row.id, row.settings.variants_of);
  const ids = [...new Set(adOf.values())];
  const ads =
    ids.length === 0
      ? []
      : await db
          .select({ id: projects.id, title: projects.title })
          .from(projects)
          .where(inArray(projects.id, ids));
  return (batchId: string): Batch["variants_of"] => {
    const ad = ads.find((a) => a.id === adOf.get(batchId));
    return ad ? { project_id: ad.id, title: ad.title } : null;
  };
}

/** One of the user's batches with each video's progress (another user's: not found). */
export async function getBatch(
  deps: { database: { db: Db } },
  userId: string,
  batchId: string,
): Promise<Batch> {
  const db = deps.database.db;
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.user_id, userId)));
  if (!batch) throw notFound(batchMessages.notFound);
  const rows = await batchItemsOf(db, [batch.id]);
  const items = rows.map(toItem);
  const adOf = await variantsOf(db, [batch]);
  return {
    id: batch.id,
    created_at: batch.created_at.toISOString(),
    credits_charged: creditsOf(rows),
    variants_of: adOf(batch.id),
    items,
    summary: summaryOf(items),
  };
}

/** The user's batches, newest first (the latest 50), each with its counts. */
export async function listBatches(
  deps: { database: { db: Db }; config: Pick<Config, "CREDITS_PER_VIDEO"> },
  userId: string,
): Promise<BatchList> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(batches)
    .where(eq(batches.user_id, userId))
    .orderBy(desc(batches.created_at), desc(batches.id))
    .limit(50);
  const items = await batchItemsOf(
    db,
    rows.map((r) => r.id),
  );
  const adOf = await variantsOf(db, rows);
  return {
    batches: rows.map((batch) => {
      const own = items.filter((i) => i.batch_id === batch.id);
      return {
        id: batch.id,
        created_at: batch.created_at.toISOString(),
        credits_charged: creditsOf(own),
        variants_of: adOf(batch.id),
        summary: summaryOf(own.map(toItem)),
      };
    }),
    credits_per_video: deps.config.CREDITS_PER_VIDEO,
  };
}
