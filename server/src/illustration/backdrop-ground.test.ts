import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../lib/random";
import type { ScenePlace, ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, bakeryStory, inThePark } from "../test/scene-fixtures";
import type { Canvas } from "./backdrop-canvas";
import { groundDetail } from "./backdrop-ground";
import { composeScene, renderComposedScene } from "./scene-composer";
import { lookOf } from "./scene-looks";

const W = 270;
const H = 480;

/**
 * How much the floor or ground under the captions shows: the grey frame's structure at the scale of boards,
 * tiles, tufts and a path's edge (blurred over 2 px less blurred over 12 px, which leaves out film grain,
 * print dots and paper tooth below and the light's gradients above), its root mean square over the middle
 * of the lower band (70 % of the width, 74-88 % of the height: above the near things in the corners, where
 * the captions' text sits). The frame is drawn without the story's elements, for the place alone.
 */
async function groundStructure(
  plan: ScenePlan,
  style: ReturnType<typeof allStyles>[number],
): Promise<number> {
  const scene = composeScene({ plan, style, width: W, height: H, seed: 42, index: 0 });
  const png = await renderComposedScene({ ...scene, elements: [] });
  const box = {
    left: Math.round(W * 0.15),
    top: Math.round(H * 0.74),
    width: Math.round(W * 0.7),
    height: Math.round(H * 0.14),
  };
  const grey = sharp(png).grayscale();
  const fine = await grey.clone().blur(2).extract(box).raw().toBuffer();
  const coarse = await grey.clone().blur(12).extract(box).raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < fine.length; i++) sum += ((fine[i] as number) - (coarse[i] as number)) ** 2;
  return Math.sqrt(sum / fine.length);
}

/**
 * The same measure of the bare floor and ground drawn before (plain boards barely darker than the floor,
 * plain grass; measured on that code, 2026-11-26): each style's own texture (Anime's light shafts, Comic's
 * dots, Neon's grid) already gives it some.
 */
const BARE: Record<string, { room: number; outdoors: number }> = {
  cinematic: { room: 2.9, outdoors: 2.7 },
  anime: { room: 6.7, outdoors: 4.5 },
  watercolor: { room: 2.7, outdoors: 3.1 },
  "3d-render": { room: 4.3, outdoors: 0.8 },
  comic: { room: 10.0, outdoors: 0.9 },
  minimal: { room: 1.0, outdoors: 1.0 },
  neon: { room: 8.6, outdoors: 5.5 },
  "vintage-film": { room: 3.0, outdoors: 3.3 },
};

const home: ScenePlan = { ...(bakeryStory[0]?.plan as ScenePlan), setting: { place: "home", indoor: true } };

describe("the band under the captions", () => {
  it("shows the floor of a room and the ground of a park, not a bare field, in every style", async () => {
    for (const style of allStyles()) {
      const bare = BARE[style.public.id];
      expect(bare, style.public.id).toBeDefined();
      if (!bare) continue;
      const room = await groundStructure(home, style);
      const outdoors = await groundStructure(inThePark, style);
      // Neon's floor is its glowing grid, which its bare measure already holds: its room keeps at least
      // that (the rug lies under the people, a stretch in front of the wall, and fills the band).
      const more = style.public.id === "neon" ? 1 : 1.2;
      expect(room, `${style.public.id}: room`).toBeGreaterThan(bare.room * more);
      expect(outdoors, `${style.public.id}: park`).toBeGreaterThan(bare.outdoors * 1.2);
    }
  }, 120_000);
});

describe("the ground of a place the ground module does not know", () => {
  it("is a worn track with pebbles and tufts on it, not nothing", () => {
    const style = allStyles().find((s) => s.public.id === "anime") as ReturnType<typeof allStyles>[number];
    let ids = 0;
    const c: Canvas = {
      plan: inThePark,
      look: lookOf(style),
      w: W,
      h: H,
      u: W / 100,
      r: seededRandom(7),
      horizonY: H * 0.6,
      lit: false,
      defs: [],
      id: (name) => `${name}${++ids}`,
      avoid: [],
    };
    const svg = groundDetail(c, "market" as ScenePlace);
    // The track (a polygon from the frame's bottom toward the horizon) and the marks scattered on it.
    expect(svg).toContain("<polygon");
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
