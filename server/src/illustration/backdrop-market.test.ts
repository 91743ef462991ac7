import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../lib/random";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { rowEdges, setIn } from "../test/backdrop-pixels";
import { allStyles } from "../test/scene-fixtures";
import { sceneBackdropSvg } from "./scene-backdrop";
import type { Box } from "./scene-layout";
import { lookOf } from "./scene-looks";

const W = 360;
const H = 640;
const HORIZON = 0.6;
/**
 * The rows every stall's awning covers at this horizon (backdrop-market.ts's stallsOf): the stalls stand a
 * hundredth of the height under it, 0.22 of the height tall give or take a tenth, the awning the top third of
 * what stands over the counter (0.62 of the stall).
 */
const FOOT = H * (HORIZON + 0.01);
const TALL = H * 0.22;
const AWNING: [number, number] = [
  Math.ceil(FOOT - 0.9 * TALL) + 1,
  Math.floor(FOOT - 1.05 * TALL * (1 - 0.62 * 0.34)) - 1,
];

function backdrop(plan: ScenePlan, style: ReturnType<typeof allStyles>[number], keepClear: Box[] = []) {
  return sceneBackdropSvg({
    plan,
    look: lookOf(style),
    w: W,
    h: H,
    r: seededRandom(7),
    mirror: false,
    horizon: HORIZON,
    zoom: 1,
    keepClear,
  }).svg;
}

/**
 * The sharp changes of colour along a row of the awnings' band, on average: a striped awning is a row of
 * them (a stripe's two edges each), where sky, hills and trees have a few.
 */
function stripeEdges(svg: string): number {
  return rowEdges({ w: W, h: H, px: new Resvg(svg).render().pixels }, AWNING[0], AWNING[1]);
}

/** A thing on the near ground, bottom right: comic's starburst rays start from it, away from the awnings. */
const nearThing = { x: W * 0.78, y: H * 0.82, w: W * 0.2, h: H * 0.12 };

describe("the market backdrop", () => {
  it("draws a row of striped awnings above the horizon in every style, where the park has none", () => {
    for (const style of allStyles()) {
      const market = stripeEdges(backdrop(setIn("market"), style, [nearThing]));
      const park = stripeEdges(backdrop(setIn("park"), style, [nearThing]));
      expect(
        market,
        `${style.public.id}: edges along the awnings' row (the park's: ${park})`,
      ).toBeGreaterThanOrEqual(
        // About two edges a stripe, seven stripes a stall, three stalls (22-25 in most styles; Watercolor's
        // pigments soften some to 17); the park a few (Comic's print dots, Watercolor's paths and blooms).
        Math.max(15, park + 6),
      );
    }
  });

  it("leaves the stalls' fruit out where it would sit behind one of the story's elements", () => {
    const style = allStyles()[0] as ReturnType<typeof allStyles>[number];
    const icons = (svg: string) => [...svg.matchAll(/<svg x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)"/g)];
    const open = icons(backdrop(setIn("market"), style));
    expect(open.length).toBeGreaterThan(3);
    // The whole middle of the ground and the stalls' row, where a standing character's box would be.
    const person = { x: W * 0.25, y: H * 0.25, w: W * 0.5, h: H * 0.6 };
    for (const m of icons(backdrop(setIn("market"), style, [person]))) {
      const [x, y, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const inside =
        x < person.x + person.w && x + s > person.x && y < person.y + person.h && y + s > person.y;
      expect(inside, `an icon at ${x},${y} behind the element`).toBe(false);
    }
  });
});
