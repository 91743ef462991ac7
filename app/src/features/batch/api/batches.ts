import type { Batch, BatchList, CreateBatch } from "@reelsmith/contract/batches";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

const batchKeys = {
  all: ["batches"] as const,
  list: (userId: string) => [...batchKeys.all, "list", userId] as const,
  one: (userId: string, id: string) => [...batchKeys.all, "one", userId, id] as const,
};

/** How often a running batch is asked for again. */
const POLL_MS = 2_000;

/** The user's batches and what one video costs (the new batch form shows the total). */
export function useBatchList(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: batchKeys.list(userId),
      queryFn: ({ signal }) => api.get<BatchList>("/api/batches", { signal }),
    }),
  );
}

/** One batch, polled until every video has ended. */
export function useBatch(userId: string, id: string) {
  return useQuery({
    queryKey: batchKeys.one(userId, id),
    queryFn: ({ signal }) => api.get<Batch>(`/api/batches/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.summary.finished ? false : POLL_MS),
    retry: (count, error) => count < 2 && !(error as { refused?: boolean }).refused,
  });
}

export function useCreateBatch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBatch) => api.post<Batch>("/api/batches", body),
    onSuccess: async (batch) => {
      queryClient.setQueryData(batchKeys.one(userId, batch.id), batch);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: batchKeys.list(userId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["subscription", userId] }),
      ]);
    },
  });
}
