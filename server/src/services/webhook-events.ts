import { TaskStatus } from "@reelsmith/contract/task-status";
import { eq } from "drizzle-orm";
import { customAvatars, projects } from "../db/schema";
import { mailedVideoUrl } from "../render/notify-ready";
import { getTask, projectIdOf } from "../render/task-store";
import type { RenderDeps } from "../render/types";
import { emitWebhookEvent, type WebhookQueue } from "./webhooks";

/**
 * The webhook events the jobs raise, each built from the record as it now stands: video.ready and
 * video.failed when a render ends (jobs/render-video.ts), avatar.ready when a custom avatar's processing
 * makes it Ready (jobs/process-avatar.ts). Raising an event never fails the job that raises it.
 */
type EventDeps = RenderDeps & { webhookQueue?: WebhookQueue };

async function raise(deps: EventDeps, what: string, emit: () => Promise<unknown>): Promise<void> {
  try {
    await emit();
  } catch (err) {
    deps.logger.error({ err, what }, "could not raise a webhook event");
  }
}

const titleOf = async (deps: EventDeps, projectId: string) =>
  (
    await deps.database.db.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId))
  )[0]?.title ?? null;

/** What both video events say of the task first: its id, its project, the version and the project's title. */
async function taskFields(deps: EventDeps, task: NonNullable<Awaited<ReturnType<typeof getTask>>>) {
  const projectId = projectIdOf(task);
  return {
    task_id: task.id,
    project_id: projectId,
    version: task.task_draft_version,
    title: await titleOf(deps, projectId),
  };
}

/** video.ready: the task, its project and a link to the video that plays without signing in for 7 days. */
export function emitVideoReady(deps: EventDeps, taskId: string): Promise<void> {
  return raise(deps, `video.ready ${taskId}`, async () => {
    const task = await getTask(deps, taskId);
    const video = task?.task_result?.video_url;
    if (!task || task.task_status !== TaskStatus.generated || typeof video !== "string") return;
    await emitWebhookEvent(deps, task.user_id, "video.ready", {
      ...(await taskFields(deps, task)),
      video_url: new URL(mailedVideoUrl(deps, video), deps.config.publicUrl).toString(),
      duration_s: task.task_result?.duration_s ?? null,
    });
  });
}

/** video.failed: the task, its project and the reason the last try failed with. */
export function emitVideoFailed(deps: EventDeps, taskId: string): Promise<void> {
  return raise(deps, `video.failed ${taskId}`, async () => {
    const task = await getTask(deps, taskId);
    if (!task || task.task_status !== TaskStatus.failed) return;
    await emitWebhookEvent(deps, task.user_id, "video.failed", {
      ...(await taskFields(deps, task)),
      error: task.error ?? "The render failed.",
    });
  });
}

/** Whether a custom avatar is Ready (it has its sample clip). */
export async function isAvatarReady(deps: EventDeps, avatarId: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ sample: customAvatars.avatar_sample_url })
    .from(customAvatars)
    .where(eq(customAvatars.id, avatarId));
  return Boolean(row?.sample);
}

/** avatar.ready: the avatar's id and name, once it is Ready. */
export function emitAvatarReady(deps: EventDeps, avatarId: string): Promise<void> {
  return raise(deps, `avatar.ready ${avatarId}`, async () => {
    const [row] = await deps.database.db.select().from(customAvatars).where(eq(customAvatars.id, avatarId));
    if (!row?.avatar_sample_url) return;
    await emitWebhookEvent(deps, row.user_id, "avatar.ready", {
      avatar_id: row.id,
      name: row.name,
      voice_id: row.voice_id,
      voice_cloned: row.voice_clone_id !== null,
    });
  });
}
