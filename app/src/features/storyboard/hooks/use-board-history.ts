import type { Storyboard } from "@reelsmith/contract/storyboard";
import { useCallback, useEffect, useReducer } from "react";
import { type HistoryAction, historyReducer, startHistory } from "@/features/storyboard/lib/history";

const reducer = (h: ReturnType<typeof startHistory<Storyboard>>, a: HistoryAction<Storyboard>) =>
  historyReducer(h, a);

/**
 * The board being edited with its undo history; Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes,
 * anywhere on the page, the words' text boxes included (their typing is one step per scene).
 */
export function useBoardHistory(initial: Storyboard) {
  const [history, dispatch] = useReducer(reducer, initial, startHistory);

  const change = useCallback(
    (next: Storyboard, group?: string) => dispatch({ type: "change", next, group }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  const reset = useCallback((present: Storyboard) => dispatch({ type: "reset", present }), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === "z") {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? "redo" : "undo" });
      } else if (key === "y" && !e.shiftKey) {
        e.preventDefault();
        dispatch({ type: "redo" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return {
    board: history.present,
    change,
    undo,
    redo,
    reset,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
