import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { type RenderWorker, startRenderWorker } from "../jobs/worker";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { waitForTask } from "../test/render/wait";
import { createPostgresTestDatabase, openTestDatabase } from "../test/test-db";
import { spawnTsxChild } from "../test/tsx-child";

/**
 * Two workers share one queue: ten tasks, none lost, none run twice. On PostgreSQL (TEST_DATABASE_URL)
 * they are two `npm run worker` processes; on PGlite, one worker process with two job loops.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const workerEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../worker.ts");
// Ten processes-worth of work on PostgreSQL; fewer in-process on PGlite, where the point is the same code path.
const TASKS = onPostgres ? 10 : 4;

async function createPostgresDatabase(): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
}> {
  const { url, drop } = await createPostgresTestDatabase(undefined, "reelsmith_queue");
  const database = await openDatabase({ url });
  await database.migrate();
  return { database, url, drop };
}

describe("two workers on one queue", () => {
  let h: RenderHarness;
  let drop: (() => Promise<void>) | undefined;
  let url = "";
  const children: ChildProcess[] = [];
  const workers: RenderWorker[] = [];
  const ran: { pid: number; taskId: string; stage: string }[] = [];

  beforeAll(async () => {
    if (onPostgres) {
      const created = await createPostgresDatabase();
      drop = created.drop;
      url = created.url;
      h = await createRenderHarness({ database: created.database });
    } else {
      h = await createRenderHarness({ database: await openTestDatabase() });
    }
  }, 60_000);
  afterAll(async () => {
    for (const c of children) c.kill("SIGTERM");
    for (const w of workers) await w.stop().catch(() => {});
    await h.close();
    await drop?.();
  });

  function spawnWorker(): ChildProcess {
    const env = {
      ...process.env,
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      DATABASE_URL: url,
      DATA_DIR: h.dataDir,
      RENDER_CONCURRENCY: "1",
    };
    const p = spawnTsxChild(
      [workerEntry],
      (j) => {
        if (j.msg === "render stage finished")
          ran.push({ pid: p.pid ?? 0, taskId: String(j.taskId), stage: String(j.stage) });
      },
      env,
    );
    children.push(p);
    return p;
  }

  it("renders ten tasks, each exactly once", async () => {
    const image = await flatImageUrl(h.deps.storage, h.userId, "0x203040", "144x256");
    const ids: string[] = [];
    for (let i = 0; i < TASKS; i++) {
      ids.push(
        await h.createTask({
          story: `Boat ${i + 1} sails. The sea is calm. Home at last.`,
          image_urls: [image],
          size: "144x256",
        }),
      );
    }
    if (onPostgres) {
      spawnWorker();
      spawnWorker();
      const producer = await startRenderWorker(h.deps, { work: false });
      workers.push(producer);
      for (const id of ids) await producer.enqueue(id);
    } else {
      // One embedded process owns its database: two workers there are two concurrent job loops.
      // Started after the tasks exist, it queues them itself (a task with no job is queued at start).
      workers.push(await startRenderWorker(h.deps, { pollingIntervalSeconds: 0.5, concurrency: 2 }));
    }
    const rows = await Promise.all(ids.map((id) => waitForTask(h.deps, id, 170_000)));
    for (const row of rows) {
      expect(row.task_status).toBe(8);
      expect(row.attempts).toBe(1);
      expect(fs.existsSync(path.join(h.storageRoot, `renders/${row.id}/v1/video.mp4`))).toBe(true);
    }
    if (onPostgres) {
      const pairs = ran.map((r) => `${r.taskId}/${r.stage}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      expect(pairs.length).toBe(TASKS * 7);
      expect(new Set(ran.map((r) => r.pid)).size).toBe(2);
    }
  }, 180_000);
});
