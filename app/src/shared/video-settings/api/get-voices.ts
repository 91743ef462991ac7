import { type Voice, voicesResponseSchema } from "@reelsmith/contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CATALOG_GC_MS, CATALOG_STALE_MS } from "@/shared/video-settings/api/catalog-cache";

export async function getVoices(signal?: AbortSignal): Promise<Voice[]> {
  const data = await api.get<unknown>("/api/catalog/voices", { signal });
  return voicesResponseSchema.parse(data).voices;
}

export const voicesQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "voices"],
    queryFn: ({ signal }) => getVoices(signal),
    staleTime: CATALOG_STALE_MS,
    gcTime: CATALOG_GC_MS,
  });

export function useVoices() {
  return useQuery(voicesQueryOptions());
}
