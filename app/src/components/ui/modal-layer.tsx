import { type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";
import { useFocusTrap } from "@/lib/use-focus-trap";

/**
 * A modal panel over the page (a dialog, a side drawer): a fixed layer whose backdrop closes it on click,
 * and the panel itself, labelled by `labelledBy`, which keeps focus inside while open (useFocusTrap) and
 * hands it back to the opener on close. `className` places the layer, `backdropClassName` tints the
 * backdrop, `panelClassName` draws the panel.
 */
export function ModalLayer({
  open,
  onClose,
  labelledBy,
  describedBy,
  as: Panel = "div",
  className,
  backdropClassName,
  panelClassName,
  suspended,
  initialFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  as?: "div" | "aside";
  className: string;
  backdropClassName: string;
  panelClassName: string;
  /** A second modal is open above: Escape is its to handle. */
  suspended?: boolean;
  initialFocus?: "first" | "panel";
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose, suspended, initialFocus });

  if (!open) return null;
  return (
    <div className={cn("fixed inset-0", className)}>
      <div aria-hidden className={cn("absolute inset-0", backdropClassName)} onClick={onClose} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={panelClassName}
      >
        {children}
      </Panel>
    </div>
  );
}
