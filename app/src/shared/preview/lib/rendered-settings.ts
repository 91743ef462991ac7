/**
 * What a finished video was made with, as its data says (task_result.video_data, JSON text written by
 * the renderer): the narration mode, the voice and music ids and the caption preset's name. The preview's
 * settings card names these, not what the editor holds now.
 */
export interface RenderedSettings {
  narrationMode: "avatar" | "voice" | null;
  voiceId: string | null;
  musicId: string | null;
  /** The caption preset's name, or null for a video without captions. */
  captionStyle: string | null;
  /** The frame size in pixels; null in videos made before it was recorded. */
  size: { width: number; height: number } | null;
}

const text = (v: unknown) => (typeof v === "string" && v ? v : null);

export function renderedSettingsOf(taskResult: unknown): RenderedSettings | null {
  const raw = (taskResult as { video_data?: unknown } | null)?.video_data;
  if (typeof raw !== "string") return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const mode = data.narration_mode;
  return {
    narrationMode: mode === "avatar" || mode === "voice" ? mode : null,
    voiceId: text(data.voice_id),
    musicId: text(data.music_id),
    captionStyle: text(data.caption_style),
    size:
      typeof data.width === "number" && typeof data.height === "number" && data.width > 0 && data.height > 0
        ? { width: data.width, height: data.height }
        : null,
  };
}

/** The words a finished video narrates (its scenes' words in order) and its language, from its data. */
export function renderedStoryOf(taskResult: unknown): { story: string; language: string | null } | null {
  const raw = (taskResult as { video_data?: unknown } | null)?.video_data;
  if (typeof raw !== "string") return null;
  try {
    const data = JSON.parse(raw) as { scenes?: { text?: unknown }[]; language?: unknown };
    if (!Array.isArray(data?.scenes)) return null;
    const story = data.scenes
      .map((s) => (typeof s?.text === "string" ? s.text.trim() : ""))
      .filter(Boolean)
      .join(" ");
    return { story, language: text(data.language) };
  } catch {
    return null;
  }
}
