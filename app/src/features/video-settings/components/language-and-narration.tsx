import type { Language } from "@reelsmith/contract/catalog";
import { LanguagePicker } from "@/features/video-settings/components/language-picker";
import { NarrationModeChooser } from "@/features/video-settings/components/narration-mode-chooser";
import { setVideoSettings, useVideoSettings } from "@/features/video-settings/lib/video-settings-store";

/** The editors' language and narration mode (avatar or voice), read from and written to the settings. */
export function LanguageAndNarration() {
  const settings = useVideoSettings();
  return (
    <>
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
    </>
  );
}
