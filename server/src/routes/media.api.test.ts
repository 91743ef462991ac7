import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { MediaItem, MediaListResponse } from "@reelsmith/contract/media";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, taskStatus } from "../db/schema";
import { ffprobe, runFfmpeg, withTempDir } from "../media/run-process";
import { renderableMedia } from "../render/storyboard/media-source";
import { errorOf, type TestClient, uploadMedia } from "../test/http-client";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { insertStoryReel } from "../test/task-rows";

/**
 * The media library on PGlite (and on PostgreSQL when the suite runs with TEST_DB=postgres): uploads
 * checked by their content, a clip prepared by its queue job, the quota, and another user's media kept
 * out of reach. Every file is real: photos made with sharp, clips with ffmpeg.
 */
const QUOTA = 3 * 1024 * 1024;

describe("the media library", () => {
  let app: SignedInApp;
  let other: TestClient;

  beforeAll(async () => {
    // Renders on: the worker takes the process-media jobs of uploaded clips.
    app = await startAppWithSignedInUser({ MEDIA_QUOTA_BYTES: String(QUOTA) }, { renders: true });
    other = await app.signUpAnother();
  }, 180_000);
  afterAll(() => app?.close());

  const upload = (
    client: TestClient,
    name: string,
    data: Buffer | string,
    type = "application/octet-stream",
    use?: string,
  ) => uploadMedia(client, name, data, { type, use });
  const list = async (client: TestClient = app.client) =>
    (await (await client.get("/api/media")).json()) as MediaListResponse;
  const storedFiles = async () => {
    const root = path.join(app.ctx.dataDir, "storage", "uploads", app.userId, "media");
    const found: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) await walk(p);
        else found.push(path.relative(root, p));
      }
    };
    await walk(root);
    return found.sort();
  };
  const photo = (width: number, height: number, noise = false) =>
    noise
      ? sharp(crypto.randomBytes(width * height * 3), {
          raw: { width, height, channels: 3 },
        })
          .png()
          .toBuffer()
      : sharp({ create: { width, height, channels: 3, background: "#6d5dfc" } })
          .png()
          .toBuffer();

  it("keeps a photo resized, with a thumbnail, that only its owner can see or delete", async () => {
    const res = await upload(app.client, "garden.png", await photo(3000, 2000));
    expect(res.status).toBe(201);
    const item = ((await res.json()) as { media: MediaItem }).media;
    expect(item).toMatchObject({ kind: "photo", status: "ready", name: "garden.png", mime: "image/png" });
    expect([item.width, item.height]).toEqual([2048, 1365]);
    expect(item.url).toMatch(/^\/storage\/uploads\//);
    const picture = await app.client.get(item.url ?? "");
    expect(picture.status).toBe(200);
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(["jpeg", 2048]);
    const poster = await sharp(
      Buffer.from(await (await app.client.get(item.posterUrl ?? "")).arrayBuffer()),
    ).metadata();
    expect(Math.max(poster.width ?? 0, poster.height ?? 0)).toBe(480);

    // Someone else: the item does not exist for them, in the API, in storage, or in a storyboard.
    expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
    expect(await errorOf(await other.request("DELETE", `/api/media/${item.id}`))).toEqual({
      code: "NOT_FOUND",
      message: "Media not found",
    });
    expect((await other.get(item.url ?? "")).status).toBeGreaterThanOrEqual(403);
    expect((await list(other)).media).toEqual([]);
    const [otherUser] = await app.ctx.deps.database.db.select().from(media).where(eq(media.id, item.id));
    expect(otherUser?.user_id).toBe(app.userId);
    const db = app.ctx.deps.database.db;
    await expect(renderableMedia(db, "someone-else", item.id)).rejects.toMatchObject({
      status: 404,
      message: "Media not found",
    });
    expect(await renderableMedia(db, app.userId, item.id)).toMatchObject({ kind: "photo" });
    // Still there for its owner after the other user's tries.
    expect((await app.client.get(`/api/media/${item.id}`)).status).toBe(200);
  });

  it("refuses a .jpg that is really text, saying what it takes, and stores nothing", async () => {
    const before = await storedFiles();
    const res = await upload(
      app.client,
      "holiday.jpg",
      "this is a note, not a photo\n".repeat(20),
      "image/jpeg",
    );
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(
      "upload a JPEG, PNG or WebP photo, an MP4, MOV or WebM clip, or a WAV, MP3, M4A, OGG or WebM recording",
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a file that starts like a JPEG but is not one", async () => {
    const res = await upload(
      app.client,
      "broken.jpg",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("could not be read");
  });

  it("refuses a clip over 60 seconds with a 400 that says the limit and the clip's length", async () => {
    const before = await storedFiles();
    const clip = await withTempDir("media-long", async (dir) => {
      const file = path.join(dir, "long.mp4");
      await runFfmpeg([
        ...["-f", "lavfi", "-i", "color=c=black:s=32x32:d=61:r=5"],
        ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", file],
      ]);
      return fs.readFile(file);
    });
    const res = await upload(app.client, "walk.mp4", clip, "video/mp4");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      "A clip must be at most 60 seconds long: this one is 61.0 seconds. Trim it and upload it again.",
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("takes a talking video of up to 3 minutes, and refuses a longer one saying that limit", async () => {
    const clipOf = (seconds: number) =>
      withTempDir("media-talking", async (dir) => {
        const file = path.join(dir, "talking.mp4");
        await runFfmpeg([
          ...["-f", "lavfi", "-i", `color=c=black:s=32x32:d=${seconds}:r=5`],
          ...["-f", "lavfi", "-i", `sine=f=220:d=${seconds}`, "-shortest"],
          ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", file],
        ]);
        return fs.readFile(file);
      });
    const long = await upload(app.client, "me.mp4", await clipOf(90), "video/mp4", "talking-video");
    expect(long.status).toBe(201);
    const item = ((await long.json()) as { media: MediaItem }).media;
    expect(item.kind).toBe("clip");
    expect(item.hasAudio).toBe(true);
    expect(item.duration).toBeCloseTo(90, 0);
    // Its proxy, which renders read, keeps all 90 seconds (a scene's clip stops at 60).
    let ready = item;
    for (let i = 0; i < 800 && ready.status === "processing"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      ready = ((await (await app.client.get(`/api/media/${item.id}`)).json()) as { media: MediaItem }).media;
    }
    expect(ready.status).toBe("ready");
    const proxy = await withTempDir("media-talking-proxy", async (dir) => {
      const file = path.join(dir, "proxy.mp4");
      await fs.writeFile(
        file,
        await app.ctx.deps.storage.read(app.ctx.deps.storage.keyFromUrl(ready.url ?? "") ?? ""),
      );
      return ffprobe(file);
    });
    expect(proxy.durationS).toBeGreaterThan(89.5);
    const tooLong = await upload(app.client, "me.mp4", await clipOf(181), "video/mp4", "talking-video");
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toMatch(
      /^A clip must be at most 180 seconds long: this one is 181\.\d seconds/,
    );
  }, 300_000);

  it("probes and prepares an uploaded clip once: its length, an H.264 proxy and a poster frame", async () => {
    const clip = await withTempDir("media-clip", async (dir) => {
      const file = path.join(dir, "clip.webm");
      await runFfmpeg([
        ...["-f", "lavfi", "-i", "testsrc=s=320x240:d=3:r=25", "-f", "lavfi", "-i", "sine=f=440:d=3"],
        ...["-c:v", "libvpx", "-b:v", "300k", "-c:a", "libopus", "-shortest", file],
      ]);
      return fs.readFile(file);
    });
    // Named .mov, but a WebM by its bytes: the content decides.
    const res = await upload(app.client, "beach.mov", clip, "video/quicktime");
    expect(res.status).toBe(201);
    const created = ((await res.json()) as { media: MediaItem }).media;
    expect(created).toMatchObject({ kind: "clip", mime: "video/webm", status: "processing", url: null });

    let item = created;
    for (let i = 0; i < 800 && item.status === "processing"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      item = ((await (await app.client.get(`/api/media/${created.id}`)).json()) as { media: MediaItem })
        .media;
    }
    expect(item.status).toBe("ready");
    expect(item.duration).toBeGreaterThan(2.9);
    expect(item.duration).toBeLessThan(3.1);
    expect([item.width, item.height, item.hasAudio]).toEqual([320, 240, true]);

    const { storage } = app.ctx.deps;
    const proxyKey = storage.keyFromUrl(item.url ?? "") ?? "";
    expect(proxyKey).toMatch(/\/proxy\.mp4$/);
    const probe = await withTempDir("media-proxy-probe", async (dir) => {
      const file = path.join(dir, "proxy.mp4");
      await fs.writeFile(file, await storage.read(proxyKey));
      return ffprobe(file);
    });
    expect(probe.streams.find((s) => s.codec_type === "video")?.codec_name).toBe("h264");
    expect(probe.streams.find((s) => s.codec_type === "audio")?.codec_name).toBe("aac");
    expect(probe.durationS).toBeGreaterThan(2.9);
    const poster = await app.client.get(item.posterUrl ?? "");
    expect(poster.status).toBe(200);
    expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).format).toBe("jpeg");
    // The original is not kept once the proxy exists; the quota counts what is kept.
    const files = (await storedFiles()).filter((f) => f.startsWith(item.id));
    expect(files).toEqual([`${item.id}/poster.jpg`, `${item.id}/proxy.mp4`]);
    const render = await renderableMedia(app.ctx.deps.database.db, app.userId, item.id);
    expect(render).toMatchObject({ kind: "clip", key: proxyKey, hasAudio: true });
  }, 300_000);

  it("says when a storyboard uses the media before deleting it, then the scene goes back to its illustration", async () => {
    const res = await upload(app.client, "kite.png", await photo(400, 300));
    const item = ((await res.json()) as { media: MediaItem }).media;
    const { db } = app.ctx.deps.database;
    const plan = { place: "beach", mood: "calm" };
    await insertStoryReel(
      db,
      { id: "proj_media_use", userId: app.userId, title: "Kite day", finished: false },
      {
        storyboard: {
          baseVersion: 1,
          language: "en",
          scenes: [
            { id: "s1", text: "A kite.", picture: { kind: "illustration", plan } },
            { id: "s2", text: "It flies.", picture: { kind: "media", mediaId: item.id, plan } },
          ],
        },
      },
    );

    const refused = await app.client.request("DELETE", `/api/media/${item.id}`);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string }; usedBy: unknown[] };
    expect(body.error.code).toBe("MEDIA_IN_USE");
    expect(body.error.message).toContain("used in 1 storyboard scene");
    expect(body.usedBy).toEqual([
      { projectId: "proj_media_use", projectTitle: "Kite day", use: "picture", sceneId: "s2" },
    ]);
    expect((await app.client.get(`/api/media/${item.id}`)).status).toBe(200);

    const forced = await app.client.request("DELETE", `/api/media/${item.id}?force=true`);
    expect(forced.status).toBe(204);
    expect((await app.client.get(`/api/media/${item.id}`)).status).toBe(404);
    expect((await storedFiles()).filter((f) => f.startsWith(item.id))).toEqual([]);
    const [task] = await db.select().from(taskStatus).where(eq(taskStatus.id, "proj_media_use"));
    const scenes = (task?.storyboard as { scenes: { picture: unknown }[] } | undefined)?.scenes ?? [];
    expect(scenes[1]?.picture).toEqual({ kind: "illustration", plan });
  });

  it("refuses an upload past the quota, saying how full it is, with nothing stored or lost", async () => {
    // Noise does not compress: each of these photos takes about 1 MB as a JPEG, so the 3 MB library fills up.
    let refused: Response | null = null;
    let kept = await list();
    for (let i = 0; i < 10 && !refused; i++) {
      const filesBefore = await storedFiles();
      const res = await upload(app.client, `noise-${i}.png`, await photo(1000, 1000, true));
      if (res.status === 201) {
        kept = await list();
        continue;
      }
      refused = res;
      expect(res.status).toBe(403);
      const error = await errorOf(res);
      expect(error.code).toBe("MEDIA_QUOTA_FULL");
      expect(error.message).toMatch(/^Your media library is full: it holds [\d.]+ MB of your 3\.0 MB/);
      expect(await storedFiles()).toEqual(filesBefore);
    }
    expect(refused).not.toBeNull();
    const after = await list();
    expect(after).toEqual(kept);
    expect(after.usage.bytes).toBeLessThanOrEqual(QUOTA);
    // Everything kept is still readable.
    for (const m of after.media) expect((await app.client.get(m.url ?? "")).status).toBe(200);
  }, 300_000);
});
