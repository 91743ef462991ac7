import type { VideoSettings } from "@/shared/video-settings/lib/types";

/** The spec's Video settings defaults and the default narration mode. */
export function defaultVideoSettings(): VideoSettings {
  return {
    size: "9:16",
    avatar: null,
    voice: null,
    voiceSettings: { pitch: 1, speed: 1 },
    presenterLayout: "corner",
    music: null,
    musicSettings: { volume: 0.5 },
    startTime: 0,
    endTime: null,
    style: null,
    captionStyle: null,
    templateId: undefined,
    captionEmoji: false,
    story: "",
    imageUrls: [],
    language: "en",
    narrationMode: "avatar",
    recording: null,
    progress: 0,
    rendering: false,
    error: null,
    lastVideo: null,
  };
}

/** The fields an editor autosaves beside the story (render progress is not worth keeping). */
export type SavedSettings = Omit<VideoSettings, "story" | "progress" | "rendering" | "error" | "lastVideo">;

export function savedSettingsOf(settings: VideoSettings): SavedSettings {
  const { story: _story, progress: _p, rendering: _r, error: _e, lastVideo: _l, ...rest } = settings;
  return rest;
}

/** Merges autosaved settings over the defaults, keeping only keys the store knows. */
export function restoreSettings(saved: Record<string, unknown> | undefined): Partial<VideoSettings> {
  if (!saved) return {};
  const defaults = defaultVideoSettings();
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    if (key in saved && !["story", "progress", "rendering", "error", "lastVideo"].includes(key))
      out[key] = saved[key];
  }
  return out as Partial<VideoSettings>;
}
