import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batches, projects, taskStatus, userProfiles } from "../db/schema";
import { declaredAnswer } from "../test/declared-answer";
import { readJson, type TestClient } from "../test/http-client";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import type { TestContext } from "../test/test-app";

/** A batch of stories with shared settings, sent by a script with an API key and followed as one status. */
describe("batch API", () => {
  let app: SignedInApp;
  let ctx: TestContext;
  let owner: TestClient;
  let other: TestClient;
  let userId: string;
  let key: string;

  const settings = {
    narrationMode: "voice",
    image_styles: { themes: ["watercolor"] },
    voice_id: "en-gb-charlotte",
    bgm_name: "fixture-music",
    caption_style: "Minimalist",
    size: "144x256",
  };
  const stories = [
    { title: "The lighthouse", story: "A lighthouse keeper climbs the stairs. The lamp turns on at dusk." },
    { story: "Rain taps on the window. A cat watches the drops." },
    { title: "Market day", story: "The baker opens his shop. A child buys warm bread." },
    { story: "Snow falls on the mountain. A fox runs across the field." },
    { story: "The train leaves the station. An old man waves goodbye." },
  ];

  const withKey = (method: string, path: string, json?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  const setCredits = (n: number) =>
    ctx.deps.database.db
      .update(userProfiles)
      .set({ available_credits: n })
      .where(eq(userProfiles.user_id, userId));

  beforeAll(async () => {
    app = await startAppWithSignedInUser({}, { renders: true });
    ({ ctx, client: owner, userId } = app);
    other = await app.signUpAnother();
    key = (await readJson(await owner.post("/api/api-keys", { name: "batch script" }))).key;
  }, 60_000);
  afterAll(() => app.close());

  it("creates nothing, and charges nothing, when the credits do not pay for every video", async () => {
    const cost = ctx.deps.config.CREDITS_PER_VIDEO;
    await setCredits(cost * 4);
    const res = await withKey("POST", "/api/batches", { stories, settings });
    expect(res.status).toBe(402);
    const { error } = await readJson(res);
    expect(error.code).toBe("INSUFFICIENT_CREDITS");
    expect(error.message).toBe(
      `Not enough credits: 5 videos cost ${cost * 5} credits and you have ${cost * 4}.`,
    );
    expect(await app.credits()).toBe(cost * 4);
    expect(await app.rowsOf(batches)).toBe(0);
    expect(await app.rowsOf(projects)).toBe(0);
    expect(await app.rowsOf(taskStatus)).toBe(0);
  });

  it("refuses an empty batch, one over 50 stories, and a setting create-video would refuse", async () => {
    const cases: [unknown, string][] = [
      [{ stories: [], settings }, "Add at least one story"],
      [
        { stories: Array.from({ length: 51 }, () => stories[1]), settings },
        "A batch holds at most 50 stories",
      ],
      [{ stories: [{ story: "  " }], settings }, "Story content is required"],
      [{ stories, settings: { ...settings, narrationMode: undefined } }, "Narration mode is required"],
      [{ stories, settings: { ...settings, draft_id: "x" } }, "Unknown field: settings.draft_id"],
    ];
    for (const [body, message] of cases) {
      const res = await withKey("POST", "/api/batches", body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.message).toBe(message);
    }
    expect(await app.rowsOf(batches)).toBe(0);
  });

  it("renders a batch of five through the queue and follows it as one status", async () => {
    await setCredits(100);
    const res = await withKey("POST", "/api/batches", { stories, settings });
    expect(res.status).toBe(201);
    const created = await readJson(res);
    expect(created.items).toHaveLength(5);
    expect(new Set(created.items.map((i: { task_id: string }) => i.task_id)).size).toBe(5);
    expect(created.credits_charged).toBe(5 * ctx.deps.config.CREDITS_PER_VIDEO);
    expect(await app.credits()).toBe(100 - 5 * ctx.deps.config.CREDITS_PER_VIDEO);
    expect(created.items.map((i: { title: string }) => i.title)).toEqual([
      "The lighthouse",
      "Rain taps on the window",
      "Market day",
      "Snow falls on the mountain",
      "The train leaves the station",
    ]);

    let batch = created;
    const seen = new Set<string>();
    for (let polls = 0; !batch.summary.finished; polls++) {
      if (polls > 1200) throw new Error(`batch not finished: ${JSON.stringify(batch.summary)}`);
      await new Promise((r) => setTimeout(r, 250));
      // Followed in the browser (the key's 60 requests a minute would not last a quick poll).
      batch = await declaredAnswer(await owner.get(`/api/batches/${created.id}`), "getBatch");
      for (const item of batch.items) seen.add(item.status);
    }
    expect(batch.summary).toEqual({ total: 5, queued: 0, rendering: 0, done: 5, failed: 0, finished: true });
    expect(await readJson(await withKey("GET", `/api/batches/${created.id}`))).toEqual(batch);
    expect(seen.has("DONE")).toBe(true);
    for (const item of batch.items) {
      expect(item).toMatchObject({ status: "DONE", progress: 100, error: null });
      expect(item.video_url).toMatch(/\.mp4$/);
    }
    const video = await withKey("GET", batch.items[0].video_url);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");

    const library = await readJson(await withKey("GET", "/api/projects"));
    const ids = library.items.map((p: { id: string }) => p.id);
    for (const item of batch.items) expect(ids).toContain(item.project_id);
    expect(library.items.find((p: { id: string }) => p.id === batch.items[0].project_id).title).toBe(
      "The lighthouse",
    );

    const list = await declaredAnswer(await owner.get("/api/batches"), "listBatches");
    expect(list.credits_per_video).toBe(ctx.deps.config.CREDITS_PER_VIDEO);
    expect(list.batches.map((b: { id: string }) => b.id)).toEqual([created.id]);
    expect(list.batches[0].summary.done).toBe(5);

    expect((await other.get(`/api/batches/${created.id}`)).status).toBe(404);
    expect((await readJson(await other.get("/api/batches"))).batches).toEqual([]);
    expect((await other.get(batch.items[0].video_url)).status).toBe(404);
  }, 600_000);
});
