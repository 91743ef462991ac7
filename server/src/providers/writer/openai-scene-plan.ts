import type { Language } from "@reelsmith/contract/catalog";
import { generateText, Output } from "ai";
import type { Logger } from "pino";
import { z } from "zod";
import type { Config } from "../../config";
import { planScenes } from "../../scene-plan/planner";
import {
  SCENE_ACTIONS,
  SCENE_PLACES,
  type ScenePlan,
  scenePlanSchema,
} from "../../scene-plan/scene-plan-schema";
import { openaiFrom } from "../openai/client";

/** What the model answers: the offline planner's own plan shape, one per sentence. */
export const plansSchema = z.object({ plans: z.array(scenePlanSchema) });

const SYSTEM = [
  "You plan the picture of each sentence of a short vertical video: who is in it, what objects, where, when and the mood.",
  "Answer one plan per sentence, in order.",
  "Icons are Fluent Emoji names in lower case with hyphens, without skin tone (woman-cook, man-farmer, girl, dog, bread, bicycle).",
  "A character keeps the same id, gender, icon and skin tone in every sentence where they appear; a pronoun refers to a character already named.",
  "word is the sentence's own word (as written, in its language) that names the character or object.",
  `place is one of: ${SCENE_PLACES.join(", ")}. Keep the place, time and weather of the sentence before when a sentence names none.`,
  `action is what the character does in that sentence (its verb), one of: ${SCENE_ACTIONS.join(", ")}; "desk" is working at a desk, "ride" a bicycle or a horse; leave it out when they only stand or the sentence says nothing they do.`,
].join(" ");

/** Whether a writer model can be asked: an API key, or the address of an OpenAI-compatible server. */
export const writerModelConfigured = (config: Config) =>
  Boolean(config.OPENAI_API_KEY || config.OPENAI_BASE_URL);

/**
 * The writer model's scene plans, one per sentence, as it answers them: an answer that does not fit the
 * plan schema, or another number of plans than sentences, is an error (nothing falls back to the offline
 * planner here, so a score of these plans is the model's own).
 */
export async function writerModelScenePlans(
  config: Config,
  sentences: string[],
  language: Language,
): Promise<ScenePlan[]> {
  const { output } = await generateText({
    model: openaiFrom(config).chat(config.OPENAI_WRITER_MODEL),
    output: Output.object({ schema: plansSchema }),
    system: SYSTEM,
    prompt: `Language: ${language}\nSentences (${sentences.length}):\n${sentences.map((s, i) => `${i + 1}. ${s}`).join("\n")}`,
  });
  if (output.plans.length !== sentences.length) {
    throw new Error(`the model planned ${output.plans.length} scenes for ${sentences.length} sentences`);
  }
  return output.plans;
}

/**
 * The scene plans from the writer model (structured output validated by the plan's schema), one per
 * sentence; the offline planner's when the model fails or answers another number of plans.
 */
export async function openaiScenePlans(
  config: Config,
  sentences: string[],
  language: Language,
  logger?: Logger,
): Promise<ScenePlan[]> {
  try {
    return await writerModelScenePlans(config, sentences, language);
  } catch (err) {
    logger?.warn({ err: (err as Error).message }, "scene plans: the writer model failed, planning offline");
    return planScenes(sentences, language);
  }
}

/** The scene plans of a video's sentences: the writer model's when one is configured, else offline. */
export async function scenePlansFor(
  config: Config,
  sentences: string[],
  language: Language,
  logger?: Logger,
): Promise<ScenePlan[]> {
  if (config.WRITER_PROVIDER === "openai") return openaiScenePlans(config, sentences, language, logger);
  return planScenes(sentences, language);
}
