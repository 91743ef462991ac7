import type { Subscription } from "@reelsmith/contract/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Fresh 60 s, retained 5 min, 1 retry, 5 s timeout. */
export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["subscription", userId],
    queryFn: ({ signal }) => api.get<Subscription>("/api/subscription", { signal, timeoutMs: 5_000 }),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    retry: 1,
  });

export function useSubscription(userId: string) {
  return useQuery(subscriptionQueryOptions(userId));
}
