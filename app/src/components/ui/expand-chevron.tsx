import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";

/** A disclosure's chevron: down while closed, turned up while open. `className` sizes it. */
export function ExpandChevron({ open, className }: { open: boolean; className: string }) {
  return (
    <ChevronDown
      aria-hidden
      className={cn(className, "shrink-0 text-muted transition-transform", open && "rotate-180")}
    />
  );
}
