import zlib from "node:zlib";
import type { ProjectListQuery } from "@reelsmith/contract/projects";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, userProfiles } from "../db/schema";
import { listProjects } from "../services/projects";
import { readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";
import { changeFeedFor } from "./change-feed";
import type { AppEnv } from "./context";
import { cachedJson, userCacheFor } from "./user-cache";

let ctx: TestContext;
let alice: { client: TestClient; id: string };

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

async function addProject(id: string, title: string, minute: number, userId = alice.id) {
  await ctx.deps.database.db.insert(projects).values({
    id,
    user_id: userId,
    title,
    type: "STORY_REEL",
    created_at: at(minute),
    updated_at: at(minute),
  });
}

const list = async (query = "") => readJson(await alice.client.get(`/api/projects${query}`));
const titles = (body: { items: Array<{ title: string }> }) => body.items.map((p) => p.title);
/** The library's first page, newest first, as the app asks for it. */
const firstPage: ProjectListQuery = { search: "", type: "ALL", sort: "newest", page: 1, pageSize: 12 };

/** Asks twice, so the second answer comes from the cache where there is one, and checks they agree. */
async function twice(path: string) {
  const first = await readJson(await alice.client.get(path));
  const second = await readJson(await alice.client.get(path));
  expect(second).toEqual(first);
  return second;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const feed = changeFeedFor(ctx.deps);
  while (feed && !feed.ready) await new Promise((r) => setTimeout(r, 10));
  const { client } = await signUpVerifiedUser(ctx);
  const session = await readJson(await client.get("/api/auth/get-session"));
  alice = { client, id: session.user.id };
  for (let i = 1; i <= 14; i++) await addProject(`p${i}`, `Project ${i}`, i);
});
afterAll(() => ctx.close());

describe("the library and dashboard answers", () => {
  it("are kept per user, on the embedded database and on PostgreSQL", async () => {
    await twice("/api/projects");
    expect(userCacheFor(ctx.deps)?.size).toBeGreaterThan(0);
  });

  it("show a project created by anyone (the render worker, another route) in the very next request", async () => {
    const before = await twice("/api/projects");
    await twice("/api/projects/recent");
    expect(before.total).toBe(14);

    await addProject("new-1", "Brand new reel", 60);

    const after = await list();
    expect(after.total).toBe(15);
    expect(titles(after)[0]).toBe("Brand new reel");
    const recent = await readJson(await alice.client.get("/api/projects/recent"));
    expect(recent[0].title).toBe("Brand new reel");
  });

  it("show a renamed project and a new render status in the very next request", async () => {
    await twice("/api/projects?sort=title");
    await twice("/api/projects/recent");
    const db = ctx.deps.database.db;
    await db
      .update(projects)
      .set({ title: "AAA renamed", status: "PUBLISHED" })
      .where(and(eq(projects.id, "p3"), eq(projects.user_id, alice.id)));

    const byTitle = await list("?sort=title");
    expect(byTitle.items[0]).toMatchObject({ id: "p3", title: "AAA renamed", status: "PUBLISHED" });
    const detail = await readJson(await alice.client.get("/api/projects/p3"));
    expect(detail.title).toBe("AAA renamed");
  });

  it("drop a deleted project from the list, the count and the recent ones at once", async () => {
    await twice("/api/projects");
    await twice("/api/projects/recent");
    expect((await alice.client.delete("/api/projects/new-1")).status).toBe(200);

    const after = await list();
    expect(after.total).toBe(14);
    expect(titles(after)).not.toContain("Brand new reel");
    const recent = await readJson(await alice.client.get("/api/projects/recent"));
    expect(recent.map((p: { id: string }) => p.id)).not.toContain("new-1");
  });

  it("count the matches of a page past the end, and of a filtered search", async () => {
    const past = await twice("/api/projects?pageSize=10&page=3");
    expect(past).toMatchObject({ items: [], total: 14, page: 3 });
    const search = await twice("/api/projects?search=project%201");
    expect(search.total).toBe(6); // Project 1 and 10 to 14
  });

  it("never show another user's rows, and another user's writes leave them as they are", async () => {
    const { client: bobClient } = await signUpVerifiedUser(ctx);
    const bob = await readJson(await bobClient.get("/api/auth/get-session"));
    await addProject("bob-1", "Bob's reel", 70, bob.user.id);
    const mine = await twice("/api/projects");
    expect(titles(mine)).not.toContain("Bob's reel");
    const his = await readJson(await bobClient.get("/api/projects"));
    expect(his).toMatchObject({ total: 1, items: [{ id: "bob-1" }] });
  });

  it("show new credits and a changed profile in the very next request", async () => {
    const before = await twice("/api/subscription");
    await ctx.deps.database.db
      .update(userProfiles)
      .set({ available_credits: before.available_credits - 7 })
      .where(eq(userProfiles.user_id, alice.id));
    expect((await readJson(await alice.client.get("/api/subscription"))).available_credits).toBe(
      before.available_credits - 7,
    );

    await twice("/api/profile");
    const renamed = await alice.client.patch("/api/profile", {
      username: "alice_new",
      full_name: "Alice New",
    });
    expect(renamed.status).toBe(200);
    expect(await readJson(await alice.client.get("/api/profile"))).toMatchObject({
      username: "alice_new",
      full_name: "Alice New",
    });
  });

  it("come gzipped from 1 KB to clients that accept it, and as they are below that", async () => {
    const gz = { "accept-encoding": "gzip, deflate, br" };
    for (let round = 0; round < 2; round++) {
      const big = await alice.client.get("/api/projects", gz);
      expect(big.headers.get("content-encoding")).toBe("gzip");
      expect(big.headers.get("vary")).toMatch(/accept-encoding/i);
      const body = JSON.parse(zlib.gunzipSync(Buffer.from(await big.arrayBuffer())).toString("utf8"));
      expect(body.total).toBe(14);

      const small = await alice.client.get("/api/subscription", gz);
      expect(small.headers.get("content-encoding")).toBeNull();
      expect((await readJson(small)).subscription_plan).toBe("FREE_TRIAL");
    }
    const plain = await alice.client.get("/api/projects");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await readJson(plain)).total).toBe(14);
  });
});

describe("an answer read while a write landed", () => {
  it("is sent but not kept: the next request reads the database again", async () => {
    let writes = 0;
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", ctx.deps);
        await next();
      })
      .get("/race", (c) =>
        cachedJson(c, alice.id, "projects", "race", async () => {
          const read = await listProjects(ctx.deps.database.db, alice.id, firstPage);
          // Another writer commits after this read and before the answer is stored.
          if (writes++ === 0) await addProject("race-1", "Written during the read", 80);
          return read;
        }),
      );
    const ids = async () =>
      ((await (await app.request("/race")).json()) as { items: Array<{ id: string }> }).items;
    expect((await ids()).map((p) => p.id)).not.toContain("race-1");
    expect((await ids())[0]?.id).toBe("race-1");
    expect((await list()).items[0].id).toBe("race-1");
  });
});

describe("requests that miss the cache together", () => {
  /** A route whose read waits until `release` is called, counting how often it reaches the database. */
  function gatedRoute(key: string) {
    const gate = { reads: 0, release: () => {} };
    let opened = new Promise<void>((r) => {
      gate.release = r;
    });
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", ctx.deps);
        await next();
      })
      .get("/gated", (c) =>
        cachedJson(c, alice.id, "projects", key, async () => {
          gate.reads++;
          const read = await listProjects(ctx.deps.database.db, alice.id, firstPage);
          await opened;
          return read;
        }),
      );
    const ids = async () =>
      ((await (await app.request("/gated")).json()) as { items: Array<{ id: string }> }).items.map(
        (p) => p.id,
      );
    return {
      gate,
      ids,
      reopen() {
        opened = new Promise<void>((r) => {
          gate.release = r;
        });
      },
    };
  }

  it("share one read of the database", async () => {
    const { gate, ids } = gatedRoute("shared");
    const first = ids();
    while (gate.reads === 0) await new Promise((r) => setTimeout(r, 5));
    const others = [ids(), ids(), ids()];
    await new Promise((r) => setTimeout(r, 50));
    gate.release();
    const answers = await Promise.all([first, ...others]);
    expect(gate.reads).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("do not share a read that a write of the same user's projects overtook", async () => {
    const { gate, ids } = gatedRoute("overtaken");
    const first = ids();
    while (gate.reads === 0) await new Promise((r) => setTimeout(r, 5));
    await addProject("overtaking", "Written during the shared read", 90);
    const second = ids();
    while (gate.reads < 2) await new Promise((r) => setTimeout(r, 5));
    gate.release();
    expect(await first).not.toContain("overtaking");
    expect((await second)[0]).toBe("overtaking");
    // Neither answer was kept: the next request reads again and sees the new project.
    expect((await ids())[0]).toBe("overtaking");
  });

  it("keep an answer when only another user's projects changed during the read", async () => {
    const { client: carolClient } = await signUpVerifiedUser(ctx);
    const carol = await readJson(await carolClient.get("/api/auth/get-session"));
    const { gate, ids } = gatedRoute("others-wrote");
    const first = ids();
    while (gate.reads === 0) await new Promise((r) => setTimeout(r, 5));
    await addProject("carol-1", "Carol's reel", 95, carol.user.id);
    gate.release();
    await first;
    await ids();
    expect(gate.reads).toBe(1);
  });
});
