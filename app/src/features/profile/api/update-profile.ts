import type { Profile, ProfileUpdate } from "@reelsmith/contract/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileQueryOptions } from "@/lib/profile";

export function updateProfile(input: ProfileUpdate) {
  return api.patch<Profile>("/api/profile", input);
}

/** Saves the profile and refreshes every view of it (the header name included). */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      const { queryKey } = profileQueryOptions(userId);
      queryClient.setQueryData(queryKey, profile);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
