import { useSyncExternalStore } from "react";
import { defaultVideoSettings } from "@/shared/video-settings/lib/defaults";
import type { VideoSettings } from "@/shared/video-settings/lib/types";

type Listener = () => void;

/**
 * The one video settings store shared by the editors and the preview (a module-level store read with
 * useSyncExternalStore, so the preview still knows the chosen avatar, voice and music after navigating).
 */
function createVideoSettingsStore() {
  let state = defaultVideoSettings();
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(patch: Partial<VideoSettings> | ((s: VideoSettings) => Partial<VideoSettings>)) {
      const next = typeof patch === "function" ? patch(state) : patch;
      state = { ...state, ...next };
      for (const l of listeners) l();
    },
    reset() {
      state = defaultVideoSettings();
      for (const l of listeners) l();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const videoSettingsStore = createVideoSettingsStore();

export function useVideoSettings(): VideoSettings;
export function useVideoSettings<T>(select: (s: VideoSettings) => T): T;
export function useVideoSettings<T>(select?: (s: VideoSettings) => T) {
  const pick = select ?? ((s: VideoSettings) => s as unknown as T);
  return useSyncExternalStore(
    videoSettingsStore.subscribe,
    () => pick(videoSettingsStore.get()),
    () => pick(videoSettingsStore.get()),
  );
}

export const setVideoSettings = videoSettingsStore.set;

/** Deleting the selected avatar clears the selection (any other selection stays). */
export function clearSelectedAvatar(id: string) {
  if (videoSettingsStore.get().avatar?.id === id) videoSettingsStore.set({ avatar: null });
}
