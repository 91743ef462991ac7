import { describe, expect, it } from "vitest";
import { STORYBOARD_TEXT_MAX_CHARS, storyboardSchema } from "./storyboard";
import { createVideoRequestSchema, STORY_MAX_CHARS } from "./video";

const plan = {
  characters: [],
  objects: [{ icon: "sailboat", word: "boat" }],
  setting: { place: "sea", indoor: false },
  time: "day",
  weather: "clear",
  mood: "calm",
} as const;

const board = {
  baseVersion: 0,
  language: "en",
  scenes: [
    {
      id: "s1",
      text: "A small boat sails.",
      start: 0,
      end: 2,
      thumbnailUrl: null,
      picture: { kind: "illustration", plan },
    },
    {
      id: "s2",
      text: "It comes home.",
      start: 2,
      end: 4,
      thumbnailUrl: null,
      picture: { kind: "media", mediaId: "m1", inPoint: 1.5, keepSound: true, soundLevel: 0.4 },
      camera: { shot: "close", pan: "left" },
      holdAfter: 1,
    },
  ],
};

describe("storyboardSchema", () => {
  it("accepts illustration, media and stock pictures with a camera and a hold", () => {
    expect(storyboardSchema.parse(board).scenes).toHaveLength(2);
    const stock = { ...board, scenes: [{ ...board.scenes[0], picture: { kind: "stock", plan } }] };
    expect(storyboardSchema.safeParse(stock).success).toBe(true);
  });

  it("refuses an unknown picture kind, a pan that does not exist and two scenes with one id", () => {
    const bad = (scenes: unknown[]) => storyboardSchema.safeParse({ ...board, scenes }).success;
    expect(bad([{ ...board.scenes[0], picture: { kind: "video", url: "x" } }])).toBe(false);
    expect(bad([{ ...board.scenes[1], camera: { shot: "close", pan: "spin" } }])).toBe(false);
    expect(bad([board.scenes[0], { ...board.scenes[1], id: "s1" }])).toBe(false);
    expect(bad([])).toBe(false);
  });

  it("names the scene that has no words, as the other per-scene messages do", () => {
    const scenes = [board.scenes[0], { ...board.scenes[1], text: "   " }];
    const result = storyboardSchema.safeParse({ ...board, scenes });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Scene 2: Each scene needs its words."]);
    expect(result.error?.issues[0]?.path).toEqual(["scenes", 1, "text"]);
  });

  it("a media picture may say fit or fill and where to crop; without them it is unchanged", () => {
    const framed = { kind: "media", mediaId: "m1", fit: "fill", focusX: 0, focusY: 0.5 };
    const ok = storyboardSchema.safeParse({ ...board, scenes: [{ ...board.scenes[1], picture: framed }] });
    expect(ok.success).toBe(true);
    const bad = { ...framed, fit: "stretch" };
    expect(
      storyboardSchema.safeParse({ ...board, scenes: [{ ...board.scenes[1], picture: bad }] }).success,
    ).toBe(false);
    const far = { ...framed, focusX: 1.5 };
    expect(
      storyboardSchema.safeParse({ ...board, scenes: [{ ...board.scenes[1], picture: far }] }).success,
    ).toBe(false);
    expect(storyboardSchema.parse(board).scenes[1]?.picture).not.toHaveProperty("fit");
  });

  it("limits the words in all like a story, and create-video takes a storyboard", () => {
    expect(STORYBOARD_TEXT_MAX_CHARS).toBe(STORY_MAX_CHARS);
    const long = board.scenes.map((s) => ({ ...s, text: "word ".repeat(200).trim() }));
    expect(storyboardSchema.safeParse({ ...board, scenes: long }).success).toBe(false);
    const body = createVideoRequestSchema.parse({
      story: "A small boat sails.",
      narrationMode: "voice",
      storyboard: board,
    });
    expect(body.storyboard?.scenes[1]?.picture.kind).toBe("media");
  });
});
