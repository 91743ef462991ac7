import type { Language } from "@reelsmith/contract/catalog";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Page } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import {
  buildCreateVideoBody,
  useCreateVideo,
  validateGeneration,
} from "@/features/story-reel/api/create-video";
import { AutosaveIndicator } from "@/features/story-reel/components/autosave-indicator";
import { GenerationSection } from "@/features/story-reel/components/generation-section";
import { StoryEditor } from "@/features/story-reel/components/story-editor";
import { useStoryAutosave } from "@/features/story-reel/hooks/use-story-autosave";
import { LanguagePicker } from "@/features/video-settings/components/language-picker";
import { NarrationModeChooser } from "@/features/video-settings/components/narration-mode-chooser";
import { SettingsPanel } from "@/features/video-settings/components/settings-panel";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/features/video-settings/lib/video-settings-store";
import { useAuth } from "@/lib/auth";

export function StoryReelPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useVideoSettings();
  const autosave = useStoryAutosave(user?.id);
  const createVideo = useCreateVideo();
  // Start Over on the preview sends the user back with an error to show (spec section 2).
  const [error, setError] = useState<string | null>(
    () => (location.state as { error?: string } | null)?.error ?? null,
  );

  const onGenerate = () => {
    const s = videoSettingsStore.get();
    const invalid = validateGeneration({ user, story: s.story, narrationMode: s.narrationMode });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setVideoSettings({ rendering: true, progress: 0, error: null });
    createVideo.mutate(buildCreateVideoBody(s), {
      onSuccess: (taskId) => navigate(paths.storyReelPreview, { state: { taskId } }),
      onError: (e) => {
        setVideoSettings({ rendering: false, error: e.message });
        setError(e.message);
      },
    });
  };

  return (
    <Page
      title="Create Your Story Reel"
      description="Write or generate a story, pick who tells it and how it looks, then preview your video."
      actions={<AutosaveIndicator status={autosave.status} error={autosave.error} onRetry={autosave.retry} />}
    >
      {/* Phones: story, settings, then Preview. Desktop: story and Preview on the left, settings on the right. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[auto_1fr] lg:items-start">
        <Card className="flex flex-col gap-5 p-4 sm:p-6 lg:col-start-1 lg:row-start-1">
          <StoryEditor
            value={settings.story}
            language={settings.language}
            onChange={(story) => setVideoSettings({ story })}
          />
          <div className="flex flex-col gap-5">
            <div className="sm:max-w-56">
              <LanguagePicker
                value={settings.language}
                onChange={(language: Language) => setVideoSettings({ language })}
              />
            </div>
            <NarrationModeChooser
              value={settings.narrationMode}
              onChange={(narrationMode) => setVideoSettings({ narrationMode })}
            />
          </div>
        </Card>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <SettingsPanel />
        </div>
        <Card className="p-4 sm:p-6 lg:col-start-1 lg:row-start-2">
          <GenerationSection busy={createVideo.isPending} error={error} onGenerate={onGenerate} />
        </Card>
      </div>
    </Page>
  );
}
