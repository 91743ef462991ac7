import { z } from "zod";
import { versionMessages, versionNumberSchema } from "./versions";

/**
 * Subtitles of a project's finished video: its captions' words as they are timed in the video, in the same
 * groups and lines as the captions it shows.
 *
 * - GET /api/projects/{projectId}/subtitles?format=srt|vtt[&version=N] -> the file (SubRip or WebVTT)
 */
export const SUBTITLE_FORMATS = ["srt", "vtt"] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

export const subtitleMessages = {
  format: "format: subtitles are srt or vtt",
  noVideo:
    "This project has no finished video yet: its subtitles are made from the finished video's captions.",
  notReady: (version: number) =>
    `Version ${version} of this project has no finished video yet: its subtitles are made from the finished video's captions.`,
} as const;

/** The query of GET .../subtitles. Strict: a misspelt parameter is refused by name. */
export const subtitlesQuerySchema = z.strictObject({
  format: z.enum(SUBTITLE_FORMATS, { error: subtitleMessages.format }),
  /** The project's version (versions.ts), the newest by default. */
  version: z.coerce.number({ error: versionMessages.wholeNumber }).pipe(versionNumberSchema).optional(),
});
export type SubtitlesQuery = z.output<typeof subtitlesQuerySchema>;

/** The download name, as the video's (story-reel-video.mp4): story-reel-video.srt, story-reel-video.vtt. */
export const subtitleFileName = (format: SubtitleFormat) => `story-reel-video.${format}`;
