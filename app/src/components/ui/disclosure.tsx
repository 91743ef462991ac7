import { type ReactNode, useId } from "react";
import { ExpandChevron } from "@/components/ui/expand-chevron";

/**
 * A disclosure under a heading: the heading is a button (its `summary`, then a chevron) that opens and
 * closes the panel below it; the panel is hidden while closed.
 */
export function Disclosure({
  open,
  onToggle,
  summary,
  buttonClassName,
  chevronClassName,
  panelClassName,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  summary: ReactNode;
  buttonClassName: string;
  /** Sizes the chevron. */
  chevronClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={buttonClassName}
        >
          {summary}
          <ExpandChevron open={open} className={chevronClassName} />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
