import type { Storyboard } from "@reelsmith/contract/storyboard";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { runTask } from "../../render/pipeline";
import { getTask, type TaskRow } from "../../render/task-store";
import { createStoryboardVersion } from "../../services/storyboards";
import type { RenderHarness } from "./harness";

/**
 * An edited storyboard rendered as the project's next version (the service of POST
 * /api/projects/{id}/versions, charged as a user's would be), run to its end in this process; its task row.
 */
export async function renderNextVersion(
  h: RenderHarness,
  projectId: string,
  board: Storyboard,
): Promise<TaskRow> {
  const queue = { enqueue: async () => {} };
  const { task_id } = await createStoryboardVersion(h.deps, queue, h.userId, projectId, board);
  await runTask(h.deps, task_id);
  const row = await getTask(h.deps, task_id);
  if (row?.task_status !== TaskStatus.generated) throw new Error(`the new version ended: ${row?.error}`);
  return row;
}
