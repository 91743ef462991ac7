import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { previewMessages } from "@/features/preview/lib/messages";
import { presenterLayoutLabel } from "@/features/video-settings/components/presenter-layout-picker";
import type { VideoSettings } from "@/features/video-settings/lib/types";

/** Size, the avatar name or else the voice name, the music title or 'Not selected'. */
export function narratorName(s: VideoSettings): string {
  const name = s.narrationMode === "avatar" ? s.avatar?.name : s.voice?.name;
  return name ?? previewMessages.notSelected;
}

/** "Pitch 1x · Speed 1.25x": the narration's pitch and speed multipliers. */
export function voiceSettingsText(v: VideoSettings["voiceSettings"]): string {
  const x = (n: number) => `${Number(n.toFixed(2))}x`;
  return `Pitch ${x(v.pitch)} · Speed ${x(v.speed)}`;
}

/** The caption preset as the settings panel names it ("Off" without one), and its emoji accents when on. */
export function captionsText(s: VideoSettings): string {
  if (!s.captionStyle) return "Off";
  return s.captionEmoji ? `${s.captionStyle.name} · emoji` : s.captionStyle.name;
}

export function VideoSettingsCard({ settings }: { settings: VideoSettings }) {
  const rows: [string, string][] = [
    ["Size", settings.size],
    [settings.narrationMode === "avatar" ? "Avatar" : "Voice", narratorName(settings)],
    ...(settings.narrationMode === "avatar"
      ? [["Presenter", presenterLayoutLabel(settings.presenterLayout)] as [string, string]]
      : []),
    ["Music", settings.music?.title ?? previewMessages.notSelected],
    ["Captions", captionsText(settings)],
    ["Voice settings", voiceSettingsText(settings.voiceSettings)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Video Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2.5 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="flex items-center justify-between gap-4">
              <dt className="text-muted">{k}</dt>
              <dd className="truncate font-medium">{v}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
