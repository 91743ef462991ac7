// The same story in every style, scene pictures only (no captions, no presenter): five scenes of the
// bakery story (server/src/test/scene-fixtures.ts) in a row per style, in the order of the catalogue.
//   npx tsx docs/images/contact-sheets/style-scenes.ts
import { renderIllustratedScene } from "../../../server/src/illustration/scene-composer";
import { allStyles, bakeryStory } from "../../../server/src/test/scene-fixtures";
import { writeTileGrid } from "./tile-grid";

// Rows: the eight styles; columns: five scenes (every other one) of the bakery story (the scene pictures alone, 540x960).
const COLS = 5;
const grid: Buffer[][] = [];
for (const style of allStyles()) {
  const row: Buffer[] = [];
  for (let col = 0; col < COLS; col++) {
    const scene = bakeryStory[col * 2] as (typeof bakeryStory)[number];
    row.push(
      await renderIllustratedScene({
        plan: scene.plan,
        style,
        width: 540,
        height: 960,
        seed: 42,
        index: col * 2,
      }),
    );
  }
  grid.push(row);
  console.log(style.public.id);
}
await writeTileGrid(
  grid,
  { width: 162, height: 288, pad: 4 },
  82,
  process.argv[2] ?? "docs/images/contact-sheets/style-scenes.jpg",
);
