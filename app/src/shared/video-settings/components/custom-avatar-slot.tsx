import { customAvatarState } from "@reelsmith/contract/avatars";
import { useAuth } from "@/lib/auth";
import { useCustomAvatars } from "@/shared/custom-avatars/api/get-custom-avatars";
import { CustomAvatarGrid } from "@/shared/custom-avatars/components/custom-avatar-grid";
import { NarratorNote } from "@/shared/video-settings/components/narrator-note";
import { toSelectedCustomAvatar } from "@/shared/video-settings/lib/to-selected";
import type { SelectedAvatar } from "@/shared/video-settings/lib/types";
import { clearSelectedAvatar } from "@/shared/video-settings/lib/video-settings-store";

/**
 * The signed-in user's custom avatars above the stock grid: the grid with its upload tile
 * and badge; only Ready avatars call onSelect; deleting the selected one clears the selection; the voice
 * that narrates is said under a selected one. Guests see nothing.
 */
export function CustomAvatarSlot({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (avatar: SelectedAvatar) => void;
}) {
  const { user } = useAuth();
  const avatars = useCustomAvatars();
  if (!user) return null;
  const selected = avatars.data?.avatars.find((a) => a.id === selectedId);
  return (
    <div className="flex flex-col gap-2.5 border-b border-border pb-4">
      <CustomAvatarGrid
        selectedId={selectedId}
        onSelect={(a) => {
          if (customAvatarState(a) === "ready") onSelect(toSelectedCustomAvatar(a));
        }}
        onDeleted={clearSelectedAvatar}
      />
      {selected && customAvatarState(selected) === "ready" ? <NarratorNote avatar={selected} /> : null}
    </div>
  );
}
