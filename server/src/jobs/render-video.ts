import { terminalTaskStatuses } from "@reelsmith/contract/task-status";
import { z } from "zod";
import { runTask } from "../render/pipeline";
import { countAttempt, failTask, getTask } from "../render/task-store";
import { emitVideoFailed, emitVideoReady } from "../services/webhook-events";
import { defineJob, hasNoOpenJob } from "./job";

/**
 * render-video: one job per task runs the task's pipeline. The task id is the singleton key, so a task is
 * never queued or running twice at once. A failed try is retried and resumes from the last finished
 * stage; the last failure ends the task failed with its reason kept and the credits refunded.
 * A try that outlives RENDER_EXPIRE_S (its worker vanished) is handed to another worker; a worker told to
 * stop (SIGTERM) gives the job back after its current stage, without counting a try.
 */
const name = "render-video";

export const renderVideoJob = defineJob({
  name,
  payload: z.object({ taskId: z.string().min(1) }),
  // Three tries in all.
  policy: (config) => ({ retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: config.RENDER_EXPIRE_S }),
  concurrency: (config) => config.RENDER_CONCURRENCY,
  singletonKey: ({ taskId }) => taskId,
  async handle(deps, { taskId }, { retryCount, retryLimit, stopping }) {
    const task = await getTask(deps, taskId);
    // Gone, or ended by an earlier job of the same task: nothing to do, no try to count.
    if (!task || terminalTaskStatuses.includes(task.task_status)) return;
    await countAttempt(deps, taskId);
    try {
      // A stopping worker ends after the stage it is in; the job goes back to the queue and the next
      // worker resumes with the following stage.
      if ((await runTask(deps, taskId, { shouldStop: stopping })) === "stopped") return "release";
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      deps.logger.error({ taskId, attempt: retryCount + 1, err: reason }, "render failed");
      if (retryCount >= retryLimit) {
        if (await failTask(deps, taskId, reason)) await emitVideoFailed(deps, taskId);
        return;
      }
      throw err;
    }
    await emitVideoReady(deps, taskId);
  },
  // A task whose job was never sent (the process died between the insert and the send).
  async findUnqueued(database) {
    const { rows } = await database.executeSql(
      `SELECT t.id FROM task_status t
        WHERE t.task_status NOT IN (${terminalTaskStatuses.join(", ")}) AND ${hasNoOpenJob("t.id")}`,
      [name],
    );
    return rows.map((r) => ({ taskId: String(r.id) }));
  },
});
