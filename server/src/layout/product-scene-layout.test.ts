import { ASPECTS, frameSizeFor } from "@reelsmith/contract/aspect";
import { describe, expect, it } from "vitest";
import {
  type Box,
  type CaptionPosition,
  type FrameLayout,
  frameBoxInPicture,
  frameLayout,
  inside,
  overlaps,
  PRESENTER_LAYOUTS,
  productSceneParts,
} from "./frame-layout";

const positions: (CaptionPosition | null)[] = [null, "top", "center", "bottom"];

/**
 * Scene `index`'s product photo and line in a frame of `size`, each checked inside the frame and clear of the
 * other and of the captions, their emoji and the presenter for the whole camera move; `where` names the case.
 */
function clearParts(
  layout: FrameLayout,
  index: number,
  size: { width: number; height: number },
  where: string,
) {
  const parts = productSceneParts(layout, index);
  const kept = [layout.captions, layout.emoji, layout.presenter]
    .filter((b): b is Box => b !== null)
    .map((b) => frameBoxInPicture(b, index, size.width, size.height));
  for (const part of [parts.photo, parts.line]) {
    for (const b of kept) expect(overlaps(part, b), where).toBe(false);
    expect(inside(part, layout.frame), where).toBe(true);
  }
  expect(overlaps(parts.photo, parts.line), where).toBe(false);
  return parts;
}

describe("a product scene's layout", () => {
  const size = { width: 1080, height: 1920 };

  it("keeps the photo and the line clear of the captions, their emoji and the presenter for the whole camera move", () => {
    for (const mode of ["voice", "avatar"] as const)
      for (const position of positions)
        for (const emoji of [false, true])
          for (let index = 0; index < 6; index++) {
            const layout = frameLayout({
              ...size,
              mode,
              captions: position ? { position, fontSize: 28 } : null,
              emoji,
            });
            const parts = clearParts(
              layout,
              index,
              size,
              `${mode} ${position} ${emoji ? "emoji " : ""}${index}`,
            );
            // The photo is large: at least a third of the frame's width and a seventh of its height (centre captions with an emoji split the frame in two).
            expect(parts.photo.w).toBeGreaterThan(size.width / 3);
            expect(parts.photo.h).toBeGreaterThan(size.height / 7);
          }
  });
});

describe("a product scene's layout in every aspect ratio", () => {
  it("keeps the photo and the line inside the frame and clear of the captions, emoji and presenter, the photo large, in every ratio and presenter layout", () => {
    for (const aspect of ASPECTS) {
      const size = frameSizeFor(aspect, "1080p");
      const short = Math.min(size.width, size.height);
      for (const presenter of [null, ...PRESENTER_LAYOUTS])
        for (const position of positions)
          for (const emoji of [false, true])
            for (let index = 0; index < 5; index++) {
              // A full presenter's scenes are cut-aways with the captions at the foot (the images stage).
              const cutaway = presenter === "full";
              const layout = frameLayout({
                ...size,
                mode: presenter && !cutaway ? "avatar" : "voice",
                presenter: presenter ?? undefined,
                captions: position ? { position: cutaway ? "bottom" : position, fontSize: 28 } : null,
                emoji,
              });
              const where = `${aspect} ${presenter ?? "voice"} ${position} ${emoji ? "emoji " : ""}${index}`;
              const parts = clearParts(layout, index, size, where);
              // The photo's room holds a square 15 % of the short side at the least (a lower presenter under top
              // captions leaves a wide frame the least: 172 px of 1080, 1543 px wide).
              expect(Math.min(parts.photo.w, parts.photo.h), where).toBeGreaterThan(short * 0.15);
            }
    }
  });
});
