// The same scene in the eight styles, one frame each (9:16, the scene picture alone: no captions,
// no presenter), in the order of the catalogue; top row the bakery story's first scene, bottom row a park.
//   npx tsx docs/images/contact-sheets/styles-8.ts [out.jpg]
import { renderIllustratedScene } from "../../../server/src/illustration/scene-composer";
import { allStyles, bakeryStory, inThePark } from "../../../server/src/test/scene-fixtures";
import { writeTileGrid } from "./tile-grid";

const plans = [(bakeryStory[0] as (typeof bakeryStory)[number]).plan, inThePark];
const styles = allStyles();
const grid: Buffer[][] = [];
for (const plan of plans) {
  const row: Buffer[] = [];
  for (const style of styles)
    row.push(await renderIllustratedScene({ plan, style, width: 540, height: 960, seed: 42, index: 0 }));
  grid.push(row);
}
await writeTileGrid(
  grid,
  { width: 270, height: 480, pad: 6 },
  84,
  process.argv[2] ?? "docs/images/contact-sheets/styles-8.jpg",
);
