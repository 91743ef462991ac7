import { mediaIdParamSchema, mediaMessages } from "@reelsmith/contract/media";
import {
  forField,
  NARRATION_MAX_SECONDS,
  type Narration,
  narrationMessages,
  TALKING_VIDEO_MAX_SECONDS,
} from "@reelsmith/contract/narration";
import { STORYBOARD_CLIP_MAX_S, type Storyboard, storyboardMessages } from "@reelsmith/contract/storyboard";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { media } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";

/**
 * The caller's media item, or 404 (another user's item is never told apart from a missing one): the one
 * owner look-up of the media library, for its routes (services/media.ts) and for storyboards. It lives
 * here, in the render's layer, because the render reads it too and the layers import only downwards.
 */
export async function getOwnedMedia(db: Db, userId: string, id: string) {
  if (!mediaIdParamSchema.safeParse(id).success) throw notFound(mediaMessages.notFound);
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.user_id, userId)));
  if (!row) throw notFound(mediaMessages.notFound);
  return row;
}

/**
 * What a storyboard reads of a media item: the caller's own ready item (getOwnedMedia), else 404 "Media not found" (another user's id is the same
 * 404), 409 while a clip is being prepared, 400 when it could not be.
 */
export interface RenderableMedia {
  id: string;
  kind: "photo" | "clip";
  /** Storage key: the resized photo (JPEG) or the clip's H.264 proxy (MP4). */
  key: string;
  /** Storage key of a small JPEG: the photo's thumbnail or the clip's poster frame. */
  posterKey: string;
  /** Seconds; clips only. */
  duration: number | null;
  hasAudio: boolean;
}

export async function renderableMedia(db: Db, userId: string, id: string): Promise<RenderableMedia> {
  const row = await getOwnedMedia(db, userId, id);
  if (row.kind === "audio") throw new AppError("VALIDATION_ERROR", mediaMessages.notPicture);
  if (row.status === "processing")
    throw new AppError("VIDEO_NOT_READY", "This clip is still being prepared. Try again in a moment.");
  if (row.status === "failed" || !row.proxy_key || !row.poster_key)
    throw new AppError("VALIDATION_ERROR", mediaMessages.processingFailed);
  return {
    id: row.id,
    kind: row.kind === "photo" ? "photo" : "clip",
    key: row.proxy_key,
    posterKey: row.poster_key,
    duration: row.duration_s,
    hasAudio: row.has_audio,
  };
}

/**
 * Every media picture of a storyboard must be the caller's own and ready (404 "Media not found" for
 * another user's or a missing id), and a clip at most STORYBOARD_CLIP_MAX_S long with its in-point
 * inside it (400 saying the limit).
 */
export async function checkStoryboardMedia(db: Db, userId: string, board: Storyboard): Promise<void> {
  for (const [i, scene] of board.scenes.entries()) {
    if (scene.recording)
      await narrationSource(db, userId, scene.recording.mediaId, `scenes.${i}.recording.mediaId`);
    const p = scene.picture;
    if (p.kind !== "media") continue;
    const media = await renderableMedia(db, userId, p.mediaId);
    if (media.kind !== "clip") continue;
    const duration = media.duration ?? 0;
    if (duration > STORYBOARD_CLIP_MAX_S)
      throw new AppError("VALIDATION_ERROR", storyboardMessages.clipTooLong(STORYBOARD_CLIP_MAX_S));
    if ((p.inPoint ?? 0) >= duration)
      throw new AppError("VALIDATION_ERROR", storyboardMessages.inPointPastEnd(i + 1));
  }
}

/** A recording that narrates a video: the storage key of its sound (the upload as it came) and its length. */
export interface NarrationSource {
  key: string;
  durationS: number;
}

/**
 * The caller's recording (or clip with sound) that narrates a video, checked before anything is charged
 * and read again by the render: another user's or an unknown id is 404 "Media not found"; a photo, a clip
 * without sound or one that could not be prepared, or more than NARRATION_MAX_SECONDS, is a 400 naming
 * `narration.mediaId` (or `field`: a scene's `scenes.<i>.recording.mediaId`). A talking video
 * (`kind` "video") must be a clip, with sound, of at most TALKING_VIDEO_MAX_SECONDS.
 */
export async function narrationSource(
  db: Db,
  userId: string,
  mediaId: string,
  field = "narration.mediaId",
  kind: Narration["kind"] = "recording",
): Promise<NarrationSource> {
  const row = await getOwnedMedia(db, userId, mediaId);
  const refuse = (message: string) => new AppError("VALIDATION_ERROR", forField(message, field));
  if (kind === "video" && row.kind !== "clip") throw refuse(narrationMessages.notVideo);
  const sounds = row.kind === "audio" || (row.kind === "clip" && row.has_audio);
  if (!sounds) throw refuse(narrationMessages.noSound);
  if (row.status === "failed") throw refuse(narrationMessages.failed);
  const durationS = row.duration_s ?? 0;
  if (kind === "video" && durationS > TALKING_VIDEO_MAX_SECONDS + 0.05)
    throw refuse(narrationMessages.videoTooLong(durationS));
  if (durationS > NARRATION_MAX_SECONDS + 0.05) throw refuse(narrationMessages.tooLong(durationS));
  return { key: row.original_key, durationS };
}
