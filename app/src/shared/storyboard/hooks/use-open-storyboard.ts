import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "@/lib/auth";
import { storyboardPath } from "@/shared/storyboard/lib/storyboard-path";
import {
  buildCreateVideoBody,
  type VideoContent,
  validateGeneration,
} from "@/shared/video-settings/api/create-video";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";

/**
 * An editor's Storyboard button: the same checks as its Generate, then the storyboard page with the
 * create-video body it would send (planned there with POST /api/storyboards: no credits, nothing queued).
 */
export function useOpenStoryboard(editor: EditorKind) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const open = (content?: VideoContent) => {
    const s = videoSettingsStore.get();
    const invalid = validateGeneration({
      user,
      story: content?.story ?? s.story,
      narrationMode: s.narrationMode,
    });
    setError(invalid);
    if (invalid) return;
    navigate(storyboardPath({ editor }), { state: { body: buildCreateVideoBody(s, content) } });
  };
  return { open, error };
}
