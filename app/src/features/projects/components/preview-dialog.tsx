import type { Project } from "@reelsmith/contract/projects";
import { VideoOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { thumbnailOf } from "@/features/projects/components/project-thumbnail";

/** Spec: a 9:16 modal player, or "No video available". */
export function PreviewDialog({
  project,
  onClose,
}: {
  project: Pick<Project, "title" | "thumbnail_url" | "metadata"> | null;
  onClose: () => void;
}) {
  const video = project?.metadata.generated_video;
  return (
    <Dialog open={project !== null} onClose={onClose} title={project?.title ?? ""} className="max-w-sm">
      <div className="flex flex-col gap-4">
        <div className="mx-auto aspect-[9/16] w-full max-w-[calc(65vh*9/16)] overflow-hidden rounded-xl border border-border bg-black">
          {video ? (
            // biome-ignore lint/a11y/useMediaCaption: the captions are burnt into the rendered video.
            <video
              data-testid="project-video"
              src={video}
              poster={project ? (thumbnailOf(project) ?? undefined) : undefined}
              controls
              autoPlay
              playsInline
              className="h-full w-full object-contain"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted">
              <VideoOff className="h-8 w-8" aria-hidden />
              <p>No video available</p>
            </div>
          )}
        </div>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
