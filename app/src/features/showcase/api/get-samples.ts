import { type SampleVideo, samplesResponseSchema } from "@reelsmith/contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The sample videos rendered by our own pipeline at seed time; empty while the seed renders them. */
export async function getSamples(signal?: AbortSignal): Promise<SampleVideo[]> {
  const data = await api.get<unknown>("/api/catalog/samples", { signal });
  return samplesResponseSchema.parse(data).samples;
}

export const samplesQueryOptions = queryOptions({
  queryKey: ["catalog", "samples"],
  queryFn: ({ signal }) => getSamples(signal),
  staleTime: 5 * 60_000,
});

export const useSamples = () => useQuery(samplesQueryOptions);
