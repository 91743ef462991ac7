import { useQuery } from "@tanstack/react-query";
import { fetchFinalVideo } from "@/shared/preview/api/check-draft-status";
import type { TaskRow } from "@/shared/preview/api/get-task";
import { TASK_GENERATED } from "@/shared/preview/lib/task-status";

/** On 8 the final video URL is fetched once. */
export function useFinalVideo(task: TaskRow | null) {
  return useQuery({
    queryKey: ["final-video", task?.id],
    queryFn: ({ signal }) => fetchFinalVideo(task as TaskRow, signal),
    enabled: task?.task_status === TASK_GENERATED,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
