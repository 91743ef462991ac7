import { describe, expect, it } from "vitest";
import { levelsFromRms, runsOf } from "./loudness";
import { concatList } from "./talking-avatar";

describe("talking avatar", () => {
  it("opens the mouth with the loudness", () => {
    const levels = levelsFromRms([0, 0, 0.5, 0.5, 0.5, 0.1, 0, 0, 0]);
    expect(levels[0]).toBe(0);
    expect(levels[3]).toBe(2);
    expect(levels.at(-1)).toBe(0);
    expect(runsOf([0, 0, 2, 2, 1])).toEqual([
      { level: 0, frames: 2 },
      { level: 2, frames: 2 },
      { level: 1, frames: 1 },
    ]);
  });

  it("lists the frames for ffmpeg's concat demuxer, repeating the last", () => {
    const list = concatList(["/c.png", "/h.png", "/o.png"], [0, 0, 2], 30);
    expect(list).toBe(
      "ffconcat version 1.0\nfile '/c.png'\nduration 0.06667\nfile '/o.png'\nduration 0.03333\nfile '/o.png'\n",
    );
  });
});
