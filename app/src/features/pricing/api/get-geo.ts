import { type GeoResult, geoResultSchema } from "@reelsmith/contract/public";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** A slow lookup must not hold the prices back: after this the browser's own hints decide. */
export const GEO_TIMEOUT_MS = 4000;

/** GET /api/geo: the visitor's country as our server's geolocation lookup sees it (null when unknown). */
export async function getGeo(signal?: AbortSignal): Promise<GeoResult> {
  return geoResultSchema.parse(await api.get<unknown>("/api/geo", { signal, timeoutMs: GEO_TIMEOUT_MS }));
}

export const geoQueryOptions = queryOptions({
  queryKey: ["geo"],
  queryFn: ({ signal }) => getGeo(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const useGeo = () => useQuery(geoQueryOptions);
