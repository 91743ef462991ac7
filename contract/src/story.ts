import { z } from "zod";
import { languageSchema } from "./catalog";
import { STORY_MAX_LENGTH } from "./drafts";

/** generate-story: the writer starts a story, or continues the one given. */
export const generateStoryRequestSchema = z.strictObject({
  currentText: z.string().max(STORY_MAX_LENGTH).default(""),
  maxLength: z.number().int().min(50).max(STORY_MAX_LENGTH).default(STORY_MAX_LENGTH),
  language: languageSchema.default("en"),
});

export const generateStoryResponseSchema = z.object({ content: z.string() });
