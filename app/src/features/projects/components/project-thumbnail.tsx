import { type Project, thumbnailFromVideoData } from "@reelsmith/contract/projects";
import { Film } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** Spec: the first image of video_data is the thumbnail, else the stored one, else a placeholder. */
export const thumbnailOf = (project: Pick<Project, "thumbnail_url" | "metadata">) =>
  thumbnailFromVideoData(project.metadata.video_data) ?? project.thumbnail_url;

/** The card's box: 9:16, as most videos are; a wider picture is shown whole inside it. */
const BOX_RATIO = 9 / 16;

/**
 * A project's thumbnail in a 9:16 box (cards of every shape line up in the grid). The picture is the
 * video's own frame and is shown whole: a 16:9 or 1:1 video's frame takes the box's width at its own
 * ratio, centred on a dark band above and below, never cropped to a portrait strip.
 */
export function ProjectThumbnail({
  project,
  className,
}: {
  project: Pick<Project, "thumbnail_url" | "metadata">;
  className?: string;
}) {
  const src = thumbnailOf(project);
  const [broken, setBroken] = useState(false);
  // The picture's own ratio once it loads; until then it fills the box as a portrait one does.
  const [ratio, setRatio] = useState<number | null>(null);
  const wide = ratio !== null && ratio > BOX_RATIO * 1.02;
  return (
    <div
      className={cn(
        "relative flex aspect-[9/16] items-center justify-center overflow-hidden",
        wide ? "bg-black" : "bg-surface-2",
        className,
      )}
    >
      {src && !broken ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          onLoad={(e) => {
            const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
            if (w > 0 && h > 0) setRatio(w / h);
          }}
          style={wide && ratio ? { aspectRatio: String(ratio) } : undefined}
          className={cn(
            wide ? "h-auto w-full object-contain" : "h-full w-full object-cover",
            "transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100",
          )}
        />
      ) : (
        <div
          data-testid="thumbnail-placeholder"
          className="flex h-full w-full items-center justify-center bg-gradient-to-b from-violet-500/25 via-fuchsia-500/10 to-pink-500/20"
        >
          <Film className="h-1/4 max-h-10 w-1/4 max-w-10 text-violet-200/60" aria-hidden />
        </div>
      )}
    </div>
  );
}
