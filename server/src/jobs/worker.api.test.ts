import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { createLocalStorage } from "../storage/storage";
import { openTestDatabase } from "../test/test-db";
import { type RenderWorker, startRenderWorker } from "./worker";

/** What the worker does with a job it cannot read (that job fails with its reason, the next one runs) and with queue errors. */
describe("the job worker", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-jobs-"));
  const logged: Record<string, unknown>[] = [];
  let database: Database;
  let worker: RenderWorker;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const logger = pino({ level: "info" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const deps = { config, database, storage: createLocalStorage(path.join(dataDir, "storage")), logger };
    worker = await startRenderWorker(deps, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const jobRow = async (id: string | null) =>
    (await database.executeSql("SELECT state, retry_count, output FROM pgboss.job WHERE id = $1", [id]))
      .rows[0] as { state: string; retry_count: number; output: Record<string, unknown> | null } | undefined;

  it("fails a job whose payload is invalid, once and with the reason, and takes the next job", async () => {
    const bad = await worker.boss.send("render-video", { taskId: 42 });
    const next = await worker.boss.send("process-avatar", { avatarId: "no-such-avatar" });
    const settled = await waitFor(async () => {
      const [b, n] = [await jobRow(bad), await jobRow(next)];
      return b?.state === "failed" && n?.state === "completed";
    });
    expect(settled, JSON.stringify([await jobRow(bad), await jobRow(next)])).toBe(true);

    const failed = await jobRow(bad);
    expect(failed?.retry_count).toBe(0);
    expect(String(failed?.output?.reason)).toMatch(/invalid payload.*taskId/);
    const line = logged.find((l) => l.msg === "job payload invalid");
    expect(line?.job).toBe("render-video");
    expect(String(line?.reason)).toMatch(/taskId/);
  });

  it("logs the queue's own errors instead of dropping them", () => {
    worker.boss.emit("error", new Error("connection to the queue lost"));
    const line = logged.find((l) => l.msg === "job queue error");
    expect((line?.err as { message?: string } | undefined)?.message).toBe("connection to the queue lost");
  });
});

/** Polls until the check holds; false after 30 s (a job that never settles fails the test, not hangs it). */
async function waitFor(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
