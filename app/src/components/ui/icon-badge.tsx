import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

const tones = {
  gradient: "bg-accent-gradient text-white",
  soft: "bg-violet-500/15 text-violet-300",
} as const;

/** An icon on a rounded square tile, set before a title or a figure. */
export function IconBadge({
  icon: Icon,
  tone = "gradient",
  className,
}: {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span
      className={cn("flex h-10 w-10 shrink-0 items-center justify-center rounded-xl", tones[tone], className)}
    >
      <Icon className="h-5 w-5" aria-hidden />
    </span>
  );
}
