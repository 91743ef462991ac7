import { type PricingPlan, pricingListSchema } from "@reelsmith/contract/public";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/pricing: every plan, ordered by price_usd ascending. */
export async function getPricing(signal?: AbortSignal): Promise<PricingPlan[]> {
  return pricingListSchema.parse(await api.get<unknown>("/api/pricing", { signal }));
}

export const pricingQueryOptions = queryOptions({
  queryKey: ["pricing"],
  queryFn: ({ signal }) => getPricing(signal),
  staleTime: 10 * 60_000,
});

export const usePricing = () => useQuery(pricingQueryOptions);
