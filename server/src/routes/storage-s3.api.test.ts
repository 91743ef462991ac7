import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../db/schema";
import { startRenderWorker } from "../jobs/worker";
import { createS3Storage } from "../storage/s3-storage";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { type S3TestServer, startS3Server } from "../test/s3-server";
import { createTestContext, type TestContext } from "../test/test-app";

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** A user with one project whose render is `video` under renders/{id}/, stored through the server's storage. */
async function ownerWithRender(ctx: TestContext, video: Buffer) {
  const owner = (await signUpVerifiedUser(ctx)).client;
  const ownerId = (await readJson(await owner.get("/api/auth/get-session"))).user.id;
  const id = crypto.randomUUID();
  const key = `renders/${id}/v1/video.mp4`;
  // Uploaded from a file, as the render's processing stage does (a multipart upload past 8 MiB).
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-render-")), "video.mp4");
  fs.writeFileSync(file, video);
  await ctx.deps.storage.putFile(key, file, "video/mp4");
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  await ctx.deps.database.db.insert(projects).values({
    id,
    user_id: ownerId,
    title: "Night market",
    type: "STORY_REEL",
    metadata: { generated_video: ctx.deps.storage.publicUrl(key) },
  });
  return { owner, id, key };
}

/** The render files of one machine, read by any other: the API streams them out of the bucket. */
describe("stored files in an S3 bucket, served through the API", () => {
  let s3: S3TestServer;
  let ctx: TestContext;
  let owner: TestClient;
  let other: TestClient;
  let guest: TestClient;
  let id: string;
  let key: string;
  const video = crypto.randomBytes(9 * 1024 * 1024 + 123);

  beforeAll(async () => {
    s3 = await startS3Server(["renders-bucket"]);
    ctx = await createTestContext(s3.env("renders-bucket"));
    ({ owner, id, key } = await ownerWithRender(ctx, video));
    other = (await signUpVerifiedUser(ctx)).client;
    guest = createClient(ctx);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it("keeps the render in the bucket, where another machine's storage reads it, and not on local disk", async () => {
    expect(ctx.deps.storage.kind).toBe("s3");
    expect(fs.existsSync(path.join(ctx.dataDir, "storage"))).toBe(false);
    const elsewhere = createS3Storage(s3.options("renders-bucket"));
    expect((await elsewhere.read(key)).equals(video)).toBe(true);
  });

  it("serves the render to its owner whole and by the byte ranges a player asks for", async () => {
    const whole = await owner.get(`/storage/${key}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("content-length")).toBe(String(video.length));
    expect((await bytes(whole)).equals(video)).toBe(true);

    const first = await owner.get(`/storage/${key}`, { range: "bytes=0-0" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-0/${video.length}`);
    expect((await bytes(first)).equals(video.subarray(0, 1))).toBe(true);

    const last = await owner.get(`/storage/${key}`, { range: "bytes=-10" });
    expect(last.status).toBe(206);
    expect((await bytes(last)).equals(video.subarray(-10))).toBe(true);

    const middle = await owner.get(`/storage/${key}`, { range: "bytes=5000000-5000999" });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-length")).toBe("1000");
    expect((await bytes(middle)).equals(video.subarray(5_000_000, 5_001_000))).toBe(true);

    const beyond = await owner.get(`/storage/${key}`, { range: `bytes=${video.length}-` });
    expect(beyond.status).toBe(416);
  });

  it("refuses the render to a guest and to another user as if it did not exist", async () => {
    expect((await guest.get(`/storage/${key}`)).status).toBe(404);
    expect((await other.get(`/storage/${key}`, { range: "bytes=0-99" })).status).toBe(404);
    expect((await owner.get(`/storage/renders/${id}/v1/missing.mp4`)).status).toBe(404);
  });

  it("downloads the finished video from the bucket to its owner only", async () => {
    const res = await owner.get(`/api/projects/${id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    expect((await bytes(res)).equals(video)).toBe(true);
    expect((await other.get(`/api/projects/${id}/download`)).status).toBe(404);
  });

  it("is ready when the bucket answers", async () => {
    // As a server runs: its job queue open (without a job loop).
    const queue = await startRenderWorker(ctx.deps, { work: false });
    ctx.deps.renderQueue = queue;
    try {
      const res = await guest.get("/readyz");
      expect(res.status).toBe(200);
      expect(await readJson(res)).toMatchObject({
        ok: true,
        storage: "s3",
        checks: { database: true, queue: true, storage: true },
      });
    } finally {
      await queue.stop();
      ctx.deps.renderQueue = undefined;
    }
  });
});

describe("stored files in an S3 bucket, served by presigned URLs", () => {
  let s3: S3TestServer;
  let ctx: TestContext;
  let owner: TestClient;
  let key: string;
  const video = crypto.randomBytes(50_000);

  beforeAll(async () => {
    s3 = await startS3Server(["signed-bucket"]);
    ctx = await createTestContext({ ...s3.env("signed-bucket"), S3_PRESIGNED_URLS: "true" });
    ({ owner, key } = await ownerWithRender(ctx, video));
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it("sends the owner to a short-lived URL of the bucket that serves byte ranges, and a guest nowhere", async () => {
    const res = await owner.get(`/storage/${key}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const location = res.headers.get("location") ?? "";
    expect(location.startsWith(`${s3.endpoint}/signed-bucket/renders/`)).toBe(true);
    expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe("3600");
    const part = await fetch(location, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect((await bytes(part)).equals(video.subarray(100, 200))).toBe(true);

    const guestRes = await createClient(ctx).get(`/storage/${key}`);
    expect(guestRes.status).toBe(404);
    expect(guestRes.headers.get("location")).toBeNull();
  });
});

describe("readiness without the bucket", () => {
  let s3: S3TestServer;
  let ctx: TestContext;

  beforeAll(async () => {
    s3 = await startS3Server(["some-other-bucket"]);
    ctx = await createTestContext(s3.env("missing-bucket"));
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it("answers 503 naming the file store while the bucket does not answer", async () => {
    const res = await createClient(ctx).get("/readyz");
    expect(res.status).toBe(503);
    expect(await readJson(res)).toMatchObject({
      ok: false,
      storage: "s3",
      checks: { database: true, storage: false },
    });
  });
});
