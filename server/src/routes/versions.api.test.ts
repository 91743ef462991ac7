import path from "node:path";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import type { ProjectVersionList } from "@reelsmith/contract/versions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus, videoExports } from "../db/schema";
import { exportVideoJob } from "../jobs/export-video";
import { ffprobe, runFfmpeg, withTempDir } from "../media/run-process";
import { connectMcpAgent } from "../test/mcp-agent";
import { boatAtSea } from "../test/scene-fixtures";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { generatedTask } from "../test/task-rows";

interface ExportJson {
  id: string;
  version: number;
  status: string;
  duration: number | null;
  url: string | null;
}

/**
 * A project's versions on PGlite and PostgreSQL: the list says each version's number, date and which
 * scenes changed; an export is made from the version asked for (the newest by default), and a version the
 * project lacks is refused with nothing charged; the MCP tools answer the same with absolute links.
 */
describe("a project's versions", () => {
  let app: SignedInApp;
  let other: SignedInApp["client"];
  const project = "proj_versions";
  const task2 = "task_versions_v2";
  // Two versions of different lengths and colours, as their renders left them.
  const lengths = { 1: 3, 2: 5 } as const;
  const colours = { 1: "0xd03030", 2: "0x3050d0" } as const;
  const board = (version: number, secondScene: string): Storyboard => ({
    baseVersion: version - 1,
    language: "en",
    scenes: ["A small boat leaves the harbour.", secondScene, "It comes home at dusk."].map((text, i) => ({
      id: `scene-${i + 1}`,
      text,
      start: i,
      end: i + 1,
      thumbnailUrl: `/storage/renders/${project}/v${version}/storyboard/${i}-scene-${i + 1}.jpg`,
      picture: { kind: "illustration", plan: boatAtSea },
    })),
  });
  const db = () => app.ctx.deps.database.db;
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error;
  const exportsPath = `/api/projects/${project}/exports`;

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    other = await app.signUpAnother();
    const { storage } = app.ctx.deps;
    const made: Record<number, { video: string; thumb: string }> = {};
    for (const v of [1, 2] as const) {
      const prefix = `renders/${project}/v${v}`;
      await withTempDir("versions-api", async (dir) => {
        const video = path.join(dir, "video.mp4");
        const thumb = path.join(dir, "thumb.jpg");
        await runFfmpeg([
          ...["-f", "lavfi", "-i", `color=c=${colours[v]}:s=144x256:d=${lengths[v]}:r=30`],
          ...["-f", "lavfi", "-i", `sine=f=440:d=${lengths[v]}`],
          ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
          video,
        ]);
        await runFfmpeg(["-f", "lavfi", "-i", `color=c=${colours[v]}:s=72x128`, "-frames:v", "1", thumb]);
        await storage.putFile(`${prefix}/video.mp4`, video, "video/mp4");
        await storage.putFile(`${prefix}/thumbnail.jpg`, thumb, "image/jpeg");
        for (let i = 0; i < 3; i++)
          await storage.putFile(`${prefix}/storyboard/${i}-scene-${i + 1}.jpg`, thumb, "image/jpeg");
      });
      made[v] = {
        video: storage.publicUrl(`${prefix}/video.mp4`),
        thumb: storage.publicUrl(`${prefix}/thumbnail.jpg`),
      };
    }
    const resultOf = (v: 1 | 2) => ({
      video_url: made[v]?.video,
      thumbnail_url: made[v]?.thumb,
      duration_s: lengths[v],
      video_data: JSON.stringify({ images: [], duration_s: lengths[v] }),
    });
    await db()
      .insert(projects)
      .values({
        id: project,
        user_id: app.userId,
        title: "A small boat",
        type: "STORY_REEL",
        status: "PUBLISHED",
        metadata: { generated_video: made[2]?.video, task_id: task2, version: 2 },
      });
    await db()
      .insert(taskStatus)
      .values([
        generatedTask(project, app.userId, {
          task_result: resultOf(1),
          request: { width: 144, height: 256 },
          storyboard: board(1, "The wind fills its sail."),
          created_at: new Date("2026-11-30T10:00:00Z"),
        }),
        generatedTask(task2, app.userId, {
          task_draft_id: project,
          task_draft_version: 2,
          task_result: resultOf(2),
          request: { width: 144, height: 256 },
          storyboard: board(2, "A storm tears at its sail."),
          created_at: new Date("2026-12-01T09:30:00Z"),
        }),
      ]);
  }, 60_000);
  afterAll(() => app.close());

  /** Makes a queued export as the worker does, and answers it as the list shows it. */
  async function make(id: string): Promise<ExportJson> {
    await exportVideoJob.handle(
      app.ctx.deps,
      { exportId: id },
      { retryCount: 0, retryLimit: 0, stopping: () => false },
    );
    const { exports } = (await (await app.client.get(exportsPath)).json()) as { exports: ExportJson[] };
    const made = exports.find((e) => e.id === id);
    if (!made) throw new Error(`export ${id} is not listed`);
    return made;
  }

  /** The downloaded file's length in seconds and its first frame's mean colour. */
  async function probe(url: string): Promise<{ seconds: number; red: number; blue: number }> {
    const res = await app.client.get(url);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    return withTempDir("versions-probe", async (dir) => {
      const file = path.join(dir, "export.gif");
      const frame = path.join(dir, "frame.rgb");
      const { writeFile, readFile } = await import("node:fs/promises");
      await writeFile(file, bytes);
      await runFfmpeg([
        "-i",
        file,
        "-frames:v",
        "1",
        "-vf",
        "scale=8:8",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        frame,
      ]);
      const rgb = await readFile(frame);
      let red = 0;
      let blue = 0;
      for (let i = 0; i < rgb.length; i += 3) {
        red += rgb[i] ?? 0;
        blue += rgb[i + 2] ?? 0;
      }
      return { seconds: (await ffprobe(file)).durationS, red: red / 64, blue: blue / 64 };
    });
  }

  it("lists both versions, newest first, with their dates, videos and the scene that changed", async () => {
    const res = await app.client.get(`/api/projects/${project}/versions`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as ProjectVersionList;
    expect(list.newest).toBe(2);
    expect(list.versions.map((v) => v.version)).toEqual([2, 1]);
    const [v2, v1] = list.versions;
    expect(v2).toMatchObject({
      task_id: task2,
      state: "ready",
      created_at: "2026-12-01T09:30:00.000Z",
      duration_s: lengths[2],
      scene_count: 3,
      changed_scenes: [2],
      removed_scenes: 0,
    });
    expect(v2?.video_url).toBe(`/storage/renders/${project}/v2/video.mp4`);
    expect(v1).toMatchObject({
      task_id: project,
      state: "ready",
      created_at: "2026-11-30T10:00:00.000Z",
      duration_s: lengths[1],
      changed_scenes: null,
      removed_scenes: null,
    });
    expect(v1?.video_url).toBe(`/storage/renders/${project}/v1/video.mp4`);
  });

  it("answers another user's project and a missing one as not found (404)", async () => {
    for (const res of [
      await other.get(`/api/projects/${project}/versions`),
      await app.client.get("/api/projects/no_such_project/versions"),
      await other.get(`/api/projects/${project}/storyboard?version=1`),
      await other.post(exportsPath, { aspect: "9:16", quality: "720p", format: "gif", version: 1 }),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("NOT_FOUND");
    }
  });

  it("opens an older version's storyboard to edit from, based on the newest version", async () => {
    const res = await app.client.get(`/api/projects/${project}/storyboard?version=1`);
    expect(res.status).toBe(200);
    const { storyboard } = (await res.json()) as { storyboard: Storyboard };
    expect(storyboard.scenes[1]?.text).toBe("The wind fills its sail.");
    // An edit of it renders as version 3: it is based on the newest version.
    expect(storyboard.baseVersion).toBe(2);
    const newest = (await (await app.client.get(`/api/projects/${project}/storyboard`)).json()) as {
      storyboard: Storyboard;
    };
    expect(newest.storyboard.scenes[1]?.text).toBe("A storm tears at its sail.");
    const missing = await app.client.get(`/api/projects/${project}/storyboard?version=7`);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(
      "version: this project has no version 7; its versions are 1 to 2",
    );
  });

  it("exports the version asked for from that version's video, and the newest by default", async () => {
    const body = { aspect: "9:16", quality: "720p", format: "gif" };
    const first = await app.client.post(exportsPath, { ...body, version: 1 });
    expect(first.status).toBe(202);
    const queued1 = ((await first.json()) as { export: ExportJson }).export;
    expect(queued1.version).toBe(1);
    expect(queued1.duration).toBeCloseTo(lengths[1], 5);
    const newest = await app.client.post(exportsPath, body);
    expect(newest.status).toBe(202);
    const queuedNewest = ((await newest.json()) as { export: ExportJson }).export;
    expect(queuedNewest.version).toBe(2);
    expect(queuedNewest.id).not.toBe(queued1.id);

    const rows = await db().select().from(videoExports).where(eq(videoExports.project_id, project));
    expect(rows.find((r) => r.id === queued1.id)?.source_key).toBe(`renders/${project}/v1/video.mp4`);
    expect(rows.find((r) => r.id === queuedNewest.id)?.source_key).toBe(`renders/${project}/v2/video.mp4`);

    const made1 = await make(queued1.id);
    const made2 = await make(queuedNewest.id);
    expect(made1).toMatchObject({ status: "done", version: 1 });
    expect(made2).toMatchObject({ status: "done", version: 2 });
    // Version 1's GIF is version 1's video: its length and its red; the newest is version 2's blue.
    const gif1 = await probe(made1.url ?? "");
    const gif2 = await probe(made2.url ?? "");
    expect(gif1.seconds).toBeCloseTo(lengths[1], 0);
    expect(gif2.seconds).toBeCloseTo(lengths[2], 0);
    expect(gif1.red).toBeGreaterThan(gif1.blue + 80);
    expect(gif2.blue).toBeGreaterThan(gif2.red + 80);
  }, 120_000);

  it("refuses a version the project lacks with a 400 that names it, charging and making nothing", async () => {
    const credits = await app.credits();
    const before = (await db().select().from(videoExports)).length;
    const body = { aspect: "9:16", quality: "720p", format: "mp4" };
    const missing = await app.client.post(exportsPath, { ...body, version: 3 });
    expect(missing.status).toBe(400);
    const error = await errorOf(missing);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe("version: this project has no version 3; its versions are 1 to 2");
    for (const version of [0, 1.5, "1"]) {
      const res = await app.client.post(exportsPath, { ...body, version });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toContain("version");
    }
    expect(await app.credits()).toBe(credits);
    expect((await db().select().from(videoExports)).length).toBe(before);
  });

  it("offers the versions and a version's storyboard to MCP agents with absolute links", async () => {
    const agent = await connectMcpAgent(app, "versions test");
    const call = agent.call;
    const origin = new URL(app.ctx.deps.config.publicUrl).origin;
    /** An absolute link on the server that opens without the key. */
    const opens = async (link: string | null | undefined) => {
      const u = new URL(link ?? "");
      expect(u.origin).toBe(origin);
      const res = await app.ctx.app.request(u.pathname + u.search);
      expect(res.status).toBe(200);
    };
    try {
      const listed = await call("list_versions", { project_id: project });
      expect(listed.isError).toBeFalsy();
      const list = JSON.parse(listed.content[0]?.text ?? "{}") as ProjectVersionList;
      expect(list.versions.map((v) => [v.version, v.changed_scenes])).toEqual([
        [2, [2]],
        [1, null],
      ]);
      await opens(list.versions[1]?.video_url);
      await opens(list.versions[1]?.thumbnail_url);

      const got = await call("get_storyboard", { project_id: project, version: 1 });
      expect(got.isError).toBeFalsy();
      const { storyboard } = JSON.parse(got.content[0]?.text ?? "{}") as { storyboard: Storyboard };
      expect(storyboard.scenes[1]?.text).toBe("The wind fills its sail.");
      for (const scene of storyboard.scenes) await opens(scene.thumbnailUrl);
      const newest = await call("get_storyboard", { project_id: project });
      const board2 = (JSON.parse(newest.content[0]?.text ?? "{}") as { storyboard: Storyboard }).storyboard;
      for (const scene of board2.scenes) expect(scene.thumbnailUrl).toMatch(new RegExp(`^${origin}/`));

      const exported = await call("export_video", {
        project_id: project,
        aspect: "1:1",
        quality: "720p",
        format: "mp4",
        version: 1,
      });
      expect(JSON.parse(exported.content[0]?.text ?? "{}")).toMatchObject({ version: 1, status: "queued" });
      const refused = await call("export_video", {
        project_id: project,
        ...{ aspect: "1:1", quality: "720p", format: "mp4" },
        version: 9,
      });
      expect(refused.isError).toBe(true);
      expect(refused.content[0]?.text).toBe(
        "VALIDATION_ERROR: version: this project has no version 9; its versions are 1 to 2",
      );
      const notMine = await call("list_versions", { project_id: "no_such_project" });
      expect(notMine.content[0]?.text).toMatch(/^NOT_FOUND/);
    } finally {
      await agent.close();
    }
  });

  it("documents the versions list and the export's version in the OpenAPI document", async () => {
    type Doc = { paths: Record<string, Record<string, unknown>> };
    const doc = (await (await app.ctx.app.request("/api/openapi.json")).json()) as Doc;
    const text = JSON.stringify(doc);
    expect(doc.paths["/api/projects/{projectId}/versions"]?.get).toMatchObject({
      operationId: "listVersions",
    });
    const create = JSON.stringify(doc.paths["/api/projects/{projectId}/exports"]?.post);
    expect(create).toContain('"version"');
    expect(text).toContain("changed_scenes");
  });
});
