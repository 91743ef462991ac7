import { describe, expect, it } from "vitest";
import { historyReducer, startHistory } from "@/features/storyboard/lib/history";

describe("edit history", () => {
  it("undoes and redoes each step in order", () => {
    let h = startHistory("a");
    h = historyReducer(h, { type: "change", next: "b" });
    h = historyReducer(h, { type: "change", next: "c" });
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe("b");
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe("a");
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe("a");
    h = historyReducer(h, { type: "redo" });
    h = historyReducer(h, { type: "redo" });
    expect(h.present).toBe("c");
  });

  it("makes typing in one scene one step, and a new change drops what could be redone", () => {
    let h = startHistory("");
    for (const t of ["H", "Hi", "Hi!"]) h = historyReducer(h, { type: "change", next: t, group: "text:s1" });
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe("");
    h = historyReducer(h, { type: "redo" });
    expect(h.present).toBe("Hi!");
    h = historyReducer(h, { type: "undo" });
    h = historyReducer(h, { type: "change", next: "other" });
    expect(h.future).toEqual([]);
  });
});
