import { isTerminalTaskStatus } from "@reelsmith/contract/task-status";
import { getTask, type TaskRow } from "../../render/task-store";
import type { RenderDeps } from "../../render/types";

/** Polls a task until it has ended: generated or failed. */
export async function waitForTask(deps: RenderDeps, taskId: string, timeoutMs = 90_000): Promise<TaskRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await getTask(deps, taskId);
    if (row && isTerminalTaskStatus(row.task_status)) return row;
    if (Date.now() > until)
      throw new Error(`task ${taskId} still at ${row?.task_status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
