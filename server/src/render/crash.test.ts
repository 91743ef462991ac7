import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { startRenderWorker } from "../jobs/worker";
import { FIXTURE_PRESENTER } from "../test/render/fixture-catalog";
import { createRenderHarness } from "../test/render/harness";
import { spawnTsxChild } from "../test/tsx-child";
import { getTask } from "./task-store";

/**
 * A worker process killed with SIGKILL in the middle of composing a video: started again on the same data
 * folder, it finishes the task from the last finished stage, with one output and the task at 8.
 */
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), "../test/render/worker-child.ts");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-crash-"));

const startChild = (onLine: (line: Record<string, unknown>) => void): ChildProcess =>
  spawnTsxChild([child, dataDir], onLine);

const exited = (p: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (p.exitCode !== null || p.signalCode !== null) resolve(p.exitCode);
    else p.on("exit", (code) => resolve(code));
  });

describe("a render killed mid-way", () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("finishes after a restart from the last finished stage", async () => {
    // Set up the task on the data folder, then leave it to the worker processes.
    let database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    await database.migrate();
    const h = await createRenderHarness({ database, dataDir });
    const id = await h.createTask({
      story: "The night train left the station. Lanterns swayed in the dark. Everyone slept but the driver.",
      narrationMode: "avatar",
      character_ref: { narrator_avatar: FIXTURE_PRESENTER },
      caption_style: "Dynamic",
      size: "180x320",
    });
    const queue = await startRenderWorker(h.deps, { work: false });
    await queue.enqueue(id);
    await queue.stop();
    await database.close();

    const first: string[] = [];
    const p1 = startChild((line) => {
      if (line.msg === "render stage finished") first.push(String(line.stage));
      // Composition has just begun: kill the process without any chance to clean up.
      if (line.stage === "audio") setTimeout(() => p1.kill("SIGKILL"), 700);
    });
    await exited(p1);
    expect(first).toEqual(["story", "characters", "prompts", "images", "audio"]);

    const second: string[] = [];
    const p2 = startChild((line) => {
      if (line.msg === "render stage finished") second.push(String(line.stage));
    });
    expect(await exited(p2)).toBe(0);
    expect(second).toEqual(["video", "processing"]);

    database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    const row = await getTask({ ...h.deps, database }, id);
    await database.close();
    expect(row?.task_status).toBe(8);
    expect(row?.attempts).toBe(2);
    const out = path.join(dataDir, "storage", `renders/${id}/v1`);
    expect(fs.existsSync(path.join(out, "video.mp4"))).toBe(true);
    expect(fs.readdirSync(path.join(out, "video"))).toEqual([]);
  }, 180_000);
});
