import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startFakeOpenAI } from "../../test/fake-openai-server";
import { getWriter } from "./create-writer";

/** The remote writer's ad script, against a local server that speaks the OpenAI API. */
describe("remote ad script", () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());

  it("asks the model with the product's facts and the language, and answers its text", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      WRITER_PROVIDER: "openai",
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: server.url,
    });
    const script = await getWriter(config).adScript(
      { name: "Aurora Lamp", description: "A warm lamp.", features: ["USB-C charging"], price: "49 USD" },
      "es",
    );
    expect(script.length).toBeGreaterThan(0);
    expect(script.length).toBeLessThanOrEqual(1500);
    const request = JSON.parse(
      server.requests.find((r) => r.path.endsWith("/chat/completions"))?.body ?? "{}",
    );
    expect(request.model).toBe("gpt-4o-mini");
    const prompt = request.messages.at(-1).content as string;
    expect(prompt).toContain("Language: es");
    expect(prompt).toContain("Product: Aurora Lamp");
    expect(prompt).toContain("- USB-C charging");
    expect(request.messages[0].content).toMatch(/hook.*call to action/);
  });
});
