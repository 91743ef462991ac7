import { GIF_MAX_SECONDS } from "@reelsmith/contract/exports";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus, videoExports } from "../db/schema";
import { exportVideoJob } from "../jobs/export-video";
import { connectMcpAgent } from "../test/mcp-agent";
import { storeFinishedVideo } from "../test/render/stored-video";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { generatedTask } from "../test/task-rows";

/**
 * Exports of a project's video: what is refused and why, on PGlite and on PostgreSQL. The queue takes the
 * exports here and makes none (exports-render.test.ts makes and probes real ones).
 */
describe("exports of a project's video", () => {
  let app: SignedInApp;
  let other: SignedInApp["client"];
  const finished = "proj_export_finished";
  const unfinished = "proj_export_unfinished";
  const VIDEO_S = 6;

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    other = await app.signUpAnother();
    const { db } = app.ctx.deps.database;
    const storage = app.ctx.deps.storage;
    // A finished video as the render leaves it: the MP4 in the project's folder, its length in video_data.
    const key = `renders/${finished}/v1/video.mp4`;
    await storeFinishedVideo(storage, key, VIDEO_S);
    await db.insert(projects).values([
      {
        id: finished,
        user_id: app.userId,
        title: "Lighthouse",
        type: "STORY_REEL",
        status: "PUBLISHED",
        metadata: {
          generated_video: storage.publicUrl(key),
          video_data: JSON.stringify({ images: [], duration_s: VIDEO_S }),
        },
      },
      { id: unfinished, user_id: app.userId, title: "Kite", type: "STORY_REEL", status: "DRAFT" },
    ]);
    // Its render task (version 1), as the render leaves it: the export reads the video and its frame there.
    await db.insert(taskStatus).values(
      generatedTask(finished, app.userId, {
        task_result: {
          video_url: storage.publicUrl(key),
          duration_s: VIDEO_S,
          video_data: JSON.stringify({ images: [], duration_s: VIDEO_S }),
        },
        request: { width: 144, height: 256 },
      }),
    );
  }, 60_000);
  afterAll(() => app.close());

  const exportsOf = (id: string) => `/api/projects/${id}/exports`;
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error;
  const ok = { aspect: "16:9", quality: "720p", format: "mp4" };

  it("refuses an unknown ratio, quality or container with a 400 that says what is allowed", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, aspect: "4:3" }, "The aspect ratio must be one of 9:16, 4:5, 1:1, 16:9"],
      [{ ...ok, quality: "4k" }, "The quality must be one of 720p, 1080p, 1440p"],
      [{ ...ok, format: "mov" }, "The format must be one of mp4, webm, gif, mp3"],
      [{ ...ok, color: "red" }, "Unknown field: color"],
    ];
    for (const [body, message] of cases) {
      const res = await app.client.post(exportsOf(finished), body);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toBe(message);
    }
  });

  it("refuses a GIF longer than its limit, a clip of an MP4, and a start past the video's end", async () => {
    const long = await app.client.post(exportsOf(finished), {
      ...ok,
      format: "gif",
      duration: GIF_MAX_SECONDS + 1,
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toContain(`at most ${GIF_MAX_SECONDS} seconds`);
    const clip = await app.client.post(exportsOf(finished), { ...ok, start: 2 });
    expect(clip.status).toBe(400);
    expect((await errorOf(clip)).message).toContain("an MP4, WebM or MP3 export is always the whole video");
    const late = await app.client.post(exportsOf(finished), { ...ok, format: "gif", start: VIDEO_S + 1 });
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toBe(
      `The start must be within the video: it is ${VIDEO_S.toFixed(1)} seconds long`,
    );
  });

  it("answers another user's project, its list and its downloads as missing (404)", async () => {
    for (const res of [
      await other.post(exportsOf(finished), ok),
      await other.get(exportsOf(finished)),
      await other.get(`${exportsOf(finished)}/anything/download`),
      await app.client.post(exportsOf("no_such_project"), ok),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("NOT_FOUND");
    }
    const rows = await app.ctx.deps.database.db.select().from(videoExports);
    expect(rows).toEqual([]);
  });

  it("answers a project whose video is not finished with a 409 that says so", async () => {
    const res = await app.client.post(exportsOf(unfinished), ok);
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe("VIDEO_NOT_READY");
    expect(error.message).toBe(
      "This project has no finished video to export yet. Export it once it has been generated.",
    );
  });

  it("offers the same through the MCP tools export_video and list_exports, with the same refusals", async () => {
    const agent = await connectMcpAgent(app, "exports test");
    const call = agent.call;
    try {
      const made = await call("export_video", {
        project_id: finished,
        aspect: "9:16",
        quality: "720p",
        format: "webm",
      });
      expect(made.isError).toBeFalsy();
      const queued = JSON.parse(made.content[0]?.text ?? "{}") as {
        id: string;
        status: string;
        file_name: string;
      };
      expect(queued).toMatchObject({ status: "queued", file_name: "story-reel-video-9x16-720p.webm" });
      const listed = await call("list_exports", { project_id: finished });
      const { exports } = JSON.parse(listed.content[0]?.text ?? "{}") as { exports: { id: string }[] };
      expect(exports.map((e) => e.id)).toContain(queued.id);
      // Made (the job's handler, as the worker runs it), its link opens for anyone the agent hands it to.
      await exportVideoJob.handle(
        app.ctx.deps,
        { exportId: queued.id },
        { retryCount: 0, retryLimit: 0, stopping: () => false },
      );
      const done = JSON.parse(
        (await call("list_exports", { project_id: finished })).content[0]?.text ?? "{}",
      ) as {
        exports: { id: string; status: string; url: string }[];
      };
      const finishedExport = done.exports.find((e) => e.id === queued.id);
      expect(finishedExport?.status).toBe("done");
      const link = new URL(finishedExport?.url ?? "");
      expect(link.origin).toBe(new URL(app.ctx.deps.config.publicUrl).origin);
      expect(link.searchParams.get("signature")).toBeTruthy();
      const file = await app.ctx.app.request(link.pathname + link.search);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("video/webm");

      const long = await call("export_video", {
        project_id: finished,
        aspect: "9:16",
        quality: "720p",
        format: "gif",
        duration: 20,
      });
      expect(long.isError).toBe(true);
      expect(long.content[0]?.text).toContain(
        `VALIDATION_ERROR: A GIF is at most ${GIF_MAX_SECONDS} seconds`,
      );
      const notMine = await call("list_exports", { project_id: unfinished.replace("unfinished", "nobody") });
      expect(notMine.content[0]?.text).toMatch(/^NOT_FOUND/);
      const notReady = await call("export_video", { project_id: unfinished, ...ok });
      expect(notReady.content[0]?.text).toMatch(/^VIDEO_NOT_READY/);
    } finally {
      await agent.close();
    }
  });

  it("queues an export once, lists it without a download until it is done, and forgets it with the project", async () => {
    const first = await app.client.post(exportsOf(finished), { ...ok, format: "gif", start: 1 });
    expect(first.status).toBe(202);
    const { export: queued } = (await first.json()) as {
      export: { id: string; status: string; url: string | null; duration: number; file_name: string };
    };
    expect(queued.status).toBe("queued");
    expect(queued.url).toBeNull();
    // The rest of the video from the start, under the GIF limit.
    expect(queued.duration).toBeCloseTo(VIDEO_S - 1, 5);
    expect(queued.file_name).toBe("story-reel-video-16x9-720p.gif");
    // The same export again is the same export, not a second job.
    const again = await app.client.post(exportsOf(finished), { ...ok, format: "gif", start: 1 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { export: { id: string } }).export.id).toBe(queued.id);

    const list = (await (await app.client.get(exportsOf(finished))).json()) as {
      exports: {
        id: string;
        aspect: string;
        quality: string;
        format: string;
        status: string;
        url: null;
        bytes: null;
      }[];
    };
    expect(list.exports.find((e) => e.id === queued.id)).toMatchObject({
      id: queued.id,
      aspect: "16:9",
      quality: "720p",
      format: "gif",
      status: "queued",
      url: null,
      bytes: null,
    });
    // Not done: nothing to download.
    expect((await app.client.get(`${exportsOf(finished)}/${queued.id}/download`)).status).toBe(404);

    expect((await app.client.delete(`/api/projects/${finished}`)).status).toBe(200);
    expect((await app.client.get(exportsOf(finished))).status).toBe(404);
    const rows = await app.ctx.deps.database.db
      .select()
      .from(videoExports)
      .where(eq(videoExports.project_id, finished));
    expect(rows).toEqual([]);
  });
});
