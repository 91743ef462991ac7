import { videoMessages } from "@reelsmith/contract/video";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskStatus, userProfiles, users } from "../db/schema";
import { signUpVerifiedUser, type TestClient } from "../test/http-client";
import { seedFixtureCatalog } from "../test/render/fixture-catalog";
import { createTestContext, type TestContext } from "../test/test-app";

/** The four aspect ratios on create-video, the Product Ad path and batches, down to the render request. */
describe("aspect ratios on create-video, Product Ads and batches", () => {
  let ctx: TestContext;
  let client: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedFixtureCatalog(ctx.deps.storage);
    ctx.deps.renderQueue = { enqueue: async () => {} };
    const signedUp = await signUpVerifiedUser(ctx);
    client = signedUp.client;
    // Enough credits for every video these tests queue.
    const [u] = await ctx.deps.database.db.select().from(users).where(eq(users.email, signedUp.user.email));
    await ctx.deps.database.db
      .update(userProfiles)
      .set({ available_credits: 10_000 })
      .where(eq(userProfiles.user_id, u?.id ?? ""));
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  const story = { narrationMode: "voice", story: "Rain taps on the window. A cat watches the drops." };
  const frameOf = async (taskId: string) => {
    const [task] = await ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, taskId));
    const r = task?.request as { width: number; height: number };
    return `${r.width}x${r.height}`;
  };
  const created = async (res: Response) => {
    expect(res.status).toBe(201);
    return ((await res.json()) as { task_id: string }).task_id;
  };

  it("renders a story at each ratio's 1080p frame, and at an explicit size of each ratio", async () => {
    const want = { "9:16": "1080x1920", "4:5": "1080x1350", "1:1": "1080x1080", "16:9": "1920x1080" };
    for (const [size, frame] of Object.entries(want)) {
      const id = await created(await client.post("/api/functions/create-video", { ...story, size }));
      expect(await frameOf(id), size).toBe(frame);
    }
    for (const size of ["360x640", "480x600", "400x400", "640x360"]) {
      const id = await created(await client.post("/api/functions/create-video", { ...story, size }));
      expect(await frameOf(id)).toBe(size);
    }
    // No size: 9:16, as before.
    expect(await frameOf(await created(await client.post("/api/functions/create-video", story)))).toBe(
      "1080x1920",
    );
  });

  it("refuses another ratio or an odd size with a 400 that names the four ratios", async () => {
    for (const size of ["4:3", "640x480", "641x360", "21:9"]) {
      const res = await client.post("/api/functions/create-video", { ...story, size });
      expect(res.status, size).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.message).toContain(videoMessages.badSize);
      expect(error.message).toContain("9:16, 4:5, 1:1, 16:9");
    }
  });

  it("makes a Product Ad square or wide", async () => {
    for (const [size, frame] of [
      ["1:1", "1080x1080"],
      ["16:9", "1920x1080"],
    ]) {
      const id = await created(
        await client.post("/api/functions/create-video", {
          ...story,
          type: "PRODUCT_AD",
          story: "Meet Lumen Bottle. It keeps water cold all day. Get Lumen Bottle today!",
          product_name: "Lumen Bottle",
          size,
        }),
      );
      expect(await frameOf(id), size).toBe(frame);
    }
  });

  it("gives every video of a batch the batch's ratio, and refuses a batch of an unknown one", async () => {
    const res = await client.post("/api/batches", {
      stories: [{ story: "A fox runs across the field." }, { story: "The train leaves the station." }],
      settings: { narrationMode: "voice", size: "4:5" },
    });
    expect(res.status).toBe(201);
    const batch = (await res.json()) as { items: { task_id: string }[] };
    expect(batch.items).toHaveLength(2);
    for (const item of batch.items) expect(await frameOf(item.task_id)).toBe("1080x1350");
    const bad = await client.post("/api/batches", {
      stories: [{ story: "A fox runs across the field." }],
      settings: { narrationMode: "voice", size: "3:2" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain(
      "9:16, 4:5, 1:1, 16:9",
    );
  });
});
