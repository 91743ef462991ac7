import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { videoMessages } from "@reelsmith/contract/video";
import { useMutation } from "@tanstack/react-query";
import type { VideoSettings } from "@/features/video-settings/lib/types";
import { ApiError, api } from "@/lib/api-client";

/**
 * The create-video body (spec section 7) for a Product Ad: the script as the story, the chosen pictures, and
 * the product name and brand colours for the closing card.
 */
export function buildProductAdBody(
  s: VideoSettings,
  script: string,
  imageUrls: string[],
  product?: { product_name: string; brand_colors?: string[] } | null,
): CreateVideoRequest {
  const avatarMode = s.narrationMode === "avatar";
  const body: CreateVideoRequest = {
    type: "PRODUCT_AD",
    narrationMode: s.narrationMode,
    story: script.trim(),
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
    body.avatar_engine = "local";
    body.character_ref = { narrator_avatar: s.avatar.id };
  }
  if (imageUrls.length > 0) body.image_urls = imageUrls;
  if (product?.product_name) {
    body.product_name = product.product_name.slice(0, 200);
    if (product.brand_colors?.length) body.brand_colors = product.brand_colors.slice(0, 5);
  }
  return body;
}

/** POST create-video; answers the task id or throws with the spec's message (section 8, Video creation). */
export async function createProductAd(body: CreateVideoRequest): Promise<string> {
  let data: { task_id?: unknown; error?: unknown };
  try {
    data = await api.post<{ task_id?: unknown; error?: unknown }>("/api/functions/create-video", body);
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(error.code !== "HTTP_ERROR" && error.message ? error.message : videoMessages.failed);
    if (error instanceof Error && error.name !== "Error" && error.message) throw error;
    throw new Error(videoMessages.failed);
  }
  if (typeof data.error === "string" && data.error) throw new Error(data.error);
  if (typeof data.task_id !== "string" || !data.task_id) throw new Error(videoMessages.noTaskId);
  return data.task_id;
}

export function useCreateProductAd() {
  return useMutation({ mutationFn: createProductAd });
}
