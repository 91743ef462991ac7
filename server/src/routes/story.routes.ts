import { generateStoryRequestSchema, generateStoryResponseSchema } from "@reelsmith/contract/story";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { AppError } from "../lib/app-error";
import { getWriter } from "../providers/writer";

/** generate-story: the configured writer starts or continues the user's story. */
export const storyRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Videos" }).post(
  "/functions/generate-story",
  {
    operationId: "generateStory",
    summary: "Write a story, or continue one",
    body: generateStoryRequestSchema,
    response: { status: 200, description: "Text to append", schema: generateStoryResponseSchema },
    errors: ["STORY_FAILED", "STORY_EMPTY", "LANGUAGE_UNSUPPORTED"],
  },
  async (c) => {
    const input = c.req.valid("json");
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
  },
);
