import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus } from "../db/schema";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { type FixtureServer, startProductFixtureServer } from "../test/product-fixtures";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
let fixtures: FixtureServer;
let client: TestClient;
beforeAll(async () => {
  fixtures = await startProductFixtureServer();
  ctx = await createTestContext({ FETCH_ALLOW_PRIVATE_HOSTS: fixtures.host, ANALYZE_RATE_LIMIT_MAX: "30" });
  ({ client } = await signUpVerifiedUser(ctx));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await fixtures.close();
});

const analyze = (url: string, language?: string) =>
  client.post("/api/functions/analyze-product", { url, ...(language ? { language } : {}) });

describe("POST /api/functions/analyze-product", () => {
  it("reads a JSON-LD shop page: name, description, images, price, brand, theme colour, an ad script", async () => {
    const res = await analyze(`${fixtures.url}/shop/lamp`);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.product_name).toBe("Aurora Desk Lamp");
    expect(body.description).toMatch(/^A warm, dimmable LED lamp/);
    expect(body.price).toBe("49.00 USD");
    expect(body.brand).toBe("Lumen");
    expect(body.brand_colors).toEqual(["#1e3a8a"]);
    // JSON-LD images first (string, ImageObject; the duplicate dropped), then Open Graph, then the page's
    // own pictures: no tracking pixel, spacer, data: URI, svg icon or tiny thumbnail.
    expect(body.image_urls).toEqual([
      "https://cdn.lumen.example/img/lamp-front.jpg",
      "https://cdn.lumen.example/img/lamp-side.jpg",
      "https://cdn.lumen.example/og/lamp-share.jpg",
      `${fixtures.url}/img/lamp-detail.jpg`,
    ]);
    expect(body.generated_script).toMatch(/^Meet Aurora Desk Lamp\. /);
    expect(body.generated_script).toContain("A warm, dimmable LED lamp for late-night work.");
    expect(body.generated_script).toMatch(/Get Aurora Desk Lamp today!$/);
  });

  it("reads an Open Graph-only page", async () => {
    const body = await readJson(await analyze(`${fixtures.url}/og/shoes`));
    expect(body).toMatchObject({
      product_name: "Trail Runner 2 Shoes",
      description: "Lightweight trail shoes with a grippy sole. Made for muddy mornings.",
      image_urls: ["https://shoes.example/images/runner-1.jpg", "https://shoes.example/images/runner-2.jpg"],
      price: "120",
    });
  });

  it("falls back to the page's heading, paragraph, pictures and feature list", async () => {
    const body = await readJson(await analyze(`${fixtures.url}/bare/board`));
    expect(body.product_name).toBe("Bamboo Cutting Board");
    expect(body.description).toMatch(/^A sturdy bamboo board/);
    expect(body.image_urls).toEqual([`${fixtures.url}/img/board.png`]);
    expect(body.generated_script).toContain("Naturally antibacterial bamboo.");
    expect(body.brand_colors).toBeUndefined();
  });

  it("resolves relative image URLs against the page address", async () => {
    const body = await readJson(await analyze(`${fixtures.url}/catalog/mugs/ceramic`));
    expect(body.image_urls).toEqual([
      `${fixtures.url}/catalog/media/mug-main.png`,
      `${fixtures.url}/catalog/mugs/detail/mug-handle.png`,
      `${fixtures.url}/media/mug-main.png`,
      "http://cdn.mugs.example/mug-top.png",
    ]);
  });

  it("follows a redirect chain and resolves against the final address", async () => {
    const body = await readJson(await analyze(`${fixtures.url}/r/1`));
    expect(body.product_name).toBe("Trail Runner 2 Shoes");
  });

  it("reads a page in its own charset", async () => {
    const body = await readJson(await analyze(`${fixtures.url}/latin1`));
    expect(body.product_name).toBe("Café Crème Grinder");
  });

  it("writes the script in the chosen language's words", async () => {
    const body = await readJson(await analyze(`${fixtures.url}/og/shoes`, "es"));
    expect(body.generated_script).toMatch(/^Te presentamos Trail Runner 2 Shoes\./);
    expect(body.generated_script).toMatch(/¡Consigue Trail Runner 2 Shoes hoy!$/);
  });

  it("answers the spec's messages: 400 refused or unreachable, 404 missing page, 422 no product", async () => {
    const bad = "Invalid product URL. Please check the URL and try again.";
    for (const url of [
      "http://127.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      `${fixtures.url}/to-private`,
      `${fixtures.url}/huge`,
      `${fixtures.url}/data.json`,
    ]) {
      const res = await analyze(url);
      expect(res.status, url).toBe(400);
      expect((await readJson(res)).error.message).toBe(bad);
    }
    const missing = await analyze(`${fixtures.url}/nope`);
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.message).toBe(
      "Product not found. Please check the URL and try again.",
    );
    const noName = await analyze(`${fixtures.url}/no-name`);
    expect(noName.status).toBe(422);
    expect((await readJson(noName)).error.message).toBe("Invalid product data received. Please try again.");
    const notUrl = await analyze("shop.example/lamp");
    expect(notUrl.status).toBe(400);
    expect((await readJson(notUrl)).error.message).toBe(
      "Please enter a valid product URL starting with http:// or https://",
    );
  });

  it("create-video makes a PRODUCT_AD project with the product pictures", async () => {
    const queued: string[] = [];
    ctx.deps.renderQueue = { enqueue: async (id) => void queued.push(id) };
    const res = await client.post("/api/functions/create-video", {
      narrationMode: "voice",
      story: "Meet Aurora Desk Lamp. A warm, dimmable LED lamp. Get Aurora Desk Lamp today!",
      type: "PRODUCT_AD",
      image_urls: [`${fixtures.url}/img/board.png`],
    });
    expect(res.status).toBe(201);
    const { task_id } = await readJson(res);
    expect(queued).toEqual([task_id]);
    const [project] = await ctx.deps.database.db.select().from(projects).where(eq(projects.id, task_id));
    expect(project?.type).toBe("PRODUCT_AD");
    const [task] = await ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, task_id));
    expect((task?.request as { imageUrls?: string[] } | undefined)?.imageUrls).toEqual([
      `${fixtures.url}/img/board.png`,
    ]);
  });

  it("needs a signed-in user", async () => {
    const res = await createClient(ctx).post("/api/functions/analyze-product", {
      url: `${fixtures.url}/og/shoes`,
    });
    expect(res.status).toBe(401);
  });

  it("limits each user's calls per minute", async () => {
    const limited = await createTestContext({
      FETCH_ALLOW_PRIVATE_HOSTS: fixtures.host,
      ANALYZE_RATE_LIMIT_MAX: "2",
    });
    try {
      const { client: c } = await signUpVerifiedUser(limited);
      const url = `${fixtures.url}/og/shoes`;
      expect((await c.post("/api/functions/analyze-product", { url })).status).toBe(200);
      expect((await c.post("/api/functions/analyze-product", { url })).status).toBe(200);
      const third = await c.post("/api/functions/analyze-product", { url });
      expect(third.status).toBe(429);
      expect((await readJson(third)).error.message).toBe(
        "Too many requests. Please wait a moment and try again.",
      );
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe("GET /api/product-image", () => {
  const proxied = (url: string, c: TestClient = client) =>
    c.get(`/api/product-image?url=${encodeURIComponent(url)}`);

  it("shows a shop's plain-http picture to a signed-in user, re-encoded as WebP pixels", async () => {
    const res = await proxied(`${fixtures.url}/img/board.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeGreaterThan(0);
  });

  it("refuses guests, private addresses, pages that are not pictures and non-http addresses", async () => {
    expect((await proxied(`${fixtures.url}/img/board.png`, createClient(ctx))).status).toBe(401);
    expect((await proxied("http://169.254.169.254/latest/meta-data/")).status).toBe(502);
    expect((await proxied(`${fixtures.url}/og/shoes`)).status).toBe(502);
    const ftp = await proxied("ftp://example.com/a.png");
    expect(ftp.status).toBe(400);
    expect((await readJson(ftp)).error.message).toBe("Image URLs must be http(s) addresses");
  });
});
