import type { Language } from "@reelsmith/contract/catalog";
import { languageMismatch, languageMismatchMessage } from "@reelsmith/contract/language-check";
import { languageLabel } from "@reelsmith/contract/languages";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useVoices } from "@/shared/video-settings/api/get-voices";
import { LanguagePicker } from "@/shared/video-settings/components/language-picker";
import { NarrationModeChooser } from "@/shared/video-settings/components/narration-mode-chooser";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/shared/video-settings/lib/video-settings-store";
import { voiceForLanguage } from "@/shared/video-settings/lib/voice-language";

/**
 * The editors' language and narration mode (avatar or voice), read from and written to the settings.
 * A chosen voice that does not speak the new language is replaced, and the editor says so. A story (or
 * `text`, what the editor narrates) plainly in another language than the chosen one is named, with a
 * one-click switch, before anything is planned or charged (the server refuses such a video).
 */
export function LanguageAndNarration({ text, what = "story" }: { text?: string; what?: string } = {}) {
  const settings = useVideoSettings();
  const detected = languageMismatch(text ?? settings.story, settings.language);
  const voices = useVoices();
  const [notice, setNotice] = useState<string | null>(null);

  const changeLanguage = (language: Language) => {
    const { voice, narrationMode } = videoSettingsStore.get();
    const next = voiceForLanguage(voice, language, voices.data ?? []);
    setVideoSettings({ language, voice: next.voice });
    setNotice(narrationMode === "voice" ? next.notice : null);
  };

  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="sm:max-w-56">
          <LanguagePicker value={settings.language} onChange={changeLanguage} />
        </div>
        {notice ? <Alert variant="info">{notice}</Alert> : null}
        {detected ? (
          <Alert variant="info" data-testid="language-mismatch">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <span>{languageMismatchMessage(detected, settings.language, what)}</span>
              <Button
                size="sm"
                variant="secondary"
                className="w-fit shrink-0"
                onClick={() => changeLanguage(detected)}
              >
                Switch to {languageLabel(detected)}
              </Button>
            </div>
          </Alert>
        ) : null}
      </div>
      <NarrationModeChooser
        value={settings.narrationMode}
        onChange={(narrationMode) => setVideoSettings({ narrationMode })}
      />
    </>
  );
}
