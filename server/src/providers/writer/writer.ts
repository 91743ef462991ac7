import type { Config } from "../../config";
import type { Scene } from "../../render/types";
import { localScenes } from "./local-writer";

/** The writer turns a story into narration scenes. Chosen from the environment here, in one place. */
export interface Writer {
  name: string;
  scenes(story: string, language: string): Promise<Scene[]>;
}

export const localWriter: Writer = {
  name: "local",
  scenes: async (story, language) => localScenes(story, language),
};

export function getWriter(_config: Config): Writer {
  return localWriter;
}
