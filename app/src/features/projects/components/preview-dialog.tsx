import { type Project, projectMessages } from "@reelsmith/contract/projects";
import { shareMessages } from "@reelsmith/contract/shares";
import { Download, ExternalLink, Share2, VideoOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { thumbnailOf } from "@/features/projects/components/project-thumbnail";
import { useVideoShape } from "@/lib/use-video-shape";
import { downloadProjectVideo } from "@/shared/projects/api/download-video";
import { startSharing } from "@/shared/video-settings/api/video-share";
import { previewPath } from "@/shared/video-settings/lib/editor-kind";
import { absoluteUrl, shareVideo } from "@/shared/video-settings/lib/share-download";

type PreviewedProject = Pick<Project, "id" | "title" | "type" | "thumbnail_url" | "metadata" | "created_at">;

/** The task of the video the project shows (its newest finished version), else its first task (its id). */
const taskIdOf = (project: PreviewedProject) => project.metadata.task_id ?? project.id;

/**
 * Spec: a 9:16 modal player, or "No video available". A finished video can be shared (a public link to
 * the video alone) and downloaded from here, and its preview page opened (a link that keeps working).
 */
export function PreviewDialog({
  project,
  onClose,
}: {
  project: PreviewedProject | null;
  onClose: () => void;
}) {
  const video = project?.metadata.generated_video;
  const { shape, aspectRatio, onLoadedMetadata } = useVideoShape(video);
  const [busy, setBusy] = useState<"share" | "download" | null>(null);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string; link?: string } | null>(
    null,
  );
  // Each project opens with a clean slate.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another project is previewed.
  useEffect(() => {
    setOutcome(null);
    setBusy(null);
  }, [project?.id]);

  const onShare = async () => {
    if (!project) return;
    setBusy("share");
    setOutcome(null);
    try {
      const { url } = await startSharing(taskIdOf(project));
      if (!url) throw new Error("no link");
      const result = await shareVideo(url, project.title);
      setOutcome({
        kind: "success",
        text: result === "copied" ? shareMessages.copied : "Shared.",
        link: absoluteUrl(url),
      });
    } catch {
      setOutcome({ kind: "error", text: shareMessages.failed });
    } finally {
      setBusy(null);
    }
  };

  const onDownload = async () => {
    if (!project) return;
    setBusy("download");
    setOutcome(null);
    try {
      await downloadProjectVideo(project);
    } catch (error) {
      setOutcome({
        kind: "error",
        text: error instanceof Error ? error.message : projectMessages.downloadFailed,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={project !== null} onClose={onClose} title={project?.title ?? ""} className="max-w-sm">
      <div className="flex flex-col gap-4">
        <div
          data-testid="project-video-box"
          style={{ aspectRatio }}
          className={`mx-auto w-full ${shape.height > shape.width ? "max-w-[calc(65vh*9/16)]" : ""} overflow-hidden rounded-xl border border-border bg-black`}
        >
          {video ? (
            // biome-ignore lint/a11y/useMediaCaption: the captions are burnt into the rendered video.
            <video
              data-testid="project-video"
              src={video}
              poster={project ? (thumbnailOf(project) ?? undefined) : undefined}
              controls
              autoPlay
              playsInline
              onLoadedMetadata={onLoadedMetadata}
              className="h-full w-full object-contain"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted">
              <VideoOff className="h-8 w-8" aria-hidden />
              <p>No video available</p>
            </div>
          )}
        </div>
        {outcome ? (
          <Alert variant={outcome.kind}>
            {outcome.text}
            {outcome.link ? (
              <input
                readOnly
                aria-label="Link to the video"
                value={outcome.link}
                onFocus={(e) => e.currentTarget.select()}
                className="mt-2 w-full rounded-lg border border-border bg-surface-2 px-2 py-1 text-xs"
              />
            ) : null}
          </Alert>
        ) : null}
        {video && project ? (
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={onShare} loading={busy === "share"} disabled={busy !== null}>
              {busy === "share" ? null : <Share2 aria-hidden className="h-4 w-4" />}
              Share
            </Button>
            <Button onClick={onDownload} loading={busy === "download"} disabled={busy !== null}>
              {busy === "download" ? null : <Download aria-hidden className="h-4 w-4" />}
              Download
            </Button>
            <Link
              to={previewPath(taskIdOf(project), project.type === "PRODUCT_AD" ? "product-ad" : "story-reel")}
              className={buttonClass("outline", "md", "col-span-2")}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              Open preview page
            </Link>
          </div>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
