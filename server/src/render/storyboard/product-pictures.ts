import type { ScenePlan } from "@reelsmith/contract/scene-plan";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import { scenePlansFor } from "../../providers/writer";
import type { StageContext } from "../types";
import { canonicalJson } from "./render-cache";
import { cleanPlan, STORYBOARD_FILE } from "./render-storyboard";

/**
 * Which scenes of a Product Ad show the picture the user set in its storyboard instead of a product photo
 * A product ad's own storyboard lists each scene as the illustration of its plan, but the render
 * draws the product's photos there; a scene the user changed is drawn as they set it:
 * - one of their photos or clips (`media`), or stock footage (`stock`): always;
 * - an illustration whose plan they edited: its plan differs from the one the storyboard started from, the
 *   base version's scene with the same id, or, for a storyboard made before any render, the planner's plan
 *   of the scene's words (the same offline planner the preview ran; with a model's planner, whose plans vary,
 *   such a storyboard's illustrations stay product scenes). A scene added in the editor is a product scene.
 * A render that was given no storyboard shows the product in every scene.
 */
export async function userSetScenes(ctx: StageContext, board: Storyboard): Promise<boolean[]> {
  const given = ctx.request.storyboard;
  if (!given) return board.scenes.map(() => false);
  const reference = await referencePlans(ctx, given);
  return board.scenes.map((scene, i) => {
    if (scene.picture.kind !== "illustration") return true;
    const before = reference(scene.id, i);
    return before !== undefined && samePlan(before, scene.picture.plan) === false;
  });
}

const samePlan = (a: ScenePlan, b: ScenePlan) => canonicalJson(cleanPlan(a)) === canonicalJson(cleanPlan(b));

type PlanOf = (id: string, index: number) => ScenePlan | undefined;

/** The plans the storyboard started from: the base version's (by scene id) or the planner's (by index). */
async function referencePlans(ctx: StageContext, given: Storyboard): Promise<PlanOf> {
  if (given.baseVersion >= 1) {
    const key = `${ctx.prefix.replace(/\/v\d+$/, `/v${given.baseVersion}`)}/${STORYBOARD_FILE}`;
    if (!(await ctx.deps.storage.exists(key))) return () => undefined;
    const base = JSON.parse((await ctx.deps.storage.read(key)).toString("utf8")) as Storyboard;
    const plans = new Map(base.scenes.map((s) => [s.id, s.picture.plan]));
    return (id) => plans.get(id);
  }
  // A model's plans vary from call to call: there an edit cannot be told from the model's own variation.
  if (ctx.deps.config.WRITER_PROVIDER === "openai") return () => undefined;
  const texts = given.scenes.map((s) => s.text);
  const plans = await scenePlansFor(ctx.deps.config, texts, ctx.request.language, ctx.deps.logger);
  return (_id, index) => plans[index];
}
