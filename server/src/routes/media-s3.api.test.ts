import fs from "node:fs/promises";
import path from "node:path";
import type { MediaItem } from "@reelsmith/contract/media";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { type TestClient, uploadMedia } from "../test/http-client";
import { type S3TestServer, startS3Server } from "../test/s3-server";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";

/** The media library on object storage: a clip's original, proxy and poster live in the bucket, owner-only. */
describe("the media library in an S3 bucket", () => {
  let s3: S3TestServer;
  let app: SignedInApp;
  let other: TestClient;

  beforeAll(async () => {
    s3 = await startS3Server(["media-bucket"]);
    app = await startAppWithSignedInUser(s3.env("media-bucket"), { renders: true });
    other = await app.signUpAnother();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("prepares an uploaded clip from the bucket into the bucket, serves it to its owner only, and deletes it there", async () => {
    const { storage } = app.ctx.deps;
    expect(storage.kind).toBe("s3");
    const clip = await withTempDir("media-s3", async (dir) => {
      const file = path.join(dir, "clip.mp4");
      await runFfmpeg([
        ...["-f", "lavfi", "-i", "testsrc=s=160x120:d=2:r=15"],
        ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", file],
      ]);
      return fs.readFile(file);
    });
    const res = await uploadMedia(app.client, "street.mp4", clip);
    expect(res.status).toBe(201);
    let item = ((await res.json()) as { media: MediaItem }).media;
    for (let i = 0; i < 800 && item.status === "processing"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      item = ((await (await app.client.get(`/api/media/${item.id}`)).json()) as { media: MediaItem }).media;
    }
    expect(item).toMatchObject({ status: "ready", width: 160, height: 120, hasAudio: false });
    const proxyKey = storage.keyFromUrl(item.url ?? "") ?? "";
    const posterKey = storage.keyFromUrl(item.posterUrl ?? "") ?? "";
    expect(await storage.exists(proxyKey)).toBe(true);
    expect(await storage.exists(posterKey)).toBe(true);
    expect((await app.client.get(item.url ?? "")).status).toBe(200);
    expect((await other.get(item.url ?? "")).status).toBeGreaterThanOrEqual(403);
    expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);

    expect((await app.client.request("DELETE", `/api/media/${item.id}`)).status).toBe(204);
    expect(await storage.exists(proxyKey)).toBe(false);
    expect(await storage.exists(posterKey)).toBe(false);
  }, 300_000);
});
