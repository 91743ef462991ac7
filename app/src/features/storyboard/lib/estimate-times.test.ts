import { describe, expect, it } from "vitest";
import { addScene, deleteScene, setSceneText } from "@/features/storyboard/lib/board-edits";
import { charsPerSecond, estimateSceneTimes } from "@/features/storyboard/lib/estimate-times";
import { testBoard } from "@/features/storyboard/lib/test-board";

describe("estimateSceneTimes", () => {
  it("keeps the times of a board as it came, none of them estimated", () => {
    const board = testBoard();
    const times = estimateSceneTimes(board, board);
    expect([...times.values()]).toEqual([
      { start: 0, end: 4, estimated: false },
      { start: 4, end: 6, estimated: false },
      { start: 6, end: 8, estimated: false },
    ]);
  });

  it("lengthens a scene whose words grow at the narration's pace, and shifts the later scenes", () => {
    const board = testBoard();
    const rate = charsPerSecond(board);
    const longer = "A boy waits outside. He has walked all night through the rain to get here.";
    const times = estimateSceneTimes(board, setSceneText(board, "s2", longer));
    const s2 = times.get("s2");
    expect(s2?.start).toBe(4);
    expect(s2?.end).toBeCloseTo(4 + longer.length / rate, 1);
    expect(s2?.end).toBeGreaterThan(8);
    expect(s2?.estimated).toBe(true);
    // Scene 3 keeps its length of 2 s but starts where scene 2 now ends.
    const s3 = times.get("s3");
    expect(s3?.start).toBe(s2?.end);
    expect((s3?.end ?? 0) - (s3?.start ?? 0)).toBeCloseTo(2, 5);
    expect(s3?.estimated).toBe(true);
    // Scene 1 did not move.
    expect(times.get("s1")).toEqual({ start: 0, end: 4, estimated: false });
  });

  it("shortens the video when a scene is deleted and times a new scene from its words", () => {
    const board = testBoard();
    const without = deleteScene(board, "s2");
    expect(estimateSceneTimes(board, without).get("s3")).toEqual({ start: 4, end: 6, estimated: true });
    const added = setSceneText(addScene(board, "s3", "s9"), "s9", "The end.");
    const s9 = estimateSceneTimes(board, added).get("s9");
    expect(s9).toEqual({ start: 8, end: 9, estimated: true });
  });

  it("uses the usual speaking rate for a board that has no times yet", () => {
    const board = testBoard();
    const untimed = { ...board, scenes: board.scenes.map((s) => ({ ...s, start: 0, end: 0 })) };
    expect(charsPerSecond(untimed)).toBe(14);
  });
});
