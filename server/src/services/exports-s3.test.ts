import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoExports } from "../db/schema";
import { exportVideoJob } from "../jobs/export-video";
import { ffprobe, withTempDir } from "../media/run-process";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { type S3TestServer, startS3Server } from "../test/s3-server";
import { createExport } from "./exports";
import { deleteProject } from "./projects";

/** An export on object storage: made from the video in the bucket, stored there, and deleted with the video. */
describe("an export on object storage", () => {
  let s3: S3TestServer;
  let h: RenderHarness;

  beforeAll(async () => {
    s3 = await startS3Server(["renders"]);
    h = await createRenderHarness({ env: s3.env("renders") });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await s3?.close();
  });

  it("re-encodes the finished video from the bucket into the bucket, and goes when the video is deleted", async () => {
    const task = await h.render({ story: "Snow falls on the quiet town. A fox crosses the square." });
    const projectId = task.task_draft_id ?? task.id;
    const { export: queued } = await createExport(
      h.deps,
      { enqueueExport: async () => {} },
      h.userId,
      projectId,
      { aspect: "9:16", quality: "720p", format: "webm" },
    );
    await exportVideoJob.handle(
      h.deps,
      { exportId: queued.id },
      { retryCount: 0, retryLimit: 0, stopping: () => false },
    );
    const [row] = await h.deps.database.db.select().from(videoExports).where(eq(videoExports.id, queued.id));
    expect(row?.error).toBeNull();
    expect(row?.status).toBe("done");
    const key = row?.storage_key ?? "";
    expect(key).toBe(`renders/${projectId}/exports/${queued.id}.webm`);
    const probe = await withTempDir("s3-export", async (dir) => {
      const file = path.join(dir, "export.webm");
      fs.writeFileSync(file, await h.deps.storage.read(key));
      return ffprobe(file);
    });
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(["opus", "vp9"]);
    expect(probe.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 720, height: 1280 });
    // Nothing on this machine's disk: the bucket holds it.
    expect(fs.existsSync(path.join(h.dataDir, "storage"))).toBe(false);

    await deleteProject(h.deps.database.db, h.deps.storage, h.userId, projectId);
    expect(await h.deps.storage.exists(key)).toBe(false);
  }, 180_000);
});
