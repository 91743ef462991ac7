import fs from "node:fs/promises";
import path from "node:path";
import { GIF_MAX_BYTES } from "@reelsmith/contract/exports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoExports } from "../db/schema";
import { ffprobe, withTempDir } from "../media/run-process";
import { fixtureVideoRequest } from "../test/render/fixture-catalog";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";

interface ExportJson {
  id: string;
  status: string;
  url: string | null;
  bytes: number | null;
  file_name: string;
  error: string | null;
  progress: number;
}

/**
 * A finished 9:16 video exported through the API as a 16:9 MP4 (recomposed), a 1:1 WebM (recomposed) and a
 * GIF (re-encoded), each downloaded and probed as a user's player would read it. PGlite only: it renders.
 */
describe("exports of a finished video, made and probed", () => {
  let app: SignedInApp;
  let other: SignedInApp["client"];
  let projectId = "";
  let videoS = 0;

  beforeAll(async () => {
    app = await startAppWithSignedInUser({}, { renders: true });
    other = await app.signUpAnother();
    const res = await app.client.post(
      "/api/functions/create-video",
      fixtureVideoRequest("A lighthouse stands at dusk. The lamp turns over the sea."),
    );
    expect(res.status).toBe(201);
    projectId = ((await res.json()) as { task_id: string }).task_id;
    await (await app.client.get(`/api/tasks/${projectId}/events`)).text();
    const project = (await (await app.client.get(`/api/projects/${projectId}`)).json()) as {
      status: string;
      metadata: { video_data: string };
    };
    expect(project.status).toBe("PUBLISHED");
    videoS = (JSON.parse(project.metadata.video_data) as { duration_s: number }).duration_s;
  }, 180_000);
  afterAll(() => app.close());

  const exportsPath = () => `/api/projects/${projectId}/exports`;

  async function waitUntilFinished(ids: string[]): Promise<Map<string, ExportJson>> {
    const until = Date.now() + 400_000;
    for (;;) {
      const { exports } = (await (await app.client.get(exportsPath())).json()) as { exports: ExportJson[] };
      const mine = exports.filter((e) => ids.includes(e.id));
      if (mine.every((e) => e.status === "done" || e.status === "failed"))
        return new Map(mine.map((e) => [e.id, e]));
      if (Date.now() > until) throw new Error(`exports not finished: ${JSON.stringify(mine)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  it("exports a 9:16 video as a 16:9 MP4, a 1:1 WebM and a GIF, each with the video's length", async () => {
    const bodies = [
      { aspect: "16:9", quality: "720p", format: "mp4" },
      { aspect: "1:1", quality: "720p", format: "webm" },
      { aspect: "9:16", quality: "720p", format: "gif" },
    ];
    const ids: string[] = [];
    for (const body of bodies) {
      const res = await app.client.post(exportsPath(), body);
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { export: ExportJson }).export.id);
    }
    const finished = await waitUntilFinished(ids);
    const [mp4, webm, gif] = ids.map((id) => finished.get(id) as ExportJson) as [
      ExportJson,
      ExportJson,
      ExportJson,
    ];
    for (const e of [mp4, webm, gif]) {
      expect(e.error).toBeNull();
      expect(e.status).toBe("done");
      expect(e.progress).toBe(1);
      expect(e.url).toBeTruthy();
    }

    await withTempDir("export-probe", async (dir) => {
      const download = async (e: ExportJson) => {
        const res = await app.client.get(e.url ?? "");
        expect(res.status).toBe(200);
        expect(res.headers.get("content-disposition")).toContain(`filename="${e.file_name}"`);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.length).toBe(e.bytes);
        const file = path.join(dir, e.file_name);
        await fs.writeFile(file, bytes);
        // Only the owner downloads it.
        expect((await other.get(e.url ?? "")).status).toBe(404);
        return { file, bytes, probe: await ffprobe(file) };
      };
      const streams = (p: Awaited<ReturnType<typeof ffprobe>>, type: string) =>
        p.streams.filter((s) => s.codec_type === type);

      const m = await download(mp4);
      expect(mp4.file_name).toBe("story-reel-video-16x9-720p.mp4");
      expect(streams(m.probe, "video")[0]).toMatchObject({ codec_name: "h264", width: 1280, height: 720 });
      expect(streams(m.probe, "audio")[0]?.codec_name).toBe("aac");
      expect(Math.abs(m.probe.durationS - videoS)).toBeLessThanOrEqual(0.1);
      // faststart: the index (moov) before the media (mdat).
      expect(m.bytes.indexOf("moov")).toBeLessThan(m.bytes.indexOf("mdat"));

      const w = await download(webm);
      expect(webm.file_name).toBe("story-reel-video-1x1-720p.webm");
      expect(streams(w.probe, "video")[0]).toMatchObject({ codec_name: "vp9", width: 720, height: 720 });
      expect(streams(w.probe, "audio")[0]?.codec_name).toBe("opus");
      expect(Math.abs(w.probe.durationS - videoS)).toBeLessThanOrEqual(0.1);

      const g = await download(gif);
      expect(gif.file_name).toBe("story-reel-video-9x16-720p.gif");
      expect(streams(g.probe, "video")[0]).toMatchObject({ codec_name: "gif", width: 320, height: 568 });
      expect(streams(g.probe, "audio")).toEqual([]);
      expect(Math.abs(g.probe.durationS - videoS)).toBeLessThanOrEqual(0.1);
      expect(g.bytes.length).toBeLessThanOrEqual(GIF_MAX_BYTES);
      // Loops forever: the NETSCAPE2.0 extension with a loop count of 0.
      const loop = g.bytes.indexOf("NETSCAPE2.0");
      expect(loop).toBeGreaterThan(0);
      expect(g.bytes.readUInt16LE(loop + 13)).toBe(0);
    });

    // A WebM in the ratio of a finished MP4 export is that MP4 re-encoded, not a second composition: the job
    // reads the MP4's file, and the WebM has the video's frame and length.
    const { storage, database } = app.ctx.deps;
    const read = storage.read.bind(storage);
    const keysRead: string[] = [];
    storage.read = (key: string) => {
      keysRead.push(key);
      return read(key);
    };
    const res = await app.client.post(exportsPath(), { aspect: "16:9", quality: "720p", format: "webm" });
    expect(res.status).toBe(202);
    const wideId = ((await res.json()) as { export: ExportJson }).export.id;
    const wide = (await waitUntilFinished([wideId])).get(wideId) as ExportJson;
    storage.read = read;
    expect(wide.status).toBe("done");
    const [mp4Row] = (await database.db.select().from(videoExports)).filter((r) => r.id === mp4.id);
    expect(keysRead).toContain(mp4Row?.storage_key);
    expect(keysRead.some((k) => k.includes(`/exports/${wideId}-work/`))).toBe(false);
    await withTempDir("export-probe-wide", async (dir) => {
      const file = path.join(dir, wide.file_name);
      await fs.writeFile(file, Buffer.from(await (await app.client.get(wide.url ?? "")).arrayBuffer()));
      const probe = await ffprobe(file);
      expect(probe.streams.find((s) => s.codec_type === "video")).toMatchObject({
        codec_name: "vp9",
        width: 1280,
        height: 720,
      });
      expect(Math.abs(probe.durationS - videoS)).toBeLessThanOrEqual(0.1);
    });

    // The files are kept until the video is deleted, and go with it.
    const keys = (await database.db.select().from(videoExports)).map((r) => r.storage_key ?? "");
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(await storage.exists(key)).toBe(true);
    expect((await app.client.delete(`/api/projects/${projectId}`)).status).toBe(200);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
  }, 500_000);
});
