import type { BatchSettings } from "@reelsmith/contract/batches";
import { buildCreateVideoBody } from "@/shared/video-settings/api/create-video";
import type { VideoSettings } from "@/shared/video-settings/lib/types";

/** The batch's shared settings: the editor's create-video body without its story and one-project fields. */
export function toBatchSettings(settings: VideoSettings): BatchSettings {
  const body = buildCreateVideoBody(settings, { story: "", imageUrls: [] });
  return {
    narrationMode: body.narrationMode,
    image_styles: body.image_styles,
    voice_id: body.voice_id,
    bgm_name: body.bgm_name,
    language: body.language,
    caption_style: body.caption_style,
    caption_emoji: body.caption_emoji,
    size: body.size,
    music_volume: body.music_volume,
    voice_settings: body.voice_settings,
    ...(body.avatar_engine ? { avatar_engine: body.avatar_engine } : {}),
    ...(body.character_ref ? { character_ref: body.character_ref } : {}),
    ...(body.template_id ? { template_id: body.template_id } : {}),
  };
}
