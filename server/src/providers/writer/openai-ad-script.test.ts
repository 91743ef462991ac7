import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeOpenAIConfig, startFakeOpenAI } from "../../test/fake-openai-server";
import { getWriter } from "./writer";

/** The remote writer's ad script, against a local server that speaks the OpenAI API. */
describe("remote ad script", () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());

  it("asks the model with the product's facts and the language, and answers its text", async () => {
    const config = fakeOpenAIConfig(server.url, { WRITER_PROVIDER: "openai" });
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
