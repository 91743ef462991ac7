import type { ApiKeyList, CreatedApiKey } from "@reelsmith/contract/api-keys";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const apiKeysQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["api-keys", userId],
    queryFn: ({ signal }) => api.get<ApiKeyList>("/api/api-keys", { signal }),
  });

export function useApiKeys(userId: string) {
  return useQuery(apiKeysQueryOptions(userId));
}

/** Creates a key; its whole value is in this answer only, so the caller shows it at once. */
export function useCreateApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<CreatedApiKey>("/api/api-keys", { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(userId).queryKey }),
  });
}

export function useRevokeApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ id: string; revoked: true }>(`/api/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(userId).queryKey }),
  });
}
