import { cn } from "@/lib/cn";
import { COUNTER_WARN_RATIO } from "@/shared/story-reel/lib/messages";

/** "123/1500", red above 80% of the limit. */
export function StoryCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  const warn = length > max * COUNTER_WARN_RATIO;
  return (
    <span
      id={id}
      data-testid="story-counter"
      data-warning={warn || undefined}
      className={cn("text-xs tabular-nums", warn ? "font-semibold text-red-400" : "text-muted")}
    >
      {length}/{max}
    </span>
  );
}
