import { scenePlansFor } from "../../providers/writer/openai-scene-plan";
import { getWriter } from "../../providers/writer/writer";
import type { ScenesArtifact } from "../types";
import { type Stage, writeJson } from "./stage";

/** 0 story generation: the story as 3-10 narration scenes with key words and a scene plan each. */
export const storyStage: Stage = {
  status: 0,
  name: "story",
  doneKey: (ctx) => `${ctx.prefix}/scenes.json`,
  async run(ctx) {
    const writer = getWriter(ctx.deps.config);
    const scenes = await writer.scenes(ctx.request.story, ctx.request.language);
    if (scenes.length === 0) throw new Error("The story has no sentences to narrate");
    // One plan per scene, read over the whole story so a character keeps one look in every scene.
    const plans = await scenePlansFor(
      ctx.deps.config,
      scenes.map((s) => s.text),
      ctx.request.language,
      ctx.deps.logger,
    );
    scenes.forEach((scene, i) => {
      const plan = plans[i];
      if (plan) scene.plan = plan;
    });
    const artifact: ScenesArtifact = { title: ctx.request.title, scenes };
    await writeJson(ctx, "scenes.json", artifact);
  },
};
