import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPublicData } from "./seed/public-data";
import { createTestContext, type TestContext } from "./test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedPublicData(ctx.deps.database.db);
});
afterAll(() => ctx.close());

describe("the HTTP layer", () => {
  it("gzips JSON for browsers that accept it", async () => {
    const res = await ctx.app.request("/api/config", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    // Small bodies stay plain; the header appears only above the 1 KB threshold.
    const big = await ctx.app.request("/api/faqs", { headers: { "accept-encoding": "gzip" } });
    expect(big.status).toBe(200);
    expect(big.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers an unknown API path with the JSON error body", async () => {
    const res = await ctx.app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("sends security headers", async () => {
    const res = await ctx.app.request("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});
