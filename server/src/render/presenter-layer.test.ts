import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { overlaps } from "../layout/frame-layout";
import { testFrame } from "../test/render/compose-test-video";
import { captionBlock } from "./captions";
import { cutawayWindows, portraitLayerFilter, presenterGeometry } from "./presenter-layer";

const style = captionStylePresets.find((p) => p.name === "Minimalist") as CaptionStyle;

describe("the presenter's layer per layout", () => {
  it("draws a lower presenter from its band's top to the frame's foot, full width, under the captions", () => {
    const frame = testFrame(1080, 1920, { presenter: "lower", captionStyle: style });
    const g = presenterGeometry(frame);
    expect(g).toMatchObject({ x: 0, w: 1080, y: g.box.y - (g.box.y % 2) });
    expect(g.y + g.h).toBe(1920);
    const { block } = captionBlock({ style, layout: frame.layers });
    expect(block.y + block.h).toBeLessThanOrEqual(g.y);
  });

  it("draws a full presenter over the whole frame, captions below the face's box", () => {
    const frame = testFrame(1080, 1920, { presenter: "full", captionStyle: style });
    const g = presenterGeometry(frame);
    expect(g).toMatchObject({ x: 0, y: 0, w: 1080, h: 1920 });
    const { block } = captionBlock({ style, layout: frame.layers });
    expect(overlaps(block, g.box)).toBe(false);
  });

  it("keeps the corner bubble where it was", () => {
    const g = presenterGeometry(testFrame(1080, 1920, { presenter: "corner", captionStyle: style }));
    expect(g.w).toBe(g.h);
    expect(g.w).toBeLessThan(400);
  });

  it("places a full presenter's portrait past the frame's edges (negative offsets), not at its corner", () => {
    const filter = portraitLayerFilter(
      presenterGeometry(testFrame(1080, 1920, { presenter: "full" })),
      1920,
      0.5,
    );
    // The visible part is cut from the middle of a portrait wider and taller than the frame.
    const [, vx, vy] = (/crop=\d+:\d+:(\d+):(\d+)/.exec(filter) ?? []).map(Number);
    expect(vx).toBeGreaterThan(0);
    expect(vy).toBeGreaterThan(0);
  });
});

describe("a full presenter's cut-aways", () => {
  it("open on the face, cut to the first picture half-way through and to each later one as it starts", () => {
    expect(cutawayWindows([4000, 6000, 2000])).toEqual([
      [2, 7],
      [10, 11.2],
    ]);
  });

  it("leave a closing card the whole of its scene", () => {
    expect(cutawayWindows([4000, 6000, 3000], true)).toEqual([
      [2, 7],
      [10, 13],
    ]);
  });
});
