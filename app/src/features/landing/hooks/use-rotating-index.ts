import { useEffect, useState } from "react";

/** The hero tagline rotates every 3 s. */
export const TAGLINE_INTERVAL_MS = 3000;

/** An index that advances every `intervalMs` and wraps at `count` (the text rotates even with reduced motion). */
export function useRotatingIndex(count: number, intervalMs = TAGLINE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(id);
  }, [count, intervalMs]);
  return index;
}
