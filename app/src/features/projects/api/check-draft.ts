import type { Project } from "@reelsmith/contract/projects";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { checkDraftResponseSchema, taskSchema } from "@reelsmith/contract/video";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useDraftChecks } from "@/features/projects/hooks/use-draft-checks";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

/** The task fields a draft check reads. */
const draftTaskSchema = taskSchema.pick({ task_status: true, task_draft_id: true, task_draft_version: true });

/**
 * One draft check: read the task; once it is done, ask the render engine for the draft's
 * video. Answers whether the project changed, so the caller refetches the list.
 */
export async function checkDraft(projectId: string): Promise<boolean> {
  const task = draftTaskSchema.parse(await api.get<unknown>(`/api/tasks/${encodeURIComponent(projectId)}`));
  if (task.task_status === TaskStatus.failed) return true;
  if (task.task_status !== TaskStatus.generated) return false;
  const query = new URLSearchParams({
    draftId: task.task_draft_id ?? projectId,
    version: String(task.task_draft_version ?? 1),
  });
  const draft = checkDraftResponseSchema.parse(
    await api.get<unknown>(`/api/functions/check-draft-status?${query}`),
  );
  return Boolean(draft.details.generated_video);
}

/** Checks the shown drafts in rounds; a draft that finished or failed refetches every project list. */
export function useProjectDraftChecks(
  projects: readonly Pick<Project, "id" | "status" | "metadata">[] | undefined,
) {
  const queryClient = useQueryClient();
  const onChanged = useCallback(
    () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    [queryClient],
  );
  return useDraftChecks(projects, { check: checkDraft, onChanged });
}
