import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { useMutation } from "@tanstack/react-query";
import { videoCreationMessages } from "@/features/story-reel/lib/messages";
import type { VideoSettings } from "@/features/video-settings/lib/types";
import { ApiError, api } from "@/lib/api-client";

/** The create-video body (spec section 7) built from the settings store. */
export type CreateVideoBody = CreateVideoRequest;

/** The server's one local engine draws stock presenters and photo avatars alike. */
export const AVATAR_ENGINE = "local";

export function buildCreateVideoBody(s: VideoSettings): CreateVideoBody {
  const avatarMode = s.narrationMode === "avatar";
  const body: CreateVideoBody = {
    narrationMode: s.narrationMode,
    story: s.story.trim(),
    image_styles: { themes: s.style ? [s.style.id] : [] },
    voice_id: avatarMode ? (s.avatar?.voiceId ?? null) : (s.voice?.id ?? null),
    bgm_name: s.music?.id ?? null,
    gen_video: true,
    language: s.language,
    caption_style: s.captionStyle?.id ?? null,
    size: s.size,
    music_volume: s.musicSettings.volume,
    voice_settings: { pitch: s.voiceSettings.pitch, speed: s.voiceSettings.speed },
  };
  if (avatarMode && s.avatar) {
    body.avatar_engine = AVATAR_ENGINE;
    body.character_ref = { narrator_avatar: s.avatar.id };
  }
  if (s.imageUrls.length > 0) body.image_urls = s.imageUrls;
  return body;
}

/** The spec's checks before anything is sent (section 5), in its order; null when all pass. */
export function validateGeneration(input: {
  user: { id?: string | null } | null;
  story: string;
  narrationMode: string | null | undefined;
}): string | null {
  if (!input.user) return videoCreationMessages.signIn;
  if (!input.user.id) return videoCreationMessages.unverifiedUser;
  if (!input.story.trim()) return videoCreationMessages.storyRequired;
  if (!input.narrationMode) return videoCreationMessages.narrationModeRequired;
  return null;
}

/** POST create-video; answers the task id or throws with the message to show in the editor. */
export async function createVideo(body: CreateVideoBody): Promise<string> {
  let data: { task_id?: unknown; error?: unknown };
  try {
    data = await api.post<{ task_id?: unknown; error?: unknown }>("/api/functions/create-video", body);
  } catch (error) {
    // The server's error field when it sent one; a bare HTTP failure gets the spec's fallback.
    if (error instanceof ApiError) {
      throw new Error(
        error.code !== "HTTP_ERROR" && error.message ? error.message : videoCreationMessages.failed,
      );
    }
    if (error instanceof Error && error.name !== "Error" && error.message) throw error;
    throw new Error(videoCreationMessages.failed);
  }
  if (typeof data.error === "string" && data.error) throw new Error(data.error);
  if (typeof data.task_id !== "string" || !data.task_id) throw new Error(videoCreationMessages.noTaskId);
  return data.task_id;
}

export function useCreateVideo() {
  return useMutation({ mutationFn: createVideo });
}
