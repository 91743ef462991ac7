import { samplesResponseSchema } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCatalog, MANIFEST_KEY } from "../catalog/catalog";
import type { CatalogManifest, SampleEntry } from "../catalog/types";
import { createClient, readJson } from "../test/http-client";
import { seedFixtureCatalog } from "../test/render/fixture-catalog";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Writes the manifest the seed would, with the parts and samples given. */
async function writeManifest(m: CatalogManifest) {
  await ctx.deps.storage.put(MANIFEST_KEY, Buffer.from(JSON.stringify(m)), "application/json");
  invalidateCatalog(ctx.deps.storage);
}

const sample = (id: string, title: string): SampleEntry => ({
  public: {
    id,
    title,
    description: `${title}, rendered at seed time.`,
    video_url: `/storage/catalog/samples/abc/${id}.mp4`,
    poster_url: `/storage/catalog/samples/abc/${id}.jpg`,
    duration_s: 14.2,
    features: ["Word-timed captions"],
  },
  videoKey: `catalog/samples/abc/${id}.mp4`,
  posterKey: `catalog/samples/abc/${id}.jpg`,
  renderMs: 20_000,
});

describe("GET /api/catalog/samples", () => {
  it("answers an empty list, not an error, before anything is seeded", async () => {
    const res = await createClient(ctx).get("/api/catalog/samples");
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ samples: [] });
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("stays empty while the other catalogues are ready and the samples are still rendering", async () => {
    const manifest = await seedFixtureCatalog(ctx.deps.storage);
    await writeManifest({ ...manifest, parts: { voices: "v", presenters: "p", music: "m", styles: "s" } });
    const client = createClient(ctx);
    expect((await client.get("/api/catalog/avatars")).status).toBe(200);
    expect(await readJson(await client.get("/api/catalog/samples"))).toEqual({ samples: [] });
  });

  it("lists the seeded samples in order with the public fields only, cached with an ETag", async () => {
    const manifest = await seedFixtureCatalog(ctx.deps.storage);
    await writeManifest({
      ...manifest,
      version: "with-samples",
      parts: { voices: "v", presenters: "p", music: "m", styles: "s", samples: "x" },
      samples: [sample("ai-spokesperson", "AI Spokesperson"), sample("ai-presenter", "AI Presenter")],
    });
    const client = createClient(ctx);
    const res = await client.get("/api/catalog/samples");
    expect(res.status).toBe(200);
    const body = await readJson(res);
    const { samples } = samplesResponseSchema.parse(body);
    expect(samples.map((s) => s.title)).toEqual(["AI Spokesperson", "AI Presenter"]);
    expect(Object.keys(body.samples[0]).sort()).toEqual([
      "description",
      "duration_s",
      "features",
      "id",
      "poster_url",
      "title",
      "video_url",
    ]);
    expect(samples[0]).toMatchObject({
      video_url: "/storage/catalog/samples/abc/ai-spokesperson.mp4",
      poster_url: "/storage/catalog/samples/abc/ai-spokesperson.jpg",
      duration_s: 14.2,
    });
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await client.get("/api/catalog/samples", { "if-none-match": String(etag) });
    expect(again.status).toBe(304);
  });

  it("is public: no session is needed", async () => {
    const res = await ctx.app.request("/api/catalog/samples");
    expect(res.status).toBe(200);
  });
});
