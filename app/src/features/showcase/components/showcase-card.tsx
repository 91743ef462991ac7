import type { SampleVideo } from "@reelsmith/contract/catalog";
import { Clock, Play } from "lucide-react";
import { useRef, useState } from "react";
import { Card } from "@/components/ui/card";

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * A sample video card: 9:16 player, title, duration, what it shows. With the duration known the video
 * loads nothing until it is played (the poster stands in); otherwise its metadata gives the duration.
 */
export function ShowcaseCard({
  sample,
}: {
  sample: Pick<SampleVideo, "title" | "description" | "video_url"> &
    Partial<Pick<SampleVideo, "poster_url" | "duration_s">>;
}) {
  const { title, description, video_url: videoUrl, poster_url: poster, duration_s: durationS } = sample;
  const ref = useRef<HTMLVideoElement>(null);
  const [metadataDuration, setDuration] = useState<number | null>(null);
  const duration = durationS ?? metadataDuration;
  const [playing, setPlaying] = useState(false);
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative aspect-[9/16] bg-black">
        {/* biome-ignore lint/a11y/useMediaCaption: the samples' captions are burnt into the picture. */}
        <video
          ref={ref}
          src={videoUrl}
          aria-label={`${title} sample video`}
          poster={poster}
          controls={playing}
          playsInline
          preload={durationS === undefined ? "metadata" : "none"}
          loop
          onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
          onPlay={() => setPlaying(true)}
          className="h-full w-full object-cover"
        />
        {playing ? null : (
          <button
            type="button"
            onClick={() => void ref.current?.play()}
            aria-label={`Play ${title}`}
            className="group absolute inset-0 flex cursor-pointer items-center justify-center bg-black/20 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-ring"
          >
            <span className="bg-accent-gradient flex h-14 w-14 items-center justify-center rounded-full text-white shadow-xl transition-transform group-hover:scale-105">
              <Play aria-hidden className="ml-1 h-6 w-6" />
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-col gap-1 p-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-semibold">{title}</h2>
          <span className="inline-flex items-center gap-1 text-xs text-muted tabular-nums">
            <Clock aria-hidden className="h-3.5 w-3.5" />
            {duration && Number.isFinite(duration) ? formatDuration(duration) : "--:--"}
          </span>
        </div>
        <p className="text-sm text-muted">{description}</p>
      </div>
    </Card>
  );
}
