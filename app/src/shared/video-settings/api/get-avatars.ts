import { avatarsResponseSchema, type StockAvatar } from "@reelsmith/contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CATALOG_GC_MS, CATALOG_STALE_MS } from "@/shared/video-settings/api/catalog-cache";

export async function getAvatars(signal?: AbortSignal): Promise<StockAvatar[]> {
  const data = await api.get<unknown>("/api/catalog/avatars", { signal });
  return avatarsResponseSchema.parse(data).avatars;
}

export const avatarsQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "avatars"],
    queryFn: ({ signal }) => getAvatars(signal),
    staleTime: CATALOG_STALE_MS,
    gcTime: CATALOG_GC_MS,
  });

export function useAvatars() {
  return useQuery(avatarsQueryOptions());
}
