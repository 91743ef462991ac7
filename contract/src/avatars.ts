import { z } from "zod";

/**
 * Custom avatars: the shared rules and shapes of the API. The server checks every
 * rule again by content; the browser checks them first so the user hears about a bad file at once.
 *
 * Endpoints (all signed in, owner only; another user's avatar answers 404):
 * - GET    /api/avatars                          -> CustomAvatarsResponse (newest first, with count and limit)
 * - POST   /api/avatars  multipart/form-data     -> 201 { avatar: CustomAvatar }
 *     fields: name (string), image (JPG/PNG/WebP: the original photo with `crop`, or a cropped picture
 *     without it), crop (optional AvatarCrop as JSON: the server turns and cuts the photo, as the face check
 *     does), voice (MP3/WAV/OGG upload, or a browser recording as WebM/Ogg Opus, stored as .ogg), id
 *     (optional client-generated id, 8-64 of [A-Za-z0-9_-])
 * - POST   /api/functions/process-avatar  JSON ProcessAvatarRequest -> ProcessAvatarResponse
 *     (idempotent: queues processing again unless the avatar is Ready; saving already queues it once)
 * - DELETE /api/avatars/:id                      -> 204 (row and both files; a storage error is only logged)
 * - GET    /api/images/avatar?src=<our /storage URL>  -> JPEG, width 1080, 9:16 cover crop, cached
 *     (the spec's image-CDN rewrite; only the owner's avatar files and public catalogue files)
 */

export const avatarMessages = {
  invalidImage: "Please select a valid image file (JPG, PNG, or WebP).",
  imageTooLarge: "File size must be less than 10MB.",
  invalidAudio: "Please select a valid audio file (MP3, WAV, or OGG)",
  audioTooLarge: "Audio file size must be less than 10MB",
  voiceRequired: "A voice sample is required.",
  nameRequired: "Please provide an avatar name.",
  imageRequired: "Please select and crop the image.",
  limitReached: (limit: number) => `You have reached your limit of ${limit} custom avatars.`,
  microphone: "Failed to access microphone. Please check permissions.",
  saveFailed: "Failed to save avatar. Please try again.",
  cropFailed: "Could not crop image.",
  recordFailed: "Could not create avatar record.",
  deleteFailed: (message: string) => `Failed to delete avatar: ${message}`,
  notFound: "Avatar not found",
  // Not in the spec: a photo must show one face for the presenter to talk (found at upload).
  noFace:
    "We couldn't find a face in this photo. Please upload a photo with one face, looking at the camera.",
  manyFaces: "This photo has more than one face. Please upload a photo of just one person.",
} as const;

export const AVATAR_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_NAME_MAX_CHARS = 50;
export const DEFAULT_CUSTOM_AVATAR_LIMIT = 3;
/** The badge turns to a warning at this share of the limit. */
export const AVATAR_LIMIT_WARNING_RATIO = 0.8;
/** The dialog closes this long after "saved". */
export const AVATAR_DIALOG_CLOSE_MS = 1500;
/** process-avatar is abandoned by the caller after this long. */
export const PROCESS_AVATAR_TIMEOUT_MS = 60_000;

export const AVATAR_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_AUDIO_TYPES = ["audio/mpeg", "audio/wav", "audio/ogg"] as const;
/** What the file picker offers (extensions as well as types, since browsers disagree on audio types). */
export const AVATAR_IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
export const AVATAR_AUDIO_ACCEPT = ".mp3,.wav,.ogg,audio/mpeg,audio/wav,audio/x-wav,audio/ogg";

export const avatarNameSchema = z
  .string({ error: avatarMessages.nameRequired })
  .trim()
  .min(1, avatarMessages.nameRequired)
  .max(AVATAR_NAME_MAX_CHARS, avatarMessages.nameRequired);

export const avatarClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const processingOutcomes = [
  "no_session",
  "processing_failed",
  "timeout",
  "network_error",
  "general_error",
] as const;
export const processingOutcomeSchema = z.enum(processingOutcomes);
export type ProcessingOutcome = z.infer<typeof processingOutcomeSchema>;

/** A row of custom_avatars as the API returns it: both readings of the spec's field set, plus our extras. */
export const customAvatarSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  image_url: z.string(),
  voice_url: z.string().nullable(),
  /** Present means Ready: a short clip of the avatar speaking in the user's own voice sample. */
  avatar_sample_url: z.string().nullable(),
  voice_clone_id: z.string().nullable(),
  storage_path: z.string(),
  voice_storage_path: z.string().nullable(),
  /** The last processing failure, if any (cleared when processing succeeds). */
  processing_outcome: processingOutcomeSchema.nullable(),
  /** The stock voice that narrates when no cloned voice exists (closest to the sample, by pitch). */
  voice_id: z.string().nullable(),
  /** The sample's median pitch (Hz); offline, the editor names the stock voice it gets in each language. */
  voice_pitch_hz: z.number().nullable().optional(),
  created_at: z.string(),
});
export type CustomAvatar = z.infer<typeof customAvatarSchema>;

export const customAvatarsResponseSchema = z.object({
  avatars: z.array(customAvatarSchema),
  count: z.number().int().min(0),
  limit: z.number().int().min(0),
});
export type CustomAvatarsResponse = z.infer<typeof customAvatarsResponseSchema>;

export const createdAvatarResponseSchema = z.object({ avatar: customAvatarSchema });

/** The turns the cropper offers, clockwise in degrees. */
export const AVATAR_CROP_ROTATIONS = [0, 90, 180, 270] as const;

const share = z.number().min(0).max(1);
/** Rounding slack for a rectangle that ends at the picture's edge (x + width may read 1.0000001). */
const EDGE_SLACK = 1e-6;

/**
 * The crop the dialog chose, sent as the multipart field `crop` (a JSON string) with the original photo to
 * both POST /api/avatars/face-check and POST /api/avatars: the upright photo (its EXIF orientation applied)
 * is turned clockwise by `rotation`, then the rectangle x, y, width, height (shares 0-1 of the turned
 * photo, react-easy-crop's croppedArea divided by 100) is cut out. Both endpoints cut the same picture the
 * same way, so the face check answers for exactly the picture the save stores.
 */
export const avatarCropSchema = z
  .strictObject({
    x: share,
    y: share,
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
    rotation: z
      .literal([...AVATAR_CROP_ROTATIONS])
      .optional()
      .default(0),
  })
  .refine((c) => c.x + c.width <= 1 + EDGE_SLACK && c.y + c.height <= 1 + EDGE_SLACK, {
    message: "The crop must lie inside the photo.",
  });
export type AvatarCrop = z.infer<typeof avatarCropSchema>;
export type AvatarCropInput = z.input<typeof avatarCropSchema>;

/** A face's box as shares (0-1) of a picture: left, top, width, height. */
export const faceBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type FaceBox = z.infer<typeof faceBoxSchema>;

/**
 * POST /api/avatars/face-check (multipart `image`, optional `crop`): the dialog asks as soon as a photo is
 * chosen (no crop) and again for the crop it will save (with `crop`). 200 with the one face; 400 with
 * noFace or manyFaces, the refusals the save gives for the same picture and crop.
 * - face: the box as shares of the checked picture: the crop when one was sent, else the upright photo.
 * - face_in_photo: the box as shares of the whole photo turned by the crop's rotation (the cropper's frame,
 *   to draw the face over the photo while cropping); equal to face when no crop was sent.
 * - picture: the checked picture's size in pixels, as the save would store it (longest side at most 1920).
 */
export const faceCheckResponseSchema = z.object({
  face: faceBoxSchema,
  face_in_photo: faceBoxSchema.optional(),
  picture: z.object({ width: z.number().int(), height: z.number().int() }).optional(),
});
export type FaceCheckResponse = z.infer<typeof faceCheckResponseSchema>;

/**
 * The crop of `aspect` (width / height) around a face, as shares of the photo (photoAspect is the turned
 * photo's width / height): the largest such crop that fits the photo, centred on the face as far as the
 * edges allow. A default crop from it always holds the face the check found.
 */
export function cropAroundFace(face: FaceBox, photoAspect: number, aspect: number) {
  // In units of the photo's height: the photo is photoAspect wide and 1 high.
  const w = Math.min(photoAspect, aspect);
  const h = w / aspect;
  const cx = (face.x + face.width / 2) * photoAspect;
  const cy = face.y + face.height / 2;
  const left = Math.min(Math.max(cx - w / 2, 0), photoAspect - w);
  const top = Math.min(Math.max(cy - h / 2, 0), 1 - h);
  return { x: left / photoAspect, y: top, width: w / photoAspect, height: h };
}

export const processAvatarRequestSchema = z.strictObject({
  avatarId: z.string().min(1).max(128),
  imageUrl: z.string().max(2000).optional(),
  voiceUrl: z.string().max(2000).nullish(),
});

export const processAvatarResponseSchema = z.object({
  status: z.enum(["ready", "processing", "failed"]),
  outcome: processingOutcomeSchema.nullable(),
});
export type ProcessAvatarResponse = z.infer<typeof processAvatarResponseSchema>;

/** Processing until avatar_sample_url exists, then Ready; a recorded failure shows as failed. */
export function customAvatarState(avatar: Pick<CustomAvatar, "avatar_sample_url" | "processing_outcome">) {
  if (avatar.avatar_sample_url) return "ready" as const;
  return avatar.processing_outcome ? ("failed" as const) : ("processing" as const);
}

/** The picker badge: Remaining, a warning at 80% or more of the limit, Limit Reached at the cap. */
export function avatarLimitBadge(count: number, limit: number) {
  const remaining = Math.max(0, limit - count);
  if (limit <= 0 || count >= limit) return { label: "Limit Reached", tone: "limit" as const, remaining: 0 };
  const tone = count / limit >= AVATAR_LIMIT_WARNING_RATIO ? ("warning" as const) : ("normal" as const);
  return { label: `${remaining} Remaining`, tone, remaining };
}

/** Human words for a processing outcome, shown on the avatar card. */
export const processingOutcomeLabels: Record<ProcessingOutcome, string> = {
  no_session: "Processing could not start: please sign in again.",
  processing_failed: "Processing failed.",
  timeout: "Processing timed out.",
  network_error: "Processing could not be reached (network error).",
  general_error: "Processing failed unexpectedly.",
};
