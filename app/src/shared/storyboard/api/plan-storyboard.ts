import { type PlanStoryboardResponse, planStoryboardResponseSchema } from "@reelsmith/contract/storyboard";
import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { api } from "@/lib/api-client";

/**
 * The storyboard a create-video body would render (no credits, nothing queued). With a recorded
 * narration its scenes' times are their stretches of the recording, and `warnings` says what the
 * alignment noticed (absent: the times are estimated from the words).
 */
export async function planStoryboardAligned(
  body: CreateVideoRequest,
  signal?: AbortSignal,
): Promise<PlanStoryboardResponse> {
  const data = await api.post<unknown>("/api/storyboards", body, { signal, timeoutMs: 180_000 });
  return planStoryboardResponseSchema.parse(data);
}
