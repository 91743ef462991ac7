import {
  isTerminalTaskStatus,
  TaskStatus,
  taskProgressOf,
  taskStatusOf,
} from "@reelsmith/contract/task-status";

// The task status table lives in the contract; the preview reads it under these names.
export { isTerminalTaskStatus as isFinished, taskProgressOf as progressFor, taskStatusOf as stageFor };
export const TASK_FAILED = TaskStatus.failed;
export const TASK_GENERATED = TaskStatus.generated;

/** Notify Me is offered once the story exists (from character references on) and until the video is generated, when not already on. */
export function canNotify(status: number | null | undefined, alreadyOn: boolean): boolean {
  return (
    typeof status === "number" &&
    status >= TaskStatus.characters &&
    status < TaskStatus.generated &&
    !alreadyOn
  );
}

export function formatPercent(progress: number): string {
  return `${Number.isInteger(progress) ? progress : progress.toFixed(1)}%`;
}
