import { useEffect, useRef, useState } from "react";
import { getStoryDraft, saveStoryDraft } from "@/features/story-reel/api/drafts";
import { useAutosave } from "@/shared/story-reel/hooks/use-autosave";
import { storyGenerationMessages } from "@/shared/story-reel/lib/messages";
import { restoreSettings, type SavedSettings, savedSettingsOf } from "@/shared/video-settings/lib/defaults";
import {
  readLocalDraft as readLocal,
  writeLocalDraft as writeLocal,
} from "@/shared/video-settings/lib/local-draft";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/shared/video-settings/lib/video-settings-store";

export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() || 0 : 0);

/**
 * The story editor's autosave (spec: 3 s after the last edit). Every edit is written to this browser at
 * once, so a reload never loses text; the server copy (restored on any device) follows 3 s after the last
 * edit. On load the newer of the two copies wins, unless the story was typed in meanwhile: a setting the
 * page fills in by itself before the server's copy comes (the account's default template) neither keeps
 * that copy out nor gets saved over it.
 */
export function useStoryAutosave(userId: string | null | undefined) {
  const story = useVideoSettings((s) => s.story);
  const settings = useVideoSettings();
  const saved = savedSettingsOf(settings);
  const snapshot = JSON.stringify({ story, settings: saved });

  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // The story as loaded here; typing it since (not a setting the page filled in) keeps the server's copy out.
  const loadedStory = useRef("");
  const typedSinceLoad = useRef(false);
  const autosave = useAutosave<{ story: string; settings: SavedSettings }>({
    userId,
    restored,
    snapshot,
    save: async (content) => {
      setStatus("saving");
      try {
        await saveStoryDraft(content);
        setStatus("saved");
        setError(null);
      } catch (e) {
        console.error("Draft save failed", e);
        setStatus("error");
        setError(storyGenerationMessages.saveFailed);
        throw e;
      }
    },
    onEdit: (content) => {
      if (content.story !== loadedStory.current) typedSinceLoad.current = true;
      if (userId) writeLocal(userId, { ...content, updated_at: new Date().toISOString() });
      setStatus("pending");
    },
  });

  // Restore: this browser's copy at once, then the server's when it is newer and nothing was typed since.
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const local = readLocal(userId);
    if (local) setVideoSettings({ story: local.story ?? "", ...restoreSettings(local.settings) });
    loadedStory.current = videoSettingsStore.get().story;
    typedSinceLoad.current = false;
    autosave.loaded();
    setRestored(true);
    getStoryDraft()
      .then((draft) => {
        if (cancelled || typedSinceLoad.current) return;
        if (local && time(local.updated_at) > time(draft.updated_at)) {
          // Typed here but never reached the server (a reload inside the 3 s): send this browser's copy.
          if (local.story !== draft.content.story || !draft.updated_at) {
            setStatus("pending");
            autosave.queue({ story: local.story ?? "", settings: local.settings });
          }
          return;
        }
        if (!draft.updated_at) return;
        setVideoSettings({
          story: draft.content.story ?? "",
          ...restoreSettings(draft.content.settings as Record<string, unknown>),
        });
        // This browser's copy becomes the server's, and what the page filled in meanwhile is not sent.
        const now = videoSettingsStore.get();
        writeLocal(userId, {
          story: now.story,
          settings: savedSettingsOf(now),
          updated_at: draft.updated_at,
        });
        setStatus("idle");
        autosave.loaded();
      })
      .catch((e: unknown) => console.error("Draft load failed", e));
    return () => {
      cancelled = true;
    };
  }, [userId, autosave]);

  return { status, error, retry: () => void autosave.flush() };
}
