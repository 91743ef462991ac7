import type { MediaPicture } from "@reelsmith/contract/storyboard";
import type { ImagesArtifact, StageContext } from "../types";
import { framedStill, framingOf } from "./framing";
import { type RenderableMedia, renderableMedia } from "./media-source";
import { cachePrefix, inputsHash } from "./render-cache";

type SceneImage = ImagesArtifact["images"][number];

/** A kept clip's sound under the narration when the storyboard names no level. */
export const DEFAULT_SOUND_LEVEL = 0.3;

/**
 * A storyboard scene that shows one of the user's own photos or clips. The picture is the photo
 * (a clip's poster frame) framed to the video's frame as the picture says (framing.ts: by default cropped
 * around its most salient region, the subject, not the middle), cached by its inputs; stage 5 moves the camera slowly across a
 * photo and plays a clip from its in-point. Media the user has deleted since (or that is not theirs, which
 * the API refused already) gives null: the scene is drawn from its plan instead, never a black frame.
 */
export async function mediaScene(ctx: StageContext, picture: MediaPicture): Promise<SceneImage | null> {
  let media: RenderableMedia;
  try {
    media = await renderableMedia(ctx.deps.database.db, ctx.userId, picture.mediaId);
  } catch (err) {
    ctx.deps.logger.warn({ mediaId: picture.mediaId, err }, "a scene's media is gone: drawn instead");
    return null;
  }
  const { storage } = ctx.deps;
  const { width, height } = ctx.request;
  const still = media.kind === "photo" ? media.key : media.posterKey;
  const framing = framingOf(picture);
  // The default framing hashes as before, so an unchanged scene keeps its cached picture.
  const framed = framing.fit === "fill" && !framing.focus ? {} : { framing };
  const key = `${cachePrefix(ctx)}/media/${inputsHash({ v: 1, still, width, height, ...framed })}.jpg`;
  if (!(await storage.exists(key))) {
    const jpeg = await framedStill(await storage.read(still), width, height, framing);
    await storage.put(key, jpeg, "image/jpeg");
  }
  if (media.kind === "photo") return { key, source: "user" };
  const soundLevel = picture.keepSound && media.hasAudio ? (picture.soundLevel ?? DEFAULT_SOUND_LEVEL) : null;
  return {
    key,
    source: "user",
    userClip: {
      key: media.key,
      inPoint: Math.min(picture.inPoint ?? 0, Math.max(0, (media.duration ?? 0) - 0.1)),
      durationS: media.duration ?? 0,
      soundLevel,
      framing,
    },
  };
}
