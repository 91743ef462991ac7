import { useEffect, useRef } from "react";
import { AUTOSAVE_DELAY_MS } from "@/shared/story-reel/lib/messages";

/** What an editor asks of its autosave besides the edits it sees by itself. */
export interface Autosave<T> {
  /** The next snapshot is what was just loaded into the editor, not an edit; what waited to be sent is
   * superseded by it. */
  loaded: () => void;
  /** Send `content` after the autosave delay, as if it had just been edited. */
  queue: (content: T) => void;
  /** Send what is waiting now (a retry, or leaving the editor). */
  flush: () => Promise<void>;
}

/**
 * An editor's autosave: once its draft is restored, each change of `snapshot` (the editor's content as JSON)
 * is sent by `save` AUTOSAVE_DELAY_MS after the last edit, and what is waiting when the editor is left is sent
 * rather than dropped. A failed save keeps its content waiting for the next edit or `flush`; `save` throws to
 * say it failed. `onEdit` sees each edit as it is made.
 */
export function useAutosave<T>({
  userId,
  restored,
  snapshot,
  save,
  onEdit,
}: {
  userId: string | null | undefined;
  restored: boolean;
  snapshot: string;
  save: (content: T) => Promise<void>;
  onEdit?: (content: T) => void;
}): Autosave<T> {
  const last = useRef<string | null>(null);
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;

  const autosave = useRef<Autosave<T>>({
    loaded: () => {
      last.current = null;
      pending.current = null;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    queue: (content) => {
      pending.current = content;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void autosave.current.flush(), AUTOSAVE_DELAY_MS);
    },
    flush: async () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const content = pending.current;
      if (!content) return;
      pending.current = null;
      await saveRef.current(content).catch(() => {
        pending.current = pending.current ?? content;
      });
    },
  });

  useEffect(() => {
    if (!userId || !restored) return;
    if (last.current === null) {
      // The first state after a restore is what was loaded, not an edit.
      last.current = snapshot;
      return;
    }
    if (last.current === snapshot) return;
    last.current = snapshot;
    const content = JSON.parse(snapshot) as T;
    onEditRef.current?.(content);
    autosave.current.queue(content);
  }, [snapshot, userId, restored]);

  // Leaving the editor sends what is waiting rather than dropping it.
  useEffect(
    () => () => {
      if (pending.current) void autosave.current.flush();
    },
    [],
  );

  return autosave.current;
}
