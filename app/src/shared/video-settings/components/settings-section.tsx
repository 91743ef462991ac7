import { type ReactNode, useId } from "react";
import { ExpandChevron } from "@/components/ui/expand-chevron";
import { cn } from "@/lib/cn";

/** One collapsible section of the settings panel; its header always shows the current selection. */
export function SettingsSection({
  title,
  summary,
  icon,
  open,
  onToggle,
  children,
}: {
  title: string;
  summary: string;
  icon: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <section className="border-b border-border last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center gap-3 px-4 py-3.5 text-left transition-colors hover:bg-white/[0.03] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring sm:px-5"
        >
          <span
            aria-hidden
            className={cn(
              "flex h-9 w-9 shrink-0 items-center justify-center rounded-lg",
              open ? "bg-accent-gradient text-white" : "bg-surface-2 text-violet-300",
            )}
          >
            {icon}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold">{title}</span>
            <span className="block truncate text-xs text-muted" data-testid="section-summary">
              {summary}
            </span>
          </span>
          <ExpandChevron open={open} className="h-4 w-4" />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-5 sm:px-5">
        {open ? children : null}
      </div>
    </section>
  );
}
