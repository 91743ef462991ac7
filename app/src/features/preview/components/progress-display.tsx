import { TaskStatus, workingTaskStatuses } from "@reelsmith/contract/task-status";
import { Check } from "lucide-react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import { formatPercent, progressFor, stageFor } from "@/shared/preview/lib/task-status";

/** The stage name and percentage of the spec's task status table, a bar, and the stages passed. */
export function ProgressDisplay({ status }: { status: number | null }) {
  const progress = progressFor(status);
  const stage = status === null ? null : stageFor(status);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium" aria-live="polite" data-testid="stage-name">
          <span className="inline-block first-letter:uppercase">{stage ? stage.name : "Starting..."}</span>
        </span>
        <span className="text-2xl font-semibold tabular-nums" data-testid="stage-percent">
          {formatPercent(progress)}
        </span>
      </div>
      <ProgressBar
        percent={progress}
        label="Video progress"
        valueText={stage ? `${stage.name}, ${formatPercent(progress)}` : undefined}
        className="h-2.5 bg-surface-2"
        fillClassName={cn(
          "rounded-full transition-[width] duration-700",
          status === TaskStatus.failed && "bg-red-500",
        )}
      />
      <ol className="grid gap-1.5 text-xs sm:grid-cols-2">
        {workingTaskStatuses.map((s) => {
          const done = status !== null && status !== TaskStatus.failed && status > s.value;
          const current = status === s.value;
          return (
            <li
              key={s.value}
              className={cn("flex items-center gap-2", done || current ? "text-foreground" : "text-muted")}
            >
              <span
                aria-hidden
                className={cn(
                  "flex h-4 w-4 shrink-0 items-center justify-center rounded-full border",
                  done
                    ? "border-transparent bg-green-500/80 text-black"
                    : current
                      ? "border-violet-400"
                      : "border-border",
                )}
              >
                {done ? (
                  <Check className="h-3 w-3" />
                ) : current ? (
                  <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-violet-400" />
                ) : null}
              </span>
              <span className="inline-block first-letter:uppercase">{s.name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
