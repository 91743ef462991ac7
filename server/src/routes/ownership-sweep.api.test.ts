import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus, userProfiles } from "../db/schema";
import { runTask } from "../render/pipeline";
import { getTask } from "../render/task-store";
import { toRenderRequest } from "../services/videos";
import { filesUnder, photo, postAvatar, tone } from "../test/avatar-test-media";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { fixtureVideoRequest, seedFixtureCatalog } from "../test/render/fixture-catalog";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../test/test-app";

const REFUSED = [401, 403, 404];

/**
 * The sweep: user A has a finished video, a custom avatar and a draft. User B and a guest try every
 * per-user endpoint and every file of A's; each answer refuses, and A finds everything as it was.
 */
describe("another user's things", () => {
  let ctx: TestContext;
  let a: { client: TestClient; id: string };
  let b: { client: TestClient; id: string };
  let guest: TestClient;
  let taskId: string;
  let avatar: { id: string; image_url: string; voice_url: string; storage_path: string };
  let aFiles: string[];
  const draft = {
    story: "A's private draft about a lighthouse keeper.",
    settings: { narrationMode: "voice" },
  };
  const video = fixtureVideoRequest("The lighthouse blinks at dusk. A boat turns home. The keeper smiles.");

  const signedUp = async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const session = await readJson(await client.get("/api/auth/get-session"));
    return { client, id: session.user.id as string };
  };
  const credits = async (userId: string) => {
    const [p] = await ctx.deps.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.user_id, userId));
    return p?.available_credits;
  };
  const digest = async (key: string) =>
    crypto
      .createHash("sha256")
      .update(await fs.readFile(path.join(ctx.dataDir, "storage", key)))
      .digest("hex");

  /** Everything A can read about A's things, to compare before and after the attempts. */
  async function snapshotOfA() {
    const read = async (p: string) => {
      const res = await a.client.get(p);
      expect(res.status, p).toBe(200);
      return readJson(res);
    };
    const project = await read(`/api/projects/${taskId}`);
    const task = await read(`/api/tasks/${taskId}`);
    return {
      project,
      task: { ...task, updated_at: undefined },
      draftStatus: await read(`/api/functions/check-draft-status?draftId=${taskId}&version=1`),
      avatars: await read("/api/avatars"),
      draft: await read("/api/drafts/story-reel"),
      profile: await read("/api/profile"),
      credits: await credits(a.id),
      files: await Promise.all(aFiles.map(async (k) => [k, await digest(k)])),
    };
  }
  let before: Awaited<ReturnType<typeof snapshotOfA>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedFixtureCatalog(ctx.deps.storage);
    // Tasks are run in this process (runTask), so the queue only has to accept them.
    ctx.deps.renderQueue = { enqueue: async () => {} };
    a = await signedUp();
    b = await signedUp();
    guest = createClient(ctx);

    const created = await a.client.post("/api/functions/create-video", video);
    expect(created.status).toBe(201);
    taskId = (await readJson(created)).task_id;
    await runTask(ctx.deps, taskId);
    expect((await getTask(ctx.deps, taskId))?.task_status).toBe(TaskStatus.generated);

    const saved = await postAvatar(ctx, a.client.jar, {
      name: "Private me",
      image: { data: await photo("png", "#b03060"), filename: "me.png", type: "image/png" },
      voice: { data: await tone("wav", 200), filename: "me.wav", type: "audio/wav" },
    });
    expect(saved.status).toBe(201);
    avatar = (await readJson(saved)).avatar;
    expect((await a.client.request("PUT", "/api/drafts/story-reel", draft)).status).toBe(200);

    aFiles = [...(await filesUnder(ctx, `renders/${taskId}`)), ...(await filesUnder(ctx, `avatars/${a.id}`))];
    before = await snapshotOfA();
  }, 180_000);
  afterAll(() => ctx.close());

  /** Every per-user endpoint, aimed at A's things. */
  const attempts = (): [string, string, unknown?][] => [
    ["GET", `/api/projects/${taskId}`],
    ["PATCH", `/api/projects/${taskId}/notify`, { async_notify: true }],
    ["GET", `/api/projects/${taskId}/download`],
    ["DELETE", `/api/projects/${taskId}`],
    ["GET", `/api/tasks/${taskId}`],
    ["GET", `/api/tasks/${taskId}/events`],
    ["GET", `/api/tasks/${taskId}/share`],
    ["POST", `/api/tasks/${taskId}/share`, {}],
    ["DELETE", `/api/tasks/${taskId}/share`],
    ["GET", `/api/functions/check-draft-status?draftId=${taskId}&version=1`],
    ["POST", "/api/functions/create-video", { ...video, draft_id: taskId }],
    ["POST", "/api/functions/create-video", { ...video, image_urls: [avatar.image_url] }],
    ["POST", "/api/functions/create-video", { ...video, image_urls: [`${TEST_ORIGIN}${avatar.image_url}`] }],
    [
      "POST",
      "/api/functions/create-video",
      { ...video, image_urls: [`/storage/renders/${taskId}/v1/thumbnail.jpg`] },
    ],
    [
      "POST",
      "/api/functions/create-video",
      { ...video, narrationMode: "avatar", character_ref: { narrator_avatar: avatar.id } },
    ],
    ["DELETE", `/api/avatars/${avatar.id}`],
    ["POST", "/api/functions/process-avatar", { avatarId: avatar.id }],
    ["GET", `/api/images/avatar?src=${encodeURIComponent(avatar.image_url)}`],
  ];

  it("refuses every per-user endpoint to another user and to a guest, and charges nothing", async () => {
    const bCredits = await credits(b.id);
    const answers: string[] = [];
    for (const who of [b.client, guest]) {
      for (const [method, p, body] of attempts()) {
        const res = await who.request(method, p, body);
        await res.body?.cancel();
        // Another user's avatar named as narrator is as unknown as a missing one: the 400 that names it.
        const namesAvatar = typeof body === "object" && body !== null && "character_ref" in body;
        if (!REFUSED.includes(res.status) && !(namesAvatar && res.status === 400))
          answers.push(`${who === guest ? "guest" : "B"} ${method} ${p}: ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await credits(b.id)).toBe(bCredits);
    const bTasks = await ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.user_id, b.id));
    expect(bTasks).toEqual([]);
  });

  it("serves none of A's files (video, pictures, narration, story text, avatar) to B or a guest", async () => {
    expect(aFiles.some((k) => k.endsWith("video.mp4"))).toBe(true);
    expect(aFiles.some((k) => k.endsWith("scenes.json"))).toBe(true);
    expect(aFiles.some((k) => k.endsWith(".wav"))).toBe(true);
    expect(aFiles.some((k) => k === avatar.storage_path)).toBe(true);
    const served: string[] = [];
    for (const who of [b.client, guest]) {
      for (const key of aFiles) {
        for (const range of [undefined, "bytes=0-99"]) {
          const res = await who.get(`/storage/${key}`, range ? { range } : {});
          await res.body?.cancel();
          if (!REFUSED.includes(res.status))
            served.push(`${who === guest ? "guest" : "B"} ${key}: ${res.status}`);
        }
      }
    }
    expect(served).toEqual([]);
  });

  it("lists none of A's things in B's own lists", async () => {
    const texts = await Promise.all(
      ["/api/projects", "/api/projects/recent", "/api/avatars", "/api/drafts/story-reel", "/api/profile"].map(
        async (p) => {
          const res = await b.client.get(p);
          expect(res.status, p).toBe(200);
          return res.text();
        },
      ),
    );
    for (const text of texts) {
      expect(text).not.toContain(taskId);
      expect(text).not.toContain(avatar.id);
      expect(text).not.toContain("lighthouse");
      expect(text).not.toContain(a.id);
    }
  });

  it("leaves A's project, video, avatar, draft, profile and credits as they were, and A still sees them", async () => {
    const after = await snapshotOfA();
    expect(after).toEqual(before);
    for (const key of aFiles) {
      const res = await a.client.get(`/storage/${key}`);
      await res.body?.cancel();
      expect(res.status, key).toBe(200);
    }
    const download = await a.client.get(`/api/projects/${taskId}/download`);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

/**
 * Defence in depth: a render reads only its owner's files, even for a task that reached the queue without
 * the request check (an older row, another writer).
 */
describe("a render of one user's task", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedFixtureCatalog(ctx.deps.storage);
  }, 60_000);
  afterAll(() => ctx.close());

  it("refuses another user's stored picture and copies nothing of it", async () => {
    const a = await signUpVerifiedUser(ctx);
    const b = await signUpVerifiedUser(ctx);
    const bId = (await readJson(await b.client.get("/api/auth/get-session"))).user.id as string;
    const saved = await postAvatar(ctx, a.client.jar, {
      name: "Private me",
      image: { data: await photo("png", "#b03060"), filename: "me.png", type: "image/png" },
      voice: { data: await tone("wav", 200), filename: "me.wav", type: "audio/wav" },
    });
    const { avatar } = await readJson(saved);
    for (const url of [avatar.image_url, `${TEST_ORIGIN}${avatar.image_url}`]) {
      const id = crypto.randomUUID();
      const body = createVideoRequestSchema.parse({
        narrationMode: "voice",
        story: "A red kite rises. The wind carries it.",
        size: "144x256",
        image_urls: [url],
      });
      await ctx.deps.database.db.insert(taskStatus).values({
        id,
        user_id: bId,
        task_draft_id: id,
        request: toRenderRequest(body) as unknown as Record<string, unknown>,
      });
      await ctx.deps.database.db
        .insert(projects)
        .values({ id, user_id: bId, title: "Kite", type: "STORY_REEL" });
      await expect(runTask(ctx.deps, id)).rejects.toThrow(/not one of your files/);
      expect(await filesUnder(ctx, `renders/${id}/v1/images`)).toEqual([]);
    }
  }, 120_000);
});
