import PgBoss from "pg-boss";
import type { Database } from "../db/client";

/**
 * The render queue: pg-boss on the app's own database (PGlite in-process, or PostgreSQL). One job per
 * task; the "stately" policy with the task id as singleton key means a task is never queued or active
 * twice at once. Three tries in all (retryLimit 2); a job whose worker vanished is retried after
 * RENDER_EXPIRE_S (PostgreSQL), or at once when the single embedded process restarts (PGlite).
 */
export const RENDER_QUEUE = "render-video";
export const RETRY_LIMIT = 2;
/** Custom avatar processing (process-avatar): one job per avatar, retried once if its worker vanished. */
export const AVATAR_QUEUE = "process-avatar";
export const AVATAR_RETRY_LIMIT = 1;
export const AVATAR_EXPIRE_S = 300;

export interface AvatarJob {
  avatarId: string;
}

export interface RenderJob {
  taskId: string;
}

export interface QueueOptions {
  expireInSeconds: number;
}

export async function openQueue(database: Database, opts: QueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on("error", () => {});
  await boss.start();
  if (!(await boss.getQueue(RENDER_QUEUE))) {
    await boss.createQueue(RENDER_QUEUE, {
      name: RENDER_QUEUE,
      policy: "stately",
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      expireInSeconds: opts.expireInSeconds,
    });
  }
  if (!(await boss.getQueue(AVATAR_QUEUE))) {
    await boss.createQueue(AVATAR_QUEUE, {
      name: AVATAR_QUEUE,
      policy: "stately",
      retryLimit: AVATAR_RETRY_LIMIT,
      retryDelay: 1,
      expireInSeconds: AVATAR_EXPIRE_S,
    });
  }
  return boss;
}

export async function enqueueAvatarProcessing(boss: PgBoss, avatarId: string): Promise<string | null> {
  return boss.send(AVATAR_QUEUE, { avatarId } satisfies AvatarJob, {
    singletonKey: avatarId,
    retryLimit: AVATAR_RETRY_LIMIT,
    retryDelay: 1,
    expireInSeconds: AVATAR_EXPIRE_S,
  });
}

export async function enqueueRender(
  boss: PgBoss,
  taskId: string,
  opts: QueueOptions,
): Promise<string | null> {
  return boss.send(RENDER_QUEUE, { taskId } satisfies RenderJob, {
    singletonKey: taskId,
    retryLimit: RETRY_LIMIT,
    retryDelay: 1,
    expireInSeconds: opts.expireInSeconds,
  });
}

/**
 * In embedded mode only this process uses the database, so a job still "active" at start belongs to a
 * process that died: put it back, without counting a try, so the task resumes now rather than after
 * the expiry.
 */
export async function requeueOrphans(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    "UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE name IN ($1, $2) AND state = 'active' RETURNING id",
    [RENDER_QUEUE, AVATAR_QUEUE],
  );
  return rows.length;
}
