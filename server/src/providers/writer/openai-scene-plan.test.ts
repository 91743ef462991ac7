import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { planScenes } from "../../scene-plan/planner";
import type { ScenePlan } from "../../scene-plan/scene-plan-schema";
import { fakeOpenAIConfig, startFakeOpenAI } from "../../test/fake-openai-server";
import { maya } from "../../test/scene-fixtures";
import { openaiScenePlans, scenePlansFor } from "./openai-scene-plan";

const SENTENCES = ["Maya ran a tiny bakery in Seville.", "She baked bread every morning."];

/** What the model answers: unlike the offline planner's, so the test tells which one was used. */
const MODEL_PLAN: ScenePlan = {
  characters: [maya],
  objects: [{ icon: "croissant", word: "bakery" }],
  setting: { place: "bakery", indoor: true },
  time: "dawn",
  weather: "clear",
  mood: "hopeful",
};

/** The writer model's scene plans, against a local server that speaks the OpenAI API. */
describe("scene plans from the writer model", () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let config: ReturnType<typeof loadConfig>;
  beforeAll(async () => {
    server = await startFakeOpenAI();
    config = fakeOpenAIConfig(server.url, { WRITER_PROVIDER: "openai" });
  });
  afterAll(() => server.close());

  it("asks for one plan per sentence as structured output and returns the model's plans", async () => {
    server.chatReplies.push(JSON.stringify({ plans: [MODEL_PLAN, { ...MODEL_PLAN, mood: "joyful" }] }));
    const before = server.requests.length;
    const plans = await scenePlansFor(config, SENTENCES, "en");
    expect(plans).toEqual([MODEL_PLAN, { ...MODEL_PLAN, mood: "joyful" }]);
    const request = JSON.parse(server.requests[before]?.body ?? "{}");
    expect(request.response_format?.type).toBe("json_schema");
    expect(JSON.stringify(request.response_format.json_schema.schema)).toContain("skinTone");
    const prompt = request.messages.at(-1).content as string;
    expect(prompt).toContain("1. Maya ran a tiny bakery in Seville.");
    expect(prompt).toContain("2. She baked bread every morning.");
  });

  it("plans offline when the model's answer does not fit the schema", async () => {
    server.chatReplies.push(
      JSON.stringify({ plans: [{ ...MODEL_PLAN, setting: { place: "moon", indoor: false } }] }),
    );
    expect(await openaiScenePlans(config, SENTENCES, "en")).toEqual(planScenes(SENTENCES, "en"));
  });

  it("plans offline when the model plans another number of scenes than sentences", async () => {
    server.chatReplies.push(JSON.stringify({ plans: [MODEL_PLAN] }));
    expect(await openaiScenePlans(config, SENTENCES, "en")).toEqual(planScenes(SENTENCES, "en"));
  });

  it("plans offline without a writer model", async () => {
    const local = loadConfig({ NODE_ENV: "test" });
    const before = server.requests.length;
    expect(await scenePlansFor(local, SENTENCES, "en")).toEqual(planScenes(SENTENCES, "en"));
    expect(server.requests.length).toBe(before);
  });
});
