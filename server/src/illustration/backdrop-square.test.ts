import { describe, expect, it } from "vitest";
import { bandOf, blueness, greenness, setIn } from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";

const H = 640;
const HORIZON = H * 0.6;

describe("the town square backdrop", () => {
  it("paves the ground in every style, where the park has a lawn", () => {
    for (const style of allStyles()) {
      const ground = (place: "square" | "park") =>
        greenness(bandOf(setIn(place), style, HORIZON + H * 0.05, HORIZON + H * 0.2));
      const square = ground("square");
      expect(square, `${style.public.id}: the park's lawn is ${ground("park")}`).toBeLessThan(
        ground("park") - 15,
      );
    }
  });

  it("closes the square with warm house fronts above the horizon in every style, where the park shows sky", () => {
    for (const style of allStyles()) {
      const fronts = (place: "square" | "park") =>
        blueness(bandOf(setIn(place), style, HORIZON - H * 0.16, HORIZON - H * 0.09));
      const square = fronts("square");
      // Cinematic's haze on the horizon leaves the smallest gap (-5 against the park's 14).
      expect(square, `${style.public.id}: the park's sky is ${fronts("park")}`).toBeLessThan(
        fronts("park") - 12,
      );
    }
  });
});
