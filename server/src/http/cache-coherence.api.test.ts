import { and, eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, userProfiles } from "../db/schema";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";
import { createPostgresTestDatabase } from "../test/test-db";
import { type ChangeFeed, changeFeedFor } from "./change-feed";
import { sessionCacheFor } from "./session";
import { userCacheFor } from "./user-cache";

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: each keeps its own session
 * and answer caches, and a write through one (or straight to the database) must show in the other's
 * very next answer. PostgreSQL only (the embedded database is one process).
 */
const onPostgres = process.env.TEST_DB === "postgres";

let drop: () => Promise<void>;
let a: TestContext;
let b: TestContext;
let alice: { viaA: TestClient; viaB: TestClient; id: string };

async function untilReady(feed: ChangeFeed | null) {
  if (!feed) throw new Error("no change feed: the caches are off");
  while (!feed.ready) await new Promise((r) => setTimeout(r, 10));
}

/** The same signed-in browser, its requests sent to process B. */
function sameCookies(from: TestClient, ctx: TestContext): TestClient {
  const copy = createClient(ctx);
  for (const [k, v] of from.jar) copy.jar.set(k, v);
  return copy;
}

async function addProject(id: string, title: string, minute: number) {
  await a.deps.database.db.insert(projects).values({
    id,
    user_id: alice.id,
    title,
    type: "STORY_REEL",
    created_at: new Date(Date.UTC(2026, 0, 1, 12, minute)),
    updated_at: new Date(Date.UTC(2026, 0, 1, 12, minute)),
  });
}

/** The listening connection of a process's change feed (a real socket, paused to stall its news). */
const listenerOf = (ctx: TestContext) =>
  (
    changeFeedFor(ctx.deps) as unknown as {
      client: pg.Client & { connection: { stream: NodeJS.ReadableStream } };
    }
  ).client;

describe.skipIf(!onPostgres)("two API processes on one PostgreSQL database", () => {
  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    a = await createTestContext({}, { databaseUrl: created.url });
    b = await createTestContext({}, { databaseUrl: created.url });
    await untilReady(changeFeedFor(a.deps));
    await untilReady(changeFeedFor(b.deps));
    const { client } = await signUpVerifiedUser(a);
    const session = await readJson(await client.get("/api/auth/get-session"));
    alice = { viaA: client, viaB: sameCookies(client, b), id: session.user.id };
    for (let i = 1; i <= 3; i++) await addProject(`p${i}`, `Project ${i}`, i);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it("each keep the answers and sessions they read", async () => {
    for (let i = 0; i < 2; i++) expect((await alice.viaB.get("/api/projects")).status).toBe(200);
    expect(userCacheFor(b.deps)?.size).toBeGreaterThan(0);
    expect(sessionCacheFor(b.deps)?.size).toBeGreaterThan(0);
  });

  it("show a project written through one in the other's very next answer, every time", async () => {
    for (let round = 0; round < 25; round++) {
      await readJson(await alice.viaB.get("/api/projects"));
      await readJson(await alice.viaB.get("/api/projects/recent"));
      const id = `race-${round}`;
      await addProject(id, `Written through A ${round}`, 100 + round);
      const list = await readJson(await alice.viaB.get("/api/projects"));
      expect(list.items[0].id).toBe(id);
      expect(list.total).toBe(4 + round);
      const recent = await readJson(await alice.viaB.get("/api/projects/recent"));
      expect(recent[0].id).toBe(id);
    }
  });

  it("drop a project deleted through one from the other's list and count at once", async () => {
    const before = await readJson(await alice.viaB.get("/api/projects"));
    expect((await alice.viaA.delete("/api/projects/p2")).status).toBe(200);
    const after = await readJson(await alice.viaB.get("/api/projects"));
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((p: { id: string }) => p.id)).not.toContain("p2");
  });

  it("show credits and a profile changed through one in the other's next answer", async () => {
    const before = await readJson(await alice.viaB.get("/api/subscription"));
    await readJson(await alice.viaB.get("/api/profile"));
    await a.deps.database.db
      .update(userProfiles)
      .set({ available_credits: before.available_credits - 3 })
      .where(eq(userProfiles.user_id, alice.id));
    const renamed = await alice.viaA.patch("/api/profile", { username: "alice_b", full_name: "Alice B" });
    expect(renamed.status).toBe(200);
    expect((await readJson(await alice.viaB.get("/api/subscription"))).available_credits).toBe(
      before.available_credits - 3,
    );
    expect(await readJson(await alice.viaB.get("/api/profile"))).toMatchObject({
      username: "alice_b",
      full_name: "Alice B",
    });
  });

  it("answer from the database, not the cache, while the other has not yet heard of a write", async () => {
    const byTitle = "/api/projects?sort=title";
    const titles = async () =>
      (await readJson(await alice.viaB.get(byTitle))).items.map((p: { title: string }) => p.title);
    expect(await titles()).toContain("Project 1");
    const stream = listenerOf(b).connection.stream;
    stream.pause();
    try {
      await a.deps.database.db
        .update(projects)
        .set({ title: "Renamed while B was deaf" })
        .where(and(eq(projects.id, "p1"), eq(projects.user_id, alice.id)));
      for (let i = 0; i < 2; i++) {
        const seen = await titles();
        expect(seen).toContain("Renamed while B was deaf");
        expect(seen).not.toContain("Project 1");
      }
    } finally {
      stream.resume();
    }
    expect(await titles()).toContain("Renamed while B was deaf");
  });

  it("end a session signed out through one in the other at once", async () => {
    const { client } = await signUpVerifiedUser(a);
    const viaB = sameCookies(client, b);
    expect((await viaB.get("/api/profile")).status).toBe(200);
    expect((await viaB.get("/api/profile")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await viaB.get("/api/profile")).status).toBe(401);
  });

  it("forget what they kept when their listening connection drops, and listen again", async () => {
    await readJson(await alice.viaB.get("/api/projects"));
    const feed = changeFeedFor(b.deps);
    const pid = (listenerOf(b) as unknown as { processID: number }).processID;
    await a.deps.database.executeSql("SELECT pg_terminate_backend($1)", [pid]);
    while (feed?.ready) await new Promise((r) => setTimeout(r, 10));
    // Written while B listens to nothing: its notification never reaches B.
    await addProject("unheard", "Written while B was not listening", 500);
    await untilReady(feed);
    const list = await readJson(await alice.viaB.get("/api/projects"));
    expect(list.items[0].id).toBe("unheard");
  });
});
