import { projectMessages } from "@reelsmith/contract/projects";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus } from "../db/schema";
import { declaredAnswer } from "../test/declared-answer";
import { readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
let alice: { client: TestClient; id: string };
let bob: { client: TestClient; id: string };

async function signedUp() {
  const { client } = await signUpVerifiedUser(ctx);
  const session = await readJson(await client.get("/api/auth/get-session"));
  return { client, id: session.user.id as string };
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));

async function addProject(
  userId: string,
  id: string,
  title: string,
  type: "STORY_REEL" | "PRODUCT_AD",
  createdDay: number,
  extra: Partial<typeof projects.$inferInsert> = {},
) {
  await ctx.deps.database.db.insert(projects).values({
    id,
    user_id: userId,
    title,
    type,
    created_at: day(createdDay),
    updated_at: day(createdDay),
    ...extra,
  });
}

const ids = (body: { items: Array<{ id: string }> }) => body.items.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signedUp();
  bob = await signedUp();
  const a = alice.id;
  await addProject(a, "a1", "Sunset at the Beach", "STORY_REEL", 1);
  await addProject(a, "a2", "Red Sneakers Launch", "PRODUCT_AD", 2);
  await addProject(a, "a3", "the dragon's egg", "STORY_REEL", 3);
  await addProject(a, "a4", "Coffee Grinder", "PRODUCT_AD", 4);
  await addProject(a, "a5", "Bedtime Story: Moon", "STORY_REEL", 5);
  await addProject(a, "a6", "50% off_summer", "PRODUCT_AD", 6, {
    metadata: { video_data: JSON.stringify({ images: ["/storage/renders/a6/scene-1.png"] }) },
  });
  await addProject(bob.id, "b1", "Bob's Secret Sunset", "STORY_REEL", 7, {
    metadata: { generated_video: "/storage/renders/b1/video.mp4" },
  });
});
afterAll(() => ctx.close());

describe("the project library", () => {
  it("lists only the signed-in user's projects, newest first, with the total", async () => {
    const body = await declaredAnswer(await alice.client.get("/api/projects"), "listProjects");
    expect(ids(body)).toEqual(["a6", "a5", "a4", "a3", "a2", "a1"]);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 12 });
    expect(body.items[0]).toMatchObject({
      title: "50% off_summer",
      type: "PRODUCT_AD",
      status: "DRAFT",
      thumbnail_url: "/storage/renders/a6/scene-1.png",
    });
  });

  it("sorts oldest first and by title A-Z, case-insensitively", async () => {
    expect(ids(await readJson(await alice.client.get("/api/projects?sort=oldest")))).toEqual([
      "a1",
      "a2",
      "a3",
      "a4",
      "a5",
      "a6",
    ]);
    expect(ids(await readJson(await alice.client.get("/api/projects?sort=title")))).toEqual([
      "a6",
      "a5",
      "a4",
      "a2",
      "a1",
      "a3",
    ]);
  });

  it("filters by type", async () => {
    const body = await readJson(await alice.client.get("/api/projects?type=PRODUCT_AD"));
    expect(ids(body)).toEqual(["a6", "a4", "a2"]);
    expect(body.total).toBe(3);
  });

  it("searches titles and types case-insensitively", async () => {
    const search = async (q: string, more = "") =>
      ids(await readJson(await alice.client.get(`/api/projects?search=${encodeURIComponent(q)}${more}`)));
    expect(await search("SUNSET")).toEqual(["a1"]);
    expect(await search("Dragon")).toEqual(["a3"]);
    // "story" is in a title (a5) and names the STORY_REEL type.
    expect(await search("story")).toEqual(["a5", "a3", "a1"]);
    expect(await search("Product Ad")).toEqual(["a6", "a4", "a2"]);
    expect(await search("product_ad")).toEqual(["a6", "a4", "a2"]);
    // LIKE wildcards typed by the user are plain characters.
    expect(await search("50%")).toEqual(["a6"]);
    expect(await search("f_s")).toEqual(["a6"]);
    expect(await search("sunset", "&type=PRODUCT_AD")).toEqual([]);
    expect(await search("nothing like this")).toEqual([]);
  });

  it("pages through the results", async () => {
    const page1 = await readJson(await alice.client.get("/api/projects?pageSize=4"));
    const page2 = await readJson(await alice.client.get("/api/projects?pageSize=4&page=2"));
    expect(ids(page1)).toEqual(["a6", "a5", "a4", "a3"]);
    expect(ids(page2)).toEqual(["a2", "a1"]);
    expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect((await alice.client.get("/api/projects?pageSize=500")).status).toBe(400);
  });

  it("gives the dashboard the 5 most recent", async () => {
    const recent = await declaredAnswer(await alice.client.get("/api/projects/recent"), "listRecentProjects");
    expect(recent.map((p: { id: string }) => p.id)).toEqual(["a6", "a5", "a4", "a3", "a2"]);
    expect(Object.keys(recent[0]).sort()).toEqual(
      ["created_at", "id", "metadata", "status", "thumbnail_url", "title", "type"].sort(),
    );
  });

  it("refuses guests with the spec's message", async () => {
    const { createClient } = await import("../test/http-client");
    const res = await createClient(ctx).get("/api/projects");
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.message).toBe("User not authenticated");
  });
});

describe("another user's project", () => {
  it("is never shown, downloaded, changed or deleted (404, no data)", async () => {
    const get = await alice.client.get("/api/projects/b1");
    expect(get.status).toBe(404);
    const body = await get.text();
    expect(body).not.toContain("Bob's Secret Sunset");
    expect(JSON.parse(body).error.message).toBe(projectMessages.notFound);

    const download = await alice.client.get("/api/projects/b1/download");
    expect(download.status).toBe(404);
    expect(download.headers.get("content-type")).toContain("application/json");

    expect((await alice.client.patch("/api/projects/b1/notify", { async_notify: true })).status).toBe(404);
    expect((await alice.client.delete("/api/projects/b1")).status).toBe(404);

    const search = await readJson(await alice.client.get("/api/projects?search=secret"));
    expect(search.total).toBe(0);
    const [still] = await ctx.deps.database.db.select().from(projects).where(eq(projects.id, "b1"));
    expect(still).toMatchObject({ title: "Bob's Secret Sunset", async_notify: false });
    expect((await bob.client.get("/api/projects/b1")).status).toBe(200);
  });
});

describe("one project", () => {
  it("reads the owner's project and sets the notify flag with its time", async () => {
    const one = await declaredAnswer(await alice.client.get("/api/projects/a2"), "getProject");
    expect(one).toMatchObject({ id: "a2", title: "Red Sneakers Launch", async_notify: false });
    const on = await declaredAnswer(
      await alice.client.patch("/api/projects/a2/notify", { async_notify: true }),
      "setProjectNotify",
    );
    expect(on.async_notify).toBe(true);
    expect(Date.now() - Date.parse(on.async_notify_at)).toBeLessThan(60_000);
    const off = await readJson(await alice.client.patch("/api/projects/a2/notify", { async_notify: false }));
    expect(off).toMatchObject({ async_notify: false, async_notify_at: null });
    expect((await alice.client.patch("/api/projects/a2/notify", { async_notify: "yes" })).status).toBe(400);
  });
});

describe("download", () => {
  it("streams the video with the spec's file name", async () => {
    const video = Buffer.from("0000ftypisom-fake-mp4-bytes");
    await ctx.deps.storage.put("renders/dl1/final.mp4", video, "video/mp4");
    await addProject(alice.id, "dl1", "My Summer Trip!", "STORY_REEL", 10, {
      metadata: { generated_video: ctx.deps.storage.publicUrl("renders/dl1/final.mp4") },
      status: "PUBLISHED",
    });
    const res = await alice.client.get("/api/projects/dl1/download");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-disposition")).toContain('filename="my_summer_trip__2026-01-11.mp4"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(video);
  });

  it("says there is no video when there is none", async () => {
    const res = await alice.client.get("/api/projects/a1/download");
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.message).toBe("No video available for download");
  });
});

describe("delete", () => {
  it("removes the project, its task rows and its stored files", async () => {
    const { db } = ctx.deps.database;
    await addProject(alice.id, "del1", "To be deleted", "PRODUCT_AD", 11);
    await db.insert(taskStatus).values({ id: "del1", user_id: alice.id, task_status: 8 });
    await ctx.deps.storage.put("renders/del1/final.mp4", Buffer.from("v"), "video/mp4");
    await ctx.deps.storage.put("renders/del1/scenes/1.png", Buffer.from("p"), "image/png");
    await ctx.deps.storage.put("renders/del10/keep.mp4", Buffer.from("k"), "video/mp4");

    const res = await alice.client.delete("/api/projects/del1");
    expect(res.status).toBe(200);
    expect(await db.select().from(projects).where(eq(projects.id, "del1"))).toEqual([]);
    expect(await db.select().from(taskStatus).where(eq(taskStatus.id, "del1"))).toEqual([]);
    expect(await ctx.deps.storage.exists("renders/del1/final.mp4")).toBe(false);
    expect(await ctx.deps.storage.exists("renders/del1/scenes/1.png")).toBe(false);
    // A project whose id starts the same is untouched.
    expect(await ctx.deps.storage.exists("renders/del10/keep.mp4")).toBe(true);
    expect((await alice.client.get("/api/projects/del1")).status).toBe(404);
    expect((await alice.client.delete("/api/projects/del1")).status).toBe(404);
  });

  it("refuses ids that could name another folder", async () => {
    expect((await alice.client.delete("/api/projects/..%2F..%2Fcatalog")).status).toBe(404);
  });
});
