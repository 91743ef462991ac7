import { z } from "zod";
import { sniffAudio } from "./file-kinds";

/**
 * The media library: a user's own photos and clips, for a storyboard scene's picture
 * (`{ kind: "media", mediaId }`), and recordings of their own voice (`kind: "audio"`) for narration.
 *
 * - POST   /api/media  multipart field `file` -> 201 { media } (a clip is `processing` until its job is done)
 * - GET    /api/media  -> { media: [...], usage: { bytes, quota } } newest first
 * - GET    /api/media/{id} -> { media }
 * - DELETE /api/media/{id} -> 204; 409 MEDIA_IN_USE { error, usedBy } while a storyboard uses it, unless
 *   `?force=true` (then the scenes using it go back to their illustration).
 *
 * What a file is comes from its content (magic bytes, then decoding or ffprobe), never from its name.
 */
export const MEDIA_KINDS = ["photo", "clip", "audio"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_STATUSES = ["processing", "ready", "failed"] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** A clip: at most 60 seconds and 200 MB. */
export const MEDIA_CLIP_MAX_SECONDS = 60;
/**
 * A clip uploaded as a talking video (POST /api/media with `use=talking-video`): the creator saying the
 * whole script, so it may be as long as a talking video narration (TALKING_VIDEO_MAX_SECONDS).
 */
export const MEDIA_TALKING_CLIP_MAX_SECONDS = 180;
export const MEDIA_CLIP_MAX_BYTES = 200 * 1024 * 1024;
/** A recording: at most 10 minutes and 50 MB. */
export const MEDIA_AUDIO_MAX_SECONDS = 600;
export const MEDIA_AUDIO_MAX_BYTES = 50 * 1024 * 1024;
/** A recording whose loudest moment is quieter than this (dBFS) has nothing in it to narrate with. */
export const MEDIA_AUDIO_SILENT_DB = -50;
/** A photo: at most 25 MB (a phone's largest JPEG is about 12 MB). */
export const MEDIA_PHOTO_MAX_BYTES = 25 * 1024 * 1024;
/** A photo is kept at most this many pixels on its long side; its thumbnail and a clip's poster at this. */
export const MEDIA_PHOTO_LONG_SIDE = 2048;
export const MEDIA_POSTER_LONG_SIDE = 480;
/** The default per-user quota (server config MEDIA_QUOTA_BYTES): 1 GiB. */
export const MEDIA_DEFAULT_QUOTA_BYTES = 1024 * 1024 * 1024;

/** Accepted files, as the browser's file picker is told (the server still decides by content). */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm";
/** Accepted recordings, as the browser's file picker is told. */
export const MEDIA_AUDIO_ACCEPT =
  "audio/wav,audio/x-wav,audio/mpeg,audio/mp4,audio/x-m4a,audio/aac,audio/ogg,audio/webm";

const formatMinutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")} minutes`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const formatBytes = (bytes: number): string => {
  if (bytes <= 0) return "0 KB";
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
};

export const mediaMessages = {
  fileRequired: "Choose a photo or a clip to upload (multipart field `file`).",
  notMedia:
    "file: this is not a photo, a clip or a recording we can use: upload a JPEG, PNG or WebP photo, an MP4, MOV or WebM clip, or a WAV, MP3, M4A, OGG or WebM recording.",
  unreadable:
    "This file could not be read: it may be damaged. Upload a JPEG, PNG or WebP photo, or an MP4, MOV or WebM clip.",
  photoTooLarge: `A photo must be at most ${mb(MEDIA_PHOTO_MAX_BYTES)}.`,
  tooLarge: `A clip must be at most ${mb(MEDIA_CLIP_MAX_BYTES)} and a photo at most ${mb(MEDIA_PHOTO_MAX_BYTES)}.`,
  clipTooLong: (seconds: number, maxS: number = MEDIA_CLIP_MAX_SECONDS) =>
    `A clip must be at most ${maxS} seconds long: this one is ${seconds.toFixed(1)} seconds. Trim it and upload it again.`,
  noVideoStream: "This clip has no video picture in it: upload a clip with video.",
  quotaFull: (usedBytes: number, fileBytes: number, quotaBytes: number) =>
    `Your media library is full: it holds ${formatBytes(usedBytes)} of your ${formatBytes(quotaBytes)}, and this file needs ${formatBytes(fileBytes)}. Delete some media to make room.`,
  notFound: "Media not found",
  inUse: (n: number) =>
    `This media is used in ${n} storyboard scene${n === 1 ? "" : "s"}. Delete it anyway with ?force=true: those scenes go back to their illustration.`,
  narrationInUse: (n: number) =>
    `This recording narrates ${n} video${n === 1 ? "" : "s"}. Delete it anyway with ?force=true: their finished videos keep their sound, and new versions are narrated by the voice.`,
  processingFailed: "This clip could not be prepared. Delete it and upload it again.",
  /** A recording's refusals name the multipart field they are about. */
  audioTooLarge: `file: a recording must be at most ${mb(MEDIA_AUDIO_MAX_BYTES)}.`,
  audioTooLong: (seconds: number) =>
    `file: a recording must be at most ${MEDIA_AUDIO_MAX_SECONDS / 60} minutes long: this one is ${formatMinutes(seconds)}. Trim it and upload it again.`,
  audioSilent: "file: this recording is silent. Record your voice again, closer to the microphone.",
  audioUnreadable:
    "file: this recording could not be read: it may be damaged. Upload a WAV, MP3, M4A, OGG or WebM recording.",
  notPicture: "This is a recording, not a picture: choose a photo or a clip for the scene.",
} as const;

export const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** The file name it was uploaded under (shown only). */
  name: z.string(),
  /** The content type found by sniffing the upload. */
  mime: z.string(),
  status: z.enum(MEDIA_STATUSES),
  /** 0..1 while a clip is being prepared. */
  progress: z.number(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds; clips and recordings. */
  duration: z.number().nullable(),
  hasAudio: z.boolean(),
  /** Bytes counted against the quota (the original and what was made from it). */
  bytes: z.number().int(),
  /**
   * The photo resized (JPEG), the clip's H.264 proxy (MP4) or the recording as uploaded; null until a clip
   * is ready. Owner-only URL.
   */
  url: z.string().nullable(),
  /** A small JPEG: the photo's thumbnail or the clip's poster frame; null until ready, and for a recording. */
  posterUrl: z.string().nullable(),
  /** Why preparing it failed (status failed). */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

export const mediaUsageSchema = z.object({ bytes: z.number().int(), quota: z.number().int() });
export type MediaUsage = z.output<typeof mediaUsageSchema>;

export const mediaResponseSchema = z.object({ media: mediaItemSchema });
export const mediaListResponseSchema = z.object({
  media: z.array(mediaItemSchema),
  usage: mediaUsageSchema,
});
export type MediaListResponse = z.output<typeof mediaListResponseSchema>;

/**
 * Where a media item is used (the 409 of a DELETE without force): a storyboard scene's picture
 * (`use: "picture"`, with the scene), or a video's narration (`use: "narration"`, a recording).
 */
export const mediaUseSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  use: z.enum(["picture", "narration"]),
  sceneId: z.string().optional(),
});
export type MediaUse = z.output<typeof mediaUseSchema>;

/** The 409's message: the scenes a picture is used in, then the videos a recording narrates. */
export function mediaInUseMessage(usedBy: readonly MediaUse[]): string {
  const scenes = usedBy.filter((u) => u.use === "picture").length;
  const narrated = usedBy.length - scenes;
  return [
    scenes > 0 ? mediaMessages.inUse(scenes) : "",
    narrated > 0 ? mediaMessages.narrationInUse(narrated) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export const mediaInUseResponseSchema = z.object({
  error: z.object({ code: z.literal("MEDIA_IN_USE"), message: z.string() }),
  usedBy: z.array(mediaUseSchema),
});
export type MediaInUseResponse = z.output<typeof mediaInUseResponseSchema>;

export const mediaIdParamSchema = z.string().regex(/^med_[A-Za-z0-9_-]{6,64}$/, "Media not found");

export const deleteMediaQuerySchema = z.strictObject({
  force: z
    .enum(["true", "false"], { error: "force must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});

export type MediaFileKind =
  | { kind: "photo"; mime: "image/jpeg" | "image/png" | "image/webp"; ext: "jpg" | "png" | "webp" }
  | { kind: "clip"; mime: "video/mp4" | "video/quicktime" | "video/webm"; ext: "mp4" | "mov" | "webm" }
  | { kind: "audio"; mime: "audio/wav" | "audio/mpeg" | "audio/ogg"; ext: "wav" | "mp3" | "ogg" };

const at = (buf: Uint8Array, text: string, offset: number) =>
  buf.length >= offset + text.length && [...text].every((c, i) => buf[offset + i] === c.charCodeAt(0));

/** QuickTime atoms a MOV may start with when it has no `ftyp` box (older cameras). */
const MOV_ATOMS = ["moov", "mdat", "wide", "free", "skip", "pnot"];

/**
 * What a media upload is by its first bytes (at least the first 64), whatever it is called: a JPEG, PNG or
 * WebP photo, an MP4, MOV (QuickTime) or WebM clip, or a WAV, MP3 or OGG recording; null for anything else.
 * The server then decodes a photo and probes the rest, so a file that only starts like one is still
 * refused; an MP4 (M4A) or WebM with sound and no picture is a recording, found by that probe.
 */
export function sniffMedia(buf: Uint8Array): MediaFileKind | null {
  const audio = sniffAudio(buf);
  if (audio === "wav") return { kind: "audio", mime: "audio/wav", ext: "wav" };
  if (audio === "mp3") return { kind: "audio", mime: "audio/mpeg", ext: "mp3" };
  if (audio === "ogg") return { kind: "audio", mime: "audio/ogg", ext: "ogg" };
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { kind: "photo", mime: "image/jpeg", ext: "jpg" };
  if (buf.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => buf[i] === b))
    return { kind: "photo", mime: "image/png", ext: "png" };
  if (at(buf, "RIFF", 0) && at(buf, "WEBP", 8)) return { kind: "photo", mime: "image/webp", ext: "webp" };
  if (at(buf, "ftyp", 4)) {
    return at(buf, "qt  ", 8)
      ? { kind: "clip", mime: "video/quicktime", ext: "mov" }
      : { kind: "clip", mime: "video/mp4", ext: "mp4" };
  }
  if (MOV_ATOMS.some((atom) => at(buf, atom, 4)))
    return { kind: "clip", mime: "video/quicktime", ext: "mov" };
  if (buf.length >= 4 && buf[0] === 0x1a && buf[1] === 0x45 && buf[2] === 0xdf && buf[3] === 0xa3) {
    // The EBML header names its document type: "webm" (a Matroska .mkv is not taken).
    const head = buf.subarray(0, 64);
    for (let i = 0; i + 4 <= head.length; i++)
      if (at(head, "webm", i)) return { kind: "clip", mime: "video/webm", ext: "webm" };
  }
  return null;
}
