import { describe, expect, it } from "vitest";
import { sceneFilter } from "./scene-filter";

describe("a still scene", () => {
  it("scales each still once, repeats it and pans it with crop", () => {
    const f = sceneFilter({ input: 0, index: 0, width: 1080, height: 1920, frames: 60 });
    expect(f).toMatch(/^\[0:v\]scale=1210:2150/);
    expect(f.indexOf("scale=")).toBeLessThan(f.indexOf("loop=loop=59"));
    expect(f.indexOf("format=yuv420p")).toBeLessThan(f.indexOf("loop=loop=59"));
    expect(f).toContain("crop=1080:1920:exact=1:x=");
    expect(f).not.toContain("zoompan");
  });
});
