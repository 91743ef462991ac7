import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

export function deleteProject(projectId: string): Promise<{ id: string; deleted: boolean }> {
  return api.delete(`/api/projects/${encodeURIComponent(projectId)}`);
}

/** Deletes, then refetches every project list (the library's pages and the dashboard's recent five). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
