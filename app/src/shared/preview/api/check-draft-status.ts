import { api } from "@/lib/api-client";
import type { TaskRow } from "@/shared/preview/api/get-task";

export interface DraftStatus {
  details?: { generated_video?: string | null; video_data?: string | null; title?: string | null } | null;
  video_url?: string | null;
}

export function checkDraftStatus(draftId: string, version: string, signal?: AbortSignal) {
  const q = new URLSearchParams({ draftId, version });
  return api.get<DraftStatus>(`/api/functions/check-draft-status?${q}`, { signal });
}

function resultUrl(task: TaskRow): string | null {
  const r = task.task_result;
  if (typeof r === "string" && /^(https?:|\/)/.test(r)) return r;
  if (r && typeof r === "object") {
    const o = r as Record<string, unknown>;
    for (const k of ["video_url", "generated_video", "url"])
      if (typeof o[k] === "string") return o[k] as string;
  }
  return task.video_url ?? task.generated_video ?? null;
}

/** Once the task is generated: the final video URL, from check-draft-status, else what the task row holds. */
export async function fetchFinalVideo(
  task: TaskRow,
  signal?: AbortSignal,
): Promise<{ url: string | null; title: string | null }> {
  const fromRow = resultUrl(task);
  try {
    const draft = await checkDraftStatus(
      String(task.task_draft_id ?? task.id),
      String(task.task_draft_version ?? ""),
      signal,
    );
    return {
      url: draft.video_url || draft.details?.generated_video || fromRow,
      title: draft.details?.title ?? null,
    };
  } catch (e) {
    if (!fromRow) throw e;
    return { url: fromRow, title: null };
  }
}
