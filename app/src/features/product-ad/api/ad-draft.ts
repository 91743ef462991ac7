import type { Draft, DraftContent } from "@reelsmith/contract/drafts";
import type { Project } from "@reelsmith/contract/projects";
import { api, apiRequest } from "@/lib/api-client";

/** The Product Ad editor's server draft (one per user, restored on any device). */
export function getAdDraft(signal?: AbortSignal): Promise<Draft> {
  return api.get<Draft>("/api/drafts/product-ad", { signal });
}

export function saveAdDraft(content: DraftContent, signal?: AbortSignal): Promise<Draft> {
  return apiRequest<Draft>("/api/drafts/product-ad", { method: "PUT", body: content, signal });
}

/** One of the user's projects: a Product Ad's keeps its brand kit in metadata.brand_kit. */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api.get<Project>(`/api/projects/${encodeURIComponent(id)}`, { signal });
}
