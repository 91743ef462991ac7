import { cn } from "@/lib/cn";

/**
 * A bar filled to `percent` (0 to 100), read out as that percentage under its `label`. `least` keeps a sliver
 * of the fill showing at the start, so a bar that has just begun is seen to be one.
 */
export function ProgressBar({
  percent,
  label,
  least = 0,
  valueText,
  className,
  fillClassName,
}: {
  percent: number;
  label: string;
  least?: number;
  valueText?: string;
  className?: string;
  fillClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      className={cn("h-1.5 overflow-hidden rounded-full bg-white/10", className)}
    >
      <div
        className={cn("bg-accent-gradient h-full", fillClassName)}
        style={{ width: `${Math.max(least, percent)}%` }}
      />
    </div>
  );
}
