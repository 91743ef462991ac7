/**
 * Cache keys that more than one feature reads or refreshes. Every project list (the library's pages, the
 * dashboard's recent five and its notified ones) sits under `projectKeys.all`, so one invalidation after a
 * change refetches them all.
 */
export const projectKeys = {
  all: ["projects"] as const,
  list: (userId: string, filters: { search: string; type: string; sort: string; page: number }) =>
    [...projectKeys.all, "list", userId, filters.search, filters.type, filters.sort, filters.page] as const,
  recent: (userId: string) => [...projectKeys.all, "recent", userId] as const,
  notified: (userId?: string) =>
    userId === undefined
      ? ([...projectKeys.all, "notified"] as const)
      : ([...projectKeys.all, "notified", userId] as const),
};
