import type { Language } from "@reelsmith/contract/catalog";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useVoices } from "@/features/video-settings/api/get-voices";
import { LanguagePicker } from "@/features/video-settings/components/language-picker";
import { NarrationModeChooser } from "@/features/video-settings/components/narration-mode-chooser";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/features/video-settings/lib/video-settings-store";
import { voiceForLanguage } from "@/features/video-settings/lib/voice-language";

/**
 * The editors' language and narration mode (avatar or voice), read from and written to the settings.
 * A chosen voice that does not speak the new language is replaced, and the editor says so.
 */
export function LanguageAndNarration() {
  const settings = useVideoSettings();
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
      </div>
      <NarrationModeChooser
        value={settings.narrationMode}
        onChange={(narrationMode) => setVideoSettings({ narrationMode })}
      />
    </>
  );
}
