import type { Config } from "../../config";
import { localAdHooks, localAdScript, localScenes, localStory } from "../../story-writer";
import { openaiWriter } from "./openai-writer";
import type { Writer } from "./writer";

const localWriter: Writer = {
  name: "local",
  scenes: async (story, language) => localScenes(story, language),
  adScript: async (product, language) => localAdScript(product, language),
  adHooks: async (input, language, count) => localAdHooks(input, language, count),
  story: async (input) => localStory(input),
};

/** The writer the environment names: the AI SDK's with WRITER_PROVIDER=openai, else the local one. */
export function getWriter(config: Config): Writer {
  return config.WRITER_PROVIDER === "openai" ? openaiWriter(config) : localWriter;
}
