import { formatBytes, type MediaItem } from "@reelsmith/contract/media";
import { Film, Image as ImageIcon, TriangleAlert } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { Thumbnail } from "@/components/ui/thumbnail";
import { cn } from "@/lib/cn";

/** "0:07" for seconds. */
export const clipLength = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/** What a tile says of an item, for its label and for screen readers. */
export function mediaDescription(item: MediaItem): string {
  const kind = item.kind === "photo" ? "Photo" : item.kind === "audio" ? "Recording" : "Clip";
  if (item.status === "processing") return `${kind} ${item.name}, being prepared`;
  if (item.status === "failed") return `${kind} ${item.name}, could not be prepared`;
  const size = item.width && item.height ? `, ${item.width}×${item.height}` : "";
  const length = item.kind !== "photo" && item.duration ? `, ${clipLength(item.duration)}` : "";
  return `${kind} ${item.name}${length}${size}`;
}

/** The picture of a media item: its thumbnail or poster, its kind and length, or its preparing state. */
export function MediaTileImage({ item }: { item: MediaItem }) {
  return (
    <span className="relative block aspect-square w-full overflow-hidden bg-surface">
      {item.posterUrl ? <Thumbnail src={item.posterUrl} className="h-full w-full object-cover" /> : null}
      {item.status === "processing" ? (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-[11px] font-semibold text-violet-100">
          <Spinner size="md" label={null} />
          Preparing {Math.round(item.progress * 100)}%
        </span>
      ) : null}
      {item.status === "failed" ? (
        <span className="absolute inset-2 flex flex-col items-center justify-center gap-1 text-center text-[11px] leading-tight font-medium text-red-200">
          <TriangleAlert aria-hidden className="h-4 w-4" />
          Could not be prepared
        </span>
      ) : null}
      <span
        className={cn(
          "absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-[11px] font-medium text-white",
        )}
      >
        {item.kind === "clip" ? (
          <Film aria-hidden className="h-3 w-3" />
        ) : (
          <ImageIcon aria-hidden className="h-3 w-3" />
        )}
        {item.kind !== "photo" && item.duration
          ? clipLength(item.duration)
          : item.kind === "clip"
            ? "Clip"
            : item.kind === "audio"
              ? "Recording"
              : "Photo"}
      </span>
    </span>
  );
}

/** "12 Mar": the day an item was uploaded (with the year when it is not this year's). */
const uploadedOn = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const sameYear = d.getFullYear() === new Date().getFullYear();
  return d.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
  });
};

/**
 * What tells two tiles apart besides their name: a clip's length, the size in pixels and in bytes, and
 * the upload day ("0:07 · 1920×1080 · 4.2 MB · 12 Mar"); two "photo.jpg" rarely agree on all of it.
 */
export function mediaDetail(item: MediaItem): string {
  return (
    [
      item.kind === "clip" && item.duration ? clipLength(item.duration) : null,
      item.width && item.height ? `${item.width}×${item.height}` : null,
      formatBytes(item.bytes),
      uploadedOn(item.createdAt),
    ]
      .filter((part): part is string => Boolean(part))
      // Each part kept on one line ("153 KB", "2 Dec"); the caption wraps only between them.
      .map((part) => part.replace(/ /g, "\u00a0"))
      .join(" · ")
  );
}

/** The name (cut short with an ellipsis, whole in its tooltip) and the detail under a tile. */
export function MediaTileCaption({ item }: { item: MediaItem }) {
  const detail = mediaDetail(item);
  return (
    <span className="flex min-w-0 flex-col px-2 py-1.5" title={`${item.name}\n${detail}`}>
      <span className="truncate text-xs font-medium">{item.name}</span>
      <span className="text-[11px] leading-snug text-muted">{detail}</span>
    </span>
  );
}
