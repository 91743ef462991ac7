import { createOpenAI } from "@ai-sdk/openai";
import type { Config } from "../../config";

/** The OpenAI provider of the AI SDK, for OpenAI or any compatible server (OPENAI_BASE_URL). */
export function openaiFrom(config: Config) {
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    throw new Error("An openai provider is selected but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set");
  }
  return createOpenAI({ apiKey: config.OPENAI_API_KEY ?? "not-needed", baseURL: config.OPENAI_BASE_URL });
}
