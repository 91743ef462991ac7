import type { StockAvatar } from "@reelsmith/contract/catalog";
import { Thumbnail } from "@/components/ui/thumbnail";
import { avatarChips } from "@/features/avatars/components/avatar-tags";
import { cn } from "@/lib/cn";

/** A stock presenter in the gallery; the ring glows for 2 s after it is chosen. */
export function AvatarCard({
  avatar,
  selected,
  highlighted,
  onSelect,
}: {
  avatar: StockAvatar;
  selected: boolean;
  highlighted: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      data-highlighted={highlighted || undefined}
      className={cn(
        "group flex w-full cursor-pointer flex-col overflow-hidden rounded-2xl border-2 bg-surface-2 text-left transition-[border-color,box-shadow,transform] duration-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:hover:-translate-y-0.5",
        selected ? "border-violet-400" : "border-transparent hover:border-border",
        highlighted && "shadow-[0_0_0_4px_rgba(217,70,239,0.45)] motion-safe:animate-pulse",
      )}
    >
      <Thumbnail src={avatar.avatar_image} className="aspect-[9/16] w-full bg-surface object-cover" />
      <span className="flex flex-col gap-1 px-3 py-2.5">
        <span className="truncate text-sm font-semibold">{avatar.avatar_name}</span>
        <span className="flex flex-wrap gap-1">
          {avatarChips(avatar.tags).map((chip) => (
            <span key={chip} className="rounded-full bg-white/5 px-2 py-0.5 text-[11px] text-muted">
              {chip}
            </span>
          ))}
        </span>
      </span>
    </button>
  );
}
