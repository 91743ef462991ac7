import type { Config } from "../../config";
import type { Scene } from "../../render/types";
import { localScenes } from "./local-writer";
import { openaiWriter } from "./openai-writer";

/** The writer turns a story into narration scenes. Chosen from the environment (WRITER_PROVIDER) here. */
export interface Writer {
  name: string;
  scenes(story: string, language: string): Promise<Scene[]>;
}

export const localWriter: Writer = {
  name: "local",
  scenes: async (story, language) => localScenes(story, language),
};

export function getWriter(config: Config): Writer {
  return config.WRITER_PROVIDER === "openai" ? openaiWriter(config) : localWriter;
}
