import { useLocation } from "react-router";
import { Page } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { AutosaveIndicator } from "@/features/story-reel/components/autosave-indicator";
import { GenerationSection } from "@/features/story-reel/components/generation-section";
import { StoryEditor } from "@/features/story-reel/components/story-editor";
import { useStoryAutosave } from "@/features/story-reel/hooks/use-story-autosave";
import { useAuth } from "@/lib/auth";
import { StoryboardButton } from "@/shared/storyboard/components/storyboard-button";
import { useOpenStoryboard } from "@/shared/storyboard/hooks/use-open-storyboard";
import { TemplateBar } from "@/shared/templates/components/template-bar";
import { LanguageAndNarration } from "@/shared/video-settings/components/language-and-narration";
import { SettingsPanel } from "@/shared/video-settings/components/settings-panel";
import { useGenerateVideo } from "@/shared/video-settings/hooks/use-generate-video";
import { setVideoSettings, useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

export function StoryReelPage() {
  const { user } = useAuth();
  const location = useLocation();
  const settings = useVideoSettings();
  const autosave = useStoryAutosave(user?.id);
  // Start Over on the preview sends the user back with an error to show.
  const generation = useGenerateVideo((location.state as { error?: string } | null)?.error ?? null);
  const storyboard = useOpenStoryboard("story-reel");

  return (
    <Page
      title="Create Your Story Reel"
      description="Write or generate a story, pick who tells it and how it looks, then preview your video."
      actions={<AutosaveIndicator status={autosave.status} error={autosave.error} onRetry={autosave.retry} />}
    >
      {/* Phones: story, settings, then Preview, in one column no wider than the screen (grid-cols-1 is
          minmax(0, 1fr): the style row scrolls in its own box instead of widening the page). Desktop: story
          and Preview on the left, settings on the right. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[auto_1fr] lg:items-start">
        <Card className="flex flex-col gap-5 p-4 sm:p-6 lg:col-start-1 lg:row-start-1">
          <StoryEditor
            value={settings.story}
            language={settings.language}
            onChange={(story) => setVideoSettings({ story })}
          />
          <div className="flex flex-col gap-5">
            <LanguageAndNarration />
          </div>
        </Card>
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <TemplateBar />
          <SettingsPanel />
        </div>
        <Card className="p-4 sm:p-6 lg:col-start-1 lg:row-start-2">
          <GenerationSection
            busy={generation.busy}
            error={generation.error ?? storyboard.error}
            onGenerate={() => generation.generate()}
          />
          <StoryboardButton onClick={() => storyboard.open()} disabled={generation.busy} />
        </Card>
      </div>
    </Page>
  );
}
