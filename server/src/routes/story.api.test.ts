import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, readJson, signUpVerifiedUser } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("generate-story", () => {
  it("writes a story in the chosen language for a signed-in user", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const res = await client.post("/api/functions/generate-story", {
      currentText: "",
      maxLength: 1500,
      language: "es",
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.content.length).toBeGreaterThan(40);
    expect(body.content).toMatch(/[áéíóúñ]|\b(el|la|un|una|que)\b/i);
  });

  it("continues the current text within the length limit", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const currentText = "A".repeat(1300);
    const res = await client.post("/api/functions/generate-story", {
      currentText,
      maxLength: 1500,
      language: "en",
    });
    const { content } = await readJson(res);
    expect(currentText.length + 2 + content.length).toBeLessThanOrEqual(1500);
  });

  it("says 'Failed to generate content' where the offline writer has no words for the language", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const res = await client.post("/api/functions/generate-story", {
      currentText: "",
      maxLength: 1500,
      language: "te",
    });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.message).toBe("Failed to generate content");
  });

  it("needs a session and a valid body", async () => {
    expect((await createClient(ctx).post("/api/functions/generate-story", {})).status).toBe(401);
    const { client } = await signUpVerifiedUser(ctx);
    expect((await client.post("/api/functions/generate-story", { language: "xx" })).status).toBe(400);
  });
});
