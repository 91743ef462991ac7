import { Clapperboard } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

/** The brand: animated gradient text "Reelsmith" linking to /. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight",
        className,
      )}
      aria-label="Reelsmith home"
    >
      <span className="bg-accent-gradient flex h-8 w-8 items-center justify-center rounded-lg text-white">
        <Clapperboard className="h-4.5 w-4.5" aria-hidden />
      </span>
      <span className="text-gradient animate-gradient-pan">Reelsmith</span>
    </Link>
  );
}
