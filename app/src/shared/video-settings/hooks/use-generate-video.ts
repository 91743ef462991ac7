import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "@/lib/auth";
import {
  buildCreateVideoBody,
  useCreateVideo,
  type VideoContent,
  validateGeneration,
} from "@/shared/video-settings/api/create-video";
import { previewPath } from "@/shared/video-settings/lib/editor-kind";
import { setVideoSettings, videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";

/**
 * An editor's Generate: checks the settings and the story (or the ad's content), marks the store as
 * rendering, sends create-video and opens the preview with the task id; a failure is kept for the editor
 * to show and in the store.
 */
export function useGenerateVideo(initialError: string | null = null) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const createVideo = useCreateVideo();
  const [error, setError] = useState<string | null>(initialError);

  const generate = (content?: VideoContent) => {
    const s = videoSettingsStore.get();
    const story = content?.story ?? s.story;
    const invalid = validateGeneration({ user, story, narrationMode: s.narrationMode });
    if (invalid) return setError(invalid);
    setError(null);
    // The preview and export read what was sent from the store: an ad's script and pictures go there too.
    setVideoSettings({
      rendering: true,
      progress: 0,
      error: null,
      ...(content ? { story: story.trim(), imageUrls: content.imageUrls } : {}),
    });
    createVideo.mutate(buildCreateVideoBody(s, content), {
      // The preview's address names the task (a reload or a link opens it again); the state says the
      // settings in the store are the ones sent.
      onSuccess: (taskId) =>
        navigate(previewPath(taskId, content ? "product-ad" : "story-reel"), {
          state: { taskId },
        }),
      onError: (e) => {
        setVideoSettings({ rendering: false, error: e.message });
        setError(e.message);
      },
    });
  };

  return { generate, error, busy: createVideo.isPending };
}
