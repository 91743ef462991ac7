import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, userProfiles } from "../db/schema";
import { declaredAnswer } from "../test/declared-answer";
import { readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { startAppWithSignedInUser } from "../test/signed-in-app";

type App = Awaited<ReturnType<typeof startAppWithSignedInUser>>;

/** Personal API keys: made on the profile page, then used by a script with no cookie and no Origin. */
describe("personal API keys", () => {
  let app: App;
  let owner: TestClient;
  let other: TestClient;
  let otherId: string;

  const body = {
    narrationMode: "voice",
    story: "Rain taps on the window. A cat watches the drops. Then the sun returns.",
    voice_id: "en-gb-charlotte",
    bgm_name: "fixture-music",
    size: "144x256",
  };

  /** A request as a script sends it: the key alone, no cookie, no Origin. */
  const withKey = (key: string, method: string, path: string, json?: unknown) =>
    app.ctx.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  const newKey = async (client: TestClient, name = "n8n") => {
    const res = await client.post("/api/api-keys", { name });
    return (await declaredAnswer(res, "createApiKey")) as {
      id: string;
      key: string;
      start: string;
      name: string;
    };
  };

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    owner = app.client;
    const b = await signUpVerifiedUser(app.ctx);
    other = b.client;
    otherId = (await readJson(await other.get("/api/auth/get-session"))).user.id;
  }, 60_000);
  afterAll(() => app.close());

  it("shows a new key once and keeps only its hash; the list shows its start and that it was never used", async () => {
    const created = await newKey(owner, "  Zapier  ");
    expect(created.key).toMatch(/^rs_[A-Za-z0-9_-]{40}$/);
    expect(created.start).toBe(created.key.slice(0, 10));
    expect(created.name).toBe("Zapier");

    const [row] = await app.ctx.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.key_hash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await declaredAnswer(await owner.get("/api/api-keys"), "listApiKeys");
    const listed = list.keys.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({ name: "Zapier", start: created.start, last_used_at: null });
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect((await readJson(await other.get("/api/api-keys"))).keys).toEqual([]);
  });

  it("refuses a key without a name", async () => {
    const res = await owner.post("/api/api-keys", { name: "   " });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe("Give the key a name");
  });

  it("creates a video with a key, charged to its owner, then reads its status and lists it among the projects", async () => {
    const { key, id } = await newKey(owner);
    const [before] = await app.ctx.deps.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.user_id, app.userId));

    const created = await withKey(key, "POST", "/api/functions/create-video", body);
    expect(created.status).toBe(201);
    const { task_id } = (await readJson(created)) as { task_id: string };

    const [after] = await app.ctx.deps.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.user_id, app.userId));
    expect(after?.available_credits).toBe(
      (before?.available_credits ?? 0) - app.ctx.deps.config.CREDITS_PER_VIDEO,
    );

    const task = await withKey(key, "GET", `/api/tasks/${task_id}`);
    expect(task.status).toBe(200);
    expect(await readJson(task)).toMatchObject({ id: task_id, task_draft_id: task_id });

    const projects = await readJson(await withKey(key, "GET", "/api/projects"));
    expect(projects.items.map((p: { id: string }) => p.id)).toContain(task_id);

    const listed = (await readJson(await owner.get("/api/api-keys"))).keys.find(
      (k: { id: string }) => k.id === id,
    );
    expect(listed.last_used_at).not.toBeNull();
  });

  it("cannot read or delete another user's task or project with a key", async () => {
    const { key } = await newKey(owner);
    const theirs = await other.post("/api/functions/create-video", body);
    expect(theirs.status).toBe(201);
    const { task_id } = (await readJson(theirs)) as { task_id: string };

    expect((await withKey(key, "GET", `/api/tasks/${task_id}`)).status).toBe(404);
    expect((await withKey(key, "GET", `/api/projects/${task_id}`)).status).toBe(404);
    expect([403, 404]).toContain((await withKey(key, "DELETE", `/api/projects/${task_id}`)).status);
    const rerender = await withKey(key, "POST", "/api/functions/create-video", {
      ...body,
      draft_id: task_id,
    });
    expect(rerender.status).toBe(403);
    // Still there for its owner.
    expect((await other.get(`/api/tasks/${task_id}`)).status).toBe(200);
    expect((await other.get(`/api/projects/${task_id}`)).status).toBe(200);
    expect(otherId).not.toBe(app.userId);
  });

  it("cannot make, list or revoke keys with a key: that needs the browser session", async () => {
    const { key, id } = await newKey(owner);
    for (const [method, path, json] of [
      ["POST", "/api/api-keys", { name: "minted by a key" }],
      ["GET", "/api/api-keys", undefined],
      ["DELETE", `/api/api-keys/${id}`, undefined],
    ] as const) {
      const res = await withKey(key, method, path, json);
      expect(res.status).toBe(403);
      expect((await readJson(res)).error.message).toContain("cannot manage keys");
    }
    expect((await withKey(key, "GET", "/api/projects")).status).toBe(200);
  });

  it("refuses a revoked key and an unknown one with 401; another user cannot revoke a key", async () => {
    const { key, id } = await newKey(owner);
    expect((await withKey(key, "GET", "/api/projects")).status).toBe(200);

    expect((await other.delete(`/api/api-keys/${id}`)).status).toBe(404);
    expect((await withKey(key, "GET", "/api/projects")).status).toBe(200);

    expect((await owner.delete(`/api/api-keys/${id}`)).status).toBe(200);
    const refused = await withKey(key, "GET", "/api/projects");
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).error).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid or revoked API key",
    });
    expect((await withKey(key, "POST", "/api/functions/create-video", body)).status).toBe(401);
    expect((await withKey(`rs_${"x".repeat(40)}`, "GET", "/api/projects")).status).toBe(401);
    const keys = (await readJson(await owner.get("/api/api-keys"))).keys as { id: string }[];
    expect(keys.map((k) => k.id)).not.toContain(id);
    expect((await owner.delete(`/api/api-keys/${id}`)).status).toBe(404);
  });

  it("answers 429 with Retry-After once a key passes its limit per minute, and other keys go on", async () => {
    const { key, id } = await newKey(owner);
    await app.ctx.deps.database.db
      .update(apiKeys)
      .set({ rate_limit_per_minute: 3 })
      .where(eq(apiKeys.id, id));
    for (let i = 0; i < 3; i++) expect((await withKey(key, "GET", "/api/projects")).status).toBe(200);
    const limited = await withKey(key, "GET", "/api/projects");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await readJson(limited)).error.code).toBe("RATE_LIMITED");

    const another = await newKey(owner);
    expect((await withKey(another.key, "GET", "/api/projects")).status).toBe(200);
  });
});
