import type { CustomAvatar } from "@reelsmith/contract/avatars";
import { AudioLines } from "lucide-react";
import { useVoices } from "@/features/video-settings/api/get-voices";

/** Which voice narrates with this avatar: its cloned voice, or the stock voice closest to the sample. */
export function narratorText(avatar: Pick<CustomAvatar, "voice_clone_id" | "voice_id">, voiceName?: string) {
  if (avatar.voice_clone_id) return "Narrated by its cloned voice, made from your sample";
  if (avatar.voice_id) return `Narrated by ${voiceName ?? avatar.voice_id}, the closest stock voice`;
  return "Narrated by the video's default voice";
}

/** Said plainly under the selected custom avatar. */
export function NarratorNote({ avatar }: { avatar: CustomAvatar }) {
  const voices = useVoices();
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
        <span className="font-semibold">{avatar.name}:</span> {narratorText(avatar, name)}
      </span>
    </p>
  );
}
