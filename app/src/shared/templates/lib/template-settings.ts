import { type CustomAvatar, customAvatarState } from "@reelsmith/contract/avatars";
import type { MusicTrack, StockAvatar, VisualStyle, Voice } from "@reelsmith/contract/catalog";
import type { CreateTemplateBody, Template } from "@reelsmith/contract/templates";
import { captionLookOf, templateCaptionsOf } from "@/shared/templates/lib/caption-look";
import { toSelectedAvatar } from "@/shared/video-settings/components/avatar-picker";
import { toSelectedMusic } from "@/shared/video-settings/components/music-picker";
import { toSelectedStyle } from "@/shared/video-settings/components/style-picker";
import { toSelectedCustomAvatar } from "@/shared/video-settings/lib/to-selected";
import type { VideoSettings } from "@/shared/video-settings/lib/types";
import { toSelectedVoice } from "@/shared/video-settings/lib/voice-language";

/** The catalogues a template's ids are looked up in (each absent while it loads). */
export interface Catalogues {
  styles?: VisualStyle[];
  voices?: Voice[];
  avatars?: StockAvatar[];
  /** The user's own avatars: a template's presenter may be one of them. */
  customAvatars?: CustomAvatar[];
  music?: MusicTrack[];
}

const byIdOrName = <T extends { id: string }>(list: T[] | undefined, key: string, name: (t: T) => string) =>
  list?.find((t) => t.id === key) ?? list?.find((t) => name(t).toLowerCase() === key.toLowerCase());

/**
 * The editor's settings a template gives: each choice it holds, looked up in the catalogues; the choices
 * it lacks stay as they are. A presenter makes the video avatar-narrated, a voice alone voice-narrated.
 */
export function settingsFromTemplate(t: Template, c: Catalogues): Partial<VideoSettings> {
  const out: Partial<VideoSettings> = { templateId: t.id };
  if (t.size) out.size = t.size;
  const style = t.style ? byIdOrName(c.styles, t.style, (s) => s.style_name) : undefined;
  if (style) out.style = toSelectedStyle(style);
  const stock = t.avatar_id ? byIdOrName(c.avatars, t.avatar_id, (a) => a.avatar_name) : undefined;
  // Or one of the user's own, when it is Ready (a deleted or unfinished one presents nothing).
  const own = t.avatar_id
    ? c.customAvatars?.find((a) => a.id === t.avatar_id && customAvatarState(a) === "ready")
    : undefined;
  const avatar = stock ? toSelectedAvatar(stock) : own ? toSelectedCustomAvatar(own) : undefined;
  const voice = t.voice_id ? byIdOrName(c.voices, t.voice_id, (v) => v.voice_name) : undefined;
  if (avatar) {
    out.narrationMode = "avatar";
    out.avatar = { ...avatar, ...(t.voice_id ? { voiceId: t.voice_id } : {}) };
  } else if (voice) {
    out.narrationMode = "voice";
  }
  if (voice) out.voice = toSelectedVoice(voice);
  if (t.presenter_layout) out.presenterLayout = t.presenter_layout;
  const track = t.music_id ? byIdOrName(c.music, t.music_id, (m) => m.name) : undefined;
  if (track) out.music = toSelectedMusic(track);
  if (t.music_volume != null) out.musicSettings = { volume: t.music_volume };
  if (t.captions) out.captionStyle = captionLookOf(t.captions)?.style ?? null;
  return out;
}

/** The editor's current choices as a new template's body (brand colours and logo from a Product Ad's kit). */
export function templateBodyFromSettings(
  name: string,
  s: VideoSettings,
  brand?: { colors?: string[]; logoMediaId?: string | null },
): CreateTemplateBody {
  const avatarMode = s.narrationMode === "avatar";
  const voiceId = avatarMode ? s.avatar?.voiceId : s.voice?.id;
  const body: CreateTemplateBody = {
    name: name.trim(),
    size: s.size,
    music_volume: s.musicSettings.volume,
    captions: templateCaptionsOf(s.captionStyle ? { style: s.captionStyle } : null),
  };
  if (s.style) body.style = s.style.id;
  if (voiceId) body.voice_id = voiceId;
  if (avatarMode && s.avatar) {
    body.avatar_id = s.avatar.id;
    body.presenter_layout = s.presenterLayout ?? "corner";
  }
  if (s.music) body.music_id = s.music.id;
  if (brand?.colors?.length) body.brand_colors = brand.colors.slice(0, 5);
  if (brand?.logoMediaId) body.logo = { media_id: brand.logoMediaId };
  return body;
}
