import { Pause, Play } from "lucide-react";
import { cn } from "@/lib/cn";

/** The round play/pause toggle of a sample (voice sample, music preview). */
export function PlayButton({
  playing,
  label,
  onClick,
  className,
}: {
  playing: boolean;
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      aria-label={playing ? `Stop ${label}` : `Play ${label}`}
      aria-pressed={playing}
      className={cn(
        "flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full border border-border bg-surface-2 text-foreground transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-ring",
        playing && "border-violet-400 bg-violet-500/20 text-violet-200",
        className,
      )}
    >
      {playing ? <Pause aria-hidden className="h-4 w-4" /> : <Play aria-hidden className="ml-0.5 h-4 w-4" />}
    </button>
  );
}
