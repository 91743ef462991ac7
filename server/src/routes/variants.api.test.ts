import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batches, projects, taskStatus, userProfiles } from "../db/schema";
import type { RenderRequest } from "../render/types";
import { readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { lumenBottleAd, uploadFlatPng } from "../test/product-photo-uploads";
import { startAppWithSignedInUser } from "../test/signed-in-app";

type App = Awaited<ReturnType<typeof startAppWithSignedInUser>>;

/** "Make variants": N versions of a product ad, each its own project and render, grouped with it. */
describe("product ad variants", () => {
  let app: App;
  let other: TestClient;
  let adId: string;
  let adRequest: RenderRequest;
  const script =
    "Meet Lumen Bottle. Keeps water cold for a whole day. Made of recycled steel. Just $24.00. Get Lumen Bottle today!";

  const db = () => app.ctx.deps.database.db;
  const setCredits = (n: number) =>
    db().update(userProfiles).set({ available_credits: n }).where(eq(userProfiles.user_id, app.userId));
  const credits = async () => {
    const [p] = await db().select().from(userProfiles).where(eq(userProfiles.user_id, app.userId));
    return p?.available_credits ?? -1;
  };
  const rowsOf = async (table: typeof batches | typeof projects | typeof taskStatus) => {
    const [row] = await db().select({ n: count() }).from(table).where(eq(table.user_id, app.userId));
    return row?.n ?? -1;
  };
  const requestOf = async (taskId: string) => {
    const [task] = await db().select().from(taskStatus).where(eq(taskStatus.id, taskId));
    return task?.request as unknown as RenderRequest;
  };

  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    other = (await signUpVerifiedUser(app.ctx)).client;
    const urls: string[] = [];
    for (const color of ["#dc2828", "#28c83c", "#f5c518"]) {
      const res = await uploadFlatPng(app, color);
      urls.push(((await res.json()) as { url: string }).url);
    }
    await setCredits(100);
    const res = await app.client.post("/api/functions/create-video", {
      ...lumenBottleAd(script, urls),
      voice_id: "en-gb-charlotte",
      caption_style: "Minimalist",
    });
    adId = (await readJson(res)).task_id;
    adRequest = await requestOf(adId);
  }, 60_000);
  afterAll(() => app.close());

  it("refuses a count outside 2 to 6, a story reel, and another user's ad (as missing)", async () => {
    for (const body of [{ count: 1 }, { count: 7 }, { count: 2.5 }, {}]) {
      const res = await app.client.post(`/api/projects/${adId}/variants`, body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.message).toBe("Choose 2 to 6 variants");
    }
    const reel = await readJson(
      await app.client.post("/api/functions/create-video", {
        narrationMode: "voice",
        story: "A lighthouse keeper climbs the stairs.",
        size: "144x256",
      }),
    );
    const refused = await app.client.post(`/api/projects/${reel.task_id}/variants`, { count: 2 });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.message).toBe("Only a product ad can have variants");
    const stolen = await other.post(`/api/projects/${adId}/variants`, { count: 2 });
    expect(stolen.status).toBe(404);
    expect((await other.get(`/api/projects/${adId}/variants`)).status).toBe(404);
  });

  it("creates nothing and charges nothing when the credits do not pay for every variant", async () => {
    const cost = app.ctx.deps.config.CREDITS_PER_VIDEO;
    await setCredits(cost * 2);
    const before = { projects: await rowsOf(projects), tasks: await rowsOf(taskStatus) };
    const res = await app.client.post(`/api/projects/${adId}/variants`, { count: 3 });
    expect(res.status).toBe(402);
    expect((await readJson(res)).error.message).toBe(
      `Not enough credits: 3 variants cost ${cost * 3} credits and you have ${cost * 2}.`,
    );
    expect(await credits()).toBe(cost * 2);
    expect(await rowsOf(batches)).toBe(0);
    expect({ projects: await rowsOf(projects), tasks: await rowsOf(taskStatus) }).toEqual(before);
  });

  it("makes three variants that differ in opening, voice, captions and music, grouped with the ad", async () => {
    const cost = app.ctx.deps.config.CREDITS_PER_VIDEO;
    await setCredits(50);
    const info = await readJson(await app.client.get(`/api/projects/${adId}/variants`));
    expect(info).toEqual({ credits_per_video: cost, original_id: adId, batch_ids: [] });

    const res = await app.client.post(`/api/projects/${adId}/variants`, { count: 3 });
    expect(res.status).toBe(201);
    const batch = await readJson(res);
    expect(batch.items).toHaveLength(3);
    expect(batch.credits_charged).toBe(3 * cost);
    expect(batch.variants_of).toEqual({ project_id: adId, title: "Meet Lumen Bottle" });
    expect(await credits()).toBe(50 - 3 * cost);
    expect(batch.items.map((i: { title: string }) => i.title)).toEqual([
      "Meet Lumen Bottle · Variant B",
      "Meet Lumen Bottle · Variant C",
      "Meet Lumen Bottle · Variant D",
    ]);
    expect(batch.items.every((i: { status: string }) => i.status === "QUEUED")).toBe(true);

    const requests = await Promise.all(batch.items.map((i: { task_id: string }) => requestOf(i.task_id)));
    const openings = requests.map((r) => r.story.split(". ")[0]);
    expect(new Set([adRequest.story.split(". ")[0], ...openings]).size).toBe(4);
    const rest = adRequest.story.slice(adRequest.story.indexOf(". ") + 2);
    for (const r of requests) {
      expect(r.story.endsWith(rest)).toBe(true);
      // The product, its photos and its card stay the ad's.
      expect(r.imageUrls).toEqual(adRequest.imageUrls);
      expect(r.closingCard).toEqual(adRequest.closingCard);
      expect([r.width, r.height, r.language, r.narrationMode]).toEqual([144, 256, "en", "voice"]);
    }
    expect(new Set([adRequest.voiceId, ...requests.map((r) => r.voiceId)]).size).toBe(4);
    expect(new Set([adRequest.captionStyle?.id, ...requests.map((r) => r.captionStyle?.id)]).size).toBe(4);
    // The fixture catalogue has one track: the ad had none, so each variant has it (differs from the ad).
    expect(adRequest.musicId).toBeNull();
    for (const r of requests) expect(r.musicId).toBe("fixture-music");

    for (const [i, item] of batch.items.entries()) {
      const [row] = await db().select().from(projects).where(eq(projects.id, item.project_id));
      expect(row?.type).toBe("PRODUCT_AD");
      expect(row?.metadata.variant_group).toEqual({
        of: adId,
        label: `Variant ${"BCD"[i]}`,
        batch_id: batch.id,
      });
      expect(row?.metadata.brand_kit).toMatchObject({ product_name: "Lumen Bottle", price: "$24.00" });
    }
    const [original] = await db().select().from(projects).where(eq(projects.id, adId));
    expect(original?.metadata.variant_group).toEqual({ of: adId, label: "Original", count: 3 });

    // One progress view: the batch, followed like any other.
    const followed = await readJson(await app.client.get(`/api/batches/${batch.id}`));
    expect(followed.summary).toMatchObject({ total: 3, queued: 3, finished: false });
    expect(followed.variants_of).toEqual({ project_id: adId, title: "Meet Lumen Bottle" });
    expect(await readJson(await app.client.get(`/api/projects/${adId}/variants`))).toEqual({
      credits_per_video: cost,
      original_id: adId,
      batch_ids: [batch.id],
    });

    // Variants of a variant join the original's group and go on with its letters.
    const more = await readJson(
      await app.client.post(`/api/projects/${batch.items[0].project_id}/variants`, { count: 2 }),
    );
    expect(more.variants_of.project_id).toBe(adId);
    expect(more.items.map((i: { title: string }) => i.title)).toEqual([
      "Meet Lumen Bottle · Variant E",
      "Meet Lumen Bottle · Variant F",
    ]);
    const grouped = await db()
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.user_id, app.userId), eq(projects.type, "PRODUCT_AD")));
    expect(grouped[0]?.n).toBe(6);
    const [after] = await db().select().from(projects).where(eq(projects.id, adId));
    expect(after?.metadata.variant_group).toEqual({ of: adId, label: "Original", count: 5 });
  });
});
