import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../db/schema";
import { signedStorageUrl } from "../storage/signed-url";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

/** /storage/*: the catalogue for everyone, renders for their owner or a signed link, nothing for others. */
describe("stored files", () => {
  let ctx: TestContext;
  let owner: TestClient;
  let other: TestClient;
  let guest: TestClient;
  const id = crypto.randomUUID();
  const videoKey = `renders/${id}/v1/video.mp4`;
  const video = crypto.randomBytes(3000);

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = (await signUpVerifiedUser(ctx)).client;
    other = (await signUpVerifiedUser(ctx)).client;
    guest = createClient(ctx);
    const ownerId = (await readJson(await owner.get("/api/auth/get-session"))).user.id;
    await ctx.deps.database.db
      .insert(projects)
      .values({ id, user_id: ownerId, title: "Night market", type: "STORY_REEL" });
    await ctx.deps.storage.put(videoKey, video, "video/mp4");
    await ctx.deps.storage.put("catalog/samples/s1/demo.mp4", video, "video/mp4");
    await ctx.deps.storage.put("catalog/voices/v1/sample.ogg", Buffer.from("OggS"), "audio/ogg");
  }, 60_000);
  afterAll(() => ctx.close());

  it("keeps the catalogue and the landing samples public", async () => {
    for (const p of ["/storage/catalog/samples/s1/demo.mp4", "/storage/catalog/voices/v1/sample.ogg"]) {
      const res = await guest.get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("cache-control")).toContain("public");
    }
  });

  it("serves a render to its owner, whole and by byte range, privately", async () => {
    const whole = await owner.get(`/storage/${videoKey}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("cache-control")).toContain("private");
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const part = await owner.get(`/storage/${videoKey}`, { range: "bytes=-10" });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(-10))).toBe(true);
    expect((await other.get(`/storage/${videoKey}`)).status).toBe(404);
    expect((await guest.get(`/storage/${videoKey}`)).status).toBe(404);
  });

  it("serves a render to anyone with a signed link until it expires, and never with a forged one", async () => {
    const url = signedStorageUrl(ctx.deps, videoKey, 60);
    const res = await guest.get(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);

    const expired = signedStorageUrl(ctx.deps, videoKey, 60, Date.now() - 120_000);
    const u = new URL(url, "http://x");
    const forged = [
      expired,
      url.replace(/signature=.{4}/, "signature=AAAA"),
      `${u.pathname}?expires=${Number(u.searchParams.get("expires")) + 3600}&signature=${u.searchParams.get("signature")}`,
      `/storage/renders/${id}/v1/scenes.json${u.search}`,
      `/storage/${videoKey}?expires=${u.searchParams.get("expires")}`,
    ];
    for (const f of forged) expect((await guest.get(f)).status, f).toBe(404);
  });
});
