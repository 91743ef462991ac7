import type { TaskWarning } from "@reelsmith/contract/narration";
import { formatClock } from "@/shared/video-settings/lib/recording";

/** A scene's stretch of a recording as the waveform draws it: where it starts and how wide, in %. */
export interface SceneStretch {
  index: number;
  start: number;
  end: number;
  /** Left edge and width on the waveform, percent of the recording. */
  left: number;
  width: number;
  /** Why a scene has no stretch: the alignment's warning that the recording leaves it out, or ours. */
  skipped: string | null;
  /** Its other warnings (words added, said otherwise). */
  notes: string[];
  label: string;
}

/**
 * The scenes' stretches on a recording of `duration` seconds: each from its start to its end (clamped to
 * the recording), labelled "Scene 2, 0:04 to 0:09", with the alignment's warnings of its scene.
 */
export function sceneStretches(
  scenes: { id: string; start: number; end: number }[],
  duration: number,
  warnings: TaskWarning[] = [],
): SceneStretch[] {
  const total = duration > 0 ? duration : Math.max(0, ...scenes.map((s) => s.end));
  const pct = (t: number) => (total > 0 ? (Math.min(Math.max(t, 0), total) / total) * 100 : 0);
  return scenes.map((s, index) => {
    const mine = warnings.filter((w) => w.sceneId === s.id);
    const left = pct(s.start);
    const width = Math.max(0, pct(s.end) - left);
    const n = index + 1;
    // An empty stretch: the alignment did not find the scene (or not after the one before it).
    const skipped =
      mine.find((w) => w.kind === "skipped")?.message ??
      (s.end - s.start <= 0 ? `Scene ${n} was not found in the recording.` : null);
    return {
      index,
      start: s.start,
      end: s.end,
      left,
      width,
      skipped,
      notes: mine.filter((w) => w.kind !== "skipped").map((w) => w.message),
      label: skipped
        ? `Scene ${n}, not in the recording`
        : `Scene ${n}, ${formatClock(s.start)} to ${formatClock(s.end)}`,
    };
  });
}
