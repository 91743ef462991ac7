/**
 * A render task's status, defined once: the worker's stages, the API's progress, the project's status and
 * the app's progress display all read this table, and no other code spells a status number.
 *
 * Inside the server a task is at a stage named by its key: the worker's stages in the order they run, then
 * "failed" or "generated". `value` is the public status the API, the database and the app show for it: the
 * spec's numbers (stages 0-6, failed 7, generated 8), which never change. A new stage is a new row with its
 * own key and the value, name and progress of the public status it shows as (the one it follows): nothing
 * is renumbered and no stored row changes, since the database keeps the public value and the stage timings
 * by key. Progress is 12.5% a status and 100% at either end. The project is a DRAFT while the task runs,
 * FAILED when it failed and PUBLISHED when generated. `name` is the text the preview shows.
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

/** A stage the worker runs: a DRAFT project, 12.5% of the progress for each public status up to its own. */
const working = <K extends string, V extends number>(key: K, value: V, name: string) =>
  ({ key, value, name, progress: (value + 1) * 12.5, terminal: false, project: "DRAFT" }) as const;

/** An end of the task, named by its key: 100%, and the project's status at that end. */
const end = <K extends string, V extends number, P extends TaskStatusInfo["project"]>(
  key: K,
  value: V,
  project: P,
) => ({ key, value, name: key, progress: 100, terminal: true, project }) as const;

export const taskStages = [
  working("story", 0, "story generation"),
  working("characters", 1, "character references"),
  working("prompts", 2, "image prompts"),
  working("images", 3, "images"),
  working("audio", 4, "audio and video config"),
  working("video", 5, "video generation started"),
  working("processing", 6, "processing"),
  end("failed", 7, "FAILED"),
  end("generated", 8, "PUBLISHED"),
] as const satisfies readonly TaskStatusInfo[];

export type TaskStatusEntry = (typeof taskStages)[number];
/** The stages the worker runs, by key (the others end a task). */
export type WorkingStageKey = Extract<TaskStatusEntry, { terminal: false }>["key"];

/** The public status of each stage key: `TaskStatus.failed` is the number a failed task shows. */
export const TaskStatus = Object.fromEntries(taskStages.map((s) => [s.key, s.value])) as {
  readonly [S in TaskStatusEntry as S["key"]]: S["value"];
};

/** The public statuses, one per number, in order: the first stage that shows each. */
export const taskStatuses: readonly TaskStatusEntry[] = taskStages.filter(
  (s, i) => taskStages.findIndex((t) => t.value === s.value) === i,
);

/** The public statuses while a task runs, in order (the preview's list of stages). */
export const workingTaskStatuses = taskStatuses.filter((s) => !s.terminal);
/** The public statuses that end a task (failed and generated). */
export const terminalTaskStatuses: readonly number[] = taskStatuses
  .filter((s) => s.terminal)
  .map((s) => s.value);

export const FIRST_TASK_STATUS = Math.min(...taskStatuses.map((s) => s.value));
export const LAST_TASK_STATUS = Math.max(...taskStatuses.map((s) => s.value));

/** The row of the table for a public status, or null for a number that is no status. */
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

/** The working statuses as a range for descriptions: "0-6". */
const workingRange = () =>
  `${workingTaskStatuses[0]?.value}-${workingTaskStatuses[workingTaskStatuses.length - 1]?.value}`;

/**
 * The statuses in words for the API's and the MCP tools' descriptions, from the table: "task_status 0-6
 * are the render's stages, 7 failed (<failedNote>), 8 generated (<generatedNote>)".
 */
export function statusDescription(failedNote: string, generatedNote: string): string {
  return (
    `task_status ${workingRange()} are the render's stages, ${TaskStatus.failed} failed (${failedNote}), ` +
    `${TaskStatus.generated} generated (${generatedNote})`
  );
}
