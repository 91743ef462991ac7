import {
  type AvatarCropInput,
  avatarMessages,
  type CustomAvatar,
  createdAvatarResponseSchema,
} from "@reelsmith/contract/avatars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiError, postForm, readError } from "@/lib/api-client";
import { customAvatarKeys } from "@/shared/custom-avatars/api/get-custom-avatars";
import { processAvatar } from "@/shared/custom-avatars/api/process-avatar";

export interface NewAvatar {
  id: string;
  name: string;
  /** The original photo when `crop` is given (the server cuts it as the face check did), else the cropped JPEG. */
  image: Blob;
  crop?: AvatarCropInput;
  /** The uploaded file or the browser recording, sent as it is (the server converts). */
  voice: File;
}

/**
 * Answers whose message the user can act on: the spec's validation texts, the avatar limit and a taken
 * id ('Could not create avatar record.'); any other failure gets the generic message.
 */
const userFacing = new Set<ApiError["code"]>(["VALIDATION_ERROR", "AVATAR_LIMIT", "CONFLICT"]);

const messageFor = (error: ApiError) =>
  userFacing.has(error.code) ? error.message : avatarMessages.saveFailed;

/**
 * POST /api/avatars as multipart/form-data (name, image, voice, id). Answers the saved row; throws an Error
 * with the spec's message: the server's validation text, 'Could not create avatar record.' when the answer
 * holds no avatar, else 'Failed to save avatar. Please try again.'.
 */
export async function createAvatar(input: NewAvatar): Promise<CustomAvatar> {
  const form = new FormData();
  form.set("id", input.id);
  form.set("name", input.name.trim());
  form.set("image", input.image, input.crop ? (input.image as File).name || "photo" : "avatar.jpeg");
  if (input.crop) form.set("crop", JSON.stringify(input.crop));
  form.set("voice", input.voice, input.voice.name);

  let res: Response;
  try {
    res = await postForm("/api/avatars", form);
  } catch (error) {
    console.error("Avatar save failed", error instanceof Error ? error.message : error);
    throw new Error(avatarMessages.saveFailed);
  }
  if (!res.ok) {
    const apiError = await readError(res);
    console.error("Avatar save failed", res.status, apiError.message);
    throw new Error(messageFor(apiError));
  }
  const parsed = createdAvatarResponseSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new Error(avatarMessages.recordFailed);
  return parsed.data.avatar;
}

/**
 * Saves, refetches the list (the new card shows as Processing), then asks for processing in the background:
 * it never undoes the save, and the list is read again once it answers.
 */
export function useCreateAvatar() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: customAvatarKeys.all });
  return useMutation({
    mutationFn: createAvatar,
    onSuccess: async (avatar) => {
      await refetch();
      void processAvatar(avatar).then(refetch);
    },
  });
}
