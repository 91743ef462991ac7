import { generateImage } from "ai";
import type { StyleEntry } from "../catalog/types";
import type { Config } from "../config";
import {
  planFromWords,
  renderIllustratedScene,
  renderIllustratedSceneWithEntrances,
  type SceneEntrancePictures,
} from "../illustration";
import type { FrameLayout } from "../layout/frame-layout";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { styleIdOf } from "../styles";
import { openaiFrom } from "./openai/client";

type DrawInput = Parameters<SceneImageProvider["draw"]>[0];

/** Scene pictures. Chosen from the environment (IMAGE_PROVIDER) here, in one place. */
export interface SceneImageProvider {
  name: string;
  source: "renderer" | "remote";
  /**
   * The picture with, where the provider composes its scenes in layers, its elements' entrances (the
   * video brings each element in as its word is spoken); absent: `draw`, and the picture stays as it is.
   */
  drawWithEntrances?(input: DrawInput): Promise<{ picture: Buffer; entrances: SceneEntrancePictures | null }>;
  draw(input: {
    style: StyleEntry;
    prompt: string;
    text: string;
    keywords: string[];
    width: number;
    height: number;
    seed: number;
    index: number;
    /** Who, what, where and when the scene shows (the planner's); absent in older renders. */
    plan?: ScenePlan;
    /** The video's frame layout: the scene's elements keep out of the captions and the presenter. */
    frame?: FrameLayout;
  }): Promise<Buffer>;
}

// An illustrated scene from the plan; a scene without one gets a small plan from its words.
const illustrated = ({ style, text, keywords, width, height, seed, index, plan, frame }: DrawInput) => ({
  style,
  plan: plan ?? planFromWords({ text, keywords, style: styleIdOf(style), index }),
  width,
  height,
  seed,
  index,
  ...(frame ? { frame } : {}),
});

export const localImages: SceneImageProvider = {
  name: "local",
  source: "renderer",
  draw: (input) => renderIllustratedScene(illustrated(input)),
  drawWithEntrances: (input) => renderIllustratedSceneWithEntrances(illustrated(input)),
};

export function openaiImages(config: Config): SceneImageProvider {
  const provider = openaiFrom(config);
  return {
    name: `openai:${config.OPENAI_IMAGE_MODEL}`,
    source: "remote",
    async draw({ prompt, seed }) {
      const { image } = await generateImage({
        model: provider.image(config.OPENAI_IMAGE_MODEL),
        prompt,
        size: config.OPENAI_IMAGE_SIZE as `${number}x${number}`,
        seed,
      });
      return Buffer.from(image.uint8Array);
    },
  };
}

export function getImageProvider(config: Config): SceneImageProvider {
  return config.IMAGE_PROVIDER === "openai" ? openaiImages(config) : localImages;
}
