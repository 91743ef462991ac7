import { describe, expect, it } from "vitest";
import {
  type Box,
  type CaptionPosition,
  frameBoxInPicture,
  frameLayout,
  inside,
  overlaps,
  productSceneParts,
} from "./frame-layout";

describe("a product scene's layout", () => {
  const size = { width: 1080, height: 1920 };
  const positions: (CaptionPosition | null)[] = [null, "top", "center", "bottom"];

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
            const parts = productSceneParts(layout, index);
            const kept = [layout.captions, layout.emoji, layout.presenter]
              .filter((b): b is Box => b !== null)
              .map((b) => frameBoxInPicture(b, index, size.width, size.height));
            for (const part of [parts.photo, parts.line]) {
              for (const b of kept) expect(overlaps(part, b), `${mode} ${position} ${index}`).toBe(false);
              expect(inside(part, layout.frame)).toBe(true);
            }
            expect(overlaps(parts.photo, parts.line)).toBe(false);
            // The photo is large: at least a third of the frame's width and a seventh of its height (centre captions with an emoji split the frame in two).
            expect(parts.photo.w).toBeGreaterThan(size.width / 3);
            expect(parts.photo.h).toBeGreaterThan(size.height / 7);
          }
  });
});
