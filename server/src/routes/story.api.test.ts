import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "../test/fake-openai-server";
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

  it("writes in Telugu, Tamil and Kannada too, in their own scripts", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const scripts = {
      te: /^[\u0C00-\u0C7F\s.,:!?]+$/u,
      ta: /^[\u0B80-\u0BFF\s.,:!?]+$/u,
      kn: /^[\u0C80-\u0CFF\s.,:!?]+$/u,
    };
    for (const [language, script] of Object.entries(scripts)) {
      const res = await client.post("/api/functions/generate-story", {
        currentText: "",
        maxLength: 1500,
        language,
      });
      expect(res.status).toBe(200);
      const { content } = await readJson(res);
      expect(content.length).toBeGreaterThan(40);
      expect(content).toMatch(script);
    }
  });

  it("continues the user's story with the user's own names", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const res = await client.post("/api/functions/generate-story", {
      currentText: "Léa et Hugo gardaient une vieille lampe.",
      maxLength: 1500,
      language: "fr",
    });
    const { content } = await readJson(res);
    expect(content).toMatch(/Léa|Hugo/);
    expect(content).not.toContain("gardaient une vieille lampe");
  });

  it("needs a session and a valid body", async () => {
    expect((await createClient(ctx).post("/api/functions/generate-story", {})).status).toBe(401);
    const { client } = await signUpVerifiedUser(ctx);
    expect((await client.post("/api/functions/generate-story", { language: "xx" })).status).toBe(400);
  });
});

describe("generate-story with a writer model", () => {
  let model: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let remote: TestContext;
  beforeAll(async () => {
    model = await startFakeOpenAI();
    remote = await createTestContext({
      WRITER_PROVIDER: "openai",
      OPENAI_API_KEY: "k",
      OPENAI_BASE_URL: model.url,
    });
  });
  afterAll(async () => {
    await remote.close();
    await model.close();
  });

  it("says 'Failed to generate content' when the model answers twice in another script", async () => {
    const { client } = await signUpVerifiedUser(remote);
    model.chatReplies.push("Once upon a time.", "Still English.");
    const res = await client.post("/api/functions/generate-story", {
      currentText: "",
      maxLength: 800,
      language: "kn",
    });
    expect(res.status).toBe(502);
    expect((await readJson(res)).error.message).toBe("Failed to generate content");
  });
});
