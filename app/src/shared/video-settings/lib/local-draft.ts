import type { SavedSettings } from "@/shared/video-settings/lib/defaults";

/** The editor's copy in this browser, written on every edit so a reload never loses text. */
export interface LocalDraft {
  story: string;
  settings: SavedSettings;
  updated_at: string;
}

export const localDraftKey = (userId: string, editor = "story-reel") => `reelsmith:draft:${editor}:${userId}`;

export function readLocalDraft(userId: string, editor?: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(localDraftKey(userId, editor));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, draft: LocalDraft, editor?: string) {
  try {
    localStorage.setItem(localDraftKey(userId, editor), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the server copy still follows.
  }
}
