import type { Batch } from "@reelsmith/contract/batches";
import type { Project } from "@reelsmith/contract/projects";
import type { VariantsInfo } from "@reelsmith/contract/variants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

const variantKeys = {
  project: (id: string) => [...projectKeys.all, "one", id] as const,
  info: (id: string) => [...projectKeys.all, "variants", id] as const,
};

/** The project a task renders (its draft id), to know whether it is a product ad. */
export function useTaskProject(projectId: string | null) {
  return useQuery({
    queryKey: variantKeys.project(projectId ?? ""),
    queryFn: ({ signal }) =>
      api.get<Project>(`/api/projects/${encodeURIComponent(projectId ?? "")}`, { signal }),
    enabled: Boolean(projectId),
    staleTime: 60_000,
    retry: 1,
  });
}

/** What one variant costs and the batches of variants already made of the ad. */
export function useVariantsInfo(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: variantKeys.info(projectId),
    queryFn: ({ signal }) =>
      api.get<VariantsInfo>(`/api/projects/${encodeURIComponent(projectId)}/variants`, { signal }),
    enabled,
    retry: 1,
  });
}

/** POST /api/projects/:id/variants: the batch the variants render in. */
export function useCreateVariants(userId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) =>
      api.post<Batch>(`/api/projects/${encodeURIComponent(projectId)}/variants`, { count }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["batches"] }),
        queryClient.invalidateQueries({ queryKey: ["subscription", userId] }),
      ]);
    },
  });
}
