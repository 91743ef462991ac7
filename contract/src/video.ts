import { z } from "zod";
import { parseVideoSize, sizeMessages } from "./aspect";
import { captionStyleSchema, languageSchema } from "./catalog";
import { narrationSchema, taskWarningSchema } from "./narration";
import { storyboardSchema } from "./storyboard";
import { FIRST_TASK_STATUS, LAST_TASK_STATUS } from "./task-status";

/** The spec's messages for video creation, a task and its preview. */
export const videoMessages = {
  signIn: "Please sign in to generate a video",
  storyRequired: "Story content is required",
  storyTooLong: "Story must be at most 1500 characters",
  narrationRequired: "Narration mode is required",
  noTaskId: "No task ID received from server",
  failed: "Failed to generate video. Please try again.",
  generationFailed: "Video generation failed. Please try again.",
  taskNotFound: "Task not found",
  noCredits: (cost: number, available: number) =>
    `Not enough credits: a video costs ${cost} credits and you have ${available}.`,
  badSize: sizeMessages.badSize,
  permissionDenied: "Permission denied: Project belongs to another user",
} as const;

export const STORY_MAX_CHARS = 1500;

/**
 * Output sizes: one of the four ratios ("9:16" is 1080x1920, "4:5" 1080x1350, "1:1" 1080x1080, "16:9"
 * 1920x1080) or an explicit even WIDTHxHEIGHT of one of those ratios, such as 360x640 or 640x360 for drafts
 * and tests. Anything else is refused with a message that says what is allowed.
 */
export const videoSizeSchema = z
  .string()
  .describe(
    "The frame: 9:16 (the default, 1080x1920), 4:5 (1080x1350), 1:1 (1080x1080) or 16:9 (1920x1080), or an even WIDTHxHEIGHT of one of those ratios, short side 144 to 1440 (360x640, 640x360)",
  )
  .transform((s, ctx) => {
    const size = parseVideoSize(s);
    if (!size) {
      ctx.addIssue({ code: "custom", message: videoMessages.badSize });
      return z.NEVER;
    }
    return { width: size.width, height: size.height };
  });

/**
 * The narration's pitch and speed (spec: voiceSettings, both 1 by default), as multipliers of the voice's
 * own: pitch 1.2 is 20 % higher, speed 1.5 speaks in two thirds of the time.
 */
export const VOICE_PITCH_RANGE = { min: 0.5, max: 1.5, step: 0.05 } as const;
export const VOICE_SPEED_RANGE = { min: 0.5, max: 2, step: 0.05 } as const;
export const voiceSettingsSchema = z.strictObject({
  pitch: z.number().min(VOICE_PITCH_RANGE.min).max(VOICE_PITCH_RANGE.max).default(1),
  speed: z.number().min(VOICE_SPEED_RANGE.min).max(VOICE_SPEED_RANGE.max).default(1),
});

/**
 * How the presenter is shown in avatar mode: a round bubble in the lower left corner, large across the
 * lower part of the frame with the scene above, or filling the frame with the scenes as cut-aways.
 */
export const PRESENTER_LAYOUTS = ["corner", "lower", "full"] as const;
export type PresenterLayout = (typeof PRESENTER_LAYOUTS)[number];

/**
 * POST /api/functions/create-video: the spec's body plus the editor's language, captions, size, volume.
 * Strict, as every request body: a misspelt or foreign field is refused by name instead of ignored.
 */
export const createVideoRequestSchema = z.strictObject({
  story: z
    .string({ error: videoMessages.storyRequired })
    .trim()
    .min(1, videoMessages.storyRequired)
    .max(STORY_MAX_CHARS, videoMessages.storyTooLong),
  narrationMode: z.enum(["avatar", "voice"], { error: videoMessages.narrationRequired }),
  image_styles: z.strictObject({ themes: z.array(z.string().max(100)).max(10).default([]) }).nullish(),
  voice_id: z.string().max(200).nullish(),
  bgm_name: z.string().max(200).nullish(),
  gen_video: z.boolean().default(true),
  avatar_engine: z.string().max(100).nullish(),
  character_ref: z.strictObject({ narrator_avatar: z.string().max(200).nullish() }).nullish(),
  /** Product pictures: public http(s) addresses, or our own uploads (/storage/...). */
  image_urls: z
    .array(
      z
        .string()
        .max(2000)
        .refine(
          (s) => /^https?:\/\/[^\s]+$/i.test(s) || /^\/storage\/[^\s]+$/.test(s),
          "Image URLs must be http(s) addresses",
        ),
    )
    .max(10)
    .nullish(),
  language: languageSchema.default("en"),
  /** A preset id or name ("Minimalist"), a whole caption style, or null for no captions. */
  caption_style: z.union([z.string().max(100), captionStyleSchema]).nullish(),
  /** An emoji beside the caption for its key words (the things and people the scene shows). */
  caption_emoji: z.boolean().default(false),
  size: videoSizeSchema.optional().transform((s) => s ?? { width: 1080, height: 1920 }),
  music_volume: z.number().min(0).max(1).default(0.5),
  voice_settings: voiceSettingsSchema.nullish(),
  /** Avatar mode: where the presenter is drawn (PRESENTER_LAYOUTS, "corner" when absent); ignored in voice mode. */
  presenter_layout: z.enum(PRESENTER_LAYOUTS).optional(),
  /** The project type: a Product Ad page sends PRODUCT_AD. */
  type: z.enum(["STORY_REEL", "PRODUCT_AD"]).default("STORY_REEL"),
  /** Product Ad: the closing card's product name and the page's brand colours (#rgb or #rrggbb). */
  product_name: z.string().trim().max(200).nullish(),
  brand_colors: z
    .array(z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Brand colours must be hex colours"))
    .max(5)
    .nullish(),
  /** Product Ad, on the closing card: the price as shown to buyers ("$49.00", "49,00 €"), the product page's
   * address (the card shows its shop's domain) and a short call to action ("Shop now" when absent). */
  product_price: z.string().trim().max(40).nullish(),
  product_url: z
    .string()
    .trim()
    .max(2000)
    .refine((s) => /^https?:\/\/[^\s/]+/i.test(s), "The product URL must be an http(s) address")
    .nullish(),
  call_to_action: z.string().trim().max(40).nullish(),
  /** Product Ad's brand kit, kept on the project (projects.metadata.brand_kit) so the editor shows it
   * again: the price's amount and ISO currency, and the brand's logo (a page's http(s) address or ours). */
  price_amount: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, "The price amount must be a number")
    .nullish(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "The currency must be a 3-letter code")
    .nullish(),
  logo_url: z
    .string()
    .max(2000)
    .refine(
      (s) => /^https?:\/\/[^\s]+$/i.test(s) || /^\/storage\/[^\s]+$/.test(s),
      "The logo must be an http(s) address",
    )
    .nullish(),
  /** Re-render an existing project as a new version. */
  draft_id: z.string().max(128).nullish(),
  /** Render exactly this storyboard (contract/storyboard.ts): its scenes' words are the narration. */
  storyboard: storyboardSchema.optional(),
  /**
   * The creator's own recording narrates the video instead of a voice (contract/narration.ts):
   * `{ kind: "recording", mediaId }`. The scenes are timed from it; `voice_id` and `voice_settings` are
   * then unused.
   */
  narration: narrationSchema.optional(),
  /** A brand template (contract/templates.ts): its choices fill every field this request leaves out. */
  template_id: z
    .string()
    .min(1)
    .max(128)
    .describe(
      "A template of GET /api/templates: its choices fill every field this request leaves out; a field given here wins for this video only",
    )
    .optional(),
});
export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;
export type CreateVideoParsed = z.output<typeof createVideoRequestSchema>;

export const createVideoResponseSchema = z.object({ task_id: z.string() });

export const taskSchema = z.object({
  id: z.string(),
  task_status: z.number().int().min(FIRST_TASK_STATUS).max(LAST_TASK_STATUS),
  progress: z.number(),
  task_result: z.record(z.string(), z.unknown()).nullable(),
  task_draft_id: z.string().nullable(),
  task_draft_version: z.number(),
  error: z.string().nullable(),
  engine: z.string().nullable(),
  stage_timings: z.record(z.string(), z.number()),
  /** What the render noticed that the video may not show as meant (a scene the recording left out...). */
  warnings: z.array(taskWarningSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const checkDraftQuerySchema = z.object({
  draftId: z.string().min(1).max(128),
  version: z.coerce.number().int().min(1).default(1),
});

export const checkDraftResponseSchema = z.object({
  details: z.object({
    generated_video: z.string().nullable(),
    video_data: z.string().nullable(),
    title: z.string(),
  }),
  video_url: z.string().nullable(),
});
