import { mix, n } from "../lib/svg";
import type { ScenePlace } from "../scene-plan/scene-plan-schema";
import { type Canvas, hill, icon, paint } from "./backdrop-canvas";
import { bedsOf, gardenBeds, picketFence, wateringCan } from "./backdrop-garden";
import { groundDetail } from "./backdrop-ground";
import { bollards, harbour } from "./backdrop-harbour";
import { market } from "./backdrop-market";
import { playground, sandpit, sandpitOf } from "./backdrop-playground";
import { river, waterBand } from "./backdrop-river";
import type { RoomPlace } from "./backdrop-room";
import { sky, skyColors, skyThings } from "./backdrop-sky";
import { fountain, houseFronts } from "./backdrop-square";
import { station, stationLines } from "./backdrop-station";

/**
 * The outdoor places of a scene's backdrop: the sky above the horizon, the place's far shapes (ridges, a
 * skyline, houses, dunes, sea, fields) and the things standing in its distance; and space.
 */
type Landscape = Exclude<ScenePlace, RoomPlace | "space">;

/** What stands in the distance of each landscape. */
const LAND_PROPS: Record<Landscape | "space", string[]> = {
  street: ["house", "automobile", "deciduous-tree", "bus-stop"],
  market: ["deciduous-tree", "house", "deciduous-tree"],
  station: ["office-building", "deciduous-tree", "house"],
  river: ["deciduous-tree", "evergreen-tree", "deciduous-tree", "house-with-garden"],
  square: ["deciduous-tree", "potted-plant"],
  harbour: ["house", "office-building"],
  garden: ["house-with-garden", "deciduous-tree", "evergreen-tree"],
  playground: ["deciduous-tree", "house", "evergreen-tree", "deciduous-tree"],
  city: ["office-building", "automobile", "taxi", "deciduous-tree"],
  park: ["deciduous-tree", "evergreen-tree", "fountain", "tulip"],
  forest: ["evergreen-tree", "evergreen-tree", "deciduous-tree", "mushroom"],
  mountains: ["evergreen-tree", "snow-capped-mountain", "evergreen-tree"],
  beach: ["palm-tree", "beach-with-umbrella", "spiral-shell", "crab"],
  sea: ["sailboat", "ship", "spouting-whale"],
  desert: ["cactus", "cactus", "camel", "desert"],
  countryside: ["house-with-garden", "deciduous-tree", "sunflower", "ewe"],
  farm: ["tractor", "cow", "chicken", "sheaf-of-rice", "house-with-garden"],
  space: ["ringed-planet", "comet", "satellite", "star"],
};

const GREEN = "#79b85a";

/** Each landscape's ground, far to near, with its props. */
const GROUNDS: Record<Landscape, (c: Canvas, kind: Landscape) => string[]> = {
  mountains: (c, kind) => [
    ridges(c, [mix("#8a9bc0", skyColors(c)[2], 0.4), "#6d7fa3", "#586987"]),
    hill(c, c.horizonY + c.h * 0.02, c.h * 0.015, GREEN, c.r.range(0, 6)),
    groundDetail(c, kind, c.horizonY + c.h * 0.02),
    propRow(c, kind, c.horizonY + c.h * 0.05, c.w * 0.1, 3),
  ],
  city: (c, kind) => [
    skyline(c, mix("#8793a8", skyColors(c)[1], 0.35), 0.36),
    skyline(c, "#6b778c", 0.22),
    `<rect y="${n(c.horizonY)}" width="${c.w}" height="${n(c.h - c.horizonY)}" ${paint(c, "#b9b2a6")}/>`,
    groundDetail(c, kind),
    propRow(c, kind, c.horizonY + c.h * 0.04, c.w * 0.1, 2),
  ],
  street: (c) => street(c),
  // The town's roofs and a few trees far off, then the square with its stalls (backdrop-market.ts).
  market: (c, kind) => {
    // The square's marks go on its earth, under the stalls and the shoppers.
    const [earth = "", ...stalls] = market(c);
    return [
      skyline(c, mix("#9aa4b5", skyColors(c)[1], 0.45), 0.14),
      propRow(c, kind, c.horizonY - c.h * 0.01, c.w * 0.13, 3),
      earth,
      groundDetail(c, kind, c.horizonY + c.h * 0.04),
      ...stalls,
    ];
  },
  // The town beyond the line, then the track bed, the platform and its canopy (backdrop-station.ts).
  station: (c, kind) => {
    const [bed = "", platform = "", canopy = ""] = station(c);
    return [
      skyline(c, mix("#9aa4b5", skyColors(c)[1], 0.45), 0.2),
      bed,
      platform,
      groundDetail(c, kind, stationLines(c).edge + c.h * 0.02),
      canopy,
    ];
  },
  // Hills and trees beyond the far bank, the water with its bridge, the near bank (backdrop-river.ts).
  river: (c, kind) => {
    const [far = "", water = "", bank = "", reeds = ""] = river(c);
    return [
      hill(c, c.horizonY - c.h * 0.02, c.h * 0.02, farGreen(c), c.r.range(0, 6)),
      propRow(c, kind, c.horizonY + c.h * 0.004, c.w * 0.12, 3),
      far,
      water,
      bank,
      groundDetail(c, kind, waterBand(c)[1] + c.h * 0.01),
      reeds,
    ];
  },
  // Roofs far off over the house fronts that close the square, its paving, a fountain (backdrop-square.ts).
  square: (c, kind) => [
    skyline(c, mix("#9aa4b5", skyColors(c)[1], 0.5), 0.3),
    houseFronts(c),
    groundDetail(c, kind),
    fountain(c),
  ],
  // The town over the harbour wall, the water with its boats, gulls, the quay and its bollards.
  harbour: (c, kind) => {
    const [water = "", gulls = ""] = harbour(c);
    return [
      skyline(c, mix("#9aa4b5", skyColors(c)[1], 0.5), 0.16),
      gulls,
      water,
      groundDetail(c, kind),
      bollards(c),
    ];
  },
  // Trees and a house over the fence, the lawn, the beds with their rows, a watering can (backdrop-garden.ts).
  garden: (c, kind) => [
    hill(c, c.horizonY - c.h * 0.02, c.h * 0.015, farGreen(c), c.r.range(0, 6)),
    propRow(c, kind, c.horizonY - c.h * 0.005, c.w * 0.14, 3),
    `<rect y="${n(c.horizonY)}" width="${c.w}" height="${n(c.h - c.horizonY)}" ${paint(c, GREEN)}/>`,
    picketFence(c),
    groundDetail(c, kind, bedsOf(c)[1]?.[1] ?? c.horizonY),
    gardenBeds(c),
    wateringCan(c),
  ],
  // Trees and houses beyond the lawn, the sandpit, a swing set and a slide (backdrop-playground.ts).
  playground: (c, kind) => [
    hill(c, c.horizonY - c.h * 0.02, c.h * 0.015, farGreen(c), c.r.range(0, 6)),
    propRow(c, kind, c.horizonY - c.h * 0.005, c.w * 0.14, 3),
    `<rect y="${n(c.horizonY)}" width="${c.w}" height="${n(c.h - c.horizonY)}" ${paint(c, GREEN)}/>`,
    groundDetail(c, kind, sandpitOf(c)[1]),
    sandpit(c),
    playground(c),
  ],
  beach: (c, kind) => waterside(c, kind),
  sea: (c, kind) => waterside(c, kind),
  desert: (c, kind) => [
    hill(c, c.horizonY - c.h * 0.02, c.h * 0.02, "#e2b774", c.r.range(0, 6), 1.2),
    hill(c, c.horizonY + c.h * 0.04, c.h * 0.025, "#edc98b", c.r.range(0, 6), 1.8),
    groundDetail(c, kind, c.horizonY + c.h * 0.04),
    propRow(c, kind, c.horizonY + c.h * 0.06, c.w * 0.12, 2),
  ],
  forest: (c, kind) => [
    hill(c, c.horizonY - c.h * 0.03, c.h * 0.02, mix("#3f7a4a", skyColors(c)[2], 0.3), c.r.range(0, 6)),
    propRow(c, kind, c.horizonY - c.h * 0.01, c.w * 0.16, 6),
    hill(c, c.horizonY + c.h * 0.02, c.h * 0.012, "#4f8f45", c.r.range(0, 6)),
    groundDetail(c, kind, c.horizonY + c.h * 0.02),
    propRow(c, kind, c.horizonY + c.h * 0.05, c.w * 0.2, 4),
  ],
  farm: (c, kind) => fields(c, kind),
  countryside: (c, kind) => fields(c, kind),
  park: (c, kind) => park(c, kind),
};

/** The sky, the place's ground and, in snow, a white cover. */
export function landscape(c: Canvas, kind: Landscape): string {
  const { w, h, horizonY } = c;
  const out: string[] = [sky(c, 0, 0, w, horizonY + h * 0.05), skyThings(c, 0, 0, w, horizonY)];
  out.push(...GROUNDS[kind](c, kind));
  if (c.plan.weather === "snow")
    out.push(
      `<rect y="${n(horizonY + h * 0.05)}" width="${w}" height="${n(h)}" fill="#f4f8fc" opacity="0.55"/>`,
    );
  return out.join("");
}

/** Stars, a planet's rim along the bottom and three things floating in the dark. */
export function space(c: Canvas): string {
  const { w, h, u, r } = c;
  const out = [sky(c, 0, 0, w, h), skyThings(c, 0, 0, w, h * 0.7)];
  const px = w * r.range(0.2, 0.8);
  out.push(
    `<circle cx="${n(px)}" cy="${n(h * 1.02)}" r="${n(w * 0.62)}" ${paint(c, "#5f7fd6")}/><circle cx="${n(px)}" cy="${n(h * 1.02)}" r="${n(w * 0.62)}" fill="none" stroke="#9fd0ff" stroke-width="${n(u * 1.2)}" opacity="0.6"/>`,
  );
  LAND_PROPS.space.slice(0, 3).forEach((name, i) => {
    out.push(
      icon(
        c,
        name,
        w * (0.18 + i * 0.32) + r.range(-u * 4, u * 4),
        h * r.range(0.2, 0.42),
        w * r.range(0.09, 0.14),
      ),
    );
  });
  return out.join("");
}

/** `count` of the place's props in a row across the frame at height y. */
function propRow(c: Canvas, kind: Landscape, y: number, size: number, count: number): string {
  const { w, u, r } = c;
  const props = LAND_PROPS[kind];
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const name = props[k % props.length] ?? "";
    out.push(
      icon(c, name, (w / count) * (k + r.range(0.2, 0.8)), y + r.range(-u, u), size * r.range(0.8, 1.15)),
    );
  }
  return out.join("");
}

/** Mountain ridges, far to near, each with more peaks. */
function ridges(c: Canvas, colours: string[]): string {
  const { w, h, u, r, horizonY } = c;
  return colours
    .map((colour, i) => {
      const y0 = horizonY - h * (0.16 - i * 0.05);
      const pts: string[] = [`${n(-u)},${n(h)}`];
      const peaks = 3 + i;
      for (let k = 0; k <= peaks * 2; k++) {
        const x = (k / (peaks * 2)) * (w + 2 * u) - u;
        const y = k % 2 ? y0 - h * r.range(0.05, 0.12) : y0 + h * r.range(0, 0.04);
        pts.push(`${n(x)},${n(y)}`);
      }
      pts.push(`${n(w + u)},${n(h)}`);
      return `<polygon points="${pts.join(" ")}" ${paint(c, colour)}/>`;
    })
    .join("");
}

/** A row of towers on the horizon, their windows lit at dusk and night. */
function skyline(c: Canvas, colour: string, tall: number): string {
  const { w, h, u, r, horizonY: base, lit, look } = c;
  let out = "";
  for (let x = -u * 2; x < w; ) {
    const bw = u * r.range(9, 18);
    const bh = h * r.range(0.3, 1) * tall;
    out += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh + u)}" ${paint(c, mix(colour, "#ffffff", r.range(0, 0.15)))}/>`;
    for (let wy = base - bh + u * 3; wy < base - u * 3; wy += u * 4)
      for (let wx = x + u * 2; wx < x + bw - u * 2.5; wx += u * 3.5)
        if (r.chance(lit ? 0.45 : 0.8))
          out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(u * 1.6)}" height="${n(u * 2)}" fill="${lit ? "#ffe39a" : look.tone(mix(colour, "#dff2ff", 0.55))}"/>`;
    x += bw + u * r.range(0.5, 2);
  }
  return out;
}

/** A low skyline behind a row of houses with pitched roofs, a pavement and a road with its markings. */
function street(c: Canvas): string[] {
  const { w, h, u, r, horizonY, lit, look } = c;
  const out = [skyline(c, mix("#9aa4b5", skyColors(c)[1], 0.4), 0.2)];
  for (let x = -u * 3; x < w; ) {
    const hw = w * r.range(0.18, 0.26);
    const hh = h * r.range(0.08, 0.12);
    const colr = r.pick(["#e7b98a", "#d98e73", "#f0d9a8", "#a9c4d9", "#c7d9a9"]);
    out.push(
      `<rect x="${n(x)}" y="${n(horizonY - hh)}" width="${n(hw)}" height="${n(hh + u)}" ${paint(c, colr)}/><polygon points="${n(x - u)},${n(horizonY - hh)} ${n(x + hw / 2)},${n(horizonY - hh - h * 0.05)} ${n(x + hw + u)},${n(horizonY - hh)}" ${paint(c, "#a5523f")}/><rect x="${n(x + hw * 0.4)}" y="${n(horizonY - hh * 0.55)}" width="${n(hw * 0.2)}" height="${n(hh * 0.55)}" ${paint(c, "#7a4a33")}/><rect x="${n(x + hw * 0.12)}" y="${n(horizonY - hh * 0.8)}" width="${n(hw * 0.18)}" height="${n(hh * 0.3)}" fill="${lit ? "#ffe39a" : look.tone("#cfe6f5")}"/>`,
    );
    x += hw + u * r.range(0.5, 1.5);
  }
  out.push(`<rect y="${n(horizonY)}" width="${w}" height="${n(h * 0.04)}" ${paint(c, "#cfc8bd")}/>`);
  out.push(`<rect y="${n(horizonY + h * 0.04)}" width="${w}" height="${n(h)}" ${paint(c, "#8e949c")}/>`);
  for (let x = u * 4; x < w; x += u * 18)
    out.push(
      `<rect x="${n(x)}" y="${n(horizonY + h * 0.14)}" width="${n(u * 9)}" height="${n(u * 1.2)}" fill="${look.tone("#f2f2f2")}"/>`,
    );
  out.push(groundDetail(c, "street"));
  return out;
}

/** Water with waves to the bottom of the frame, or to a sandy shore on a beach. */
function waterside(c: Canvas, kind: Landscape): string[] {
  const { w, h, u, r, horizonY, look } = c;
  const beach = kind === "beach";
  const shore = beach ? horizonY + h * 0.06 : h + u;
  const out = [`<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" ${paint(c, "#3f8fc4")}/>`];
  for (let k = 0; k < 9; k++) {
    const y = horizonY + (shore - horizonY) * (k / 9) ** 1.2 + u;
    const x = r.range(0, w * 0.8);
    out.push(
      `<path d="M${n(x)} ${n(y)} q${n(u * 3)} ${n(-u)} ${n(u * 6)} 0 t${n(u * 6)} 0" fill="none" stroke="${look.tone("#dff3ff")}" stroke-width="${n(u * 0.5)}" stroke-linecap="round" opacity="0.8"/>`,
    );
  }
  if (beach) out.push(hill(c, shore, h * 0.008, "#ecd397", r.range(0, 6), 2.2));
  out.push(groundDetail(c, kind, beach ? shore : horizonY));
  out.push(propRow(c, kind, beach ? shore + h * 0.03 : horizonY + u, w * (beach ? 0.13 : 0.08), 2));
  return out;
}

/** Rolling fields with furrows: golden on a farm, green in the countryside. */
function fields(c: Canvas, kind: Landscape): string[] {
  const { w, h, r, horizonY } = c;
  const crop = kind === "farm" ? "#d7b95c" : GREEN;
  const out = [
    hill(c, horizonY - h * 0.03, h * 0.025, farGreen(c), r.range(0, 6)),
    hill(c, horizonY + h * 0.01, h * 0.015, crop, r.range(0, 6), 1.1),
  ];
  out.push(groundDetail(c, kind, horizonY + h * 0.01));
  out.push(propRow(c, kind, horizonY + h * 0.01, w * 0.12, 3));
  return out;
}

/** Green hills with trees and a lawn dotted with flowers. */
function park(c: Canvas, kind: Landscape): string[] {
  const { w, h, r, horizonY } = c;
  const out = [
    hill(c, horizonY - h * 0.02, h * 0.02, farGreen(c), r.range(0, 6)),
    propRow(c, kind, horizonY + h * 0.0, w * 0.15, 3),
    hill(c, horizonY + h * 0.03, h * 0.01, GREEN, r.range(0, 6)),
  ];
  out.push(groundDetail(c, kind, horizonY + h * 0.03));
  return out;
}

/** Far hills: green hazed toward the sky's low colour. */
const farGreen = (c: Canvas) => mix("#6fae6a", skyColors(c)[2], 0.35);
