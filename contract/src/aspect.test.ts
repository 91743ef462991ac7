import { describe, expect, it } from "vitest";
import { ASPECTS, aspectOf, frameSizeFor, parseVideoSize, QUALITIES } from "./aspect";
import { createVideoRequestSchema, videoMessages } from "./video";

describe("aspect ratios and qualities", () => {
  it("counts the quality on the short side of every ratio", () => {
    expect(frameSizeFor("9:16", "1080p")).toEqual({ width: 1080, height: 1920 });
    expect(frameSizeFor("16:9", "1080p")).toEqual({ width: 1920, height: 1080 });
    expect(frameSizeFor("4:5", "1080p")).toEqual({ width: 1080, height: 1350 });
    expect(frameSizeFor("1:1", "1080p")).toEqual({ width: 1080, height: 1080 });
    expect(frameSizeFor("16:9", "720p")).toEqual({ width: 1280, height: 720 });
    expect(frameSizeFor("9:16", "1440p")).toEqual({ width: 1440, height: 2560 });
    expect(frameSizeFor("4:5", "1440p")).toEqual({ width: 1440, height: 1800 });
  });

  it("gives even sides whose ratio is the one asked for at every quality", () => {
    for (const a of ASPECTS) {
      for (const q of QUALITIES) {
        const s = frameSizeFor(a, q);
        expect(s.width % 2).toBe(0);
        expect(s.height % 2).toBe(0);
        expect(aspectOf(s)).toBe(a);
      }
    }
  });

  it("reads a ratio or an explicit size of one of the four ratios", () => {
    expect(parseVideoSize("16:9")).toEqual({ width: 1920, height: 1080, aspect: "16:9" });
    expect(parseVideoSize("360x640")).toEqual({ width: 360, height: 640, aspect: "9:16" });
    expect(parseVideoSize("640x360")?.aspect).toBe("16:9");
    expect(parseVideoSize("480x600")?.aspect).toBe("4:5");
    expect(parseVideoSize("400x400")?.aspect).toBe("1:1");
    expect(parseVideoSize("4:3")).toBeNull();
    expect(parseVideoSize("640x480")).toBeNull();
    expect(parseVideoSize("361x640")).toBeNull();
    expect(parseVideoSize("100x100")).toBeNull();
  });

  it("keeps 9:16 the default size of create-video and refuses another ratio saying what is allowed", () => {
    const base = { story: "A story.", narrationMode: "voice" as const };
    expect(createVideoRequestSchema.parse(base).size).toEqual({ width: 1080, height: 1920 });
    expect(createVideoRequestSchema.parse({ ...base, size: "1:1" }).size).toEqual({
      width: 1080,
      height: 1080,
    });
    const bad = createVideoRequestSchema.safeParse({ ...base, size: "4:3" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(videoMessages.badSize);
    expect(videoMessages.badSize).toContain("9:16, 4:5, 1:1, 16:9");
  });
});
