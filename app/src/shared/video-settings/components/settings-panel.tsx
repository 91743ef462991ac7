import { Captions, Mic, Music, Palette, UserRound } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { AvatarPicker } from "@/shared/video-settings/components/avatar-picker";
import { CaptionStylePicker } from "@/shared/video-settings/components/caption-style-picker";
import { MusicPicker } from "@/shared/video-settings/components/music-picker";
import { NarrationRecorder } from "@/shared/video-settings/components/narration-recorder";
import { PresenterLayoutPicker } from "@/shared/video-settings/components/presenter-layout-picker";
import { SettingsSection } from "@/shared/video-settings/components/settings-section";
import { StylePicker } from "@/shared/video-settings/components/style-picker";
import { VoicePicker } from "@/shared/video-settings/components/voice-picker";
import { VoiceSettingsControls } from "@/shared/video-settings/components/voice-settings-controls";
import { isLanguage, languageLabel } from "@/shared/video-settings/lib/languages";
import { setVideoSettings, useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

export type SettingsSectionId = "narrator" | "style" | "music" | "captions";

/** The editor's settings: collapsible sections, one open at a time. */
export function SettingsPanel({ defaultOpen = "narrator" }: { defaultOpen?: SettingsSectionId | null }) {
  const settings = useVideoSettings();
  const [openId, setOpenId] = useState<SettingsSectionId | null>(defaultOpen);
  const [voiceNotice, setVoiceNotice] = useState<string | null>(null);
  const toggle = (id: SettingsSectionId) => setOpenId((current) => (current === id ? null : id));
  const avatarMode = settings.narrationMode === "avatar";

  return (
    <Card className="overflow-hidden" aria-label="Video settings">
      <SettingsSection
        {...(avatarMode
          ? {
              title: "AI Avatar",
              summary: settings.avatar?.name ?? "No avatar selected",
              icon: <UserRound className="h-4 w-4" />,
            }
          : {
              title: "Voice",
              summary: settings.voice?.name ?? "No voice selected",
              icon: <Mic className="h-4 w-4" />,
            })}
        open={openId === "narrator"}
        onToggle={() => toggle("narrator")}
      >
        {avatarMode ? (
          <>
            <AvatarPicker selected={settings.avatar} onSelect={(avatar) => setVideoSettings({ avatar })} />
            <PresenterLayoutPicker
              value={settings.presenterLayout ?? "corner"}
              onChange={(presenterLayout) => setVideoSettings({ presenterLayout })}
            />
          </>
        ) : (
          <>
            <VoicePicker
              selected={settings.voice}
              language={settings.language}
              onSelect={(voice) => {
                // A voice speaks its own language: the video takes it, so the voice shown is the one heard.
                const language = voice.language;
                const other = language !== settings.language && isLanguage(language);
                setVideoSettings(other ? { voice, language } : { voice });
                setVoiceNotice(
                  other
                    ? `The video's language is now ${languageLabel(voice.language)}, the language ${voice.name} speaks.`
                    : null,
                );
              }}
            />
            {voiceNotice ? <Alert variant="info">{voiceNotice}</Alert> : null}
          </>
        )}
        <VoiceSettingsControls
          value={settings.voiceSettings}
          onChange={(voiceSettings) => setVideoSettings({ voiceSettings })}
        />
        <NarrationRecorder />
      </SettingsSection>
      <SettingsSection
        title="Visual Style"
        summary={settings.style?.name ?? "No style selected"}
        icon={<Palette className="h-4 w-4" />}
        open={openId === "style"}
        onToggle={() => toggle("style")}
      >
        <StylePicker selected={settings.style} onSelect={(style) => setVideoSettings({ style })} />
      </SettingsSection>
      <SettingsSection
        title="Background Music"
        summary={settings.music ? settings.music.title : "Not selected"}
        icon={<Music className="h-4 w-4" />}
        open={openId === "music"}
        onToggle={() => toggle("music")}
      >
        <MusicPicker
          selected={settings.music}
          onSelect={(music) => setVideoSettings({ music })}
          volume={settings.musicSettings.volume}
          onVolumeChange={(volume) => setVideoSettings({ musicSettings: { volume } })}
        />
      </SettingsSection>
      <SettingsSection
        title="Captions"
        summary={settings.captionStyle ? settings.captionStyle.name : "Off"}
        icon={<Captions className="h-4 w-4" />}
        open={openId === "captions"}
        onToggle={() => toggle("captions")}
      >
        <CaptionStylePicker
          selected={settings.captionStyle}
          onSelect={(captionStyle) => setVideoSettings({ captionStyle })}
          emoji={settings.captionEmoji ?? false}
          onEmojiChange={(captionEmoji) => setVideoSettings({ captionEmoji })}
        />
      </SettingsSection>
    </Card>
  );
}
