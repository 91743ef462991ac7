import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** A ghost button that shows only its icon; `label` names it for screen readers. */
export function IconButton({
  icon: Icon,
  label,
  ...props
}: Omit<ButtonProps, "children" | "aria-label"> & { icon: LucideIcon; label: string }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden className="h-4 w-4" />
    </Button>
  );
}
