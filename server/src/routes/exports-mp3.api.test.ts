import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus } from "../db/schema";
import { exportVideoJob } from "../jobs/export-video";
import { ffprobe, withTempDir } from "../media/run-process";
import { storeFinishedVideo } from "../test/render/stored-video";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { generatedTask } from "../test/task-rows";

/**
 * An MP3 export: a finished video's narration and music alone, made by the export job from a real MP4
 * (a tone under a flat picture) and probed.
 */
describe("MP3 exports of a finished video", () => {
  let app: SignedInApp;
  const finished = "proj_mp3_finished";
  const VIDEO_S = 4;

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    const { db } = app.ctx.deps.database;
    const storage = app.ctx.deps.storage;
    const key = `renders/${finished}/v1/video.mp4`;
    await storeFinishedVideo(storage, key, VIDEO_S);
    const videoData = JSON.stringify({ images: [], duration_s: VIDEO_S });
    await db.insert(projects).values({
      id: finished,
      user_id: app.userId,
      title: "Lighthouse",
      type: "STORY_REEL",
      status: "PUBLISHED",
      metadata: { generated_video: storage.publicUrl(key), video_data: videoData },
    });
    await db.insert(taskStatus).values(
      generatedTask(finished, app.userId, {
        task_result: { video_url: storage.publicUrl(key), duration_s: VIDEO_S, video_data: videoData },
        request: { width: 144, height: 256 },
      }),
    );
  }, 60_000);
  afterAll(() => app?.close());

  const exportsOf = (id: string) => `/api/projects/${id}/exports`;
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error;

  it("makes the video's sound alone as an MP3, with no aspect or quality asked", async () => {
    const credits = await app.credits();
    const res = await app.client.post(exportsOf(finished), { format: "mp3" });
    expect(res.status).toBe(202);
    const queued = ((await res.json()) as { export: { id: string; file_name: string; format: string } })
      .export;
    expect(queued).toMatchObject({ format: "mp3", file_name: "story-reel-audio.mp3" });
    // Asked again: the same export.
    const again = await app.client.post(exportsOf(finished), { format: "mp3" });
    expect(again.status).toBe(200);
    await exportVideoJob.handle(
      app.ctx.deps,
      { exportId: queued.id },
      { retryCount: 0, retryLimit: 0, stopping: () => false },
    );
    const download = await app.client.get(`${exportsOf(finished)}/${queued.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("audio/mpeg");
    expect(download.headers.get("content-disposition")).toContain("story-reel-audio.mp3");
    await withTempDir("mp3-probe", async (dir) => {
      const file = path.join(dir, "audio.mp3");
      await fs.writeFile(file, Buffer.from(await download.arrayBuffer()));
      const probe = await ffprobe(file);
      expect(probe.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([["audio", "mp3"]]);
      expect(probe.durationS).toBeGreaterThan(VIDEO_S - 0.3);
      expect(probe.durationS).toBeLessThan(VIDEO_S + 0.3);
    });
    expect(await app.credits()).toBe(credits);
  }, 60_000);

  it("refuses a clip of an MP3 and a video without its frame, naming the field, charging nothing", async () => {
    const credits = await app.credits();
    const cases: [Record<string, unknown>, string][] = [
      [
        { format: "mp3", start: 1 },
        "start and duration choose a GIF's clip; an MP4, WebM or MP3 export is always the whole video",
      ],
      [{ format: "mp4", quality: "720p" }, "The aspect ratio must be one of 9:16, 4:5, 1:1, 16:9"],
      [{ format: "webm", aspect: "1:1" }, "The quality must be one of 720p, 1080p, 1440p"],
      [{ format: "wav" }, "The format must be one of mp4, webm, gif, mp3"],
    ];
    for (const [body, message] of cases) {
      const res = await app.client.post(exportsOf(finished), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "VALIDATION_ERROR", message });
    }
    expect(await app.credits()).toBe(credits);
  });

  it("keeps another user's project out of reach: a 404", async () => {
    const other = await app.signUpAnother();
    const res = await other.post(exportsOf(finished), { format: "mp3" });
    expect(res.status).toBe(404);
  });
});
