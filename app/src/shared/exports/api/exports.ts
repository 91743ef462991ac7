import type { CreateExport, ExportList, VideoExport } from "@reelsmith/contract/exports";
import type { Task } from "@reelsmith/contract/video";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const exportKeys = {
  list: (projectId: string) => ["exports", projectId] as const,
  task: (taskId: string) => ["exports", "task", taskId] as const,
};

/**
 * The project and version a finished task's video is (its draft id: a project's later versions are tasks
 * of their own, each with its version number), read once the video is ready.
 */
export function useTaskVersion(
  taskId: string | null,
  ready: boolean,
): { projectId: string | null; version: number | null } {
  const task = useQuery({
    queryKey: exportKeys.task(taskId ?? ""),
    queryFn: ({ signal }) => api.get<Task>(`/api/tasks/${encodeURIComponent(taskId ?? "")}`, { signal }),
    enabled: Boolean(taskId) && ready,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  if (!task.data) return { projectId: null, version: null };
  const version = Number(task.data.task_draft_version);
  return {
    projectId: task.data.task_draft_id ?? task.data.id,
    version: Number.isInteger(version) && version >= 1 ? version : null,
  };
}

const exportsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/exports`;

/** Whether an export still has work to do (the list is polled while one has). */
export const isExportPending = (e: Pick<VideoExport, "status">) =>
  e.status === "queued" || e.status === "running";

/** GET /api/projects/:id/exports, polled every 2 s while an export is queued or running. */
export function useExports(projectId: string | null) {
  return useQuery({
    queryKey: exportKeys.list(projectId ?? ""),
    queryFn: ({ signal }) => api.get<ExportList>(exportsPath(projectId ?? ""), { signal }),
    enabled: Boolean(projectId),
    refetchInterval: (query) => (query.state.data?.exports.some(isExportPending) ? 2000 : false),
    retry: 1,
  });
}

/** POST /api/projects/:id/exports: the export, queued (or the same one already made). */
export function useCreateExport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExport) => api.post<{ export: VideoExport }>(exportsPath(projectId), body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: exportKeys.list(projectId) });
    },
  });
}
