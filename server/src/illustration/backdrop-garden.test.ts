import { describe, expect, it } from "vitest";
import { bandOf, lightness, setIn } from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";
import { lookOf } from "./scene-looks";

const H = 640;
const HORIZON = H * 0.6;

describe("the garden backdrop", () => {
  it("lays beds of dark soil across the lawn in every style without a haze or a glow, where the park has grass", () => {
    for (const style of allStyles()) {
      // Cinematic's haze lies thickest about the horizon and washes the beds out (the soil 109 against the
      // lawn's 115); Neon paints every field dark with a glowing edge (81 against 79): measured in the rest.
      const look = lookOf(style);
      if (look.haze > 0 || look.glow) continue;
      // The near bed's soil (backdrop-garden.ts's bedsOf), and the park's lawn in the same rows.
      const bed = (place: "garden" | "park") =>
        lightness(bandOf(setIn(place), style, HORIZON + H * 0.085, HORIZON + H * 0.11));
      expect(bed("garden"), `${style.public.id}: the park's lawn is ${bed("park")}`).toBeLessThan(
        bed("park") - 15,
      );
    }
  });
});
