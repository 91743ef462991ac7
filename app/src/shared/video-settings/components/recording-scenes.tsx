import type { TaskWarning } from "@reelsmith/contract/narration";
import { Mic, Play, TriangleAlert } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useMediaLibrary } from "@/components/media/media-api";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Waveform } from "@/shared/video-settings/components/recording-parts";
import { useDecodedPeaks } from "@/shared/video-settings/hooks/use-decoded-peaks";
import { sceneStretches } from "@/shared/video-settings/lib/recording-scenes";

export interface RecordingScenesProps {
  scenes: { id: string; start: number; end: number }[];
  warnings?: TaskWarning[];
  /** Opens the scene's own recorder; absent: no "Re-record this scene". */
  onRerecord?: (index: number) => void;
}

/**
 * A whole-story recording with its scenes on it: the waveform (decoded here), a boundary where each scene
 * starts and its number. Each scene's stretch is a button: pressing it plays that part of the recording and
 * offers to re-record the scene. A scene the recording leaves out is marked where it would be, with the
 * alignment's warning.
 */
export function RecordingScenes({ mediaId, ...props }: RecordingScenesProps & { mediaId: string }) {
  const library = useMediaLibrary();
  const item = library.data?.media.find((m) => m.id === mediaId);
  const { refetch, isFetching, data } = library;
  // A recording just uploaded may not be in the list the app last fetched.
  useEffect(() => {
    if (data && !item && !isFetching) void refetch();
  }, [data, item, isFetching, refetch]);
  const decoded = useDecodedPeaks(item?.url ?? null);
  if (!item?.url || decoded === null)
    return <p className="text-sm text-muted">Drawing your recording's waveform…</p>;
  return (
    <SceneWaveform
      src={item.url}
      peaks={decoded.peaks}
      duration={decoded.duration || item.duration || 0}
      {...props}
    />
  );
}

export function SceneWaveform({
  src,
  peaks,
  duration,
  scenes,
  warnings = [],
  onRerecord,
}: RecordingScenesProps & { src: string; peaks: number[]; duration: number }) {
  const stretches = useMemo(() => sceneStretches(scenes, duration, warnings), [scenes, duration, warnings]);
  const audio = useRef<HTMLAudioElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const warningId = useId();
  const chosen = selected === null ? undefined : stretches[selected];

  const play = (index: number) => {
    const s = stretches[index];
    const player = audio.current;
    setSelected(index);
    if (!s || s.skipped || !player) return setPlaying(null);
    player.currentTime = s.start;
    setPlaying(index);
    const started = player.play() as Promise<void> | undefined;
    started?.catch(() => setPlaying(null));
  };
  const stopAtEnd = () => {
    const player = audio.current;
    const s = playing === null ? undefined : stretches[playing];
    if (!player || !s) return;
    if (player.currentTime >= s.end) {
      player.pause();
      setPlaying(null);
    }
  };

  return (
    <section aria-label="Your recording's scenes" className="flex min-w-0 flex-col gap-2">
      <p className="text-xs text-muted">Your recording, scene by scene: press a scene to hear it.</p>
      <div className="overflow-x-auto rounded-lg border border-border bg-white/5">
        <div className="relative h-20" style={{ minWidth: `max(100%, ${stretches.length * 2.75}rem)` }}>
          <div className="absolute inset-x-0 bottom-1 top-5">
            <Waveform peaks={peaks} label="Waveform of your recording with its scenes" />
          </div>
          {stretches.map((s) => {
            const n = s.index + 1;
            const on = selected === s.index;
            if (s.skipped)
              return (
                <button
                  key={scenes[s.index]?.id ?? n}
                  type="button"
                  aria-label={`${s.label}: ${s.skipped}`}
                  aria-describedby={`${warningId}-${s.index}`}
                  aria-pressed={on}
                  onClick={() => play(s.index)}
                  className={cn(
                    // Just before the next scene's boundary, so both numbers show (after it at the start).
                    "absolute inset-y-0 z-10 flex w-6 flex-col items-center justify-start border-x border-dashed border-amber-400/80 bg-amber-400/15 pt-0.5 text-[10px] font-semibold text-amber-200 outline-none focus-visible:ring-2 focus-visible:ring-accent",
                    s.left > 0 && "-translate-x-full",
                    on && "bg-amber-400/30",
                  )}
                  style={{ left: `${s.left}%` }}
                  data-scene-start={s.start}
                  data-scene-end={s.end}
                >
                  <span aria-hidden>{n}</span>
                  <TriangleAlert aria-hidden className="mt-2 h-3.5 w-3.5" />
                </button>
              );
            return (
              <button
                key={scenes[s.index]?.id ?? n}
                type="button"
                aria-label={s.label}
                aria-pressed={on}
                onClick={() => play(s.index)}
                className={cn(
                  "absolute inset-y-0 flex items-start border-l-2 border-violet-200/70 pl-1 text-left text-[10px] font-semibold text-violet-100 outline-none hover:bg-white/10 focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent",
                  on && "bg-violet-500/25",
                )}
                style={{ left: `${s.left}%`, width: `${s.width}%` }}
                data-scene-start={s.start}
                data-scene-end={s.end}
              >
                <span aria-hidden className="block leading-5">
                  {n}
                </span>
              </button>
            );
          })}
        </div>
      </div>
      {stretches.some((s) => s.skipped) ? (
        <ul className="flex flex-col gap-1 text-xs text-amber-200">
          {stretches
            .filter((s) => s.skipped)
            .map((s) => (
              <li key={s.index} id={`${warningId}-${s.index}`} className="flex items-start gap-1.5">
                <TriangleAlert aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                {s.skipped}
              </li>
            ))}
        </ul>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: the creator's own recording, played back to check it. */}
      <audio
        ref={audio}
        controls
        src={src}
        className="w-full"
        aria-label="Your whole recording"
        onTimeUpdate={stopAtEnd}
        onPause={() => setPlaying(null)}
      />
      {chosen ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{chosen.label}</span>
          <span aria-live="polite" className="text-muted">
            {playing === chosen.index ? "Playing" : ""}
          </span>
          {chosen.notes.map((note) => (
            <span key={note} className="basis-full text-xs text-amber-200">
              {note}
            </span>
          ))}
          <span className="flex flex-wrap gap-2">
            {chosen.skipped ? null : (
              <Button variant="secondary" size="sm" onClick={() => play(chosen.index)}>
                <Play aria-hidden className="h-4 w-4" />
                Play scene {chosen.index + 1}
              </Button>
            )}
            {onRerecord ? (
              <Button variant="secondary" size="sm" onClick={() => onRerecord(chosen.index)}>
                <Mic aria-hidden className="h-4 w-4" />
                Re-record this scene
              </Button>
            ) : null}
          </span>
        </div>
      ) : null}
    </section>
  );
}
