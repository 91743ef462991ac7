import { type Project, thumbnailFromVideoData } from "@reelsmith/contract/projects";
import { Film } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** Spec: the first image of video_data is the thumbnail, else the stored one, else a placeholder. */
export const thumbnailOf = (project: Pick<Project, "thumbnail_url" | "metadata">) =>
  thumbnailFromVideoData(project.metadata.video_data) ?? project.thumbnail_url;

export function ProjectThumbnail({
  project,
  className,
}: {
  project: Pick<Project, "thumbnail_url" | "metadata">;
  className?: string;
}) {
  const src = thumbnailOf(project);
  const [broken, setBroken] = useState(false);
  return (
    <div className={cn("relative aspect-[9/16] overflow-hidden bg-surface-2", className)}>
      {src && !broken ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
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
