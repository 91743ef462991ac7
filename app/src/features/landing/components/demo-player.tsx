import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { DemoVideo } from "@/features/landing/api/get-demo-videos";
import type { useCarousel } from "@/features/landing/hooks/use-carousel";
import { useInView } from "@/features/landing/hooks/use-in-view";

/** The 9:16 frame: the sample playing (while on screen), its number, its AI features and its progress. */
export function DemoPlayer({
  video,
  count,
  carousel: { index, playing, muted },
  showFeatures,
}: {
  video: DemoVideo;
  count: number;
  carousel: Pick<ReturnType<typeof useCarousel>, "index" | "playing" | "muted">;
  showFeatures: boolean;
}) {
  const [progress, setProgress] = useState(0);
  const [frameRef, inView] = useInView<HTMLDivElement>();
  const videoRef = useRef<HTMLVideoElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the progress bar.
  useEffect(() => setProgress(0), [index]);

  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    el.muted = muted;
  }, [muted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide's element must be started too.
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (playing && inView) el.play().catch(() => {});
    else if (!el.paused) el.pause();
  }, [playing, inView, index]);

  return (
    <div ref={frameRef} className="mx-auto w-full max-w-[20rem]">
      <div className="relative aspect-[9/16] overflow-hidden rounded-3xl border border-border bg-black shadow-2xl shadow-violet-950/50">
        <video
          key={video.videoUrl}
          ref={videoRef}
          src={video.videoUrl}
          poster={video.posterUrl}
          preload="none"
          muted
          loop
          playsInline
          aria-label={`${video.title} sample video`}
          className="h-full w-full object-cover"
          onTimeUpdate={(e) => {
            const { currentTime, duration } = e.currentTarget;
            if (duration > 0) setProgress(currentTime / duration);
          }}
        />
        <div className="pointer-events-none absolute inset-x-0 top-0 bg-gradient-to-b from-black/70 to-transparent p-4">
          <p className="text-xs font-medium tracking-wide text-white/80 uppercase">
            Sample {index + 1} of {count}
          </p>
        </div>
        {showFeatures ? (
          <ul
            id="demo-ai-features"
            aria-label="AI features in this video"
            className="absolute inset-x-3 bottom-6 flex flex-col gap-1.5"
          >
            {video.features.map((feature) => (
              <li
                key={feature}
                className="flex w-fit items-center gap-1.5 rounded-full bg-black/65 px-3 py-1 text-xs font-medium text-white backdrop-blur"
              >
                <Sparkles className="h-3 w-3 text-fuchsia-300" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <ProgressBar
          percent={progress * 100}
          label="Playback progress"
          className="absolute inset-x-0 bottom-0 h-1 rounded-none bg-white/20"
        />
      </div>
    </div>
  );
}
