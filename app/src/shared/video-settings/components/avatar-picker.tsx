import type { StockAvatar } from "@reelsmith/contract/catalog";
import { PickedMark } from "@/components/ui/picked-mark";
import { Thumbnail } from "@/components/ui/thumbnail";
import { cn } from "@/lib/cn";
import { useAvatars } from "@/shared/video-settings/api/get-avatars";
import { CustomAvatarSlot } from "@/shared/video-settings/components/custom-avatar-slot";
import { PickerError, PickerLoading } from "@/shared/video-settings/components/picker-states";
import { catalogMessages } from "@/shared/video-settings/lib/messages";
import type { SelectedAvatar } from "@/shared/video-settings/lib/types";

export function toSelectedAvatar(a: StockAvatar): SelectedAvatar {
  return {
    id: a.id,
    name: a.avatar_name,
    imageUrl: a.avatar_image,
    voiceId: a.avatar_voice_id,
    category: "ai",
    videoUrl: a.avatar_video,
  };
}

/** Stock presenters in a grid capped at 700px high, the custom avatars above them. */
export function AvatarPicker({
  selected,
  onSelect,
}: {
  selected: SelectedAvatar | null;
  onSelect: (avatar: SelectedAvatar) => void;
}) {
  const avatars = useAvatars();
  return (
    <div className="flex max-h-[700px] flex-col gap-4 overflow-y-auto pr-1" data-testid="avatar-grid">
      <CustomAvatarSlot selectedId={selected?.id ?? null} onSelect={onSelect} />
      {avatars.isPending ? <PickerLoading label="Loading avatars..." /> : null}
      {avatars.isError ? <PickerError message={catalogMessages.avatars} /> : null}
      {avatars.data ? (
        <ul aria-label="Stock avatars" className="grid grid-cols-3 gap-2.5 sm:grid-cols-4">
          {avatars.data.map((a) => {
            const isSelected = selected?.id === a.id;
            return (
              <li key={a.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(toSelectedAvatar(a))}
                  className={cn(
                    "group relative flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-surface-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                    isSelected ? "border-violet-400" : "border-transparent hover:border-border",
                  )}
                >
                  <Thumbnail src={a.avatar_image} className="aspect-[9/16] w-full bg-surface object-cover" />
                  <span className="truncate px-2 py-1.5 text-xs font-medium">{a.avatar_name}</span>
                  {isSelected ? <PickedMark /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
