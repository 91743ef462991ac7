import { describe, expect, it } from "vitest";
import { backdropRaster, bandOf, blueness, cornerKeepClear, setIn } from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";

const H = 640;

describe("the station backdrop", () => {
  it("roofs the top of the frame with the platform's canopy in every style, where the park and the market have sky", () => {
    for (const style of allStyles()) {
      // How blue the top twentieth is (sky is, a roof is not), drawn around a thing at the bottom right:
      // comic's starburst rays start from it, away from the roof.
      const top = (place: "station" | "park" | "market") =>
        blueness(bandOf(setIn(place), style, 0, H * 0.05));
      const station = top("station");
      // Measured: the station 1 to 20 (Comic's dots -69), the park and the market 30 to 93 (Comic's -16).
      expect(station, `${style.public.id}: the park's sky is ${top("park")}`).toBeLessThan(top("park") - 20);
      expect(station, `${style.public.id}: the market's sky is ${top("market")}`).toBeLessThan(
        top("market") - 20,
      );
    }
  });

  it("draws the rails' sleepers across the track bed, many to a row, in a style without haze", () => {
    const anime = allStyles().find((s) => s.public.id === "anime");
    if (!anime) throw new Error("no anime style");
    // The row between the two rails: a sleeper about every 3 hundredths of the width, its two edges each.
    const edges = (place: "station" | "park") => {
      const raster = backdropRaster(setIn(place), anime, { keepClear: cornerKeepClear });
      const y = Math.round(H * 0.6 + H * 0.024);
      let count = 0;
      for (let x = 1; x < raster.w; x++) {
        const i = (y * raster.w + x) * 4;
        if (Math.abs((raster.px[i] ?? 0) - (raster.px[i - 4] ?? 0)) > 10) count++;
      }
      return count;
    };
    const park = edges("park");
    expect(edges("station"), `the park's row has ${park}`).toBeGreaterThan(Math.max(40, park * 2));
  });
});
