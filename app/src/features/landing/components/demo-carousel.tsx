import {
  ChevronLeft,
  ChevronRight,
  Download,
  Pause,
  Play,
  Share2,
  Sparkles,
  Volume2,
  VolumeX,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { DemoVideo } from "@/features/landing/api/get-demo-videos";
import { useCarousel } from "@/features/landing/hooks/use-carousel";
import { cn } from "@/lib/cn";

/** Spec: Share and Download are placeholders that only show alerts. */
export const SHARE_ALERT = "Sharing is coming soon. Join the waitlist to be the first to try it!";
export const DOWNLOAD_ALERT = "Downloads are coming soon. Join the waitlist to be the first to try it!";

/** Plays only while the carousel is on screen, so the page's first load fetches no video. */
function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), {
      threshold: 0.35,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, inView] as const;
}

export function DemoCarousel({ videos }: { videos: DemoVideo[] }) {
  const c = useCarousel(videos.length);
  const [showFeatures, setShowFeatures] = useState(true);
  const [progress, setProgress] = useState(0);
  const [frameRef, inView] = useInView<HTMLDivElement>();
  const videoRef = useRef<HTMLVideoElement>(null);
  const video = videos[c.index];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the progress bar.
  useEffect(() => setProgress(0), [c.index]);

  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    el.muted = c.muted;
  }, [c.muted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide's element must be started too.
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (c.playing && inView) el.play().catch(() => {});
    else if (!el.paused) el.pause();
  }, [c.playing, inView, c.index]);

  if (!video) return null;

  return (
    <div className="mx-auto grid max-w-4xl items-center gap-8 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-12">
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
              Sample {c.index + 1} of {videos.length}
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
          <div
            role="progressbar"
            aria-label="Playback progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="absolute inset-x-0 bottom-0 h-1 bg-white/20"
          >
            <div className="bg-accent-gradient h-full" style={{ width: `${progress * 100}%` }} />
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-6">
        <div>
          <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{video.title}</h3>
          {video.description ? <p className="mt-2 max-w-md text-muted">{video.description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label="Previous video"
            disabled={!c.canPrevious}
            onClick={c.previous}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </Button>
          <Button
            variant="primary"
            size="icon"
            aria-label={c.playing ? "Pause" : "Play"}
            onClick={c.togglePlay}
          >
            {c.playing ? <Pause className="h-5 w-5" aria-hidden /> : <Play className="h-5 w-5" aria-hidden />}
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={c.muted ? "Unmute" : "Mute"}
            onClick={c.toggleMute}
          >
            {c.muted ? (
              <VolumeX className="h-5 w-5" aria-hidden />
            ) : (
              <Volume2 className="h-5 w-5" aria-hidden />
            )}
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Next video"
            disabled={!c.canNext}
            onClick={c.next}
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </Button>
          <span className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden />
          <Button
            variant="outline"
            size="sm"
            aria-pressed={showFeatures}
            aria-controls="demo-ai-features"
            onClick={() => {
              c.touch();
              setShowFeatures((s) => !s);
            }}
          >
            <Sparkles className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">AI Features</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Share"
            onClick={() => {
              c.touch();
              window.alert(SHARE_ALERT);
            }}
          >
            <Share2 className="h-5 w-5" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Download"
            onClick={() => {
              c.touch();
              window.alert(DOWNLOAD_ALERT);
            }}
          >
            <Download className="h-5 w-5" aria-hidden />
          </Button>
        </div>

        <div className="flex items-center gap-1">
          {videos.map((v, i) => (
            <button
              key={v.videoUrl}
              type="button"
              aria-label={`Show ${v.title}`}
              aria-current={i === c.index ? "true" : undefined}
              onClick={() => c.goTo(i)}
              className="flex h-8 min-w-8 cursor-pointer items-center justify-center"
            >
              <span
                className={cn(
                  "block h-2 rounded-full transition-all",
                  i === c.index ? "bg-accent-gradient w-8" : "w-2 bg-white/30 hover:bg-white/50",
                )}
              />
            </button>
          ))}
        </div>

        <ul className="grid max-w-md grid-cols-3 gap-3" aria-label="Sample videos">
          {videos.map((v, i) => (
            <li key={v.videoUrl}>
              <button
                type="button"
                onClick={() => c.goTo(i)}
                aria-pressed={i === c.index}
                className={cn(
                  "group flex h-full w-full cursor-pointer flex-col gap-2 rounded-2xl border p-2 text-left transition-colors",
                  i === c.index ? "border-violet-400/70 bg-violet-500/10" : "border-border hover:bg-white/5",
                )}
              >
                <img
                  src={v.posterUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={108}
                  height={192}
                  className="aspect-[9/16] w-full rounded-xl bg-surface-2 object-cover"
                />
                <span className="text-xs font-medium sm:text-sm">{v.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
