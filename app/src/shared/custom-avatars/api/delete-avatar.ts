import { avatarMessages } from "@reelsmith/contract/avatars";
import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { customAvatarKeys } from "@/shared/custom-avatars/api/get-custom-avatars";

const prefix = avatarMessages.deleteFailed("");

/**
 * DELETE /api/avatars/:id; throws 'Failed to delete avatar: {message}'. The server words
 * its own failure that way already; other failures (404 'Avatar not found', network) are wrapped.
 */
export async function deleteAvatar(id: string): Promise<void> {
  try {
    await api.delete<void>(`/api/avatars/${encodeURIComponent(id)}`);
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : "Unknown error";
    throw new Error(message.startsWith(prefix) ? message : avatarMessages.deleteFailed(message));
  }
}

/** Deletes, then refetches the list; the caller's onSuccess runs once the delete is done. */
export function useDeleteAvatar({
  onSuccess,
}: Pick<UseMutationOptions<void, Error, string>, "onSuccess"> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: customAvatarKeys.all });
      return onSuccess?.(...args);
    },
  });
}
