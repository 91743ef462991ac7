import { useQuery } from "@tanstack/react-query";
import { getTask } from "@/shared/preview/api/get-task";

/** The project a task rendered (its storyboard is the project's newest version's); null while unknown. */
export function useProjectOfTask(taskId: string | null): string | null {
  const task = useQuery({
    queryKey: ["task-project", taskId],
    queryFn: ({ signal }) => getTask(taskId as string, signal),
    enabled: taskId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return task.data?.task_draft_id ?? null;
}
