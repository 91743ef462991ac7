import { avatarsResponseSchema, type StockAvatar } from "@reelsmith/contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The avatars catalogue stays fresh 5 min and is kept 30 min. */
export const AVATARS_STALE_MS = 5 * 60_000;
export const AVATARS_GC_MS = 30 * 60_000;

export async function getStockAvatars(signal?: AbortSignal): Promise<StockAvatar[]> {
  const data = await api.get<unknown>("/api/catalog/avatars", { signal });
  return avatarsResponseSchema.parse(data).avatars;
}

/** The same cache entry as the avatar picker's (key ["catalog", "avatars"]), so the list is fetched once. */
export const stockAvatarsQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "avatars"],
    queryFn: ({ signal }) => getStockAvatars(signal),
    staleTime: AVATARS_STALE_MS,
    gcTime: AVATARS_GC_MS,
  });

export const useStockAvatars = () => useQuery(stockAvatarsQueryOptions());
