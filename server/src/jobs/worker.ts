import type PgBoss from "pg-boss";
import type { z } from "zod";
import type { DeliveryTry } from "../services/webhooks";
import { deliverWebhookJob } from "./deliver-webhook";
import { exportVideoJob } from "./export-video";
import { jobs } from "./index";
import type { JobConfig, JobDefinition, JobDeps } from "./job";
import { processAvatarJob } from "./process-avatar";
import { processMediaJob } from "./process-media";
import { failForGood, openQueue, releaseJob, requeueOrphans, sendJob } from "./queue";
import { renderVideoJob } from "./render-video";

export interface RenderWorker {
  boss: PgBoss;
  /** Queues a task's render (one job per task). */
  enqueue(taskId: string): Promise<void>;
  /** Throws when the queue cannot take jobs: its tables do not answer, a job's queue is missing, or it stopped. */
  check(): Promise<void>;
  /** Queues a custom avatar's processing (one job per avatar at a time). */
  enqueueAvatar(avatarId: string): Promise<void>;
  /** Queues an export of a finished video (one job per export). */
  enqueueExport(exportId: string): Promise<void>;
  /** Queues an uploaded clip's preparation (one job per media item). */
  enqueueMedia(mediaId: string): Promise<void>;
  /** Queues one try of a webhook delivery, after `delaySeconds`. */
  enqueueWebhookDelivery(delivery: DeliveryTry, delaySeconds?: number): Promise<void>;
  /**
   * Stops taking jobs and waits (up to WORKER_STOP_TIMEOUT_S) for the running ones to finish or give
   * their job back at a resumable point; what still runs then is failed, and retried elsewhere.
   */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** Take jobs (false for an API process that only enqueues). */
  work?: boolean;
  /** Render jobs run at once in this process (RENDER_CONCURRENCY by default). */
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

/**
 * The job worker: in the server process by default, or alone in `npm run worker`. It registers every job
 * definition of `jobs/` and runs each job's handler once its payload checks out.
 */
export async function startRenderWorker(deps: JobDeps, opts: WorkerOptions = {}): Promise<RenderWorker> {
  const config: JobConfig = {
    ...deps.config,
    RENDER_CONCURRENCY: opts.concurrency ?? deps.config.RENDER_CONCURRENCY,
  };
  const boss = await openQueue(deps.database, config, deps.logger);
  const enqueueWebhookDelivery = async (delivery: DeliveryTry, delaySeconds = 0) => {
    await sendJob(boss, deliverWebhookJob, delivery, config, delaySeconds);
  };
  // Handlers raise webhook events (a video ready or failed): their deliveries go through this queue.
  deps = { ...deps, webhookQueue: { enqueueWebhookDelivery } };
  const running = new Set<Promise<void>>();
  let stopping = false;
  if (opts.work !== false) {
    if (deps.database.kind === "pglite") await recover(deps, boss, config);
    for (const job of jobs) {
      for (let i = 0; i < job.concurrency(config); i++) {
        await boss.work<unknown>(
          job.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 },
          async (taken) => {
            for (const one of taken) {
              const run = take(deps, boss, job, one, () => stopping);
              running.add(run);
              try {
                await run;
              } finally {
                running.delete(run);
              }
            }
          },
        );
      }
    }
  }
  return {
    boss,
    enqueue: async (taskId) => {
      await sendJob(boss, renderVideoJob, { taskId }, config);
    },
    enqueueAvatar: async (avatarId) => {
      await sendJob(boss, processAvatarJob, { avatarId }, config);
    },
    enqueueExport: async (exportId) => {
      await sendJob(boss, exportVideoJob, { exportId }, config);
    },
    enqueueMedia: async (mediaId) => {
      await sendJob(boss, processMediaJob, { mediaId }, config);
    },
    enqueueWebhookDelivery,
    check: async () => {
      if (stopping) throw new Error("the job queue is stopping");
      const names = jobs.map((j) => j.name);
      const { rows } = await deps.database.executeSql(
        "SELECT name FROM pgboss.queue WHERE name = ANY($1::text[])",
        [names],
      );
      const missing = names.filter((n) => !rows.some((r) => r.name === n));
      if (missing.length > 0) throw new Error(`job queues missing: ${missing.join(", ")}`);
    },
    stop: async () => {
      stopping = true;
      // No new jobs; the running ones end (a render after its current stage, giving its job back).
      for (const job of jobs) await boss.offWork(job.name);
      const limit = new Promise((r) => setTimeout(r, deps.config.WORKER_STOP_TIMEOUT_S * 1000).unref());
      await Promise.race([Promise.allSettled([...running]), limit]);
      if (running.size > 0)
        deps.logger.warn(
          { jobs: running.size },
          "jobs still running at the stop timeout are failed (retried)",
        );
      await boss.stop({ graceful: true, timeout: 1000, wait: true });
    },
  };
}

/**
 * The embedded database has one process: what was running when it stopped is put back at once, and work
 * whose job was never sent is queued now (records that already have a waiting job are left as they are).
 */
async function recover(deps: JobDeps, boss: PgBoss, config: JobConfig): Promise<void> {
  const n = await requeueOrphans(deps.database);
  if (n > 0) deps.logger.warn({ jobs: n }, "resuming jobs interrupted by a restart");
  for (const job of jobs) {
    for (const payload of await job.findUnqueued(deps.database)) await sendJob(boss, job, payload, config);
  }
}

/** Runs one job; a payload that does not match its definition fails that job (with the reason), not the worker. */
async function take<P>(
  deps: JobDeps,
  boss: PgBoss,
  job: JobDefinition<P>,
  taken: PgBoss.JobWithMetadata<unknown>,
  stopping: () => boolean,
): Promise<void> {
  const parsed = job.payload.safeParse(taken.data);
  if (!parsed.success) {
    const reason = `invalid payload: ${describeIssues(parsed.error)}`;
    deps.logger.error({ job: job.name, jobId: taken.id, reason }, "job payload invalid");
    await failForGood(boss, deps.database, { name: job.name, id: taken.id }, reason);
    return;
  }
  const outcome = await job.handle(deps, parsed.data, {
    retryCount: taken.retryCount,
    retryLimit: taken.retryLimit,
    stopping,
  });
  if (outcome === "release") {
    const released = await releaseJob(deps.database, { name: job.name, id: taken.id });
    deps.logger.info({ job: job.name, jobId: taken.id, released }, "job given back to the queue (stopping)");
  }
}

const describeIssues = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join(".") || "payload"}: ${i.message}`).join("; ");
