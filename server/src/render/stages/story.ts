import { getWriter, scenePlansFor } from "../../providers/writer";
import { cleanPlan, scenesOfStoryboard } from "../storyboard/render-storyboard";
import type { ScenesArtifact } from "../types";
import { type Stage, writeJson } from "./stage";

/**
 * Story generation (stage "story"): the story as 3-10 narration scenes with key words and a scene plan each. A render of
 * a given storyboard takes its scenes as they are: their words and their pictures' plans (a
 * media picture that keeps no plan gets the planner's, for the illustration it falls back to).
 */
export const storyStage: Stage = {
  key: "story",
  doneKey: (ctx) => `${ctx.prefix}/scenes.json`,
  async run(ctx) {
    const { language } = ctx.request;
    const board = ctx.request.storyboard;
    const planOf = (texts: string[]) => scenePlansFor(ctx.deps.config, texts, language, ctx.deps.logger);
    let scenes: ScenesArtifact["scenes"];
    if (board) {
      const texts = board.scenes.map((s) => s.text);
      const plans = board.scenes.some((s) => !s.picture.plan) ? await planOf(texts) : [];
      scenes = scenesOfStoryboard(board, language, plans);
    } else {
      scenes = await getWriter(ctx.deps.config).scenes(ctx.request.story, language);
      if (scenes.length === 0) throw new Error("The story has no sentences to narrate");
      // One plan per scene, read over the whole story so a character keeps one look in every scene.
      const plans = await planOf(scenes.map((s) => s.text));
      scenes.forEach((scene, i) => {
        const plan = plans[i];
        // As the contract has it, so the storyboard sent back draws (and hashes) the same.
        if (plan) scene.plan = cleanPlan(plan);
      });
    }
    const artifact: ScenesArtifact = { title: ctx.request.title, scenes };
    await writeJson(ctx, "scenes.json", artifact);
  },
};
