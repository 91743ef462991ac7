import { Check, Copy } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * A small button that copies: a copy icon, a tick once `copied` (useClipboard's), and with `words` the
 * words Copy or Copied after it.
 */
export function CopyButton({
  copied,
  words = false,
  iconClassName,
  ...props
}: Omit<ButtonProps, "children" | "size"> & {
  copied: boolean | null;
  words?: boolean;
  iconClassName?: string;
}) {
  const Icon = copied ? Check : Copy;
  return (
    <Button size="sm" {...props}>
      <Icon className={cn("size-4", iconClassName)} aria-hidden />
      {words ? (copied ? "Copied" : "Copy") : null}
    </Button>
  );
}
