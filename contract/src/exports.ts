import { z } from "zod";
import { type Aspect, aspectSchema, aspectSlug, type Quality, qualitySchema } from "./aspect";
import { versionNumberSchema } from "./versions";

/**
 * Exports: a finished video made again in another aspect ratio, quality or container, without
 * generating it again. Another ratio is recomposed from the video's narration, word timings, scene plans
 * and pictures; another container or size of the same ratio is re-encoded from the finished MP4. An MP3 is
 * the video's sound alone (the narration and music), and takes no aspect or quality.
 *
 * - POST /api/projects/{projectId}/exports  { aspect, quality, format, start?, duration?, version? } -> 202 { export }
 * - GET  /api/projects/{projectId}/exports  -> { exports: [...] } newest first
 * - GET  /api/projects/{projectId}/exports/{exportId}/download -> the file, named by exportFileName
 */
export const EXPORT_FORMATS = ["mp4", "webm", "gif", "mp3"] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: `The format must be one of ${EXPORT_FORMATS.join(", ")}`,
});
export type ExportFormat = z.output<typeof exportFormatSchema>;

/**
 * The GIF's limits: at most 15 s of the video from the start the user picks, at most 480 px on its short
 * side (720p gives 320, 1080p 400, 1440p 480), and at most 15 MB, the largest GIF X (Twitter) takes; a GIF
 * that comes out larger is made again at a lower frame rate (12.5, 10, then 8 fps), then a smaller frame.
 */
export const GIF_MAX_SECONDS = 15;
export const GIF_MAX_BYTES = 15 * 1024 * 1024;
export const GIF_SHORT_SIDE: Record<Quality, number> = { "720p": 320, "1080p": 400, "1440p": 480 };

export const exportMessages = {
  gifTooLong: `A GIF is at most ${GIF_MAX_SECONDS} seconds: choose a duration of ${GIF_MAX_SECONDS} seconds or less`,
  clipOnlyForGif:
    "start and duration choose a GIF's clip; an MP4, WebM or MP3 export is always the whole video",
  startPastEnd: (videoS: number) =>
    `The start must be within the video: it is ${videoS.toFixed(1)} seconds long`,
  noVideo: "This project has no finished video to export yet. Export it once it has been generated.",
  notFound: "Export not found",
  failed: "The export failed. Please try again.",
  tooLarge: `The GIF could not be made under ${GIF_MAX_BYTES / 1024 / 1024} MB: choose a shorter clip or a lower quality`,
} as const;

/** The body of POST /api/projects/{projectId}/exports. Strict: a misspelt field is refused by name. */
export const createExportSchema = z
  .strictObject({
    /** Required for a video (mp4, webm, gif); an MP3 has none. */
    aspect: aspectSchema.optional(),
    quality: qualitySchema.optional(),
    format: exportFormatSchema,
    /** A GIF's clip: seconds from the video's start (0 by default). */
    start: z.number().min(0, "The start must be 0 seconds or later").optional(),
    /** A GIF's clip length in seconds (the rest of the video up to 15 s by default). */
    duration: z.number().positive("The duration must be more than 0 seconds").optional(),
    /** The project's version to export (versions.ts): the one on screen; the newest by default. */
    version: versionNumberSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.format !== "mp3") {
      // A video's frame: the same words as a wrong value, for a missing one.
      if (body.aspect === undefined)
        ctx.addIssue({
          code: "custom",
          message: aspectSchema.safeParse(undefined).error?.issues[0]?.message,
          path: ["aspect"],
        });
      if (body.quality === undefined)
        ctx.addIssue({
          code: "custom",
          message: qualitySchema.safeParse(undefined).error?.issues[0]?.message,
          path: ["quality"],
        });
    }
    if (body.format !== "gif") {
      if (body.start !== undefined || body.duration !== undefined)
        ctx.addIssue({ code: "custom", message: exportMessages.clipOnlyForGif, path: ["start"] });
      return;
    }
    if (body.duration !== undefined && body.duration > GIF_MAX_SECONDS)
      ctx.addIssue({ code: "custom", message: exportMessages.gifTooLong, path: ["duration"] });
  });
export type CreateExport = z.output<typeof createExportSchema>;

export const EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

export const videoExportSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  /** The project's version the file is made from. */
  version: z.number().int().min(1),
  aspect: aspectSchema,
  quality: qualitySchema,
  format: exportFormatSchema,
  status: z.enum(EXPORT_STATUSES),
  /** 0..1: how far the job is (1 when done). */
  progress: z.number(),
  /** The clip exported, in seconds (a GIF's; the whole video otherwise). */
  start: z.number(),
  duration: z.number().nullable(),
  /** The frame of the file, once made. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The download (owner only), once done. */
  url: z.string().nullable(),
  /** The file's name when downloaded. */
  file_name: z.string(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VideoExport = z.output<typeof videoExportSchema>;

export const exportListSchema = z.object({ exports: z.array(videoExportSchema) });
export type ExportList = z.output<typeof exportListSchema>;

/** An MP3's download name: the video's sound alone. */
export const AUDIO_EXPORT_FILE_NAME = "story-reel-audio.mp3";

/**
 * The download name: the spec's preview rule (story-reel-video.mp4) with the ratio, the quality unless it
 * is 1080p (the editor's own size), and the container's extension: story-reel-video-16x9.mp4,
 * story-reel-video-1x1-1440p.webm, story-reel-video-9x16-720p.gif.
 */
export function exportFileName(e: { aspect: Aspect; quality: Quality; format: ExportFormat }): string {
  if (e.format === "mp3") return AUDIO_EXPORT_FILE_NAME;
  const quality = e.quality === "1080p" ? "" : `-${e.quality}`;
  return `story-reel-video-${aspectSlug(e.aspect)}${quality}.${e.format}`;
}
