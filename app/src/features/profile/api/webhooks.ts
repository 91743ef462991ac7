import type {
  CreateWebhookBody,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
} from "@reelsmith/contract/webhooks";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const webhooksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["webhooks", userId],
    queryFn: ({ signal }) => api.get<WebhookEndpoint[]>("/api/webhooks", { signal }),
  });

export function useWebhooks(userId: string) {
  return useQuery(webhooksQueryOptions(userId));
}

export function useCreateWebhook(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => api.post<WebhookEndpoint>("/api/webhooks", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(userId).queryKey }),
  });
}

export function useDeleteWebhook(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/webhooks/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(userId).queryKey }),
  });
}

const deliveriesKey = (endpointId: string) => ["webhooks", "deliveries", endpointId] as const;

/**
 * One endpoint's delivery log, a page at a time, newest first. While a delivery is still being tried the
 * log refreshes itself every few seconds, so a retry shows up without reloading.
 */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: [...deliveriesKey(endpointId), page],
    queryFn: ({ signal }) =>
      api.get<WebhookDeliveryList>(
        `/api/webhooks/${encodeURIComponent(endpointId)}/deliveries?page=${page}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === "PENDING") ? 3000 : false),
  });
}

/** Sends a `webhook.test` event to one endpoint; its delivery appears in the log. */
export function useSendTestWebhook(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WebhookDelivery>(`/api/webhooks/${encodeURIComponent(endpointId)}/test`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
