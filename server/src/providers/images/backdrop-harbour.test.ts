import { describe, expect, it } from "vitest";
import { backdropRaster, bandColour, setIn } from "../../test/backdrop-pixels";
import { allStyles } from "../../test/scene-fixtures";

const H = 640;
const HORIZON = H * 0.6;
const keepClear = [{ x: 360 * 0.78, y: H * 0.82, w: 360 * 0.2, h: H * 0.12 }];
const blueness = ([r, g, b]: [number, number, number]) => b - (r + g) / 2;
const greenness = ([r, g, b]: [number, number, number]) => g - (r + b) / 2;

describe("the harbour backdrop", () => {
  it("lays the harbour's water under the horizon and a stone quay in front in every style, where the park has grass", () => {
    for (const style of allStyles()) {
      const raster = (place: "harbour" | "park") => backdropRaster(setIn(place), style, { keepClear });
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
