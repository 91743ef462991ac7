import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { EVAL_LANGUAGES, readStorySet } from "../../scene-plan/eval-score";
import { planScenes } from "../../scene-plan/planner";
import { SCENE_ACTIONS, type ScenePlan } from "../../scene-plan/scene-plan-schema";
import { fakeOpenAIConfig, startFakeOpenAI } from "../../test/fake-openai-server";
import { maya } from "../../test/scene-fixtures";
import {
  openaiScenePlans,
  plansSchema,
  scenePlansFor,
  writerModelConfigured,
  writerModelScenePlans,
} from "./openai-scene-plan";

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

  it("asks the model for the offline planner's shape, each character with an action among the scene actions", async () => {
    server.chatReplies.push(
      JSON.stringify({ plans: [{ ...MODEL_PLAN, characters: [{ ...maya, action: "run" }] }, MODEL_PLAN] }),
    );
    const before = server.requests.length;
    const plans = await writerModelScenePlans(config, SENTENCES, "en");
    expect(plans[0]?.characters[0]?.action).toBe("run");
    const request = JSON.parse(server.requests[before]?.body ?? "{}");
    const character = request.response_format.json_schema.schema.properties.plans.items.properties.characters
      .items as { properties: { action: { enum: string[] } } };
    expect(character.properties.action.enum).toEqual([...SCENE_ACTIONS]);
    expect(request.messages[0].content).toContain(`action is what the character does`);
    expect(request.messages[0].content).toContain(SCENE_ACTIONS.join(", "));
  });

  it("gives no offline plans in the writer model's name when its answer is off the schema", async () => {
    server.chatReplies.push(
      JSON.stringify({ plans: [{ ...MODEL_PLAN, characters: [{ ...maya, action: "juggle" }] }, MODEL_PLAN] }),
    );
    await expect(writerModelScenePlans(config, SENTENCES, "en")).rejects.toThrow();
  });

  it("counts a writer model as set up by an API key or a server address, not by the provider alone", () => {
    expect(writerModelConfigured(loadConfig({ NODE_ENV: "test", WRITER_PROVIDER: "openai" }))).toBe(false);
    expect(writerModelConfigured(loadConfig({ NODE_ENV: "test", OPENAI_API_KEY: "sk-x" }))).toBe(true);
    expect(writerModelConfigured(config)).toBe(true);
  });

  it("takes the offline planner's plans of every story set as a valid answer: the two share one shape", () => {
    for (const language of EVAL_LANGUAGES) {
      for (const story of readStorySet(language).stories) {
        const plans = planScenes(
          story.sentences.map((s) => s.text),
          language,
        );
        const parsed = plansSchema.safeParse({ plans });
        expect(parsed.success, `${language}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      }
    }
    // Characters' actions among them: the shape is exercised, not only an empty list.
    const actions = readStorySet("en").stories.flatMap((story) =>
      planScenes(
        story.sentences.map((s) => s.text),
        "en",
      ).flatMap((p) => p.characters.map((c) => c.action)),
    );
    expect(actions.filter(Boolean).length).toBeGreaterThan(10);
  });

  it("plans offline without a writer model", async () => {
    const local = loadConfig({ NODE_ENV: "test" });
    const before = server.requests.length;
    expect(await scenePlansFor(local, SENTENCES, "en")).toEqual(planScenes(SENTENCES, "en"));
    expect(server.requests.length).toBe(before);
  });
});
