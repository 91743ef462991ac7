import { z } from "zod";

export const STORY_MAX_LENGTH = 1500;
export const editorSchema = z.enum(["story-reel", "product-ad"]);
export type Editor = z.infer<typeof editorSchema>;

/** What an editor autosaves: the text and the settings it holds (kept as the editor wrote them). */
export const draftContentSchema = z
  .strictObject({
    story: z
      .string()
      .max(STORY_MAX_LENGTH, `Story must be at most ${STORY_MAX_LENGTH} characters`)
      .default(""),
    settings: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((v) => JSON.stringify(v).length <= 64_000, { message: "Draft is too large" });
export type DraftContent = z.infer<typeof draftContentSchema>;

export const draftSchema = z.object({
  editor: editorSchema,
  content: draftContentSchema,
  updated_at: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;
