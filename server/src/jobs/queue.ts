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
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
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
