import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type ProjectListParams, parseListParams, toQuery } from "@/features/projects/lib/list-params";

/**
 * The library's search, filter, sort, view and page, read from and written to the address. Changing what
 * is listed goes back to page 1; typing replaces the history entry instead of adding one per keystroke.
 */
export function useListParams() {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => parseListParams(query), [query]);
  const update = useCallback(
    (change: Partial<ProjectListParams>, options: { replace?: boolean } = {}) => {
      setQuery(
        (current) => {
          const before = parseListParams(current);
          const narrows = ["search", "type", "sort"].some(
            (k) =>
              k in change && change[k as keyof ProjectListParams] !== before[k as keyof ProjectListParams],
          );
          const next = { ...before, ...change };
          if (narrows && change.page === undefined) next.page = 1;
          return toQuery(next);
        },
        // Searching, filtering and sorting keep the list where it is; a new page opens at the top.
        { replace: options.replace, preventScrollReset: change.page === undefined },
      );
    },
    [setQuery],
  );
  return [params, update] as const;
}
