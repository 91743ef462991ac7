import type { Storyboard, StoryboardScene } from "@reelsmith/contract/storyboard";
import { useEffect, useMemo, useState } from "react";
import { boardProblem } from "@/features/storyboard/lib/board-edits";

/** Draws the edited board's thumbnails on the server (no credits): the board back with new thumbnail URLs. */
export type RedrawThumbnails = (board: Storyboard, signal: AbortSignal) => Promise<Storyboard>;

/** What a scene's thumbnail is drawn from: its words and its picture. */
const drawnFrom = (s: StoryboardScene) => JSON.stringify([s.text, s.picture]);

/** Waits this long after the last edit before asking for new thumbnails. */
const REDRAW_AFTER_MS = 1200;

/**
 * Each scene's thumbnail as it is now: the one it came with while it is unchanged, else one drawn again
 * with the edited board a moment after the last edit (no credits; the server caches thumbnails by their
 * inputs): by POST /api/storyboards before generating, by the project's thumbnails route for a new
 * version; an illustration from its plan, a photo or clip framed as the scene says. A changed scene with
 * no new thumbnail yet has none (the list shows its kind, or its media's poster, instead of a stale one).
 */
export function useThumbnails(initial: Storyboard, board: Storyboard, redraw: RedrawThumbnails) {
  const firstKeys = useMemo(() => new Map(initial.scenes.map((s) => [s.id, drawnFrom(s)])), [initial]);
  const [fresh, setFresh] = useState<Map<string, { key: string; url: string | null }>>(new Map());

  const thumbOf = (s: StoryboardScene): string | null => {
    const key = drawnFrom(s);
    // An unchanged scene keeps the thumbnail it came with (a rendered version's own frame).
    if (firstKeys.get(s.id) === key && s.thumbnailUrl) return s.thumbnailUrl;
    const redrawn = fresh.get(s.id);
    return redrawn?.key === key ? redrawn.url : null;
  };

  const stale = board.scenes.some(
    (s) => firstKeys.get(s.id) !== drawnFrom(s) && fresh.get(s.id)?.key !== drawnFrom(s),
  );

  useEffect(() => {
    if (!stale || boardProblem(board)) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      redraw(board, abort.signal)
        .then((drawn) => {
          const sent = new Map(board.scenes.map((s) => [s.id, drawnFrom(s)]));
          setFresh((old) => {
            const next = new Map(old);
            for (const s of drawn.scenes) {
              const key = sent.get(s.id);
              if (key) next.set(s.id, { key, url: s.thumbnailUrl });
            }
            return next;
          });
        })
        .catch(() => {
          // No new thumbnails (offline, refused): the scenes show their kind until the next edit.
        });
    }, REDRAW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [redraw, board, stale]);

  return thumbOf;
}
