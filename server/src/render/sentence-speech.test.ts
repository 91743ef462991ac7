import fs from "node:fs";
import path from "node:path";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoryboardVersion, getProjectStoryboard } from "../services/storyboards";
import { startFakeOpenAI } from "../test/fake-openai-server";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { readJsonKey } from "../test/render/read";
import { runTask } from "./pipeline";
import { joinPcm, pcm16, sentencesOf } from "./sentence-speech";
import { getTask } from "./task-store";
import type { AudioConfigArtifact } from "./types";

describe("sentences joined into a scene's narration", () => {
  it("are the scene's sentences, a title's abbreviation kept with its name", () => {
    expect(sentencesOf("Dr. Smith paid at 10 a.m. today. Then he left!", "en")).toEqual([
      "Dr. Smith paid at 10 a.m. today.",
      "Then he left!",
    ]);
    expect(sentencesOf("राम घर गया। वह खुश था।", "hi")).toEqual(["राम घर गया।", "वह खुश था।"]);
    expect(sentencesOf("No end mark", "en")).toEqual(["No end mark"]);
  });

  it("keeps each sentence's samples as they are, with the pause between them", () => {
    const a = { rate: 1000, samples: Buffer.from(Int16Array.from([1, 2, 3]).buffer) };
    const b = { rate: 1000, samples: Buffer.from(Int16Array.from([4, 5]).buffer) };
    const { wav, offsetsMs } = joinPcm([a, b], [4]);
    expect(offsetsMs).toEqual([0, 7]);
    const joined = pcm16(wav);
    expect(joined?.rate).toBe(1000);
    expect([...new Int16Array(Uint8Array.from(joined?.samples ?? []).buffer)]).toEqual([
      1, 2, 3, 0, 0, 0, 0, 4, 5,
    ]);
  });
});

const STORY =
  "A small boat left the harbour at dawn. The fisherman watched the grey sky. Rain began to fall on the quiet sea.";
const FIRST = "The fisherman watched the grey sky.";

/**
 * Narration is cached per sentence, so a new version re-speaks only what changed. The second scene gets a second sentence (version 2), then
 * that sentence is changed (version 3): each new version asks the speech engine (a hosted voice on a local
 * OpenAI-compatible server, whose requests are counted) for the new sentence only, and the unchanged
 * sentence's samples are the very ones the first version spoke.
 */
describe("a storyboard edit that changes one sentence of a scene", () => {
  let h: RenderHarness;
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let projectId = "";
  const spokenBy: string[][] = [];

  const spokenTexts = () =>
    fake.requests
      .filter((r) => r.path.endsWith("/audio/speech"))
      .map((r) => JSON.parse(r.body).input as string);

  /** The project's newest storyboard with the second scene's words replaced, rendered as the next version. */
  async function renderWithSecondScene(text: string) {
    const board = await getProjectStoryboard(h.deps, h.userId, projectId);
    const scenes = board.scenes.map((s, i) => (i === 1 ? { ...s, text } : s));
    const before = spokenTexts().length;
    const { task_id } = await createStoryboardVersion(
      h.deps,
      { enqueue: async () => {} },
      h.userId,
      projectId,
      {
        ...board,
        scenes,
      },
    );
    await runTask(h.deps, task_id);
    const row = await getTask(h.deps, task_id);
    if (row?.task_status !== TaskStatus.generated) throw new Error(`the version ended: ${row?.error}`);
    spokenBy.push(spokenTexts().slice(before));
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    h = await createRenderHarness({
      env: { SPEECH_PROVIDER: "openai", OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: fake.url },
    });
    const v1 = await h.render({ story: STORY, caption_style: "Minimalist" });
    projectId = v1.id;
    spokenBy.push(spokenTexts());
    await renderWithSecondScene(`${FIRST} A gull cried above the mast.`);
    await renderWithSecondScene(`${FIRST} A gull landed on the mast.`);
  }, 600_000);
  afterAll(async () => {
    await h.close();
    await fake.close();
  });

  const configOf = (version: number) =>
    readJsonKey<AudioConfigArtifact>(h, `renders/${projectId}/v${version}/config.json`);
  const samplesOf = (key: string) => pcm16(fs.readFileSync(path.join(h.storageRoot, key)))?.samples;

  it("asks the speech engine only for the sentence each version changed", () => {
    expect(spokenBy[0]).toEqual([
      "A small boat left the harbour at dawn.",
      FIRST,
      "Rain began to fall on the quiet sea.",
    ]);
    expect(spokenBy[1]).toEqual(["A gull cried above the mast."]);
    expect(spokenBy[2]).toEqual(["A gull landed on the mast."]);
  });

  it("starts the edited scene with the very samples the first version spoke, and keeps the other scenes' audio", async () => {
    const [c1, c3] = [await configOf(1), await configOf(3)];
    const first = samplesOf(c1.scenes[1]?.audioKey ?? "");
    const edited = samplesOf(c3.scenes[1]?.audioKey ?? "");
    if (!first || !edited) throw new Error("no narration");
    expect(edited.length).toBeGreaterThan(first.length);
    expect(edited.subarray(0, first.length).equals(first)).toBe(true);
    for (const i of [0, 2]) expect(c3.scenes[i]?.audioKey).toBe(c1.scenes[i]?.audioKey);
  });

  it("times the edited scene's words in order, the second sentence after the first, all inside its audio", async () => {
    const [c1, c3] = [await configOf(1), await configOf(3)];
    const scene = c3.scenes[1];
    if (!scene) throw new Error("no second scene");
    expect(scene.words.map((w) => w.text).join(" ")).toBe(`${FIRST} A gull landed on the mast.`);
    for (const [i, w] of scene.words.entries()) {
      expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
      expect(w.endMs).toBeLessThanOrEqual(scene.speechMs);
      if (i > 0) expect(w.startMs).toBeGreaterThanOrEqual(scene.words[i - 1]?.startMs ?? 0);
    }
    // The reused sentence keeps its times; the new one starts after the first version's sentence ended.
    const before = c1.scenes[1]?.words ?? [];
    expect(scene.words.slice(0, before.length)).toEqual(before);
    expect(scene.words[before.length]?.startMs).toBeGreaterThanOrEqual(c1.scenes[1]?.speechMs ?? 0);
    expect(c3.totalMs).toBeGreaterThan(c1.totalMs);
  });
});
