import type { ProjectList } from "@reelsmith/contract/projects";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectListParams } from "@/features/projects/lib/list-params";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

/** Search, filter, sort and pagination all run on the server (one page of at most PROJECTS_PAGE_SIZE). */
export function projectsUrl(params: Pick<ProjectListParams, "search" | "type" | "sort" | "page">): string {
  const query = new URLSearchParams({
    search: params.search,
    type: params.type,
    sort: params.sort,
    page: String(params.page),
  });
  return `/api/projects?${query}`;
}

export const projectsQueryOptions = (userId: string, params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(userId, params),
    queryFn: ({ signal }) => api.get<ProjectList>(projectsUrl(params), { signal }),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useProjects(userId: string, params: ProjectListParams) {
  return useQuery(projectsQueryOptions(userId, params));
}
