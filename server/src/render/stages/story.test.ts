import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenePlanSchema } from "../../scene-plan/scene-plan-schema";
import { createRenderHarness, type RenderHarness } from "../../test/render/harness";
import { runTask } from "../pipeline";
import type { ScenesArtifact } from "../types";

/** The story stage stores a scene plan with each scene, for the scene composer to draw. */
describe("story stage", () => {
  let h: RenderHarness;
  beforeAll(async () => {
    h = await createRenderHarness();
  });
  afterAll(() => h.close());

  it("stores each scene's plan in scenes.json, with one look for the named character", async () => {
    const id = await h.createTask({
      story: "மாயா ஒரு சிறிய ரொட்டிக் கடையை நடத்தினாள். இரவில் மழை பெய்தது. அவள் ஒரு குழந்தைக்கு ரொட்டி கொடுத்தாள்.",
      language: "ta",
    });
    expect(await runTask(h.deps, id, { stopAfter: "story" })).toBe("stopped");
    const stored = JSON.parse(
      (await h.deps.storage.read(`renders/${id}/v1/scenes.json`)).toString("utf8"),
    ) as ScenesArtifact;
    expect(stored.scenes).toHaveLength(3);
    const plans = stored.scenes.map((s) => scenePlanSchema.parse(s.plan));
    expect(plans[0]).toMatchObject({
      setting: { place: "bakery" },
      characters: [{ icon: "woman", gender: "female" }],
    });
    expect(plans[1]).toMatchObject({ time: "night", weather: "rain", setting: { place: "bakery" } });
    expect(plans[2]?.characters.map((c) => c.icon)).toEqual(["woman", "child"]);
    // The same look in the third sentence, where she gives the child bread.
    expect(plans[2]?.characters[0]).toEqual({ ...plans[0]?.characters[0], word: "அவள்", action: "give" });
  });
});
