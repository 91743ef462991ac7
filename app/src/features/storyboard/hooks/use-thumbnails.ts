import type { Storyboard, StoryboardScene } from "@reelsmith/contract/storyboard";
import type { CreateVideoRequest } from "@reelsmith/contract/video";
import { useEffect, useMemo, useState } from "react";
import { planStoryboard } from "@/features/storyboard/api/storyboard";
import { boardProblem } from "@/features/storyboard/lib/board-edits";

/** What a scene's thumbnail is drawn from: its words and its picture. */
const drawnFrom = (s: StoryboardScene) => JSON.stringify([s.text, s.picture]);

/** Waits this long after the last edit before asking for new thumbnails. */
const REDRAW_AFTER_MS = 1200;

/**
 * Each scene's thumbnail as it is now: the one it came with while it is unchanged, and, before generating
 * (where the create-video body is known), one drawn again by POST /api/storyboards with the edited board
 * a moment after the last edit (no credits; the server caches thumbnails by their inputs). A changed scene
 * with no new thumbnail yet has none (the list shows its kind instead of a stale picture).
 */
export function useThumbnails(initial: Storyboard, board: Storyboard, body: CreateVideoRequest | null) {
  const firstKeys = useMemo(() => new Map(initial.scenes.map((s) => [s.id, drawnFrom(s)])), [initial]);
  const [fresh, setFresh] = useState<Map<string, { key: string; url: string | null }>>(new Map());

  const thumbOf = (s: StoryboardScene): string | null => {
    const key = drawnFrom(s);
    const redrawn = fresh.get(s.id);
    if (redrawn?.key === key) return redrawn.url;
    return firstKeys.get(s.id) === key ? s.thumbnailUrl : null;
  };

  const stale = board.scenes.some(
    (s) =>
      s.picture.kind !== "media" &&
      firstKeys.get(s.id) !== drawnFrom(s) &&
      fresh.get(s.id)?.key !== drawnFrom(s),
  );

  useEffect(() => {
    if (!body || !stale || boardProblem(board)) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      planStoryboard({ ...body, storyboard: board }, abort.signal)
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
  }, [body, board, stale]);

  return thumbOf;
}
