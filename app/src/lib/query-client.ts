import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // A refused request (a 4xx code) will not change on retry.
        retry: (count, error) => !(error instanceof ApiError && error.refused) && count < 2,
      },
    },
  });
}
