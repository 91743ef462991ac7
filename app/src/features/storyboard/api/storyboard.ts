import type { MediaListResponse } from "@reelsmith/contract/media";
import {
  createVersionResponseSchema,
  type Storyboard,
  storyboardResponseSchema,
  storyOfStoryboard,
} from "@reelsmith/contract/storyboard";
import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { api } from "@/lib/api-client";
import { planStoryboardAligned } from "@/shared/storyboard/api/plan-storyboard";
import { createVideo } from "@/shared/video-settings/api/create-video";

/** The storyboard a create-video body would render (no credits, nothing queued). */
export async function planStoryboard(body: CreateVideoRequest, signal?: AbortSignal): Promise<Storyboard> {
  return (await planStoryboardAligned(body, signal)).storyboard;
}

/** The storyboard of a project's newest version, or of `version` to edit from. */
export async function getProjectStoryboard(
  projectId: string,
  signal?: AbortSignal,
  version?: number | null,
): Promise<Storyboard> {
  const query = version ? `?version=${version}` : "";
  const data = await api.get<unknown>(`/api/projects/${encodeURIComponent(projectId)}/storyboard${query}`, {
    signal,
  });
  return storyboardResponseSchema.parse(data).storyboard;
}

/** An edited storyboard of a project with its scenes' thumbnails drawn again (no credits, nothing queued). */
export async function redrawThumbnails(
  projectId: string,
  storyboard: Storyboard,
  signal?: AbortSignal,
): Promise<Storyboard> {
  const data = await api.post<unknown>(
    `/api/projects/${encodeURIComponent(projectId)}/storyboard/thumbnails`,
    { storyboard },
    { signal, timeoutMs: 180_000 },
  );
  return storyboardResponseSchema.parse(data).storyboard;
}

/** Renders an edited storyboard as the project's next version; answers the new task's id. */
export async function renderVersion(projectId: string, storyboard: Storyboard): Promise<string> {
  const data = await api.post<unknown>(`/api/projects/${encodeURIComponent(projectId)}/versions`, {
    storyboard,
  });
  return createVersionResponseSchema.parse(data).task_id;
}

/** Generates a new video of exactly this storyboard (create-video with it); its words are the narration. */
export function renderNew(body: CreateVideoRequest, storyboard: Storyboard): Promise<string> {
  return createVideo({ ...body, story: storyOfStoryboard(storyboard), storyboard });
}

/** What one video costs in credits (the batch list states it; a new version costs the same). */
export async function creditsPerVideo(signal?: AbortSignal): Promise<number> {
  const data = await api.get<{ credits_per_video: number }>("/api/batches", { signal });
  return data.credits_per_video;
}

/** The user's media library (the scenes' own photos and clips show its posters). */
export function listMedia(signal?: AbortSignal): Promise<MediaListResponse> {
  return api.get<MediaListResponse>("/api/media", { signal });
}
