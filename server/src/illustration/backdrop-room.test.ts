import { ASPECTS, frameSizeFor } from "@reelsmith/contract/aspect";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../lib/random";
import { allStyles, bakeryStory } from "../test/scene-fixtures";
import type { Canvas } from "./backdrop-canvas";
import { type RoomPlace, room, shelfPlan } from "./backdrop-room";
import { type Look, lookOf } from "./scene-looks";

const ROOMS_WITH_SHELVES: RoomPlace[] = [
  "shop",
  "bakery",
  "cafe",
  "kitchen",
  "home",
  "office",
  "school",
  "hospital",
];
const looks = allStyles().map(lookOf);
const plainLook = looks.find((l) => l.haze === 0 && !l.plain) as Look;
const hazyLook = looks.find((l) => l.haze > 0) as Look;

function canvas(w: number, h: number, horizon: number, look: Look, seed: number): Canvas {
  let ids = 0;
  return {
    plan: bakeryStory[0]?.plan as Canvas["plan"],
    look,
    w,
    h,
    u: w / 100,
    r: seededRandom(seed),
    horizonY: h * horizon,
    lit: false,
    defs: [],
    id: (name) => `${name}${++ids}`,
    avoid: [],
  };
}

/** Every frame a room is drawn in: each ratio, the composer's range of horizons, a few seeds. */
function* frames(look: Look) {
  for (const aspect of ASPECTS) {
    const { width, height } = frameSizeFor(aspect, "1080p");
    for (const horizon of [0.3, 0.45, 0.55, 0.62, 0.7])
      for (const seed of [1, 2, 3, 4, 5, 6]) yield { aspect, c: canvas(width, height, horizon, look, seed) };
  }
}

/** The lowest point of a drawn icon's art, in frame pixels (the icon's own margin not counted). */
function artFoot(c: Canvas, iconSvg: string): number {
  const box = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">${iconSvg}</svg>`,
  ).getBBox();
  if (!box) throw new Error("an icon with no art");
  return box.y + box.height;
}

describe("the room's shelf and counter", () => {
  it("stands every ware's foot on its shelf or counter top, inside its width, in every ratio", () => {
    for (const look of [plainLook, hazyLook])
      for (const { aspect, c } of frames(look))
        for (const kind of ROOMS_WITH_SHELVES) {
          const { shelf, counter, wares } = shelfPlan(c, kind);
          for (const ware of wares) {
            const where = `${aspect} ${kind} ${ware.name}`;
            expect([shelf, counter], where).toContain(ware.on);
            expect(Math.abs(ware.bottom - ware.on.y), where).toBeLessThanOrEqual(c.u * 0.5);
            expect(ware.x - ware.size / 2, where).toBeGreaterThanOrEqual(ware.on.x);
            expect(ware.x + ware.size / 2, where).toBeLessThanOrEqual(ware.on.x + ware.on.w);
          }
        }
  });

  it("leaves out the counter's ware where the look's haze hides the counter", () => {
    for (const { c } of frames(hazyLook)) {
      const { counter, wares } = shelfPlan(c, "bakery");
      expect(wares.filter((x) => x.on === counter)).toEqual([]);
    }
  });

  it("draws each ware with the lowest point of its art on a drawn ledge, not a margin's width above it", () => {
    for (const aspect of ASPECTS) {
      const { width, height } = frameSizeFor(aspect, "1080p");
      for (const kind of ["bakery", "kitchen", "home"] as const)
        for (const seed of [1, 2]) {
          const c = canvas(width, height, 0.6, plainLook, seed);
          const svg = room(c, kind);
          // The ledges are the rects two hundredths of the width thick: the shelf's plank, the counter's top.
          const thick = (c.u * 2).toFixed(1);
          const ledges = [
            ...svg.matchAll(/<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/g),
          ]
            .filter((m) => Number(m[4]).toFixed(1) === thick)
            .map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]) }));
          const icons = [
            ...svg.matchAll(/<svg x="([-\d.]+)" y="[-\d.]+" width="([\d.]+)"[^>]*>.*?<\/svg>/gs),
          ];
          expect(icons.length, `${aspect} ${kind}`).toBeGreaterThan(0);
          for (const m of icons) {
            const foot = artFoot(c, m[0]);
            const [left, size] = [Number(m[1]), Number(m[2])];
            const on = ledges.find(
              (l) =>
                foot >= l.y - c.u * 0.15 &&
                foot <= l.y + c.u * 0.5 &&
                left >= l.x &&
                left + size <= l.x + l.w,
            );
            expect(
              on,
              `${aspect} ${kind}: a ware's foot at y ${foot.toFixed(1)} on none of ${JSON.stringify(ledges)}`,
            ).toBeDefined();
          }
        }
    }
  });
});
