import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Notify Me: sets async_notify (the server stamps async_notify_at). */
export function enableNotify(projectId: string) {
  return api.patch<unknown>(`/api/projects/${encodeURIComponent(projectId)}/notify`, { async_notify: true });
}

export function useEnableNotify() {
  return useMutation({ mutationFn: enableNotify });
}
