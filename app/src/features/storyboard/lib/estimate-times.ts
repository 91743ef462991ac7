import type { Storyboard, StoryboardScene } from "@reelsmith/contract/storyboard";

/**
 * The speaking rate when the board has none of its own to measure (characters a second, with the pause
 * after each scene): the rate the server estimates a storyboard's times with before it is spoken.
 */
export const FALLBACK_CHARS_PER_S = 14;

/** A scene's time on the video's timeline, and whether it is estimated (it changed since it was timed). */
export interface SceneTime {
  start: number;
  end: number;
  estimated: boolean;
}

const spoken = (s: Pick<StoryboardScene, "text">) => s.text.trim().length;
const round = (t: number) => Math.round(t * 100) / 100;

/**
 * The narration's pace as the board came: its characters per second of its scenes' times (pauses
 * included), or FALLBACK_CHARS_PER_S where it has no times yet.
 */
export function charsPerSecond(initial: Pick<Storyboard, "scenes">): number {
  const chars = initial.scenes.reduce((n, s) => n + spoken(s), 0);
  const seconds = initial.scenes.reduce((n, s) => n + Math.max(0, s.end - s.start), 0);
  return chars > 0 && seconds > 0 ? chars / seconds : FALLBACK_CHARS_PER_S;
}

/**
 * Every scene's time as the edited board would play: a scene whose words and hold are as they came keeps
 * its length; one whose words changed (or a new one) lasts its characters at the narration's pace plus its
 * hold, at least a second; each starts where the one before ends, so the later scenes shift too. A time
 * that differs from the one the scene came with is an estimate until the render times it.
 */
export function estimateSceneTimes(initial: Storyboard, board: Storyboard): Map<string, SceneTime> {
  const rate = charsPerSecond(initial);
  const before = new Map(initial.scenes.map((s) => [s.id, s]));
  const times = new Map<string, SceneTime>();
  let t = initial.scenes[0]?.start ?? 0;
  for (const s of board.scenes) {
    const was = before.get(s.id);
    const same = was && was.text === s.text && was.holdAfter === s.holdAfter;
    const length = same
      ? Math.max(0, was.end - was.start)
      : Math.max(1, spoken(s) / rate) + (s.holdAfter ?? 0);
    const start = round(t);
    const end = round(t + length);
    const estimated = !was || !same || Math.abs(was.start - start) > 0.05 || Math.abs(was.end - end) > 0.05;
    times.set(s.id, { start, end, estimated });
    t += length;
  }
  return times;
}
