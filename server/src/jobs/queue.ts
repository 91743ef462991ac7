import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { jobs } from "./index";
import type { JobConfig, JobDefinition } from "./job";

/**
 * The job queue: pg-boss on the app's own database (PGlite in-process, or PostgreSQL), one pg-boss queue
 * per job definition. The "stately" policy with the definition's singleton key means a record is never
 * queued or running twice at once.
 */
export async function openQueue(database: Database, config: JobConfig, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // The pass that fails jobs active past their expiry, so that another worker takes them.
    ...(config.QUEUE_MAINTENANCE_S ? { maintenanceIntervalSeconds: config.QUEUE_MAINTENANCE_S } : {}),
  });
  // pg-boss reports its own failures (maintenance, a worker's fetch) here; without a listener they would
  // crash the process, and with an empty one they would vanish.
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  for (const job of jobs) {
    if (await boss.getQueue(job.name)) continue;
    const policy = job.policy(config);
    await boss.createQueue(job.name, {
      name: job.name,
      policy: "stately",
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      expireInSeconds: policy.expireInSeconds,
    });
  }
  return boss;
}

/**
 * Sends one job, startable after `delaySeconds` (at once by default); null when one for the same record
 * is already waiting or running.
 */
export async function sendJob<P>(
  boss: PgBoss,
  job: JobDefinition<P>,
  payload: P,
  config: JobConfig,
  delaySeconds = 0,
): Promise<string | null> {
  const policy = job.policy(config);
  return boss.send(job.name, job.payload.parse(payload) as object, {
    ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
    singletonKey: job.singletonKey(payload),
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    expireInSeconds: policy.expireInSeconds,
  });
}

/**
 * In embedded mode only this process uses the database, so a job still "active" at start belongs to a
 * process that died: put it back, without counting a try, so its work resumes now rather than after
 * the expiry.
 */
export async function requeueOrphans(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    "UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE name = ANY($1::text[]) AND state = 'active' RETURNING id",
    [jobs.map((j) => j.name)],
  );
  return rows.length;
}

/**
 * Ends a job as failed with the reason in its output, without retrying it: a payload that cannot be read
 * now will not be readable on the next try either.
 */
export async function failForGood(
  boss: PgBoss,
  database: Database,
  job: { name: string; id: string },
  reason: string,
): Promise<void> {
  await database.executeSql("UPDATE pgboss.job SET retry_limit = retry_count WHERE name = $1 AND id = $2", [
    job.name,
    job.id,
  ]);
  await boss.fail(job.name, job.id, { reason });
}

/**
 * Gives a running job back to the queue as if it had never started: waiting, no try counted (pg-boss
 * counts a try when it starts a job that has a start time). pg-boss then finds it no longer active and
 * leaves it alone when the handler returns; the two seconds before another worker may take it keep that
 * "complete if active" from landing on the next worker's run. False when it could not: the job is no
 * longer this worker's (expired meanwhile), or another job for the same record already waits (that one
 * will resume the work), so finishing this one is right.
 */
export async function releaseJob(database: Database, job: { name: string; id: string }): Promise<boolean> {
  try {
    const { rows } = await database.executeSql(
      `UPDATE pgboss.job SET state = 'created', started_on = NULL, start_after = now() + interval '2 seconds'
        WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
      [job.name, job.id],
    );
    return rows.length === 1;
  } catch (err) {
    // 23505: the queue's one-waiting-job-per-record index.
    if ((err as { code?: string }).code === "23505") return false;
    throw err;
  }
}
