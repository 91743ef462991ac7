import { Clapperboard, TriangleAlert } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { useVideoShape } from "@/lib/use-video-shape";
import { formatPercent, progressFor, TASK_FAILED, TASK_GENERATED } from "@/shared/preview/lib/task-status";

/** The box's width limit per shape: a portrait video stays within a third of the screen's height. */
function widthLimit(width: number, height: number): string {
  if (height > width) return "max-w-[min(360px,36dvh)] md:max-w-[360px]";
  if (height === width) return "max-w-[min(420px,60dvh)]";
  return "max-w-[640px]";
}

/**
 * The player: plays the video once generated, shows the render's state before. The box is 9:16 until the
 * video's own size is known, then takes the video's shape, so a 16:9, 1:1 or 4:5 video has no bars.
 */
export function VideoPlayer({
  status,
  videoUrl,
  poster,
}: {
  status: number | null;
  videoUrl: string | null;
  poster?: string | null;
}) {
  const { shape, aspectRatio, onLoadedMetadata } = useVideoShape(videoUrl);
  return (
    <div
      data-testid="preview-player"
      style={{ aspectRatio }}
      className={`relative mx-auto w-full ${widthLimit(shape.width, shape.height)} overflow-hidden rounded-card border border-border bg-black shadow-2xl shadow-violet-950/40`}
    >
      {videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: captions are burned into the rendered video.
        <video
          data-testid="preview-video"
          src={videoUrl}
          controls
          playsInline
          preload="metadata"
          poster={poster ?? undefined}
          onLoadedMetadata={onLoadedMetadata}
          className="h-full w-full object-contain"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-4 bg-gradient-to-b from-violet-950/60 via-background to-fuchsia-950/40 p-6 text-center">
          {status === TASK_FAILED ? (
            <TriangleAlert aria-hidden className="h-10 w-10 text-red-300" />
          ) : status === TASK_GENERATED ? (
            <Spinner size="lg" label="Loading video" />
          ) : (
            <>
              <Clapperboard aria-hidden className="h-10 w-10 text-violet-300 motion-safe:animate-pulse" />
              <span className="text-4xl font-semibold tabular-nums">
                {formatPercent(progressFor(status))}
              </span>
              <span className="text-sm text-muted">Your video is being made</span>
            </>
          )}
        </div>
      )}
    </div>
  );
}
