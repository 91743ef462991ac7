import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { RenderedNames } from "@/features/preview/hooks/use-rendered-names";
import { previewMessages } from "@/shared/preview/lib/messages";
import { presenterLayoutLabel } from "@/shared/video-settings/components/presenter-layout-picker";
import type { VideoSettings } from "@/shared/video-settings/lib/types";

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

/**
 * The card's rows. A finished video names what it was rendered with (its data, not the editor's store);
 * until then, a video started from the editor shows the settings that were sent. A video opened from a
 * link has no sent settings in this browser: its rows come once it is ready.
 */
export function settingsRows(
  settings: VideoSettings,
  rendered: RenderedNames | null,
  fromEditor: boolean,
): [string, string][] {
  const rows: [string, string][] = [];
  // The video's own size once its data says it; until then the size that was sent.
  if (rendered?.size) rows.push(["Size", rendered.size]);
  else if (fromEditor) rows.push(["Size", settings.size]);
  const mode = rendered?.narrationMode ?? (fromEditor ? settings.narrationMode : null);
  if (mode === "voice") {
    const sent = fromEditor ? settings.voice?.name : undefined;
    rows.push(["Voice", rendered?.voice ?? sent ?? previewMessages.notSelected]);
  } else if (mode === "avatar" && fromEditor) {
    rows.push(["Avatar", settings.avatar?.name ?? previewMessages.notSelected]);
    rows.push(["Presenter", presenterLayoutLabel(settings.presenterLayout)]);
  }
  if (rendered) {
    rows.push(["Music", rendered.music ?? previewMessages.notSelected]);
    rows.push(["Captions", rendered.captions ?? "Off"]);
  } else if (fromEditor) {
    rows.push(["Music", settings.music?.title ?? previewMessages.notSelected]);
    rows.push(["Captions", captionsText(settings)]);
  }
  if (fromEditor) rows.push(["Voice settings", voiceSettingsText(settings.voiceSettings)]);
  return rows;
}

export function VideoSettingsCard({
  settings,
  rendered = null,
  fromEditor = true,
}: {
  settings: VideoSettings;
  rendered?: RenderedNames | null;
  fromEditor?: boolean;
}) {
  const rows = settingsRows(settings, rendered, fromEditor);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Video Settings</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted">The settings show here once the video is ready.</p>
        ) : (
          <dl className="flex flex-col gap-2.5 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="flex items-center justify-between gap-4">
                <dt className="text-muted">{k}</dt>
                <dd className="truncate font-medium">{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
