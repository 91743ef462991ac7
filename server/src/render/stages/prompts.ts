import { getStockProvider } from "../../providers/stock/pexels";
import { frameWords, planImagePrompt } from "../../scene-plan/image-prompt";
import { loadRenderCatalog } from "../catalog-access";
import { saveStoryboard, storyboardOfScenes, withPlan } from "../storyboard/render-storyboard";
import type { PromptsArtifact, ScenesArtifact } from "../types";
import { readJson, type Stage, writeJson } from "./stage";

/**
 * Image prompts (stage "prompts"): one per scene, from its plan (who, what, where, when, mood; each character described
 * alike in every scene) and the visual style; a scene stored without a plan, from its text and key words.
 * Then the storyboard, the last thing decided before drawing: the user's, or the writer's scenes
 * with their plans; stored with the task for the stages that draw and compose, and for the API.
 */
export const promptsStage: Stage = {
  key: "prompts",
  doneKey: (ctx) => `${ctx.prefix}/prompts.json`,
  async run(ctx) {
    const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
    const catalog = await loadRenderCatalog(ctx.deps.storage);
    const style = catalog.style(ctx.request.styleId);
    const artifact: PromptsArtifact = {
      prompts: scenes.map((s) => ({
        prompt: s.plan
          ? planImagePrompt({
              plan: s.plan,
              text: s.text,
              style: {
                name: style.public.style_name,
                description: style.public.description,
                tags: style.public.tags,
              },
              size: ctx.request,
            })
          : imagePrompt(
              s.text,
              s.keywords,
              style.public.style_name,
              style.public.description,
              style.public.tags,
              frameWords(ctx.request),
            ),
        keywords: s.keywords,
      })),
    };
    const given = ctx.request.storyboard;
    const board = given
      ? {
          ...given,
          baseVersion: ctx.version,
          scenes: given.scenes.map((s, i) => withPlan(s, scenes[i]?.plan)),
        }
      : storyboardOfScenes(
          scenes,
          ctx.request.language,
          ctx.version,
          ctx.request.imageUrls.length === 0 && getStockProvider(ctx.deps.config) !== null,
        );
    await saveStoryboard(ctx, board);
    await writeJson(ctx, "prompts.json", artifact);
  },
};

export function imagePrompt(
  text: string,
  keywords: string[],
  styleName: string,
  description: string,
  tags: string[],
  frame = frameWords(),
) {
  const focus = keywords.length > 0 ? ` Focus on: ${keywords.join(", ")}.` : "";
  return `${styleName} style (${description}; ${tags.join(", ")}), ${frame}, no text. Scene: ${text}${focus}`;
}
