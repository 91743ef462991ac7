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
import type { ComponentType } from "react";
import { Button } from "@/components/ui/button";
import type { useCarousel } from "@/features/landing/hooks/use-carousel";

/** Spec: Share and Download are placeholders that only show alerts. */
export const SHARE_ALERT = "Sharing is coming soon. Join the waitlist to be the first to try it!";
export const DOWNLOAD_ALERT = "Downloads are coming soon. Join the waitlist to be the first to try it!";

/** Previous, play, mute, next, the AI features toggle, and the Share and Download placeholders. */
export function DemoControls({
  carousel: c,
  showFeatures,
  onToggleFeatures,
}: {
  carousel: ReturnType<typeof useCarousel>;
  showFeatures: boolean;
  onToggleFeatures: () => void;
}) {
  return (
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
      <Button variant="primary" size="icon" aria-label={c.playing ? "Pause" : "Play"} onClick={c.togglePlay}>
        {c.playing ? <Pause className="h-5 w-5" aria-hidden /> : <Play className="h-5 w-5" aria-hidden />}
      </Button>
      <Button variant="secondary" size="icon" aria-label={c.muted ? "Unmute" : "Mute"} onClick={c.toggleMute}>
        {c.muted ? <VolumeX className="h-5 w-5" aria-hidden /> : <Volume2 className="h-5 w-5" aria-hidden />}
      </Button>
      <Button variant="secondary" size="icon" aria-label="Next video" disabled={!c.canNext} onClick={c.next}>
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
          onToggleFeatures();
        }}
      >
        <Sparkles className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">AI Features</span>
      </Button>
      <PlaceholderButton label="Share" Icon={Share2} alert={SHARE_ALERT} touch={c.touch} />
      <PlaceholderButton label="Download" Icon={Download} alert={DOWNLOAD_ALERT} touch={c.touch} />
    </div>
  );
}

/** A ghost icon button that keeps the carousel awake and only shows `alert`. */
function PlaceholderButton({
  label,
  Icon,
  alert,
  touch,
}: {
  label: string;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  alert: string;
  touch: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={() => {
        touch();
        window.alert(alert);
      }}
    >
      <Icon className="h-5 w-5" aria-hidden />
    </Button>
  );
}
