import { captionStylePresets } from "@reelsmith/contract/catalog";
import { frameSizeText } from "@/shared/preview/lib/frame-size";
import { renderedSettingsOf } from "@/shared/preview/lib/rendered-settings";
import { useMusic } from "@/shared/video-settings/api/get-music";
import { useVoices } from "@/shared/video-settings/api/get-voices";

/** What a finished video was made with, by name: the narration mode, voice, music and captions. */
export interface RenderedNames {
  narrationMode: "avatar" | "voice" | null;
  voice: string | null;
  music: string | null;
  captions: string | null;
  /** "16:9 · 1920×1080": the video's ratio and frame size; null when its data does not say. */
  size: string | null;
}

/** The names of what the task's video was rendered with (null until the video's data is there). */
export function useRenderedNames(taskResult: unknown): RenderedNames | null {
  const rendered = renderedSettingsOf(taskResult);
  const voices = useVoices();
  const music = useMusic();
  if (!rendered) return null;
  const voice = rendered.voiceId
    ? (voices.data?.find((v) => v.id === rendered.voiceId)?.voice_name ?? rendered.voiceId)
    : null;
  const track = rendered.musicId
    ? (music.data?.find((m) => m.id === rendered.musicId)?.name ?? rendered.musicId)
    : null;
  const captions = rendered.captionStyle
    ? (captionStylePresets.find((c) => c.id === rendered.captionStyle || c.name === rendered.captionStyle)
        ?.name ?? rendered.captionStyle)
    : null;
  return {
    narrationMode: rendered.narrationMode,
    voice,
    music: track,
    captions,
    size: rendered.size ? frameSizeText(rendered.size) : null,
  };
}
