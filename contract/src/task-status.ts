/**
 * A render task's status, defined once: the worker's stages, the API's progress, the project's status and
 * the app's progress display all read this table.
 *
 * A task runs 0-6 in order, one stage each, and ends at 7 (failed) or 8 (generated). Progress is 12.5%
 * a stage and 100% at either end. Its project is a DRAFT while the task runs, FAILED at 7 and PUBLISHED
 * at 8. `name` is the text the preview shows; `key` names the stage in the worker and its timings.
 */
export interface TaskStatusInfo {
  value: number;
  key: string;
  name: string;
  progress: number;
  /** The task has ended: no stage runs after it and the preview stops following it. */
  terminal: boolean;
  project: "DRAFT" | "FAILED" | "PUBLISHED";
}

export const taskStatuses = [
  { value: 0, key: "story", name: "story generation", progress: 12.5, terminal: false, project: "DRAFT" },
  {
    value: 1,
    key: "characters",
    name: "character references",
    progress: 25,
    terminal: false,
    project: "DRAFT",
  },
  { value: 2, key: "prompts", name: "image prompts", progress: 37.5, terminal: false, project: "DRAFT" },
  { value: 3, key: "images", name: "images", progress: 50, terminal: false, project: "DRAFT" },
  {
    value: 4,
    key: "audio",
    name: "audio and video config",
    progress: 62.5,
    terminal: false,
    project: "DRAFT",
  },
  {
    value: 5,
    key: "video",
    name: "video generation started",
    progress: 75,
    terminal: false,
    project: "DRAFT",
  },
  { value: 6, key: "processing", name: "processing", progress: 87.5, terminal: false, project: "DRAFT" },
  { value: 7, key: "failed", name: "failed", progress: 100, terminal: true, project: "FAILED" },
  { value: 8, key: "generated", name: "generated", progress: 100, terminal: true, project: "PUBLISHED" },
] as const satisfies readonly TaskStatusInfo[];

export type TaskStatusEntry = (typeof taskStatuses)[number];
export type TaskStatusKey = TaskStatusEntry["key"];
export type TaskStatusValue = TaskStatusEntry["value"];

/** Each status by its key: `TaskStatus.failed` is 7, `TaskStatus.generated` 8. */
export const TaskStatus = Object.fromEntries(taskStatuses.map((s) => [s.key, s.value])) as {
  readonly [S in TaskStatusEntry as S["key"]]: S["value"];
};

/** The statuses a worker runs through, in order (each one stage). */
export const workingTaskStatuses = taskStatuses.filter((s) => !s.terminal);
/** The statuses that end a task (7 and 8). */
export const terminalTaskStatuses: readonly number[] = taskStatuses
  .filter((s) => s.terminal)
  .map((s) => s.value);

export const FIRST_TASK_STATUS = Math.min(...taskStatuses.map((s) => s.value));
export const LAST_TASK_STATUS = Math.max(...taskStatuses.map((s) => s.value));

/** The row of the table for a status, or null for a number that is no status. */
export function taskStatusOf(value: number | null | undefined): TaskStatusEntry | null {
  return taskStatuses.find((s) => s.value === value) ?? null;
}

/** The progress percentage shown for a status; 0 before the first status arrives or for an unknown one. */
export function taskProgressOf(value: number | null | undefined): number {
  return taskStatusOf(value)?.progress ?? 0;
}

/** Whether the task has ended (failed or generated). */
export function isTerminalTaskStatus(value: number | null | undefined): boolean {
  return taskStatusOf(value)?.terminal ?? false;
}

/** The project's status while its task is at this status (DRAFT for anything before the end). */
export function projectStatusFor(value: number): TaskStatusInfo["project"] {
  return taskStatusOf(value)?.project ?? "DRAFT";
}
