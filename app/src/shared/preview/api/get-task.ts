import type { TaskWarning } from "@reelsmith/contract/narration";
import { api } from "@/lib/api-client";

/** The task_status row as GET /api/tasks/:id answers it (fields beyond these are kept as they come). */
export interface TaskRow {
  id: string;
  task_status: number;
  error?: string | null;
  task_result?: unknown;
  task_draft_id?: string | null;
  task_draft_version?: string | number | null;
  video_url?: string | null;
  generated_video?: string | null;
  async_notify?: boolean | null;
  /** What the render noticed that the video may not show as meant (a scene a recording left out...). */
  warnings?: TaskWarning[] | null;
  [key: string]: unknown;
}

export function getTask(taskId: string, signal?: AbortSignal): Promise<TaskRow> {
  return api.get<TaskRow>(`/api/tasks/${encodeURIComponent(taskId)}`, { signal });
}

export const taskEventsUrl = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/events`;
