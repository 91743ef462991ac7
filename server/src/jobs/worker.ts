import type PgBoss from "pg-boss";
import type { z } from "zod";
import type { DeliveryTry } from "../services/webhooks";
import { deliverWebhookJob } from "./deliver-webhook";
import { jobs } from "./index";
import type { JobConfig, JobDefinition, JobDeps } from "./job";
import { processAvatarJob } from "./process-avatar";
import { failForGood, openQueue, requeueOrphans, sendJob } from "./queue";
import { renderVideoJob } from "./render-video";

export interface RenderWorker {
  boss: PgBoss;
  /** Queues a task's render (one job per task). */
  enqueue(taskId: string): Promise<void>;
  /** Queues a custom avatar's processing (one job per avatar at a time). */
  enqueueAvatar(avatarId: string): Promise<void>;
  /** Queues one try of a webhook delivery, after `delaySeconds`. */
  enqueueWebhookDelivery(delivery: DeliveryTry, delaySeconds?: number): Promise<void>;
  /** Stops taking jobs; waits for the running ones up to the timeout. */
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
  if (opts.work !== false) {
    if (deps.database.kind === "pglite") await recover(deps, boss, config);
    for (const job of jobs) {
      for (let i = 0; i < job.concurrency(config); i++) {
        await boss.work<unknown>(
          job.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 },
          async (taken) => {
            for (const one of taken) await take(deps, boss, job, one);
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
    enqueueWebhookDelivery,
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
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
): Promise<void> {
  const parsed = job.payload.safeParse(taken.data);
  if (!parsed.success) {
    const reason = `invalid payload: ${describeIssues(parsed.error)}`;
    deps.logger.error({ job: job.name, jobId: taken.id, reason }, "job payload invalid");
    await failForGood(boss, deps.database, { name: job.name, id: taken.id }, reason);
    return;
  }
  await job.handle(deps, parsed.data, { retryCount: taken.retryCount, retryLimit: taken.retryLimit });
}

const describeIssues = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join(".") || "payload"}: ${i.message}`).join("; ");
