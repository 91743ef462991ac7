import type { Voice } from "@reelsmith/contract/catalog";
import { languageLabel } from "@/shared/video-settings/lib/languages";
import { tagValue } from "@/shared/video-settings/lib/tags";
import type { SelectedVoice } from "@/shared/video-settings/lib/types";

/** A catalogue voice as the editor keeps it selected. */
export function toSelectedVoice(v: Voice): SelectedVoice {
  return {
    id: v.id,
    name: v.voice_name,
    language: tagValue(v.tags, "language") ?? "",
    gender: tagValue(v.tags, "gender") ?? "",
    previewUrl: v.voice_sample,
  };
}

export interface VoiceForLanguage {
  /** The voice to keep selected: the chosen one when it speaks the language, else its replacement. */
  voice: SelectedVoice | null;
  /** What to tell the user when the voice was replaced; null when it was kept. */
  notice: string | null;
}

/** "Pooja speaks Hindi, not English: the voice is now Emma." */
export function voiceReplacedNotice(before: SelectedVoice, after: SelectedVoice, language: string): string {
  return `${before.name} speaks ${languageLabel(before.language)}, not ${languageLabel(language)}: the voice is now ${after.name}.`;
}

/**
 * The voice for a new video language. A voice that speaks it stays; one that does not is replaced the
 * way the renderer would replace it (a voice of the language with the same gender, else the language's
 * first), so the editor names the voice the video will have. Without a voice of the language it stays.
 */
export function voiceForLanguage(
  selected: SelectedVoice | null,
  language: string,
  voices: readonly Voice[],
): VoiceForLanguage {
  if (!selected || selected.language === language) return { voice: selected, notice: null };
  const speaking = voices.filter((v) => tagValue(v.tags, "language") === language);
  const replacement =
    speaking.find((v) => tagValue(v.tags, "gender") === selected.gender) ?? speaking[0] ?? null;
  if (!replacement) return { voice: selected, notice: null };
  const voice = toSelectedVoice(replacement);
  return { voice, notice: voiceReplacedNotice(selected, voice, language) };
}
