import type { MediaItem } from "@reelsmith/contract/media";
import { useMediaLibrary } from "@/components/media/media-api";
import { MediaTileCaption, MediaTileImage, mediaDescription } from "@/components/media/media-tile";
import { MediaUploadButton } from "@/components/media/media-upload-button";
import { Alert } from "@/components/ui/alert";
import { PickedMark } from "@/components/ui/picked-mark";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

/**
 * Picks one of the user's photos or clips, or uploads a new one (the upload is picked once it is saved):
 * for a storyboard scene's picture. Only ready items can be picked; a clip being prepared shows its
 * progress. `onPick` gets the item.
 */
export function MediaPicker({
  selectedId,
  onPick,
  kinds = ["photo", "clip"],
}: {
  selectedId: string | null;
  onPick: (item: MediaItem) => void;
  kinds?: MediaItem["kind"][];
}) {
  const library = useMediaLibrary();
  const items = (library.data?.media ?? []).filter((m) => kinds.includes(m.kind));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">Your photos and clips</p>
        <MediaUploadButton variant="secondary" onUploaded={onPick} />
      </div>
      {library.isPending ? (
        <div className="flex items-center gap-2 py-4 text-sm text-muted">
          <Spinner size="sm" label={null} />
          <span role="status">Loading your media...</span>
        </div>
      ) : null}
      {library.isError ? <Alert variant="error">Failed to load your media. Please try again.</Alert> : null}
      {library.isSuccess && items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">
          No photos or clips yet. Upload one to use it in this scene.
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Your photos and clips">
          {items.map((item) => {
            const ready = item.status === "ready";
            const selected = item.id === selectedId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={ready ? selected : undefined}
                  aria-disabled={ready ? undefined : true}
                  aria-label={mediaDescription(item)}
                  onClick={() => {
                    if (ready) onPick(item);
                  }}
                  className={cn(
                    "relative flex w-full flex-col overflow-hidden rounded-xl border-2 bg-surface-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                    selected ? "border-violet-400" : "border-transparent",
                    ready ? "cursor-pointer hover:border-border" : "cursor-not-allowed opacity-70",
                  )}
                >
                  <MediaTileImage item={item} />
                  <MediaTileCaption item={item} />
                  {selected && ready ? <PickedMark /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
