// The scene pictures of a story as the offline planner plans it, one tile per sentence (no captions, no
// presenter), to look at what a change to the lexicon draws:
//   npx tsx bench/scene-plan/story-sheet.ts hi docs/images/contact-sheets/stories/hi.txt /tmp/hi.png [from] [to]
import fs from "node:fs";
import type { Language } from "@reelsmith/contract/languages";
import sharp, { type OverlayOptions } from "sharp";
import { renderIllustratedScene } from "../../server/src/providers/images/scene-composer";
import { planScenes } from "../../server/src/scene-plan/planner";
import { allStyles } from "../../server/src/test/scene-fixtures";

const [language, file, out, from = "0", to = "16"] = process.argv.slice(2);
if (!language || !file || !out)
  throw new Error("usage: story-sheet.ts <language> <story.txt> <out.png> [from] [to]");
const sentences = fs
  .readFileSync(file, "utf8")
  .trim()
  .split(/(?<=[.!?।])\s+/u)
  .filter(Boolean);
// Planned as a whole story (names and places carry over), then cut to the tiles asked for.
const plans = planScenes(sentences, language as Language).slice(Number(from), Number(to));
const style = allStyles()[0];
if (!style) throw new Error("no style");
const TW = 180,
  TH = 320,
  COLS = 4,
  PAD = 4;
const tiles: OverlayOptions[] = [];
for (const [i, plan] of plans.entries()) {
  const png = await renderIllustratedScene({ plan, style, width: 540, height: 960, seed: 42, index: i });
  const input = await sharp(png).resize(TW, TH).png().toBuffer();
  tiles.push({ input, left: (i % COLS) * (TW + PAD), top: Math.floor(i / COLS) * (TH + PAD) });
}
const rows = Math.ceil(plans.length / COLS);
await sharp({
  create: { width: COLS * (TW + PAD), height: rows * (TH + PAD), channels: 3, background: "#ffffff" },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${plans.length} scenes (${style.public.id}) → ${out}`);
