import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { openQueue, sendJob } from "./jobs/queue";
import { renderVideoJob } from "./jobs/render-video";

/**
 * `npm run worker` exactly as the README's scale-out steps run it, on a PostgreSQL database of its own.
 * PGlite is one process's database, so this only runs with TEST_DATABASE_URL (the server-postgres suite).
 */
const root = path.resolve(import.meta.dirname, "../..");

describe.runIf(process.env.TEST_DB === "postgres")("npm run worker", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `reelsmith_worker_${crypto.randomBytes(5).toString("hex")}`;
  // Collected (not run) without PostgreSQL, so the URL must parse even when unset.
  const url = new URL(adminUrl || "postgres://unused/");
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-worker-"));
  let child: ChildProcess | undefined;
  let output = "";

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts, takes a job from the queue and finishes it, then stops cleanly on SIGTERM", async () => {
    const worker = spawn("npm", ["run", "worker"], {
      cwd: root,
      // Not NODE_ENV=test (vitest's): the worker logs as it does in use, and the test reads those lines.
      env: {
        ...process.env,
        NODE_ENV: "development",
        LOG_LEVEL: "info",
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = worker;
    const exited = new Promise<number | null>((resolve) => worker.on("exit", (code) => resolve(code)));
    worker.stdout?.on("data", (d: Buffer) => {
      output += d.toString();
    });
    worker.stderr?.on("data", (d: Buffer) => {
      output += d.toString();
    });

    const ready = await Promise.race([
      waitFor(() => output.includes("render worker is taking jobs")),
      exited.then(() => false),
    ]);
    expect(ready, output).toBe(true);

    // A job for a task that no longer exists: the worker takes it and completes it without work.
    const database = await openDatabase({ url: url.toString() });
    const config = { RENDER_EXPIRE_S: 60, RENDER_CONCURRENCY: 1 };
    const boss = await openQueue(database, config, pino({ level: "silent" }));
    const taskId = crypto.randomUUID();
    try {
      const jobId = await sendJob(boss, renderVideoJob, { taskId }, config);
      expect(jobId).toBeTruthy();
      const state = async () =>
        String(
          (
            await database.executeSql("SELECT state FROM pgboss.job WHERE name = $1 AND id = $2", [
              renderVideoJob.name,
              jobId,
            ])
          ).rows[0]?.state,
        );
      expect(await waitFor(async () => (await state()) === "completed"), await state()).toBe(true);
    } finally {
      await boss.stop({ graceful: false, wait: true });
      await database.close();
    }

    worker.kill("SIGTERM");
    expect(await exited, output).toBe(0);
    expect(output).toContain("render worker stopping");
  }, 120_000);
});

/** Polls until the check holds; false after 40 s (a worker that never comes up fails, not hangs). */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
