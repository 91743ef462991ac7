import { type ReactNode, useId } from "react";
import { ModalLayer } from "@/components/ui/modal-layer";
import { cn } from "@/lib/cn";

/**
 * A modal dialog: labelled by its title, Escape and the backdrop close it, focus moves in on open, stays
 * inside while open (Tab wraps) and returns to the opener on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descId : undefined}
      className="z-50 flex items-end justify-center p-4 sm:items-center"
      backdropClassName="bg-black/70 backdrop-blur-sm"
      panelClassName={cn(
        "relative w-full max-w-md rounded-card border border-border bg-surface p-6 shadow-2xl shadow-black/50",
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {description ? (
        <p id={descId} className="mt-2 text-sm text-muted">
          {description}
        </p>
      ) : null}
      {children ? <div className="mt-5">{children}</div> : null}
    </ModalLayer>
  );
}
