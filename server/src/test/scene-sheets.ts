import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { renderIllustratedScene } from "../illustration";
import { type Box, PAN_ZOOM, PANS } from "../layout/frame-layout";
import { allStyles, bakeryStory } from "./scene-fixtures";
import { sheetFrame } from "./sheet-frame";

/**
 * Contact sheets of the illustrated scenes: the ten scenes of the one-minute bakery story in each style,
 * drawn at 1080x1920 and shown as the viewer sees them halfway through the camera's move, tiled 5x2, with
 * the frame layout's caption block and presenter outlined: the first row as a render in avatar mode with
 * bottom captions (Minimalist) draws them, the second in voice mode with centre captions (Cinematic).
 * The first scene is also written at full size.
 * `npx tsx server/src/test/scene-sheets.ts [out-dir] [style-id...]` (default docs/images/scenes).
 */
const [outArg, ...only] = process.argv.slice(2);
const out = outArg ?? "docs/images/scenes";
const size = { width: 1080, height: 1920 };
const rows = [
  sheetFrame(size.width, size.height, "avatar", { position: "bottom", fontSize: 24 }),
  sheetFrame(size.width, size.height, "voice", { position: "center", fontSize: 32 }),
];
const outline = (boxes: Box[]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${boxes
      .map(
        (b) =>
          `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-width="6" stroke-dasharray="24 16"/>`,
      )
      .join("")}</svg>`,
  );
/** The frame the viewer sees halfway through scene `index`'s move. */
async function midPan(png: Buffer, index: number): Promise<Buffer> {
  const [x0, y0, x1, y1] = PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const pw = Math.round(size.width * PAN_ZOOM);
  const ph = Math.round(size.height * PAN_ZOOM);
  const left = Math.round(((x0 + x1) / 2) * (pw - size.width));
  const top = Math.round(((y0 + y1) / 2) * (ph - size.height));
  return sharp(png)
    .resize(pw, ph)
    .extract({ left, top, ...size })
    .png()
    .toBuffer();
}
await fs.mkdir(out, { recursive: true });
const tile = { width: 216, height: 384 };
for (const style of allStyles()) {
  if (only.length > 0 && !only.includes(style.public.id)) continue;
  const tiles: OverlayOptions[] = [];
  const times: number[] = [];
  for (const [index, scene] of bakeryStory.entries()) {
    const t = performance.now();
    const frame = rows[index < 5 ? 0 : 1] as (typeof rows)[number];
    const png = await renderIllustratedScene({ style, plan: scene.plan, ...size, seed: 42, index, frame });
    times.push(performance.now() - t);
    const shown = await sharp(await midPan(png, index))
      .composite([{ input: outline([frame.captions, frame.presenter].filter((b): b is Box => b !== null)) }])
      .png()
      .toBuffer();
    if (index === 0)
      await sharp(shown)
        .jpeg({ quality: 85 })
        .toFile(path.join(out, `${style.public.id}-scene-1.jpg`));
    tiles.push({
      input: await sharp(shown).resize(tile.width, tile.height).toBuffer(),
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
