import type { Config } from "../../config";
import type { Scene } from "../../scene-plan/scene";
import { type AdHooksInput, localAdHooks } from "./local-ad-hooks";
import { type AdScriptInput, localAdScript } from "./local-ad-script";
import { localStory } from "./local-story";
import { localScenes } from "./local-writer";
import { openaiWriter } from "./openai-writer";

/** The writer turns a story into narration scenes and a product page into an ad script. Chosen from the environment (WRITER_PROVIDER) here. */
export interface Writer {
  name: string;
  scenes(story: string, language: string): Promise<Scene[]>;
  /** An ad script (hook, benefits, call to action) for an analysed product page. */
  adScript(product: AdScriptInput, language: string): Promise<string>;
  /** `count` different openings for an ad's variants (fewer when it has no words for the language). */
  adHooks(input: AdHooksInput, language: string, count: number): Promise<string[]>;
  /** A new story, or more of `currentText`; null when this writer has no words for the language. */
  story(input: { currentText: string; maxLength: number; language: string }): Promise<string | null>;
}

export const localWriter: Writer = {
  name: "local",
  scenes: async (story, language) => localScenes(story, language),
  adScript: async (product, language) => localAdScript(product, language),
  adHooks: async (input, language, count) => localAdHooks(input, language, count),
  story: async (input) => localStory(input),
};

export function getWriter(config: Config): Writer {
  return config.WRITER_PROVIDER === "openai" ? openaiWriter(config) : localWriter;
}
