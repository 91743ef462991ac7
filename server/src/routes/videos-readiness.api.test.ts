import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskStatus, userProfiles } from "../db/schema";
import { createClient, readJson, type TestClient } from "../test/http-client";
import { fixtureVideoRequest, seedFixtureCatalog } from "../test/render/fixture-catalog";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import type { TestContext } from "../test/test-app";

/**
 * The first start answers at once and builds the catalogues in the background. A video asked for before
 * they exist is refused up front (nothing charged, nothing queued) rather than failing later at
 * "The catalogue is not seeded".
 */
describe("creating a video while the studio is getting ready", () => {
  let app: SignedInApp;
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;

  const body = fixtureVideoRequest("Rain taps on the window. A cat watches the drops.");

  beforeAll(async () => {
    // The queue without a job loop: this test is about what is accepted, not about rendering.
    app = await startAppWithSignedInUser({}, { catalogue: false });
    ({ ctx, client, userId } = app);
    // As the server runs during its first seed: no catalogue in storage yet, the seed under way.
    ctx.deps.seedState = { state: "running", samples: "running" };
  }, 60_000);
  afterAll(() => app.close());

  const credits = async () =>
    (await ctx.deps.database.db.select().from(userProfiles).where(eq(userProfiles.user_id, userId)))[0]
      ?.available_credits;
  const tasks = async () =>
    (
      await ctx.deps.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(taskStatus)
        .where(eq(taskStatus.user_id, userId))
    )[0]?.n;

  it("is refused with 503 and a clear message, charges nothing and queues nothing", async () => {
    const before = await credits();
    expect((await createClient(ctx).get("/readyz")).status).toBe(503);

    const res = await client.post("/api/functions/create-video", body);
    expect(res.status).toBe(503);
    const json = await readJson(res);
    expect(json.error.message).toBe(
      "The studio is still getting ready (voices, presenters and music). Please try again in a minute.",
    );
    expect(await credits()).toBe(before);
    expect(await tasks()).toBe(0);
  });

  it("is refused with the service-unavailable message when the seed failed", async () => {
    ctx.deps.seedState = { state: "failed", error: "disk full", samples: "running" };
    const res = await client.post("/api/functions/create-video", body);
    expect(res.status).toBe(503);
    expect((await readJson(res)).error.message).toBe(
      "Service is currently unavailable. Please try again later.",
    );
    expect(await tasks()).toBe(0);
  });

  it("is accepted and charged once the catalogue is ready", async () => {
    await seedFixtureCatalog(ctx.deps.storage);
    ctx.deps.seedState = { state: "done", samples: "running" };
    expect((await createClient(ctx).get("/readyz")).status).toBe(200);
    const before = (await credits()) ?? 0;
    const res = await client.post("/api/functions/create-video", body);
    expect(res.status).toBe(201);
    expect(await credits()).toBe(before - ctx.deps.config.CREDITS_PER_VIDEO);
    expect(await tasks()).toBe(1);
  });
});
