import { avatarLimitBadge } from "@reelsmith/contract/avatars";
import { cn } from "@/lib/cn";

const tones = {
  normal: "border-violet-400/40 bg-violet-500/15 text-violet-200",
  warning: "border-amber-400/50 bg-amber-500/15 text-amber-200",
  limit: "border-red-400/50 bg-red-500/15 text-red-200",
} as const;

/** "N Remaining", a warning tone at 80% or more of the limit, "Limit Reached" at the cap. */
export function LimitBadge({ count, limit }: { count: number; limit: number }) {
  const badge = avatarLimitBadge(count, limit);
  return (
    <span
      data-tone={badge.tone}
      title={`${count} of ${limit} custom avatars used`}
      className={cn("rounded-full border px-2.5 py-0.5 text-xs font-semibold", tones[badge.tone])}
    >
      {badge.label}
    </span>
  );
}
