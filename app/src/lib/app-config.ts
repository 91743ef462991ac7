import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface AppConfig {
  googleEnabled: boolean;
  supportEmail: string;
  discordUrl: string;
  betaMode: boolean;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ["app-config"],
  queryFn: ({ signal }) => api.get<AppConfig>("/api/config", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
