import type { VideoShare } from "@reelsmith/contract/shares";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Share: a public link to the finished video alone, which the owner can turn off (server: video_shares). */
const sharePath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/share`;
export const shareQueryKey = (taskId: string) => ["video-share", taskId] as const;

export const getShare = (taskId: string) => api.get<VideoShare>(sharePath(taskId));
export const startSharing = (taskId: string) => api.post<VideoShare>(sharePath(taskId));
export const stopSharing = (taskId: string) => api.delete<VideoShare>(sharePath(taskId));

/** Whether the video is shared now (asked once the video is ready). */
export function useVideoShare(taskId: string, ready: boolean) {
  return useQuery({ queryKey: shareQueryKey(taskId), queryFn: () => getShare(taskId), enabled: ready });
}

export function useStartSharing(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startSharing(taskId),
    onSuccess: (share) => queryClient.setQueryData(shareQueryKey(taskId), share),
  });
}

export function useStopSharing(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopSharing(taskId),
    onSuccess: (share) => queryClient.setQueryData(shareQueryKey(taskId), share),
  });
}
