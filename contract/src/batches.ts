import { z } from "zod";
import { narrationSchema } from "./narration";
import { createVideoRequestSchema } from "./video";

/** The messages of batches, shared by the server and the batch screen. */
export const batchMessages = {
  storiesRequired: "Add at least one story",
  tooManyStories: (max: number) => `A batch holds at most ${max} stories`,
  titleTooLong: "A title must be at most 200 characters",
  notFound: "Batch not found",
  videoDeleted: "This video was deleted.",
  noCredits: (videos: number, cost: number, available: number) =>
    `Not enough credits: ${videos} videos cost ${cost} credits and you have ${available}.`,
} as const;

export const BATCH_MAX_STORIES = 50;
export const BATCH_TITLE_MAX = 200;

/**
 * The settings every video of a batch shares: a story reel's create-video settings, each item bringing
 * its own story (what belongs to one project only, a draft to re-render or a product ad's card, is not here).
 */
export const batchSettingsSchema = createVideoRequestSchema.pick({
  narrationMode: true,
  image_styles: true,
  voice_id: true,
  bgm_name: true,
  avatar_engine: true,
  character_ref: true,
  language: true,
  caption_style: true,
  caption_emoji: true,
  size: true,
  music_volume: true,
  voice_settings: true,
  template_id: true,
});
export type BatchSettings = z.input<typeof batchSettingsSchema>;

export const batchStorySchema = z.strictObject({
  /** Shown in the batch and as the project's title; the story's first sentence when absent or blank. */
  title: z.string().trim().max(BATCH_TITLE_MAX, batchMessages.titleTooLong).nullish(),
  story: createVideoRequestSchema.shape.story,
  /** The creator's own recording of this story (contract/narration.ts), in place of the shared voice. */
  narration: narrationSchema.optional(),
});

/** POST /api/batches */
export const createBatchSchema = z.strictObject({
  stories: z
    .array(batchStorySchema, { error: batchMessages.storiesRequired })
    .min(1, batchMessages.storiesRequired)
    .max(BATCH_MAX_STORIES, batchMessages.tooManyStories(BATCH_MAX_STORIES)),
  settings: batchSettingsSchema,
});
export type CreateBatch = z.input<typeof createBatchSchema>;
export type CreateBatchParsed = z.output<typeof createBatchSchema>;

/** Where one video of a batch stands, from its task: waiting in the queue, rendering, done or failed. */
export const batchItemStatusSchema = z.enum(["QUEUED", "RENDERING", "DONE", "FAILED"]);
export type BatchItemStatus = z.infer<typeof batchItemStatusSchema>;

export const batchItemSchema = z.object({
  position: z.number().int(),
  title: z.string(),
  project_id: z.string().nullable(),
  task_id: z.string().nullable(),
  status: batchItemStatusSchema,
  /** 0 to 100, as a task's own progress. */
  progress: z.number(),
  video_url: z.string().nullable(),
  error: z.string().nullable(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchSummarySchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  rendering: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** Every video has ended (done or failed). */
  finished: z.boolean(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

/** GET /api/batches/:id, and the answer to POST /api/batches. */
export const batchSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  credits_charged: z.number().int(),
  /** A batch of a product ad's variants: the ad they are versions of (null for a batch of stories, or
   * once the ad is deleted). */
  variants_of: z.object({ project_id: z.string(), title: z.string() }).nullable(),
  items: z.array(batchItemSchema),
  summary: batchSummarySchema,
});
export type Batch = z.infer<typeof batchSchema>;

/**
 * GET /api/batches: the newest first, each with its counts but not its items, and what one video costs
 * (the batch screen shows the total before the user confirms).
 */
export const batchListSchema = z.object({
  batches: z.array(batchSchema.omit({ items: true })),
  credits_per_video: z.number().int(),
});
export type BatchList = z.infer<typeof batchListSchema>;
