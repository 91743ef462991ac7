import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, userProfiles } from "../db/schema";
import { sendJob } from "../jobs/queue";
import { renderVideoJob } from "../jobs/render-video";
import { type RenderWorker, startRenderWorker } from "../jobs/worker";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { waitForTask } from "../test/render/wait";
import { runTask } from "./pipeline";
import { getTask } from "./task-store";

/** Stages survive a stop: a fresh worker finishes a task from its last finished stage; failures end at 7. */
describe("durable renders through the queue", () => {
  let h: RenderHarness;
  let worker: RenderWorker;
  beforeAll(async () => {
    h = await createRenderHarness();
    worker = await startRenderWorker(h.deps, { pollingIntervalSeconds: 0.5 });
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await h.close();
  });

  const credits = async () => {
    const [p] = await h.deps.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.user_id, h.userId));
    return p?.available_credits ?? -1;
  };

  it("resumes a task stopped after its images without redoing finished stages", async () => {
    const image = await flatImageUrl(h.deps.storage, h.userId);
    const id = await h.createTask({
      story: "A quiet harbour at dawn. Gulls circle overhead. Boats wait.",
      image_urls: [image],
    });
    expect(await runTask(h.deps, id, { stopAfter: "images" })).toBe("stopped");
    const before = await getTask(h.deps, id);
    expect(before?.task_status).toBe(3);
    const scenesFile = path.join(h.storageRoot, `renders/${id}/v1/scenes.json`);
    const mtime = fs.statSync(scenesFile).mtimeMs;

    await worker.enqueue(id);
    const row = await waitForTask(h.deps, id);
    expect(row.task_status).toBe(8);
    expect(row.attempts).toBe(1);
    expect(fs.statSync(scenesFile).mtimeMs).toBe(mtime);
    // The finished stages kept the times of their only run; the rest ran once, in the worker.
    expect(row.stage_timings.story).toBe(before?.stage_timings.story);
    expect(row.stage_timings.images).toBe(before?.stage_timings.images);
    expect(Object.keys(row.stage_timings).sort()).toEqual(
      ["audio", "characters", "images", "processing", "prompts", "story", "video"].sort(),
    );
    const files = fs.readdirSync(path.join(h.storageRoot, `renders/${id}/v1/video`));
    expect(files).toEqual([]);
    expect(fs.existsSync(path.join(h.storageRoot, `renders/${id}/v1/video.mp4`))).toBe(true);
  }, 90_000);

  it("ends a task that keeps failing at 7 after three tries, with the reason kept and the credits back", async () => {
    await h.deps.storage.put(`uploads/${h.userId}/not-a-picture.png`, Buffer.from("hello"), "image/png");
    const start = await credits();
    const id = await h.createTask({
      story: "This story cannot be drawn. Its picture is broken. It fails.",
      image_urls: [h.deps.storage.publicUrl(`uploads/${h.userId}/not-a-picture.png`)],
    });
    expect(await credits()).toBe(start - h.deps.config.CREDITS_PER_VIDEO);
    await worker.enqueue(id);
    const row = await waitForTask(h.deps, id);
    expect(row.task_status).toBe(7);
    expect(row.attempts).toBe(3);
    expect(row.error).toMatch(/not a JPEG, PNG or WebP/);
    expect(await credits()).toBe(start);
    const [project] = await h.deps.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project?.status).toBe("FAILED");
  }, 90_000);

  it("queues a task once, however often it is sent", async () => {
    const image = await flatImageUrl(h.deps.storage, h.userId);
    const id = await h.createTask({ story: "One boat. Two boats. Three boats.", image_urls: [image] });
    await worker.boss.stop({ graceful: true, wait: true, close: false }).catch(() => {});
    const restarted = await startRenderWorker(h.deps, { work: false });
    const first = await sendJob(restarted.boss, renderVideoJob, { taskId: id }, h.deps.config);
    const second = await sendJob(restarted.boss, renderVideoJob, { taskId: id }, h.deps.config);
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await restarted.stop();
  }, 60_000);
});
