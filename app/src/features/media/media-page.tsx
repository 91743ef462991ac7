import { formatBytes, type MediaItem } from "@reelsmith/contract/media";
import { ImagePlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Page } from "@/components/layout/page";
import { useMediaLibrary } from "@/components/media/media-api";
import { MediaTileCaption, MediaTileImage, mediaDescription } from "@/components/media/media-tile";
import { MediaUploadButton } from "@/components/media/media-upload-button";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { DeleteMediaDialog } from "@/features/media/components/delete-media-dialog";

/**
 * Media: the user's own photos and clips for storyboard scenes. Upload with progress, a grid of
 * thumbnails (a clip shows its preparation), each with Delete, and how much of the quota is used.
 */
export function MediaPage() {
  const library = useMediaLibrary();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const items = library.data?.media ?? [];
  const usage = library.data?.usage;
  const share = usage && usage.quota > 0 ? Math.min(1, usage.bytes / usage.quota) : 0;

  return (
    <Page
      title="Media"
      description="Your own photos and clips, to use in any scene of a storyboard. Photos: JPEG, PNG or WebP. Clips: MP4, MOV or WebM, up to 60 seconds and 200 MB."
      actions={
        // The header's action: at its right on a wide screen, even when it wraps under the description;
        // the screen's full width on a phone.
        <div className="w-full sm:ml-auto sm:w-auto">
          <MediaUploadButton />
        </div>
      }
    >
      {usage ? (
        <div className="mb-6 max-w-md">
          <p className="text-sm text-muted">
            {formatBytes(usage.bytes)} of {formatBytes(usage.quota)} used
          </p>
          <div aria-hidden className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-2">
            <div
              className={share > 0.9 ? "h-full bg-red-500" : "bg-accent-gradient h-full"}
              style={{ width: `${Math.max(share * 100, usage.bytes > 0 ? 1 : 0)}%` }}
            />
          </div>
        </div>
      ) : null}

      {library.isPending ? (
        <div className="flex items-center gap-3 py-10 text-muted">
          <Spinner size="sm" label={null} />
          <span role="status">Loading your media...</span>
        </div>
      ) : null}
      {library.isError ? (
        <Alert variant="error">Failed to load your media. Please try again later.</Alert>
      ) : null}

      {library.isSuccess && items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-14 text-center">
          <ImagePlus aria-hidden className="h-10 w-10 text-violet-300" />
          <h2 className="text-lg font-semibold">No photos or clips yet</h2>
          <p className="max-w-md text-sm text-muted">
            Upload your own photos and clips, then use them in any scene of a storyboard instead of its
            illustration.
          </p>
        </div>
      ) : null}

      {items.length > 0 ? (
        <ul
          aria-label="Your photos and clips"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
        >
          {items.map((item) => (
            <li
              key={item.id}
              className="relative flex flex-col overflow-hidden rounded-xl border border-border bg-surface-2"
              aria-label={mediaDescription(item)}
              data-status={item.status}
            >
              {item.url && item.kind === "clip" ? (
                <a href={item.url} target="_blank" rel="noreferrer" aria-label={`Play ${item.name}`}>
                  <MediaTileImage item={item} />
                </a>
              ) : (
                <MediaTileImage item={item} />
              )}
              <div className="flex items-center justify-between gap-1">
                <MediaTileCaption item={item} />
                <button
                  type="button"
                  onClick={() => setDeleting(item)}
                  aria-label={`Delete ${item.name}`}
                  className="mr-1 flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted hover:bg-white/5 hover:text-red-300 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <DeleteMediaDialog item={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
