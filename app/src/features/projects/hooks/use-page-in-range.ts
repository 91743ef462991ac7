import type { ProjectList } from "@reelsmith/contract/projects";
import { useEffect } from "react";
import type { ProjectListParams } from "@/features/projects/lib/list-params";

/**
 * The number of pages; a page past the end (the last project of the last page was deleted, or an old link)
 * is replaced by the last one.
 */
export function usePageInRange(
  data: ProjectList | undefined,
  page: number,
  update: (patch: Partial<ProjectListParams>, options?: { replace?: boolean }) => void,
): number {
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > pageCount) {
      update({ page: pageCount }, { replace: true });
    }
  }, [data, page, pageCount, update]);
  return pageCount;
}
