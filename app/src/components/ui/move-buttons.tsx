import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "@/components/ui/icon-button";

/**
 * Move earlier and Move later for item `index` of a list whose last index is `last` (each off at its end of
 * the list), with anything given between them. `onMove` gets -1 or 1; `className` sizes the buttons.
 */
export function MoveButtons({
  index,
  last,
  icons,
  labels,
  onMove,
  className,
  children,
}: {
  index: number;
  last: number;
  icons: { earlier: LucideIcon; later: LucideIcon };
  labels: { earlier: string; later: string };
  onMove: (delta: -1 | 1) => void;
  className?: string;
  children?: ReactNode;
}) {
  const button = (side: "earlier" | "later", delta: -1 | 1, disabled: boolean) => (
    <IconButton
      icon={icons[side]}
      className={className}
      label={labels[side]}
      disabled={disabled}
      onClick={() => onMove(delta)}
    />
  );
  return (
    <>
      {button("earlier", -1, index === 0)}
      {children}
      {button("later", 1, index === last)}
    </>
  );
}
