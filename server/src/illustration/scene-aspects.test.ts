import { ASPECTS, frameSizeFor } from "@reelsmith/contract/aspect";
import { describe, expect, it } from "vitest";
import {
  type Box,
  frameLayout,
  inside,
  overlaps,
  PAN_ZOOM,
  PANS,
  PRESENTER_LAYOUTS,
} from "../layout/frame-layout";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, bakeryStory } from "../test/scene-fixtures";
import { composeScene } from "./scene-composer";

/** Where a picture box is on screen at moment t (0..1) of scene `index`'s camera move. */
function onScreen(b: Box, index: number, t: number, width: number, height: number): Box {
  const [x0, y0, x1, y1] = PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const ox = (x0 + (x1 - x0) * t) * width * (PAN_ZOOM - 1);
  const oy = (y0 + (y1 - y0) * t) * height * (PAN_ZOOM - 1);
  return { x: b.x * PAN_ZOOM - ox, y: b.y * PAN_ZOOM - oy, w: b.w * PAN_ZOOM, h: b.h * PAN_ZOOM };
}

/**
 * The scene composer in every ratio: each scene of the bakery story composed for 9:16, 4:5, 1:1 and 16:9
 * in voice mode and each presenter layout, with top, centre and bottom captions, as the images stage asks
 * (a full presenter's scenes are cut-aways with captions at the foot).
 */
describe("the scene composer in every aspect ratio", () => {
  const [style] = allStyles();
  if (!style) throw new Error("no style");

  it("keeps the subject and every element in the frame and off the captions and presenter through the camera's move, in every ratio, presenter layout and caption position", () => {
    for (const aspect of ASPECTS) {
      const size = frameSizeFor(aspect, "720p");
      for (const presenter of [null, ...PRESENTER_LAYOUTS])
        for (const position of ["top", "center", "bottom"] as const) {
          const cutaway = presenter === "full";
          const frame = frameLayout({
            ...size,
            mode: presenter && !cutaway ? "avatar" : "voice",
            presenter: presenter ?? undefined,
            captions: { position: cutaway ? "bottom" : position, fontSize: 28 },
          });
          const owned = [frame.captions, frame.emoji, frame.presenter].filter((b): b is Box => b !== null);
          bakeryStory.forEach(({ plan }, index) => {
            const scene = composeScene({ plan: plan as ScenePlan, style, ...size, seed: 5, index, frame });
            const where = `${aspect} ${presenter ?? "voice"} ${position} scene ${index}`;
            const subject = scene.elements.find((e) => e.role === "subject");
            expect(subject, `${where}: subject`).toBeDefined();
            for (const e of scene.elements)
              for (const t of [0, 0.5, 1]) {
                const seen = onScreen(e.box, index, t, size.width, size.height);
                expect(inside(seen, frame.frame), `${where}: ${e.icon} in the frame at ${t}`).toBe(true);
                for (const b of owned) expect(overlaps(seen, b), `${where}: ${e.icon} at ${t}`).toBe(false);
              }
          });
        }
    }
  });

  it("composes a 16:9 scene wide: as many elements as the 9:16 scene, the subject as tall, more of the width left beside it", () => {
    const tall = frameSizeFor("9:16", "720p");
    const wide = frameSizeFor("16:9", "720p");
    const layout = (size: { width: number; height: number }) =>
      frameLayout({ ...size, mode: "voice", captions: { position: "bottom", fontSize: 24 } });
    bakeryStory.forEach(({ plan }, index) => {
      const a = composeScene({
        plan: plan as ScenePlan,
        style,
        ...tall,
        seed: 5,
        index,
        frame: layout(tall),
      });
      const b = composeScene({
        plan: plan as ScenePlan,
        style,
        ...wide,
        seed: 5,
        index,
        frame: layout(wide),
      });
      expect(b.elements.length, `scene ${index}`).toBeGreaterThanOrEqual(a.elements.length);
      const subject = b.elements.find((e) => e.role === "subject")?.box as Box;
      // The subject stands a fair share of the short side tall, and leaves room beside it.
      expect(subject.h, `scene ${index}`).toBeGreaterThan(wide.height * 0.25);
      expect(subject.w, `scene ${index}`).toBeLessThan(wide.width * 0.5);
    });
  });
});
