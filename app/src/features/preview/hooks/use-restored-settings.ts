import { useEffect } from "react";
import { restoreSettings } from "@/shared/video-settings/lib/defaults";
import { readLocalDraft } from "@/shared/video-settings/lib/local-draft";
import { setVideoSettings, videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";

/** After a reload the settings store is empty: the editor's autosaved copy tells what was chosen. */
export function useRestoredSettings(userId: string | null) {
  useEffect(() => {
    if (!userId || videoSettingsStore.get().story) return;
    const local = readLocalDraft(userId);
    if (local) setVideoSettings({ story: local.story ?? "", ...restoreSettings(local.settings) });
  }, [userId]);
}
