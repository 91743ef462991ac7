import {
  type AvatarCropInput,
  type FaceCheckResponse,
  faceCheckResponseSchema,
} from "@reelsmith/contract/avatars";
import { postForm, readError } from "@/lib/api-client";

/**
 * POST /api/avatars/face-check with the chosen photo: null when it shows one face, else the server's
 * refusal ('We couldn't find a face in this photo...', 'This photo has more than one face...'). A check
 * that could not be made (offline, a server error, the rate limit) refuses nothing: the save checks again.
 */
export async function checkAvatarFace(
  file: File,
  signal?: AbortSignal,
  crop?: AvatarCropInput,
): Promise<{
  problem: string | null;
  face: FaceCheckResponse["face"] | null;
  picture: FaceCheckResponse["picture"] | null;
}> {
  const form = new FormData();
  form.set("image", file, file.name || "photo");
  // With a crop, the server cuts the photo as the save will and looks for the face in that picture.
  if (crop) form.set("crop", JSON.stringify(crop));
  let res: Response;
  try {
    res = await postForm("/api/avatars/face-check", form, signal);
  } catch {
    return { problem: null, face: null, picture: null };
  }
  if (!res.ok) {
    const error = await readError(res);
    return { problem: error.code === "VALIDATION_ERROR" ? error.message : null, face: null, picture: null };
  }
  const parsed = faceCheckResponseSchema.safeParse(await res.json().catch(() => null));
  return parsed.success
    ? { problem: null, face: parsed.data.face, picture: parsed.data.picture ?? null }
    : { problem: null, face: null, picture: null };
}
