import { stylesResponseSchema, type VisualStyle } from "@reelsmith/contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CATALOG_GC_MS, CATALOG_STALE_MS } from "@/shared/video-settings/api/catalog-cache";

export async function getStyles(signal?: AbortSignal): Promise<VisualStyle[]> {
  const data = await api.get<unknown>("/api/catalog/styles", { signal });
  return stylesResponseSchema.parse(data).styles;
}

export const stylesQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "styles"],
    queryFn: ({ signal }) => getStyles(signal),
    staleTime: CATALOG_STALE_MS,
    gcTime: CATALOG_GC_MS,
  });

export function useStyles() {
  return useQuery(stylesQueryOptions());
}
