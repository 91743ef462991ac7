import type PgBoss from "pg-boss";
import { processAvatar } from "../services/avatar-processing";
import { runTask } from "./pipeline";
import {
  AVATAR_QUEUE,
  type AvatarJob,
  enqueueAvatarProcessing,
  enqueueRender,
  openQueue,
  RENDER_QUEUE,
  type RenderJob,
  requeueOrphans,
} from "./queue";
import { countAttempt, failTask, getTask } from "./task-store";
import type { RenderDeps } from "./types";

export interface RenderWorker {
  boss: PgBoss;
  /** Queues a task's render (one job per task). */
  enqueue(taskId: string): Promise<void>;
  /** Queues a custom avatar's processing (one job per avatar at a time). */
  enqueueAvatar(avatarId: string): Promise<void>;
  /** Stops taking jobs; waits for the running ones up to the timeout. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** Take jobs (false for an API process that only enqueues). */
  work?: boolean;
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

/**
 * The render worker: in the server process by default, or alone in `npm run worker`. Each job runs the
 * task's pipeline; a failure is retried (the task resumes from its last finished stage) and the last
 * failure ends the task at 7 with its reason and the credits refunded.
 */
export async function startRenderWorker(deps: RenderDeps, opts: WorkerOptions = {}): Promise<RenderWorker> {
  const expireInSeconds = deps.config.RENDER_EXPIRE_S;
  const boss = await openQueue(deps.database, { expireInSeconds });
  if (opts.work !== false) {
    if (deps.database.kind === "pglite") {
      const n = await requeueOrphans(deps.database);
      if (n > 0) deps.logger.warn({ jobs: n }, "resuming renders interrupted by a restart");
      // A task whose job was never sent (the process died between the insert and the send) is queued now;
      // tasks that already have a waiting job are left as they are (the stately policy refuses a second).
      const { rows } = await deps.database.executeSql(
        `SELECT t.id FROM task_status t WHERE t.task_status < 7 AND NOT EXISTS (
           SELECT 1 FROM pgboss.job j WHERE j.name = $1 AND j.singleton_key = t.id AND j.state IN ('created', 'retry', 'active'))`,
        [RENDER_QUEUE],
      );
      for (const t of rows) await enqueueRender(boss, String(t.id), { expireInSeconds });
      // Likewise an avatar saved just before a crash, still Processing with no job.
      const avatars = await deps.database.executeSql(
        `SELECT a.id FROM custom_avatars a WHERE a.avatar_sample_url IS NULL AND a.processing_outcome IS NULL
           AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = $1 AND j.singleton_key = a.id
             AND j.state IN ('created', 'retry', 'active'))`,
        [AVATAR_QUEUE],
      );
      for (const a of avatars.rows) await enqueueAvatarProcessing(boss, String(a.id));
    }
    const concurrency = opts.concurrency ?? deps.config.RENDER_CONCURRENCY;
    for (let i = 0; i < concurrency; i++) {
      await boss.work<RenderJob>(
        RENDER_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 },
        async (jobs) => {
          for (const job of jobs) await handle(deps, job.data.taskId, job.retryCount, job.retryLimit);
        },
      );
    }
    // Avatar processing shares the workers: short jobs (at most a minute each), one at a time.
    await boss.work<AvatarJob>(
      AVATAR_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 },
      async (jobs) => {
        for (const job of jobs) await processAvatar(deps, job.data.avatarId);
      },
    );
  }
  return {
    boss,
    enqueue: async (taskId) => {
      await enqueueRender(boss, taskId, { expireInSeconds });
    },
    enqueueAvatar: async (avatarId) => {
      await enqueueAvatarProcessing(boss, avatarId);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}

async function handle(
  deps: RenderDeps,
  taskId: string,
  retryCount: number,
  retryLimit: number,
): Promise<void> {
  const task = await getTask(deps, taskId);
  // Gone, or finished by an earlier job of the same task: nothing to do, no try to count.
  if (!task || task.task_status === 7 || task.task_status === 8) return;
  await countAttempt(deps, taskId);
  try {
    await runTask(deps, taskId);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.logger.error({ taskId, attempt: retryCount + 1, err: reason }, "render failed");
    if (retryCount >= retryLimit) {
      await failTask(deps, taskId, reason);
      return;
    }
    throw err;
  }
}
