import { previewMessages } from "@/shared/preview/lib/messages";

export type TaskIdResult = { taskId: string; error: null } | { taskId: null; error: string };

/**
 * The preview page's input: no task id, or a non-string or blank one, each has its message;
 * a valid id is kept (trimmed) and clears the error.
 */
export function readTaskId(state: unknown): TaskIdResult {
  const raw =
    state && typeof state === "object" && "taskId" in state
      ? (state as { taskId: unknown }).taskId
      : undefined;
  if (raw === undefined || raw === null) return { taskId: null, error: previewMessages.noTaskId };
  if (typeof raw !== "string" || raw.trim() === "")
    return { taskId: null, error: previewMessages.invalidTaskId };
  return { taskId: raw.trim(), error: null };
}

/**
 * The preview's task: `?task=<id>` in the address (a link or a reload opens the video), else the id the
 * editor passed in navigation state.
 */
export function readPreviewTask(search: string, state: unknown): TaskIdResult {
  const fromLink = new URLSearchParams(search).get("task");
  return fromLink === null ? readTaskId(state) : readTaskId({ taskId: fromLink });
}
