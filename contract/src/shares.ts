import { z } from "zod";

/**
 * Share on the preview page: a public link to one finished video that its owner can turn off.
 * `url` is a path on the app's own origin (`/share/{token}/video.mp4`), null while sharing is off.
 */
export const videoShareSchema = z.object({
  enabled: z.boolean(),
  url: z.string().nullable(),
});
export type VideoShare = z.infer<typeof videoShareSchema>;

export const shareMessages = {
  notReady: "The video is not ready yet.",
  copied: "Link copied to clipboard.",
  turnedOff: "Sharing is off: the link no longer plays the video.",
  failed: "Could not share the video. Please try again.",
  stopFailed: "Could not turn sharing off. Please try again.",
} as const;
