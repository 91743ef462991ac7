// The same story in every style, scene pictures only (no captions, no presenter): five scenes of the
// bakery story (server/src/test/scene-fixtures.ts) in a row per style, in the order of the catalogue.
//   npx tsx docs/images/contact-sheets/style-scenes.ts
import sharp from "sharp";
import { renderIllustratedScene } from "../../../server/src/providers/images/scene-composer";
import { allStyles, bakeryStory } from "../../../server/src/test/scene-fixtures";

// Rows: the eight styles; columns: five scenes (every other one) of the bakery story (the scene pictures alone, 540x960).
const TW = 162,
  TH = 288,
  COLS = 5,
  PAD = 4;
const styles = allStyles();
const tiles: sharp.OverlayOptions[] = [];
for (const [row, style] of styles.entries()) {
  for (let col = 0; col < COLS; col++) {
    const scene = bakeryStory[col * 2] as (typeof bakeryStory)[number];
    const png = await renderIllustratedScene({
      plan: scene.plan,
      style,
      width: 540,
      height: 960,
      seed: 42,
      index: col * 2,
    });
    tiles.push({
      input: await sharp(png).resize(TW, TH).png().toBuffer(),
      left: col * (TW + PAD),
      top: row * (TH + PAD),
    });
  }
  console.log(style.public.id);
}
await sharp({
  create: {
    width: COLS * (TW + PAD) - PAD,
    height: styles.length * (TH + PAD) - PAD,
    channels: 3,
    background: "#ffffff",
  },
})
  .composite(tiles)
  .jpeg({ quality: 82 })
  .toFile(process.argv[2] ?? "docs/images/contact-sheets/style-scenes.jpg");
