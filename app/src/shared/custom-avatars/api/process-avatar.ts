import {
  PROCESS_AVATAR_TIMEOUT_MS,
  type ProcessingOutcome,
  processAvatarResponseSchema,
} from "@reelsmith/contract/avatars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, NetworkError, TimeoutError } from "@/lib/api-client";
import { customAvatarKeys } from "@/shared/custom-avatars/api/get-custom-avatars";

export type ProcessResult =
  | { ok: true; status: "ready" | "processing" }
  | { ok: false; outcome: ProcessingOutcome };

/** Which of the spec's processing outcomes a failed call is. */
export function outcomeOf(error: unknown): ProcessingOutcome {
  if (error instanceof ApiError) return error.code === "UNAUTHORIZED" ? "no_session" : "processing_failed";
  if (error instanceof TimeoutError) return "timeout";
  if (error instanceof NetworkError) return "network_error";
  return "general_error";
}

/**
 * Asks the server to (re)process an avatar (after the save, 60 s abort). Never throws: a
 * failure is logged and answered as an outcome, since it never undoes the save.
 */
export async function processAvatar(avatar: {
  id: string;
  image_url: string;
  voice_url: string | null;
}): Promise<ProcessResult> {
  try {
    const data = await api.post<unknown>(
      "/api/functions/process-avatar",
      { avatarId: avatar.id, imageUrl: avatar.image_url, voiceUrl: avatar.voice_url },
      { timeoutMs: PROCESS_AVATAR_TIMEOUT_MS },
    );
    const parsed = processAvatarResponseSchema.parse(data);
    if (parsed.status === "failed") {
      const outcome = parsed.outcome ?? "processing_failed";
      console.error("Avatar processing failed", { avatarId: avatar.id, outcome });
      return { ok: false, outcome };
    }
    return { ok: true, status: parsed.status };
  } catch (error) {
    const outcome = outcomeOf(error);
    console.error("Avatar processing request failed", {
      avatarId: avatar.id,
      outcome,
      message: error instanceof Error ? error.message : String(error),
    });
    return { ok: false, outcome };
  }
}

/** Retry on a failed avatar: asks for processing again, then reads the list whatever the outcome. */
export function useProcessAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processAvatar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customAvatarKeys.all }),
  });
}
