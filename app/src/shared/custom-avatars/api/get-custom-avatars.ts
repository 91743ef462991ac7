import {
  type CustomAvatarsResponse,
  customAvatarState,
  customAvatarsResponseSchema,
} from "@reelsmith/contract/avatars";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";

/** Custom avatars stay fresh for 1 minute. */
export const CUSTOM_AVATARS_STALE_MS = 60_000;
/** While any avatar is Processing the list is read again this often, so the card turns Ready by itself. */
export const PROCESSING_POLL_MS = 3_000;

/** The list's cache keys: `all` for invalidating after a change, `list` for one user's list. */
export const customAvatarKeys = {
  all: ["custom-avatars"] as const,
  list: (userId: string | null) => [...customAvatarKeys.all, userId] as const,
};

export async function getCustomAvatars(signal?: AbortSignal): Promise<CustomAvatarsResponse> {
  const data = await api.get<unknown>("/api/avatars", { signal });
  return customAvatarsResponseSchema.parse(data);
}

export const hasProcessing = (data: CustomAvatarsResponse | undefined) =>
  (data?.avatars ?? []).some((a) => customAvatarState(a) === "processing");

export const customAvatarsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: customAvatarKeys.list(userId),
    queryFn: ({ signal }) => getCustomAvatars(signal),
    enabled: userId !== null,
    staleTime: CUSTOM_AVATARS_STALE_MS,
    refetchInterval: (query) => (hasProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });

/** The signed-in user's custom avatars, newest first, with their count and limit (nothing for guests). */
export function useCustomAvatars() {
  const { user } = useAuth();
  return useQuery(customAvatarsQueryOptions(user?.id ?? null));
}
