import { useEffect, useRef, useState } from "react";
import { getStoryDraft, saveStoryDraft } from "@/features/story-reel/api/drafts";
import { AUTOSAVE_DELAY_MS, storyGenerationMessages } from "@/shared/story-reel/lib/messages";
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
  const lastSnapshot = useRef<string | null>(null);
  const editedSinceLoad = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ story: string; settings: SavedSettings } | null>(null);

  // Restore: this browser's copy at once, then the server's when it is newer and nothing was typed since.
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const local = readLocal(userId);
    if (local) setVideoSettings({ story: local.story ?? "", ...restoreSettings(local.settings) });
    lastSnapshot.current = null;
    setRestored(true);
    getStoryDraft()
      .then((draft) => {
        if (cancelled || editedSinceLoad.current) return;
        if (local && time(local.updated_at) > time(draft.updated_at)) {
          // Typed here but never reached the server (a reload inside the 3 s): send this browser's copy.
          if (local.story !== draft.content.story || !draft.updated_at) {
            pending.current = { story: local.story ?? "", settings: local.settings };
            setStatus("pending");
            timer.current = setTimeout(() => void flush.current(), AUTOSAVE_DELAY_MS);
          }
          return;
        }
        if (!draft.updated_at) return;
        setVideoSettings({
          story: draft.content.story ?? "",
          ...restoreSettings(draft.content.settings as Record<string, unknown>),
        });
        lastSnapshot.current = null;
      })
      .catch((e: unknown) => console.error("Draft load failed", e));
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const flush = useRef(async () => {});
  flush.current = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const content = pending.current;
    if (!content) return;
    pending.current = null;
    setStatus("saving");
    try {
      await saveStoryDraft(content);
      setStatus("saved");
      setError(null);
    } catch (e) {
      console.error("Draft save failed", e);
      pending.current = pending.current ?? content;
      setStatus("error");
      setError(storyGenerationMessages.saveFailed);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot string stands for story and settings.
  useEffect(() => {
    if (!userId || !restored) return;
    if (lastSnapshot.current === null) {
      // The first state after a restore is what was loaded, not an edit.
      lastSnapshot.current = snapshot;
      return;
    }
    if (lastSnapshot.current === snapshot) return;
    lastSnapshot.current = snapshot;
    editedSinceLoad.current = true;
    writeLocal(userId, { story, settings: saved, updated_at: new Date().toISOString() });
    pending.current = { story, settings: saved };
    setStatus("pending");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush.current(), AUTOSAVE_DELAY_MS);
  }, [snapshot, userId, restored]);

  // Leaving the editor sends what is waiting rather than dropping it.
  useEffect(
    () => () => {
      if (pending.current) void flush.current();
    },
    [],
  );

  return { status, error, retry: () => void flush.current() };
}
