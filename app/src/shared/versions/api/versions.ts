import { type ProjectVersionList, projectVersionListSchema } from "@reelsmith/contract/versions";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/projects/:id/versions: newest first, polled every 5 s while a version is rendering. */
export function useProjectVersions(projectId: string | null) {
  return useQuery({
    queryKey: ["versions", projectId ?? ""],
    queryFn: async ({ signal }): Promise<ProjectVersionList> =>
      projectVersionListSchema.parse(
        await api.get<unknown>(`/api/projects/${encodeURIComponent(projectId ?? "")}/versions`, { signal }),
      ),
    enabled: Boolean(projectId),
    refetchInterval: (query) =>
      query.state.data?.versions.some((v) => v.state === "rendering") ? 5000 : false,
    retry: 1,
  });
}
