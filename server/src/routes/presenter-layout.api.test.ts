import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskStatus } from "../db/schema";
import { signUpVerifiedUser, type TestClient } from "../test/http-client";
import { seedFixtureCatalog } from "../test/render/fixture-catalog";
import { createTestContext, type TestContext } from "../test/test-app";

/** The avatar section's presenter layout, from the create-video body to the render request the stages read. */
describe("presenter layout on create-video", () => {
  let ctx: TestContext;
  let client: TestClient;
  const queued: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedFixtureCatalog(ctx.deps.storage);
    ctx.deps.renderQueue = { enqueue: async (id) => void queued.push(id) };
    client = (await signUpVerifiedUser(ctx)).client;
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  const body = {
    narrationMode: "avatar",
    story: "Rain taps on the window. A cat watches the drops.",
    size: "144x256",
  };
  const requestOf = async (res: Response) => {
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    const [task] = await ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, task_id));
    return task?.request as { presenterLayout?: string };
  };

  it("carries the chosen layout into the render request", async () => {
    for (const layout of ["lower", "full"]) {
      const request = await requestOf(
        await client.post("/api/functions/create-video", { ...body, presenter_layout: layout }),
      );
      expect(request.presenterLayout).toBe(layout);
    }
  });

  it("draws the corner bubble when no layout is sent, and in voice mode whatever is sent", async () => {
    expect((await requestOf(await client.post("/api/functions/create-video", body))).presenterLayout).toBe(
      "corner",
    );
    const voice = await client.post("/api/functions/create-video", {
      ...body,
      narrationMode: "voice",
      presenter_layout: "full",
    });
    expect((await requestOf(voice)).presenterLayout).toBe("corner");
  });

  it("refuses a layout it does not know, naming the three it does", async () => {
    const res = await client.post("/api/functions/create-video", { ...body, presenter_layout: "middle" });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain('"corner"|"lower"|"full"');
  });
});
