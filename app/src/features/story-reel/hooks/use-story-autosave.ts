import { useEffect, useRef, useState } from "react";
import { getStoryDraft, saveStoryDraft } from "@/features/story-reel/api/drafts";
import { useAutosave } from "@/shared/story-reel/hooks/use-autosave";
import { storyGenerationMessages } from "@/shared/story-reel/lib/messages";
import { restoreSettings, type SavedSettings, savedSettingsOf } from "@/shared/video-settings/lib/defaults";
import {
  readLocalDraft as readLocal,
  writeLocalDraft as writeLocal,
} from "@/shared/video-settings/lib/local-draft";
import { setVideoSettings, useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() || 0 : 0);

/**
 * The story editor's autosave (spec: 3 s after the last edit). Every edit is written to this browser at
 * once, so a reload never loses text; the server copy (restored on any device) follows 3 s after the last
 * edit. On load the newer of the two copies wins.
 */
export function useStoryAutosave(userId: string | null | undefined) {
  const story = useVideoSettings((s) => s.story);
  const settings = useVideoSettings();
  const saved = savedSettingsOf(settings);
  const snapshot = JSON.stringify({ story, settings: saved });

  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const editedSinceLoad = useRef(false);
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
      editedSinceLoad.current = true;
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
    autosave.loaded();
    setRestored(true);
    getStoryDraft()
      .then((draft) => {
        if (cancelled || editedSinceLoad.current) return;
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
        autosave.loaded();
      })
      .catch((e: unknown) => console.error("Draft load failed", e));
    return () => {
      cancelled = true;
    };
  }, [userId, autosave]);

  return { status, error, retry: () => void autosave.flush() };
}
