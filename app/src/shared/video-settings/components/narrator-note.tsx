import type { CustomAvatar } from "@reelsmith/contract/avatars";
import { type Voice, voiceEngineLabels } from "@reelsmith/contract/catalog";
import { matchStockVoice } from "@reelsmith/contract/voice-match";
import { AudioLines } from "lucide-react";
import { useVoices } from "@/shared/video-settings/api/get-voices";
import { useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

/**
 * Which voice narrates with this avatar: its cloned voice, or (offline) the stock voice the server will
 * use for the video's language, found by the same rule, and how far its pitch is moved toward the sample.
 */
export function narratorText(
  avatar: Pick<CustomAvatar, "voice_clone_id" | "voice_id"> & { voice_pitch_hz?: number | null },
  voiceName?: string,
  voices?: Voice[],
  language = "en",
) {
  if (avatar.voice_clone_id) return "Narrated by its cloned voice, made from your sample";
  const match =
    voices && avatar.voice_pitch_hz != null ? matchStockVoice(voices, avatar.voice_pitch_hz, language) : null;
  if (match) {
    const engine = match.voice.engine ? ` (${voiceEngineLabels[match.voice.engine]})` : "";
    const moved = match.pitch !== 1 ? `, its pitch moved ${match.pitch}x toward your sample` : "";
    return `Narrated by ${match.voice.voice_name}${engine}, the closest stock voice${moved}`;
  }
  if (avatar.voice_id) return `Narrated by ${voiceName ?? avatar.voice_id}, the closest stock voice`;
  return "Narrated by the video's default voice";
}

/** Said plainly under the selected custom avatar. */
export function NarratorNote({ avatar }: { avatar: CustomAvatar }) {
  const voices = useVoices();
  const language = useVideoSettings((s) => s.language);
  const name = voices.data?.find((v) => v.id === avatar.voice_id)?.voice_name;
  // The stock voice is named once the catalogue is here (its id means nothing to the user).
  if (!avatar.voice_clone_id && avatar.voice_id && voices.isPending) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-lg border border-violet-500/30 bg-violet-500/10 px-3 py-2 text-xs text-violet-100"
      data-testid="narrator-note"
    >
      <AudioLines aria-hidden className="h-4 w-4 shrink-0" />
      <span>
        <span className="font-semibold">{avatar.name}:</span>{" "}
        {narratorText(avatar, name, voices.data, language)}
      </span>
    </p>
  );
}
