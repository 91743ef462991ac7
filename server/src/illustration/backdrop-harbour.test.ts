import { describe, expect, it } from "vitest";
import {
  backdropRaster,
  bandColour,
  blueness,
  cornerKeepClear,
  greenness,
  setIn,
} from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";

const H = 640;
const HORIZON = H * 0.6;

describe("the harbour backdrop", () => {
  it("lays the harbour's water under the horizon and a stone quay in front in every style, where the park has grass", () => {
    for (const style of allStyles()) {
      const raster = (place: "harbour" | "park") =>
        backdropRaster(setIn(place), style, { keepClear: cornerKeepClear });
      const [harbour, park] = [raster("harbour"), raster("park")];
      const water = (r: typeof harbour) => blueness(bandColour(r, HORIZON + H * 0.01, HORIZON + H * 0.05));
      const quay = (r: typeof harbour) => greenness(bandColour(r, HORIZON + H * 0.18, HORIZON + H * 0.3));
      expect(water(harbour), `${style.public.id}: the park's ground is ${water(park)}`).toBeGreaterThan(
        water(park) + 25,
      );
      expect(quay(harbour), `${style.public.id}: the park's lawn is ${quay(park)}`).toBeLessThan(
        quay(park) - 15,
      );
    }
  });
});
