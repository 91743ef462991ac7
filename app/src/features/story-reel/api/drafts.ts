import type { Draft, DraftContent } from "@reelsmith/contract/drafts";
import { api, apiRequest } from "@/lib/api-client";

export function getStoryDraft(signal?: AbortSignal): Promise<Draft> {
  return api.get<Draft>("/api/drafts/story-reel", { signal });
}

export function saveStoryDraft(content: DraftContent, signal?: AbortSignal): Promise<Draft> {
  return apiRequest<Draft>("/api/drafts/story-reel", { method: "PUT", body: content, signal });
}
