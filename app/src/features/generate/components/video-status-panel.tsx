import { isTerminalTaskStatus, TaskStatus } from "@reelsmith/contract/task-status";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { languageLabel } from "@/features/video-settings/lib/languages";
import type { VideoSettings } from "@/features/video-settings/lib/types";

function statusText(s: VideoSettings): { label: string; tone: string } {
  if (s.lastVideo?.status === TaskStatus.generated && s.lastVideo.url)
    return { label: "Ready", tone: "bg-green-500/15 text-green-300" };
  if (s.lastVideo?.status === TaskStatus.failed)
    return { label: "Failed", tone: "bg-red-500/15 text-red-300" };
  if (s.rendering || (s.lastVideo && !isTerminalTaskStatus(s.lastVideo.status)))
    return { label: `In progress · ${s.progress}%`, tone: "bg-violet-500/15 text-violet-200" };
  return { label: "Not generated yet", tone: "bg-surface-2 text-muted" };
}

/** The export page's video status panel: the last video of this session and what the story holds. */
export function VideoStatusPanel({ settings }: { settings: VideoSettings }) {
  const { label, tone } = statusText(settings);
  const words = settings.story.trim().split(/\s+/).filter(Boolean).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Video Status</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <span className={`w-fit rounded-full px-3 py-1 text-xs font-semibold ${tone}`}>{label}</span>
        {settings.lastVideo?.url ? (
          // biome-ignore lint/a11y/useMediaCaption: captions are burned into the rendered video.
          <video
            src={settings.lastVideo.url}
            controls
            playsInline
            preload="metadata"
            className="aspect-[9/16] w-full max-w-[240px] rounded-xl bg-black"
          />
        ) : null}
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Story</dt>
            <dd>
              {words} words · {settings.story.length} characters
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Language</dt>
            <dd>{languageLabel(settings.language)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Size</dt>
            <dd>{settings.size}</dd>
          </div>
        </dl>
        {settings.lastVideo ? null : (
          <Link to={paths.storyReel} className={buttonClass("secondary", "sm", "w-fit")}>
            Open the editor to preview
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
