import { describe, expect, it } from "vitest";
import { seededRandom } from "../lib/random";
import { bandOf, blueness, cornerKeepClear, setIn } from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";
import { sceneBackdropSvg } from "./scene-backdrop";
import type { Box } from "./scene-layout";
import { lookOf } from "./scene-looks";

const H = 640;
const HORIZON = H * 0.6;

describe("the river backdrop", () => {
  it("lays a band of water across the ground under the horizon in every style, where the park has grass", () => {
    for (const style of allStyles()) {
      const band = (place: "river" | "park" | "station") =>
        blueness(bandOf(setIn(place), style, HORIZON + H * 0.03, HORIZON + H * 0.1));
      const river = band("river");
      // Measured: the river 27 to 77, the park -66 to 18 (Neon's grid is blue everywhere), a station -39 to 26.
      expect(river, `${style.public.id}: the park's ground is ${band("park")}`).toBeGreaterThan(
        band("park") + 25,
      );
      expect(river, `${style.public.id}: the platform is ${band("station")}`).toBeGreaterThan(
        band("station") + 25,
      );
    }
  });

  it("leaves the reeds out where they would stand behind one of the story's elements", () => {
    const style = allStyles()[0];
    if (!style) throw new Error("no style");
    const reedColour = `fill="${lookOf(style).tone("#4f7f3a")}"`;
    const svg = (keep: Box[]) =>
      sceneBackdropSvg({
        plan: setIn("river"),
        look: lookOf(style),
        w: 360,
        h: H,
        r: seededRandom(7),
        mirror: false,
        horizon: 0.6,
        zoom: 1,
        keepClear: keep,
      }).svg;
    expect(svg(cornerKeepClear)).toContain(reedColour);
    // The whole width of the near bank behind an element: no clump of reeds is drawn.
    expect(svg([{ x: 0, y: HORIZON, w: 360, h: H * 0.3 }])).not.toContain(reedColour);
  });
});
