import { useCallback, useEffect, useState } from "react";

/** The demo auto-advances every 8 s. */
export const DEMO_INTERVAL_MS = 8000;

/**
 * The demo carousel's rules: auto-advance wraps at the end and stops after any
 * interaction; previous/next stop at the ends; playing, muted by default.
 */
export function useCarousel(count: number, intervalMs = DEMO_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [interacted, setInteracted] = useState(false);
  // Plays by default; with reduced motion the video waits for Play (the slides still rotate).
  const [playing, setPlaying] = useState(
    () => !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches,
  );
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    if (interacted || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(id);
  }, [interacted, count, intervalMs]);

  // A shorter list (data arriving) never leaves the index out of range.
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  /** Wraps any user action: the first one stops the rotation for good. */
  const interact = useCallback(<A extends unknown[]>(action: (...args: A) => void) => {
    return (...args: A) => {
      setInteracted(true);
      action(...args);
    };
  }, []);

  return {
    index: current,
    interacted,
    playing,
    muted,
    canPrevious: current > 0,
    canNext: current < count - 1,
    previous: interact(() => setIndex((i) => Math.max(0, i - 1))),
    next: interact(() => setIndex((i) => Math.min(count - 1, i + 1))),
    goTo: interact((i: number) => setIndex(i)),
    togglePlay: interact(() => setPlaying((p) => !p)),
    toggleMute: interact(() => setMuted((m) => !m)),
    /** Marks an interaction that changes nothing here (the features toggle, share, download). */
    touch: interact(() => {}),
  };
}
