import { type FaceCheckResponse, faceCheckResponseSchema } from "@reelsmith/contract/avatars";
import { postForm, readError } from "@/lib/api-client";

/**
 * POST /api/avatars/face-check with the chosen photo: null when it shows one face, else the server's
 * refusal ('We couldn't find a face in this photo...', 'This photo has more than one face...'). A check
 * that could not be made (offline, a server error, the rate limit) refuses nothing: the save checks again.
 */
export async function checkAvatarFace(
  file: File,
  signal?: AbortSignal,
): Promise<{ problem: string | null; face: FaceCheckResponse["face"] | null }> {
  const form = new FormData();
  form.set("image", file, file.name || "photo");
  let res: Response;
  try {
    res = await postForm("/api/avatars/face-check", form, signal);
  } catch {
    return { problem: null, face: null };
  }
  if (!res.ok) {
    const error = await readError(res);
    return { problem: error.code === "VALIDATION_ERROR" ? error.message : null, face: null };
  }
  const parsed = faceCheckResponseSchema.safeParse(await res.json().catch(() => null));
  return { problem: null, face: parsed.success ? parsed.data.face : null };
}
