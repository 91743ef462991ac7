import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { getTask, type TaskRow, taskEventsUrl } from "@/shared/preview/api/get-task";
import { MAX_POLL_ERRORS, POLL_INTERVAL_MS } from "@/shared/preview/lib/messages";
import { isFinished } from "@/shared/preview/lib/task-status";

/** The event name of the server's task stream (`GET /api/tasks/:id/events`). */
export const TASK_EVENT = "status";

export interface TaskStatusState {
  task: TaskRow | null;
  /** Set once polling gave up (3 failed polls in a row): the text to show on the load error screen. */
  loadError: string | null;
}

/**
 * Follows a task: a poll at once and every 15 s, plus the server's live event stream so a
 * stage change shows without waiting for the next poll. Both stop when the task ends (failed or generated); polling stops after 3 errors,
 * or at once when the task is not found (a link to a deleted task or to another user's).
 */
export function useTaskStatus(taskId: string | null): TaskStatusState {
  const [task, setTask] = useState<TaskRow | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const latest = useRef<number | null>(null);

  useEffect(() => {
    if (!taskId) return;
    setTask(null);
    setLoadError(null);
    latest.current = null;
    let stopped = false;
    let errors = 0;
    let timer: ReturnType<typeof setInterval> | null = null;
    let source: EventSource | null = null;
    const controller = new AbortController();

    const stop = () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      source?.close();
      source = null;
    };

    const accept = (row: TaskRow) => {
      if (stopped || typeof row?.task_status !== "number") return;
      // A late poll answer never moves the display backwards.
      if (latest.current !== null && row.task_status < latest.current && !isFinished(row.task_status)) return;
      latest.current = row.task_status;
      setTask(row);
      if (isFinished(row.task_status)) stop();
    };

    const poll = async () => {
      if (stopped) return;
      try {
        const row = await getTask(taskId, controller.signal);
        errors = 0;
        accept(row);
      } catch (e) {
        if (stopped || controller.signal.aborted) return;
        errors += 1;
        console.error("Task poll failed", e);
        // Not found (or another user's task, which the API answers the same) will not change: say so now.
        const final = e instanceof ApiError && e.status === 404;
        if (final || errors >= MAX_POLL_ERRORS) {
          stop();
          setLoadError(e instanceof Error && e.message ? e.message : "Task not found");
        }
      }
    };

    void poll();
    timer = setInterval(() => void poll(), POLL_INTERVAL_MS);

    if (typeof EventSource !== "undefined") {
      source = new EventSource(taskEventsUrl(taskId), { withCredentials: true });
      // The server names its events "status"; onmessage would only see unnamed ones.
      source.addEventListener(TASK_EVENT, (event) => {
        try {
          accept(JSON.parse((event as MessageEvent<string>).data) as TaskRow);
        } catch {
          // A keep-alive or malformed line: polling still covers it.
        }
      });
    }

    return () => {
      stop();
      controller.abort();
    };
  }, [taskId]);

  return { task, loadError };
}
