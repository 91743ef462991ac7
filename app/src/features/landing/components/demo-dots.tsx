import type { DemoVideo } from "@/features/landing/api/get-demo-videos";
import { cn } from "@/lib/cn";

/** The samples, which one is current, and how a visitor picks another (dots and thumbnails alike). */
export interface DemoPickerProps {
  videos: DemoVideo[];
  index: number;
  onPick: (index: number) => void;
}

/** One dot per sample; the current one is wide. */
export function DemoDots({ videos, index, onPick }: DemoPickerProps) {
  return (
    <div className="flex items-center gap-1">
      {videos.map((v, i) => (
        <button
          key={v.videoUrl}
          type="button"
          aria-label={`Show ${v.title}`}
          aria-current={i === index ? "true" : undefined}
          onClick={() => onPick(i)}
          className="flex h-8 min-w-8 cursor-pointer items-center justify-center"
        >
          <span
            className={cn(
              "block h-2 rounded-full transition-all",
              i === index ? "bg-accent-gradient w-8" : "w-2 bg-white/30 hover:bg-white/50",
            )}
          />
        </button>
      ))}
    </div>
  );
}
