import { describe, expect, it } from "vitest";
import { bandOf, lightness, setIn } from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";
import { lookOf } from "./scene-looks";

const H = 640;
const HORIZON = H * 0.6;
const keepClear = [{ x: 360 * 0.4, y: H * 0.5, w: 360 * 0.2, h: H * 0.4 }];

describe("the playground backdrop", () => {
  it("lays a sandpit across the lawn in every style without a glow, where the park has grass", () => {
    for (const style of allStyles()) {
      // Neon paints every field dark with a glowing edge, and a haze or a soft focus washes the near ground
      // out (3D Render's park lawn and sandpit both read 192): measured in the rest.
      const look = lookOf(style);
      if (look.glow || look.haze > 0 || look.depthBlur > 0) continue;
      // The sandpit's middle rows (backdrop-playground.ts's sandpitOf), and the park's lawn in the same rows.
      const band = (place: "playground" | "park") =>
        lightness(bandOf(setIn(place), style, HORIZON + H * 0.045, HORIZON + H * 0.07, keepClear));
      // Measured: Watercolor's wash leaves the sand 15 lighter than the lawn, the least of these styles.
      expect(band("playground"), `${style.public.id}: the park's lawn is ${band("park")}`).toBeGreaterThan(
        band("park") + 10,
      );
    }
  });
});
