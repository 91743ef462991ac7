import type { Project, ProjectList } from "@reelsmith/contract/projects";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

/** How often the dashboard looks for a notified video that has finished. */
export const NOTIFY_POLL_MS = 30_000;

/** Projects whose owner asked to be notified (Notify Me on the preview) and whose video is now ready. */
export const readyNotified = (items: Project[]) =>
  items.filter((p) => p.async_notify && p.status === "PUBLISHED" && p.metadata.generated_video);

/** The newest page of the library carries async_notify; the recent five do not. */
export const notifiedProjectsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.notified(userId),
    queryFn: ({ signal }) => api.get<ProjectList>("/api/projects?sort=newest&pageSize=20", { signal }),
    select: (data) => readyNotified(data.items),
    staleTime: NOTIFY_POLL_MS,
    refetchInterval: NOTIFY_POLL_MS,
  });

export function useReadyNotifiedProjects(userId: string) {
  return useQuery(notifiedProjectsQueryOptions(userId));
}

/** Seen: turns the project's notification off on the server, so it is not announced again anywhere. */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      api.patch(`/api/projects/${encodeURIComponent(projectId)}/notify`, { async_notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.notified() }),
  });
}
