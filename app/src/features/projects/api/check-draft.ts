import { TaskStatus } from "@reelsmith/contract/task-status";
import type { CheckDraftResponse, Task } from "@reelsmith/contract/video";
import { api } from "@/lib/api-client";

/**
 * One draft check (spec section 4): read the task; once it is done, ask the render engine for the draft's
 * video. Answers whether the project changed, so the caller refetches the list.
 */
export async function checkDraft(projectId: string): Promise<boolean> {
  const task = await api.get<Pick<Task, "task_status" | "task_draft_id" | "task_draft_version">>(
    `/api/tasks/${encodeURIComponent(projectId)}`,
  );
  if (task.task_status === TaskStatus.failed) return true;
  if (task.task_status !== TaskStatus.generated) return false;
  const query = new URLSearchParams({
    draftId: task.task_draft_id ?? projectId,
    version: String(task.task_draft_version ?? 1),
  });
  const draft = await api.get<CheckDraftResponse>(`/api/functions/check-draft-status?${query}`);
  return Boolean(draft.details.generated_video);
}
