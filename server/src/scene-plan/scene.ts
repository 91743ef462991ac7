import type { ScenePlan } from "./scene-plan-schema";

/** One narrated sentence and what its picture shows: the writer makes it, the render draws and speaks it. */
export interface Scene {
  text: string;
  keywords: string[];
  /** Who, what, where, when and the mood of the scene's picture (absent in renders stored before plans). */
  plan?: ScenePlan;
}
