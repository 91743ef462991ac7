import { generateImage } from "ai";
import type { StyleEntry } from "../catalog/types";
import type { Config } from "../config";
import { renderScene } from "./images/local-scene-renderer";
import { openaiFrom } from "./openai/client";

/** Scene pictures. Chosen from the environment (IMAGE_PROVIDER) here, in one place. */
export interface SceneImageProvider {
  name: string;
  source: "renderer" | "remote";
  draw(input: {
    style: StyleEntry;
    prompt: string;
    text: string;
    keywords: string[];
    width: number;
    height: number;
    seed: number;
    index: number;
  }): Promise<Buffer>;
}

export const localImages: SceneImageProvider = {
  name: "local",
  source: "renderer",
  draw: ({ style, text, keywords, width, height, seed, index }) =>
    renderScene({ style, text, keywords, width, height, seed, index }),
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
