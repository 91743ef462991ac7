import type { ReactNode } from "react";
import { Disclosure } from "@/components/ui/disclosure";
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
  return (
    <section className="border-b border-border last:border-b-0">
      <Disclosure
        open={open}
        onToggle={onToggle}
        buttonClassName="flex w-full cursor-pointer items-center gap-3 px-4 py-3.5 text-left transition-colors hover:bg-white/[0.03] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring sm:px-5"
        chevronClassName="h-4 w-4"
        panelClassName="px-4 pb-5 sm:px-5"
        summary={
          <>
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
          </>
        }
      >
        {open ? children : null}
      </Disclosure>
    </section>
  );
}
