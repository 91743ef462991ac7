import { generateStoryRequestSchema } from "@reelsmith/contract/story";
import { AppError } from "../lib/app-error";
import { createAuthedRouter } from "../lib/create-router";
import { jsonBody } from "../lib/validate";
import { getWriter } from "../providers/writer/create-writer";

/** generate-story: the configured writer starts or continues the user's story. */
export const storyRoutes = createAuthedRouter().post("/", async (c) => {
  const input = await jsonBody(c, generateStoryRequestSchema);
  const writer = getWriter(c.var.deps.config);
  const content = await writer.story(input).catch((err: unknown) => {
    c.var.deps.logger.warn({ err, writer: writer.name }, "story writer failed");
    throw new AppError("STORY_FAILED", "Failed to generate content");
  });
  if (content === null) {
    throw new AppError("LANGUAGE_UNSUPPORTED", "Failed to generate content");
  }
  if (!content.trim()) throw new AppError("STORY_EMPTY", "No content was generated");
  return c.json({ content, writer: writer.name });
});
