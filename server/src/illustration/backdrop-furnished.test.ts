import { describe, expect, it } from "vitest";
import { backdropRaster, bandOf, cornerKeepClear, lightness, setIn } from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";

const H = 640;
const HORIZON = H * 0.6;
const redness = ([r, g]: [number, number, number]) => r - g;
const indoors = (place: "library" | "home" | "shop" | "restaurant" | "cafe") => setIn(place, true);

describe("the library backdrop", () => {
  it("lines the wall with dark bookcases in every style, where a home and a shop have a light wall", () => {
    for (const style of allStyles()) {
      const wall = (place: "library" | "home" | "shop") =>
        lightness(bandOf(indoors(place), style, H * 0.15, H * 0.4));
      const library = wall("library");
      // Measured: the library's wall 56 to 168, a home's 90 to 220 and a shop's 90 to 220, 23 to 90 lighter.
      expect(library, `${style.public.id}: a home's wall is ${wall("home")}`).toBeLessThan(wall("home") - 15);
      expect(library, `${style.public.id}: a shop's wall is ${wall("shop")}`).toBeLessThan(wall("shop") - 10);
    }
  });
});

describe("the restaurant backdrop", () => {
  it("panels the lower wall in deep red in every style, where a cafe, a home and a shop have none", () => {
    for (const style of allStyles()) {
      const panel = (place: "restaurant" | "cafe" | "home" | "shop") =>
        redness(bandOf(indoors(place), style, HORIZON - H * 0.11, HORIZON - H * 0.08));
      const restaurant = panel("restaurant");
      const others = (["cafe", "home", "shop"] as const).map((p) => [p, panel(p)] as const);
      // Measured: the restaurant 22 to 71, the others -2 to 38 (a cafe's wall is warm), 12 to 34 apart.
      for (const [place, value] of others)
        expect(restaurant, `${style.public.id}: ${place} is ${value}`).toBeGreaterThan(value + 8);
    }
  });

  it("hangs its lamps from the ceiling: cords from the frame's top edge in a style without a starburst", () => {
    const anime = allStyles().find((s) => s.public.id === "anime");
    if (!anime) throw new Error("no anime style");
    // Along a row near the top, a cord is a thin line much darker than the wall on either side of it.
    const dark = (place: "restaurant" | "cafe") => {
      const raster = backdropRaster(indoors(place), anime, { keepClear: cornerKeepClear });
      const at = (x: number) => {
        const i = (4 * raster.w + x) * 4;
        return lightness([raster.px[i] ?? 0, raster.px[i + 1] ?? 0, raster.px[i + 2] ?? 0]);
      };
      let cords = 0;
      for (let x = 4; x < raster.w - 4; x++)
        if (at(x) < at(x - 3) - 25 && at(x) < at(x + 3) - 25 && at(x) <= at(x - 1)) cords++;
      return cords;
    };
    expect(dark("restaurant")).toBeGreaterThanOrEqual(3);
    expect(dark("cafe")).toBe(0);
  });
});
