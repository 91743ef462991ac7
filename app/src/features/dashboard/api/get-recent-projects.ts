import type { RecentProject } from "@reelsmith/contract/projects";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, TimeoutError } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

/**
 * A timeout, a server short of resources or a refused request (out of credits included) will not get
 * better by asking again at once.
 */
export function shouldRetryRecentProjects(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (error instanceof TimeoutError) return false;
  return !(error instanceof ApiError && (error.unavailable || error.refused));
}

/** Cache 30 s, 10 s timeout, up to 3 retries with exponential backoff capped at 30 s. */
export const recentProjectsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.recent(userId),
    queryFn: ({ signal }) => api.get<RecentProject[]>("/api/projects/recent", { signal, timeoutMs: 10_000 }),
    staleTime: 30_000,
    retry: shouldRetryRecentProjects,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
  });

export function useRecentProjects(userId: string) {
  return useQuery(recentProjectsQueryOptions(userId));
}
