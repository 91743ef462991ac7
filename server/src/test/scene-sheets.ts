import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { renderIllustratedScene } from "../providers/images/scene-composer";
import { reservedBoxes } from "../providers/images/scene-layout";
import { allStyles, bakeryStory } from "./scene-fixtures";

/**
 * Contact sheets of the illustrated scenes: the ten scenes of the one-minute bakery story in each style,
 * drawn at 1080x1920 as a render in avatar mode with bottom captions would draw them, tiled 5x2, and the
 * first scene at full size.
 * `npx tsx server/src/test/scene-sheets.ts [out-dir] [style-id...]` (default docs/images/scenes).
 */
const [outArg, ...only] = process.argv.slice(2);
const out = outArg ?? "docs/images/scenes";
const size = { width: 1080, height: 1920 };
const reserved = reservedBoxes({ ...size, avatar: true, captionPosition: "bottom" }).map((b) => b.box);
await fs.mkdir(out, { recursive: true });
const tile = { width: 216, height: 384 };
for (const style of allStyles()) {
  if (only.length > 0 && !only.includes(style.public.id)) continue;
  const tiles: OverlayOptions[] = [];
  const times: number[] = [];
  for (const [index, scene] of bakeryStory.entries()) {
    const t = performance.now();
    const png = await renderIllustratedScene({ style, plan: scene.plan, ...size, seed: 42, index, reserved });
    times.push(performance.now() - t);
    if (index === 0)
      await sharp(png)
        .jpeg({ quality: 85 })
        .toFile(path.join(out, `${style.public.id}-scene-1.jpg`));
    tiles.push({
      input: await sharp(png).resize(tile.width, tile.height).toBuffer(),
      left: (index % 5) * tile.width,
      top: Math.floor(index / 5) * tile.height,
    });
  }
  await sharp({ create: { width: tile.width * 5, height: tile.height * 2, channels: 3, background: "#000" } })
    .composite(tiles)
    .jpeg({ quality: 82 })
    .toFile(path.join(out, `${style.public.id}.jpg`));
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${style.public.id}: ${Math.round(mean)} ms a scene (mean of ${times.length})`);
}
