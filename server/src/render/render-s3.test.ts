import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffprobe, withTempDir } from "../media/run-process";
import { createS3Storage } from "../storage/s3-storage";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { type S3TestServer, startS3Server } from "../test/s3-server";
import { runTask } from "./pipeline";
import { getTask } from "./task-store";
import type { RenderDeps } from "./types";

/** Two machines with nothing in common but the database and the bucket share one render. */
describe("a render on object storage", () => {
  let s3: S3TestServer;
  let h: RenderHarness;
  let otherDataDir: string;

  beforeAll(async () => {
    s3 = await startS3Server(["renders"]);
    h = await createRenderHarness({ env: s3.env("renders") });
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-machine-b-"));
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
    await s3?.close();
  });

  it("is started by one worker, finished by another from the bucket, and leaves no file on either disk", async () => {
    const image = await flatImageUrl(h.deps.storage, h.userId);
    const id = await h.createTask({
      story: "A lighthouse at dusk. Waves roll in. The lamp turns.",
      image_urls: [image],
    });
    expect(await runTask(h.deps, id, { stopAfter: "images" })).toBe("stopped");

    // Machine B: its own data folder and its own client of the same bucket.
    const machineB: RenderDeps = {
      ...h.deps,
      config: { ...h.deps.config, dataDir: otherDataDir },
      storage: createS3Storage(s3.options("renders")),
    };
    await runTask(machineB, id);
    const row = await getTask(h.deps, id);
    expect(row?.task_status).toBe(8);

    const key = `renders/${id}/v1/video.mp4`;
    const probe = await withTempDir("s3-render", async (dir) => {
      const file = path.join(dir, "video.mp4");
      fs.writeFileSync(file, await h.deps.storage.read(key));
      return ffprobe(file);
    });
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(["aac", "h264"]);
    expect(await h.deps.storage.exists(`renders/${id}/v1/thumbnail.jpg`)).toBe(true);
    expect(fs.existsSync(path.join(h.dataDir, "storage"))).toBe(false);
    expect(fs.existsSync(path.join(otherDataDir, "storage"))).toBe(false);
  }, 120_000);
});
