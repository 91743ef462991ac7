import http from "node:http";
import type { AddressInfo } from "node:net";
import { productMessages } from "@reelsmith/contract/product";
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
/** A port with nothing listening (connections are refused). */
let closedPort: { host: string };
/** A shop that takes the connection and never answers. */
let silent: { host: string; server: http.Server };
beforeAll(async () => {
  fixtures = await startProductFixtureServer();
  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const gone = http.createServer();
  closedPort = { host: await listen(gone) };
  await new Promise((resolve) => gone.close(resolve));
  const hanging = http.createServer(() => {});
  silent = { host: await listen(hanging), server: hanging };
  ctx = await createTestContext({
    FETCH_ALLOW_PRIVATE_HOSTS: [fixtures.host, closedPort.host, silent.host].join(","),
    ANALYZE_RATE_LIMIT_MAX: "100",
    // The silent shop is given up on quickly; the default waits 10 s.
    PRODUCT_FETCH_TIMEOUT_MS: "500",
  });
  ({ client } = await signUpVerifiedUser(ctx));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await fixtures.close();
  silent.server.closeAllConnections();
  await new Promise((resolve) => silent.server.close(resolve));
});

/**
 * The fields each shop page structure must yield (the pages are in `test/product-pages/`). A field left out
 * must be absent from the answer.
 */
const shopPages: Record<
  string,
  {
    product_name: string;
    description: RegExp;
    image_urls: string[];
    price?: string;
    price_amount?: string;
    currency?: string;
    brand?: string;
    brand_colors?: string[];
    logo_url?: string;
  }
> = {
  shopify: {
    product_name: "Gooseneck Pour-Over Kettle",
    description: /^A 1 litre stainless gooseneck kettle with a built-in thermometer/,
    // The JSON-LD picture, then the gallery's second; the same picture at other sizes and over http once.
    image_urls: [
      "https://northwind-coffee.example/cdn/shop/files/kettle-main.jpg?v=1690000001&width=1920",
      // Written "//host/...": it takes the page's scheme, http on the fixture server.
      "http://northwind-coffee.example/cdn/shop/files/kettle-pour.jpg?v=1690000002&width=1946",
    ],
    price: "64.00 EUR",
    price_amount: "64.00",
    currency: "EUR",
    brand: "Northwind Coffee",
    brand_colors: ["#2f4f4f"],
    logo_url: "https://northwind-coffee.example/cdn/shop/files/northwind-logo.png?v=1690000000&width=500",
  },
  woocommerce: {
    product_name: "Linen Apron",
    description: /^A heavy stonewashed linen apron with deep pockets/,
    // Yoast's image reference resolved, then the gallery's full-size pictures; related products left out.
    image_urls: [
      "https://hearthandloom.example/wp-content/uploads/2024/03/linen-apron-rust.jpg",
      "https://hearthandloom.example/wp-content/uploads/2024/03/linen-apron-pocket.jpg",
    ],
    price: "38.00 GBP",
    price_amount: "38.00",
    currency: "GBP",
    brand: "Hearth & Loom",
    logo_url: "https://hearthandloom.example/wp-content/uploads/2023/11/hearth-loom-logo.png",
  },
  "amazon-like": {
    product_name: "Anker Portable Charger, 10000mAh Power Bank with 20W USB-C Fast Charging",
    description: /^A slim 10,000mAh power bank/,
    // The hi-res original only: its scaled copies, the thumbnails, sprites and other products left out.
    image_urls: ["https://m.media-amazon.com/images/I/61Xk8cTgQCL._AC_SL1500_.jpg"],
    price: "21.99 USD",
    price_amount: "21.99",
    currency: "USD",
    brand: "Anker",
    logo_url: "https://www.shop-like-amazon.example/favicon.ico",
  },
  "jsonld-graph": {
    product_name: "Wanderrucksack 28 L",
    description: /^Leichter Tagesrucksack mit Rückenbelüftung/,
    image_urls: [
      "https://bergwerk.example/media/rucksack-28-front.webp",
      "https://bergwerk.example/media/rucksack-28-back.webp",
    ],
    // AggregateOffer: from its lowest price.
    price: "89.95 EUR",
    price_amount: "89.95",
    currency: "EUR",
    brand: "Bergwerk",
    // The brand's own logo before the organisation's.
    logo_url: "https://bergwerk.example/assets/bergwerk-brand-mark.png",
  },
  "jsonld-offer": {
    product_name: "Field Notebook, Dot Grid",
    description: /^A pocket notebook with 96 pages/,
    image_urls: ["FIXTURES/images/notebook-dot-grid.jpg"],
    price: "1299.00 USD",
    price_amount: "1299.00",
    currency: "USD",
    brand: "Paper Mill Co.",
    brand_colors: ["#c2410c", "#1c1917"],
  },
  "opengraph-only": {
    product_name: "Merino Beanie, Forest Green",
    description: /^A ribbed beanie knitted from soft, itch-free merino wool\.$/,
    image_urls: [
      "https://knits.example/cdn/beanie-green-1.jpg",
      "https://knits.example/cdn/beanie-green-2.jpg",
    ],
    price: "29.50 CAD",
    price_amount: "29.50",
    currency: "CAD",
    brand: "North Knits",
    // The largest icon declared.
    logo_url: "FIXTURES/favicon-96.png",
  },
};

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

  it("refuses blocked addresses as an invalid URL, without saying why", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      `${fixtures.url}/to-private`,
    ]) {
      const res = await analyze(url);
      expect(res.status, url).toBe(400);
      expect(await readJson(res), url).toEqual({
        error: { code: "INVALID_PRODUCT_URL", message: productMessages.badRequest },
      });
    }
  });

  it("answers 404 'Product not found' for a missing page, a page with no product, and what is no web page", async () => {
    for (const url of [
      `${fixtures.url}/nope`,
      `${fixtures.url}/no-name`,
      `${fixtures.url}/pages/blog-post`,
      `${fixtures.url}/huge`,
      `${fixtures.url}/data.json`,
    ]) {
      const res = await analyze(url);
      expect(res.status, url).toBe(404);
      expect(await readJson(res), url).toEqual({
        error: { code: "PRODUCT_NOT_FOUND", message: productMessages.notFound },
      });
    }
  });

  it("answers 503 'Service is currently unavailable' for a shop that cannot be reached", async () => {
    const unreachable = { error: { code: "SHOP_UNREACHABLE", message: productMessages.unavailable } };
    for (const url of [
      `http://${closedPort.host}/products/lamp`,
      `http://${silent.host}/products/lamp`,
      `${fixtures.url}/down`,
      "http://nonexistent.invalid/products/lamp",
    ]) {
      const res = await analyze(url);
      expect(res.status, url).toBe(503);
      expect(await readJson(res), url).toEqual(unreachable);
    }
  });

  it("reads each kind of shop page with the fields it must yield", async () => {
    for (const [page, expected] of Object.entries(shopPages)) {
      const res = await analyze(`${fixtures.url}/pages/${page}`);
      expect(res.status, page).toBe(200);
      const body = await readJson(res);
      const { description, logo_url, ...fields } = expected;
      expect(body, page).toMatchObject(
        JSON.parse(JSON.stringify(fields).replaceAll("FIXTURES", fixtures.url)),
      );
      expect(body.description, page).toMatch(description);
      expect(body.logo_url, page).toBe(logo_url?.replace("FIXTURES", fixtures.url));
      // Only what the page tells: no colours, price or brand made up.
      for (const key of ["brand_colors", "price", "price_amount", "currency", "brand"] as const)
        if (!(key in fields)) expect(body[key], `${page} ${key}`).toBeUndefined();
    }
  });

  it("answers a malformed URL with the URL rule", async () => {
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
    const blocked = await proxied("http://169.254.169.254/latest/meta-data/");
    expect(blocked.status).toBe(502);
    // Nothing says why an address is refused (no "private", no host).
    expect(await readJson(blocked)).toEqual({
      error: { code: "IMAGE_UNAVAILABLE", message: "Image unavailable" },
    });
    expect((await proxied(`${fixtures.url}/og/shoes`)).status).toBe(502);
    const ftp = await proxied("ftp://example.com/a.png");
    expect(ftp.status).toBe(400);
    expect((await readJson(ftp)).error.message).toBe("Image URLs must be http(s) addresses");
  });
});
