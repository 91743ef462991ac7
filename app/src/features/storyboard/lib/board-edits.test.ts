import { storyboardSchema } from "@reelsmith/contract/storyboard";
import { describe, expect, it } from "vitest";
import {
  addScene,
  boardProblem,
  defaultSplitPoint,
  deleteScene,
  mergeWithNext,
  moveScene,
  planOf,
  setCharacterLook,
  splitScene,
} from "@/features/storyboard/lib/board-edits";
import { testBoard } from "@/features/storyboard/lib/test-board";

const texts = (b: ReturnType<typeof testBoard>) => b.scenes.map((s) => s.text);

describe("storyboard edits", () => {
  it("splits a scene after its sentence: the first part keeps its id, the second is a new scene", () => {
    const board = testBoard();
    const at = defaultSplitPoint(board.scenes[0]?.text ?? "");
    const next = splitScene(board, "s1", at, "s1b");
    expect(texts(next)).toEqual([
      "Maya opens her bakery at dawn.",
      "The ovens are warm.",
      "A boy waits outside.",
      "Maya gives him bread.",
    ]);
    expect(next.scenes.map((s) => s.id)).toEqual(["s1", "s1b", "s2", "s3"]);
    expect(next.scenes[1]?.picture).toEqual(board.scenes[0]?.picture);
    expect(storyboardSchema.safeParse(next).success).toBe(true);
  });

  it("does not split where one part would have no words", () => {
    const board = testBoard();
    expect(splitScene(board, "s2", 0)).toBe(board);
  });

  it("merges a scene with the next one: both scenes' words, the first one's picture", () => {
    const next = mergeWithNext(testBoard(), "s2");
    expect(texts(next)).toEqual([
      "Maya opens her bakery at dawn. The ovens are warm.",
      "A boy waits outside. Maya gives him bread.",
    ]);
    expect(next.scenes[1]?.id).toBe("s2");
    const picture = next.scenes[1]?.picture;
    expect(picture && planOf(picture)?.setting.place).toBe("street");
    expect(next.scenes[1]?.end).toBe(8);
  });

  it("moves a scene up and down, and not past either end", () => {
    const board = testBoard();
    expect(moveScene(board, "s3", -1).scenes.map((s) => s.id)).toEqual(["s1", "s3", "s2"]);
    expect(moveScene(board, "s1", 1).scenes.map((s) => s.id)).toEqual(["s2", "s1", "s3"]);
    expect(moveScene(board, "s1", -1)).toBe(board);
    expect(moveScene(board, "s3", 1)).toBe(board);
  });

  it("deletes a scene but never the last one left", () => {
    let board = testBoard();
    board = deleteScene(deleteScene(board, "s1"), "s2");
    expect(board.scenes.map((s) => s.id)).toEqual(["s3"]);
    expect(deleteScene(board, "s3")).toBe(board);
  });

  it("adds an empty scene that must get words before it renders", () => {
    const board = addScene(testBoard(), "s1", "new");
    expect(board.scenes.map((s) => s.id)).toEqual(["s1", "new", "s2", "s3"]);
    expect(boardProblem(board)).toBe("Scene 2: Each scene needs its words.");
  });

  it("changes a character's look in every scene it is in", () => {
    const next = setCharacterLook(testBoard(), "maya", { icon: "woman", skinTone: "dark" });
    const looks = next.scenes.map((s) => planOf(s.picture)?.characters.map((c) => `${c.icon}/${c.skinTone}`));
    expect(looks).toEqual([["woman/dark"], [], ["woman/dark"]]);
  });
});
