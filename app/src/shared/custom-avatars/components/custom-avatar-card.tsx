import { type CustomAvatar, customAvatarState, processingOutcomeLabels } from "@reelsmith/contract/avatars";
import { RotateCw, Trash2, TriangleAlert } from "lucide-react";
import { PickedMark } from "@/components/ui/picked-mark";
import { Spinner } from "@/components/ui/spinner";
import { Thumbnail } from "@/components/ui/thumbnail";
import { cn } from "@/lib/cn";
import { avatarImageUrl } from "@/shared/custom-avatars/lib/image-url";

/**
 * One custom avatar: Processing (spinner, not selectable), Ready (selectable when the grid selects), or its
 * failed outcome with Retry. Each card has a delete button.
 */
export function CustomAvatarCard({
  avatar,
  selected,
  selectable,
  retrying,
  onSelect,
  onRetry,
  onDelete,
}: {
  avatar: CustomAvatar;
  selected: boolean;
  selectable: boolean;
  retrying: boolean;
  onSelect: () => void;
  onRetry: () => void;
  onDelete: () => void;
}) {
  const state = retrying ? "processing" : customAvatarState(avatar);
  const ready = state === "ready";
  const picture = (
    <>
      <Thumbnail
        src={avatarImageUrl(avatar.image_url)}
        className={cn("aspect-[9/16] w-full bg-surface object-cover", !ready && "opacity-50")}
      />
      <span className="truncate px-2 py-1.5 text-xs font-medium">{avatar.name}</span>
      {state === "processing" ? (
        <span className="absolute inset-x-0 top-1/3 flex flex-col items-center gap-1.5 text-[11px] font-semibold text-violet-100">
          <Spinner size="md" label={null} />
          Processing
        </span>
      ) : null}
      {state === "failed" ? (
        <span className="absolute inset-x-1 top-1/4 flex flex-col items-center gap-1 text-center text-[11px] leading-tight font-medium text-red-200">
          <TriangleAlert aria-hidden className="h-4 w-4" />
          {avatar.processing_outcome ? processingOutcomeLabels[avatar.processing_outcome] : null}
        </span>
      ) : null}
      {selected && ready ? <PickedMark /> : null}
    </>
  );
  const frame = cn(
    "relative flex w-full flex-col overflow-hidden rounded-xl border-2 bg-surface-2 text-left transition-colors",
    selected && ready ? "border-violet-400" : "border-transparent",
  );

  return (
    <div className="group relative flex flex-col gap-1.5" data-state={state}>
      {selectable ? (
        <button
          type="button"
          aria-pressed={ready ? selected : undefined}
          aria-disabled={ready ? undefined : true}
          onClick={() => {
            if (ready) onSelect();
          }}
          className={cn(
            frame,
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
            ready ? "cursor-pointer hover:border-border" : "cursor-not-allowed",
          )}
        >
          {picture}
        </button>
      ) : (
        <div className={frame}>{picture}</div>
      )}
      <button
        type="button"
        aria-label={`Delete ${avatar.name}`}
        title="Delete avatar"
        onClick={onDelete}
        className="absolute top-1.5 left-1.5 flex h-7 w-7 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white/90 transition-colors hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Trash2 aria-hidden className="h-3.5 w-3.5" />
      </button>
      {state === "failed" ? (
        <button
          type="button"
          onClick={onRetry}
          aria-label={`Retry processing ${avatar.name}`}
          className="flex h-8 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-border bg-surface-2 text-xs font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <RotateCw aria-hidden className="h-3.5 w-3.5" />
          Retry
        </button>
      ) : null}
    </div>
  );
}
