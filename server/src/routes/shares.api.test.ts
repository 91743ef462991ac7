import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus } from "../db/schema";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

/** Share on the preview page: an explicit public link to one video, which its owner can turn off. */
describe("sharing a finished video", () => {
  let ctx: TestContext;
  let owner: TestClient;
  let other: TestClient;
  let guest: TestClient;
  let ownerId: string;
  const video = crypto.randomBytes(5000);

  /** A finished video (status 8) with its render files, as the pipeline leaves them. */
  async function finishedVideo(status = 8) {
    const id = crypto.randomUUID();
    const prefix = `renders/${id}/v1`;
    await ctx.deps.storage.put(`${prefix}/video.mp4`, video, "video/mp4");
    await ctx.deps.storage.put(`${prefix}/scenes.json`, Buffer.from('{"scenes":[]}'), "application/json");
    await ctx.deps.database.db
      .insert(projects)
      .values({ id, user_id: ownerId, title: "Harbour lights", type: "STORY_REEL" });
    await ctx.deps.database.db.insert(taskStatus).values({
      id,
      user_id: ownerId,
      task_status: status,
      task_draft_id: id,
      task_result: status === 8 ? { video_url: `/storage/${prefix}/video.mp4` } : null,
    });
    return id;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    const a = await signUpVerifiedUser(ctx);
    owner = a.client;
    ownerId = (await readJson(await owner.get("/api/auth/get-session"))).user.id;
    other = (await signUpVerifiedUser(ctx)).client;
    guest = createClient(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  it("is off until the owner turns it on; then anyone with the link can watch, seeking included", async () => {
    const id = await finishedVideo();
    expect(await readJson(await owner.get(`/api/tasks/${id}/share`))).toEqual({ enabled: false, url: null });
    const on = await owner.post(`/api/tasks/${id}/share`);
    expect(on.status).toBe(200);
    const share = await readJson(on);
    expect(share).toEqual({
      enabled: true,
      url: expect.stringMatching(/^\/share\/[A-Za-z0-9_-]{32}\/video\.mp4$/),
    });
    expect(await readJson(await owner.get(`/api/tasks/${id}/share`))).toEqual(share);
    // A second click keeps the same link.
    expect(await readJson(await owner.post(`/api/tasks/${id}/share`))).toEqual(share);

    const whole = await guest.get(share.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const part = await guest.get(share.url, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

    // The link opens the video alone: the render's other files stay private.
    const scenes = await guest.get(`/storage/renders/${id}/v1/scenes.json`);
    expect(scenes.status).toBe(404);
  });

  it("stops the link at once when the owner turns it off, and a new share is a new link", async () => {
    const id = await finishedVideo();
    const first = await readJson(await owner.post(`/api/tasks/${id}/share`));
    expect((await guest.get(first.url)).status).toBe(200);
    const off = await owner.delete(`/api/tasks/${id}/share`);
    expect(await readJson(off)).toEqual({ enabled: false, url: null });
    expect((await guest.get(first.url)).status).toBe(404);
    expect((await guest.get(first.url, { range: "bytes=0-10" })).status).toBe(404);
    const second = await readJson(await owner.post(`/api/tasks/${id}/share`));
    expect(second.url).not.toBe(first.url);
    expect((await guest.get(first.url)).status).toBe(404);
    expect((await guest.get(second.url)).status).toBe(200);
  });

  it("cannot be seen, made or turned off by another user, and asks guests to sign in", async () => {
    const id = await finishedVideo();
    const share = await readJson(await owner.post(`/api/tasks/${id}/share`));
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await other.request(method, `/api/tasks/${id}/share`, method === "POST" ? {} : undefined);
      expect(res.status, method).toBe(404);
      expect(JSON.stringify(await readJson(res))).not.toContain(share.url);
      expect((await guest.request(method, `/api/tasks/${id}/share`)).status, method).toBe(401);
    }
    expect((await guest.get(share.url)).status).toBe(200);
    expect(await readJson(await owner.get(`/api/tasks/${id}/share`))).toEqual(share);
  });

  it("is refused with a clear message while the video is not finished", async () => {
    const id = await finishedVideo(5);
    const res = await owner.post(`/api/tasks/${id}/share`);
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.message).toBe("The video is not ready yet.");
    expect(await readJson(await owner.get(`/api/tasks/${id}/share`))).toEqual({ enabled: false, url: null });
  });

  it("ends with the project: a deleted project's link plays nothing", async () => {
    const id = await finishedVideo();
    const share = await readJson(await owner.post(`/api/tasks/${id}/share`));
    expect((await owner.delete(`/api/projects/${id}`)).status).toBe(200);
    expect((await guest.get(share.url)).status).toBe(404);
  });

  it("shows a viewer who opens a stopped link in a browser a page that says so, not the API's JSON", async () => {
    const id = await finishedVideo();
    const share = await readJson(await owner.post(`/api/tasks/${id}/share`));
    await owner.delete(`/api/tasks/${id}/share`);
    const browser = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    const page = await guest.get(share.url, browser);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("<h1>This video is not shared</h1>");
    expect(html).toContain("Its owner has stopped sharing it, or the link is incomplete.");
    expect(html).toContain('<a href="/">Make your own video with Reelsmith</a>');
    expect(html).not.toContain('"error"');
    // A player or a script still gets the JSON error.
    const player = await guest.get(share.url, { accept: "*/*" });
    expect(player.status).toBe(404);
    expect((await readJson(player)).error.message).toBe("This video is not shared.");
  });

  it("answers 404 for links that were never made", async () => {
    for (const token of ["x".repeat(32), "short", "..%2F..%2Fcatalog", "A".repeat(200)]) {
      expect((await guest.get(`/share/${token}/video.mp4`)).status, token).toBe(404);
    }
  });
});
