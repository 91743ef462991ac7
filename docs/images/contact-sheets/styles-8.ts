// The same scene in the eight styles, one frame each (9:16, the scene picture alone: no captions,
// no presenter), in the order of the catalogue; top row the bakery story's first scene, bottom row a park.
//   npx tsx docs/images/contact-sheets/styles-8.ts [out.jpg]
import sharp from "sharp";
import { renderIllustratedScene } from "../../../server/src/providers/images/scene-composer";
import { allStyles, bakeryStory, inThePark } from "../../../server/src/test/scene-fixtures";

const TW = 270,
  TH = 480,
  PAD = 6;
const plans = [(bakeryStory[0] as (typeof bakeryStory)[number]).plan, inThePark];
const styles = allStyles();
const tiles: sharp.OverlayOptions[] = [];
for (const [col, style] of styles.entries())
  for (const [row, plan] of plans.entries()) {
    const png = await renderIllustratedScene({ plan, style, width: 540, height: 960, seed: 42, index: 0 });
    tiles.push({
      input: await sharp(png).resize(TW, TH).png().toBuffer(),
      left: col * (TW + PAD),
      top: row * (TH + PAD),
    });
  }
await sharp({
  create: {
    width: styles.length * (TW + PAD) - PAD,
    height: plans.length * (TH + PAD) - PAD,
    channels: 3,
    background: "#ffffff",
  },
})
  .composite(tiles)
  .jpeg({ quality: 84 })
  .toFile(process.argv[2] ?? "docs/images/contact-sheets/styles-8.jpg");
