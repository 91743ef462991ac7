import type { MusicTrack } from "@reelsmith/contract/catalog";
import { Check, Music2, VolumeX } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { RangeField } from "@/components/ui/range-input";
import { cn } from "@/lib/cn";
import { builtInMusic, useMusic } from "@/shared/video-settings/api/get-music";
import { PickerOption } from "@/shared/video-settings/components/picker-option";
import { PickerLoading } from "@/shared/video-settings/components/picker-states";
import { useAudioPreview } from "@/shared/video-settings/hooks/use-audio-preview";
import { catalogMessages } from "@/shared/video-settings/lib/messages";
import type { SelectedMusic } from "@/shared/video-settings/lib/types";

/** Duration assumed 180 s, the artist label fixed. */
export const MUSIC_DURATION_S = 180;
export const MUSIC_ARTIST = "Reelsmith Library";

export function toSelectedMusic(t: MusicTrack): SelectedMusic {
  return {
    id: t.id,
    title: t.name,
    artist: MUSIC_ARTIST,
    duration: MUSIC_DURATION_S,
    category: t.priority.use_case || t.tags[0] || "general",
    previewUrl: t.preview || t.url,
  };
}

/** Background tracks with preview playback and the music volume (0-100 %, stored 0-1). */
export function MusicPicker({
  selected,
  onSelect,
  volume,
  onVolumeChange,
}: {
  selected: SelectedMusic | null;
  onSelect: (music: SelectedMusic | null) => void;
  volume: number;
  onVolumeChange: (volume: number) => void;
}) {
  const music = useMusic();
  const { playingId, toggle } = useAudioPreview(volume);
  const tracks = music.isError ? builtInMusic : (music.data ?? []);

  return (
    <div className="flex flex-col gap-3">
      {music.isPending ? <PickerLoading label="Loading music..." /> : null}
      {music.isError ? <Alert variant="info">{catalogMessages.musicFallback}</Alert> : null}
      <ul aria-label="Background music" className="flex max-h-80 flex-col gap-1.5 overflow-y-auto pr-1">
        {music.isPending ? null : (
          <li
            className={cn(
              "flex items-center gap-2 rounded-xl border bg-surface-2 p-1.5 pr-2",
              selected === null ? "border-violet-400 bg-violet-500/10" : "border-transparent",
            )}
          >
            <span className="flex h-9 w-9 items-center justify-center text-muted">
              <VolumeX aria-hidden className="h-4 w-4" />
            </span>
            <button
              type="button"
              aria-pressed={selected === null}
              onClick={() => onSelect(null)}
              className="flex min-w-0 flex-1 cursor-pointer items-center justify-between rounded-lg px-1 py-1.5 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
            >
              No music
              {selected === null ? <Check aria-hidden className="h-4 w-4 text-violet-300" /> : null}
            </button>
          </li>
        )}
        {tracks.map((t) => (
          <PickerOption
            key={t.id}
            selected={selected?.id === t.id}
            playing={playingId === t.id}
            playLabel={`${t.name} preview`}
            onPlay={() => toggle(t.id, t.preview || t.url)}
            onSelect={() => onSelect(toSelectedMusic(t))}
          >
            <Music2 aria-hidden className="h-4 w-4 shrink-0 text-muted" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{t.name}</span>
              <span className="block truncate text-xs text-muted capitalize">
                {t.tags.slice(0, 3).join(" · ")}
              </span>
            </span>
          </PickerOption>
        ))}
      </ul>
      <RangeField
        label="Music volume"
        shown={`${Math.round(volume * 100)}%`}
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        onChange={(percent) => onVolumeChange(percent / 100)}
        disabled={selected === null}
        className="rounded-xl border border-border p-3"
      />
    </div>
  );
}
