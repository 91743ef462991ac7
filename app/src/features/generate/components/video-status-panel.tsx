import { isTerminalTaskStatus, TaskStatus, taskProgressOf } from "@reelsmith/contract/task-status";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useVideoShape, type VideoShape } from "@/lib/use-video-shape";
import { frameSizeText } from "@/shared/preview/lib/frame-size";
import { languageLabel } from "@/shared/video-settings/lib/languages";
import type { VideoSettings } from "@/shared/video-settings/lib/types";

type LastVideo = VideoSettings["lastVideo"];

function statusText(video: LastVideo): { label: string; tone: string } {
  if (video?.status === TaskStatus.generated && video.url)
    return { label: "Ready", tone: "bg-green-500/15 text-green-300" };
  if (video?.status === TaskStatus.failed) return { label: "Failed", tone: "bg-red-500/15 text-red-300" };
  if (video && !isTerminalTaskStatus(video.status))
    return {
      label: `In progress · ${taskProgressOf(video.status)}%`,
      tone: "bg-violet-500/15 text-violet-200",
    };
  return { label: "Not generated yet", tone: "bg-surface-2 text-muted" };
}

/**
 * How wide the video may be in the panel: a portrait video stays small beside its details, a square one a
 * little wider, a landscape one fills the panel's width (its height is then well under a portrait's).
 */
function widthLimit({ width, height }: VideoShape): string {
  if (height > width) return "max-w-[240px]";
  if (height === width) return "max-w-[280px]";
  return "";
}

/**
 * The export page's video status panel: the Story Reel's last video and what it holds. A finished video
 * is described by itself (`rendered`: the words it narrates and its language; its size once it loads),
 * never by the draft in the editor since; until then the draft that was sent is described.
 */
export function VideoStatusPanel({
  settings,
  video,
  rendered = null,
}: {
  settings: VideoSettings;
  video: LastVideo;
  rendered?: { story: string; language: string | null } | null;
}) {
  const { label, tone } = statusText(video);
  const story = rendered?.story ?? settings.story;
  const words = story.trim().split(/\s+/).filter(Boolean).length;
  // 9:16 until the video's size is known, then its own shape: a 16:9, 1:1 or 4:5 video shows no bars.
  const { shape, known, aspectRatio, onLoadedMetadata } = useVideoShape(video?.url);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Video Status</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <span className={`w-fit rounded-full px-3 py-1 text-xs font-semibold ${tone}`}>{label}</span>
        {video?.url ? (
          // biome-ignore lint/a11y/useMediaCaption: captions are burned into the rendered video.
          <video
            data-testid="status-video"
            src={video.url}
            controls
            playsInline
            preload="metadata"
            onLoadedMetadata={onLoadedMetadata}
            style={{ aspectRatio }}
            className={`w-full ${widthLimit(shape)} rounded-xl bg-black object-contain`}
          />
        ) : null}
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Story</dt>
            <dd>
              {words} words · {story.length} characters
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Language</dt>
            <dd>{languageLabel(rendered?.language ?? settings.language)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Size</dt>
            <dd data-testid="status-size">{known ? frameSizeText(shape) : rendered ? "…" : settings.size}</dd>
          </div>
        </dl>
        {video ? null : (
          <Link to={paths.storyReel} className={buttonClass("secondary", "sm", "w-fit")}>
            Open the editor to preview
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
