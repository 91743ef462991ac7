import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeOpenAIConfig, startFakeOpenAI } from "../../test/fake-openai-server";
import { getWriter } from "./writer";

/** The remote writer's openings for an ad's variants, against a local server that speaks the OpenAI API. */
describe("remote ad hooks", () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  const config = () => fakeOpenAIConfig(server.url, { WRITER_PROVIDER: "openai" });
  const script = "Meet Lumen Bottle. Keeps drinks cold for a day. Get Lumen Bottle today!";
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());

  it("asks the model for the number of openings with the script, and answers them", async () => {
    server.chatReplies.push(
      JSON.stringify({ hooks: ["Thirsty at noon? Lumen Bottle.", "Cold for 24 hours: Lumen Bottle."] }),
    );
    const hooks = await getWriter(config()).adHooks({ name: "Lumen Bottle", script }, "en", 2);
    expect(hooks).toEqual(["Thirsty at noon? Lumen Bottle.", "Cold for 24 hours: Lumen Bottle."]);
    const request = JSON.parse(server.requests.at(-1)?.body ?? "{}");
    const prompt = request.messages.at(-1).content as string;
    expect(prompt).toContain("Write 2 different openings");
    expect(prompt).toContain(script);
  });

  it("drops the script's own opening and repeats, and tops up from the local openings", async () => {
    server.chatReplies.push(
      JSON.stringify({ hooks: ["Meet Lumen Bottle.", "Thirsty? Lumen Bottle.", "Thirsty?  Lumen Bottle."] }),
    );
    const hooks = await getWriter(config()).adHooks({ name: "Lumen Bottle", script }, "en", 3);
    expect(hooks).toHaveLength(3);
    expect(new Set(hooks).size).toBe(3);
    expect(hooks[0]).toBe("Thirsty? Lumen Bottle.");
    expect(hooks).not.toContain("Meet Lumen Bottle.");
  });
});
