import type { TaskWarning } from "@reelsmith/contract/narration";
import { projectStatusFor, TaskStatus, terminalTaskStatuses } from "@reelsmith/contract/task-status";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { projects, taskStatus, userProfiles } from "../db/schema";
import { type EnginesUsed, engineLabel } from "./engine-label";
import { type RenderDeps, type RenderRequest, renderRequestSchema } from "./types";

export type TaskRow = typeof taskStatus.$inferSelect;

const creditsChargedSchema = renderRequestSchema.pick({ creditsCharged: true });

/**
 * The credits a task's stored request took (0 where it names none). Only that field is read, so a task
 * whose request is not whole still fails and refunds.
 */
export function creditsChargedOf(request: unknown): number {
  return creditsChargedSchema.safeParse(request).data?.creditsCharged ?? 0;
}

export async function getTask(deps: RenderDeps, taskId: string): Promise<TaskRow | null> {
  const [row] = await deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, taskId));
  return row ?? null;
}

/** The task's render request, parsed with its schema (rows stored by every version so far parse). */
export function requestOf(row: TaskRow): RenderRequest {
  return renderRequestSchema.parse(row.request);
}

/** The project a task renders: its draft id (the first task's id) owns the projects row. */
export const projectIdOf = (row: TaskRow) => row.task_draft_id ?? row.id;

export async function setStatus(deps: RenderDeps, row: TaskRow, status: number): Promise<void> {
  const now = new Date();
  await deps.database.db
    .update(taskStatus)
    .set({ task_status: status, updated_at: now })
    .where(eq(taskStatus.id, row.id));
  await deps.database.db
    .update(projects)
    .set({ status: projectStatusFor(status), updated_at: now })
    .where(eq(projects.id, projectIdOf(row)));
}

export async function recordStageTime(
  deps: RenderDeps,
  taskId: string,
  stage: string,
  ms: number,
): Promise<void> {
  await deps.database.db
    .update(taskStatus)
    .set({ stage_timings: sql`${taskStatus.stage_timings} || ${JSON.stringify({ [stage]: ms })}::jsonb` })
    .where(eq(taskStatus.id, taskId));
}

/** What the render noticed that the video may not show as meant, shown with the task (replaces any before). */
export async function setWarnings(deps: RenderDeps, taskId: string, warnings: TaskWarning[]): Promise<void> {
  await deps.database.db.update(taskStatus).set({ warnings }).where(eq(taskStatus.id, taskId));
}

export async function countAttempt(deps: RenderDeps, taskId: string): Promise<void> {
  await deps.database.db
    .update(taskStatus)
    .set({ attempts: sql`${taskStatus.attempts} + 1` })
    .where(eq(taskStatus.id, taskId));
}

export async function completeTask(
  deps: RenderDeps,
  row: TaskRow,
  result: {
    videoUrl: string;
    thumbnailUrl: string;
    videoData: string;
    durationS: number;
    /** What made the video, to label the task with it (engine-label.ts). */
    enginesUsed?: EnginesUsed;
  },
): Promise<void> {
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(taskStatus)
      .set({
        task_status: TaskStatus.generated,
        task_result: {
          video_url: result.videoUrl,
          thumbnail_url: result.thumbnailUrl,
          duration_s: result.durationS,
          video_data: result.videoData,
        },
        error: null,
        ...(result.enginesUsed
          ? { engine: engineLabel(requestOf(row), deps.config, result.enginesUsed) }
          : {}),
        updated_at: now,
      })
      .where(eq(taskStatus.id, row.id));
    const [project] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, projectIdOf(row)));
    await tx
      .update(projects)
      .set({
        status: "PUBLISHED",
        thumbnail_url: result.thumbnailUrl,
        metadata: {
          ...(project?.metadata ?? {}),
          generated_video: result.videoUrl,
          video_data: result.videoData,
          task_id: row.id,
          version: row.task_draft_version,
        },
        updated_at: now,
      })
      .where(eq(projects.id, projectIdOf(row)));
  });
}

/**
 * Failed, with the reason kept, the project FAILED and the credits given back: once, however many
 * times it is called (the status guard makes the refund idempotent).
 */
export async function failTask(deps: RenderDeps, taskId: string, reason: string): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(taskStatus)
      .set({ task_status: TaskStatus.failed, error: reason.slice(0, 2000), updated_at: new Date() })
      .where(and(eq(taskStatus.id, taskId), notInArray(taskStatus.task_status, [...terminalTaskStatuses])))
      .returning();
    if (!row) return false;
    const charged = creditsChargedOf(row.request);
    if (charged > 0) {
      await tx
        .update(userProfiles)
        .set({ available_credits: sql`${userProfiles.available_credits} + ${charged}` })
        .where(eq(userProfiles.user_id, row.user_id));
    }
    await tx
      .update(projects)
      .set({ status: "FAILED", updated_at: new Date() })
      .where(eq(projects.id, row.task_draft_id ?? row.id));
    return true;
  });
}
