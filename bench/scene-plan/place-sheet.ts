// One place drawn in a few styles, tall (9:16) and wide (16:9), a person in front, to look at what a change
// to a place's backdrop draws; prints the draw cost of each scene (compose and rasterise, milliseconds):
//   npx tsx bench/scene-plan/place-sheet.ts station docs/images/places/station.png anime,comic,minimal
import sharp, { type OverlayOptions } from "sharp";
import { INDOOR_PLACES, type ScenePlace } from "../../contract/src/scene-plan";
import { renderIllustratedScene } from "../../server/src/illustration/scene-composer";
import type { ScenePlan } from "../../server/src/scene-plan/scene-plan-schema";
import { allStyles, maya } from "../../server/src/test/scene-fixtures";

const [place, out, styleList = "anime,comic,minimal", time = "day"] = process.argv.slice(2);
if (!place || !out) throw new Error("usage: place-sheet.ts <place> <out.png> [style,style] [time]");
const styles = allStyles().filter((s) => styleList.split(",").includes(s.public.id));
const plan: ScenePlan = {
  characters: [{ ...maya, icon: "woman" }],
  objects: [],
  setting: { place: place as ScenePlace, indoor: INDOOR_PLACES.has(place as ScenePlace) },
  time: time as ScenePlan["time"],
  weather: "clear",
  mood: "neutral",
};
// Small, to spare a shared machine: a tall tile 180 x 320 and a wide one 320 x 180, rendered at that size.
const SIZES = [
  [180, 320],
  [320, 180],
] as const;
const PAD = 4;
const tiles: OverlayOptions[] = [];
const costs: string[] = [];
let top = 0;
for (const style of styles) {
  let left = 0;
  for (const [width, height] of SIZES) {
    const t0 = performance.now();
    const png = await renderIllustratedScene({ plan, style, width, height, seed: 42, index: 0 });
    costs.push(`${style.public.id} ${width}x${height}: ${(performance.now() - t0).toFixed(0)} ms`);
    tiles.push({ input: png, left, top });
    left += width + PAD;
  }
  top += 320 + PAD;
}
await sharp({ create: { width: 180 + 320 + PAD, height: top, channels: 3, background: "#ffffff" } })
  .composite(tiles)
  .png({ palette: true })
  .toFile(out);
console.log(`${place}: ${costs.join("; ")} → ${out}`);
