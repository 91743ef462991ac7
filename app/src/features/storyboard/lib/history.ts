/**
 * Undo and redo for the storyboard editor: every change is a step, except that consecutive changes with the
 * same `group` (typing in one scene's words) make one step, so Undo takes back a whole edit, not a letter.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group of the last step, while it may still grow. */
  group: string | null;
}

/** At most this many steps are kept to undo. */
export const HISTORY_LIMIT = 200;

export type HistoryAction<T> =
  | { type: "change"; next: T; group?: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; present: T };

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [], group: null });

export function historyReducer<T>(h: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "change": {
      if (action.next === h.present) return h;
      const group = action.group ?? null;
      if (group !== null && group === h.group) return { ...h, present: action.next, future: [] };
      return {
        past: [...h.past, h.present].slice(-HISTORY_LIMIT),
        present: action.next,
        future: [],
        group,
      };
    }
    case "undo": {
      const previous = h.past.at(-1);
      if (previous === undefined) return h;
      return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], group: null };
    }
    case "redo": {
      const [next, ...rest] = h.future;
      if (next === undefined) return h;
      return { past: [...h.past, h.present], present: next, future: rest, group: null };
    }
    case "reset":
      return startHistory(action.present);
  }
}
