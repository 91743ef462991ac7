import type { Profile } from "@reelsmith/contract/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AuthUser, useAuth } from "@/lib/auth";

/** Shared by the header and the profile page, so a saved profile updates both at once. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["profile", userId],
    queryFn: ({ signal }) => api.get<Profile>("/api/profile", { signal }),
    staleTime: 60_000,
  });

export function useProfile() {
  const { user } = useAuth();
  return useQuery({ ...profileQueryOptions(user?.id ?? "guest"), enabled: Boolean(user) });
}

/** Without a profile record, names fall back to the email prefix, or "User". */
export function emailPrefix(email: string | null | undefined): string {
  const prefix = email?.split("@")[0];
  return prefix ? prefix : "User";
}

/** Full name, falling back to username, then to the email prefix or "User". */
export function displayName(user: AuthUser, profile?: Pick<Profile, "username" | "full_name">): string {
  return profile?.full_name || profile?.username || user.fullName || user.username || emailPrefix(user.email);
}
