import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, readJson, signUpVerifiedUser } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("editor drafts", () => {
  it("keeps a saved story and its settings for the same user on another device", async () => {
    const { client, user } = await signUpVerifiedUser(ctx);
    const empty = await readJson(await client.get("/api/drafts/story-reel"));
    expect(empty.content.story).toBe("");
    const content = { story: "Once upon a time", settings: { language: "fr", captionStyle: "cinematic" } };
    expect((await client.request("PUT", "/api/drafts/story-reel", content)).status).toBe(200);

    const otherDevice = createClient(ctx);
    await otherDevice.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    const restored = await readJson(await otherDevice.get("/api/drafts/story-reel"));
    expect(restored.content).toEqual(content);
  });

  it("keeps the Product Ad editor's draft (own photos, brand kit) apart from the story draft", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    await client.request("PUT", "/api/drafts/story-reel", { story: "A story", settings: {} });
    const ad = {
      story: "Meet Lumen Bottle.",
      settings: {
        product_ad: {
          source: "photos",
          photos: ["/storage/uploads/u1/a.jpeg"],
          name: "Lumen Bottle",
          kit: { colors: ["#0f766e"], priceAmount: "24", currency: "EUR", priceText: "", logoUrl: null },
        },
      },
    };
    expect((await client.request("PUT", "/api/drafts/product-ad", ad)).status).toBe(200);
    expect((await readJson(await client.get("/api/drafts/product-ad"))).content).toEqual(ad);
    expect((await readJson(await client.get("/api/drafts/story-reel"))).content.story).toBe("A story");
  });

  it("never shows one user's draft to another", async () => {
    const a = await signUpVerifiedUser(ctx);
    const b = await signUpVerifiedUser(ctx);
    await a.client.request("PUT", "/api/drafts/story-reel", { story: "private words", settings: {} });
    const seen = await readJson(await b.client.get("/api/drafts/story-reel"));
    expect(seen.content.story).toBe("");
  });

  it("refuses a story over 1500 characters and an unknown editor", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const long = await client.request("PUT", "/api/drafts/story-reel", {
      story: "x".repeat(1501),
      settings: {},
    });
    expect(long.status).toBe(400);
    expect((await client.get("/api/drafts/nope")).status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await createClient(ctx).get("/api/drafts/story-reel")).status).toBe(401);
  });
});
