import fs from "node:fs";
import path from "node:path";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import sharp, { type OverlayOptions } from "sharp";
import { runFfmpeg } from "../../server/src/media/run-process";
import type { RenderHarness } from "../../server/src/test/render/harness";

/** One column of a contact sheet: a rendered video and the storyboard that times its scenes. */
export type SheetColumn = { label: string; video: string; board: Storyboard };

const tileW = 180;
const tileH = 320;
const gap = 6;
const head = 28;
const side = 70;

const label = (text: string, w: number, h: number, size = 16) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="4" y="${h / 2 + size / 3}" font-size="${size}" font-family="sans-serif" fill="#eee">${text}</text></svg>`,
  );

/** The frame file of column `c`, scene `r`, once `writeVideoSheet` has drawn it. */
export const sheetFrame = (h: RenderHarness, c: number, r: number) =>
  path.join(h.dataDir, `frame-${c}-${r}.png`);

/**
 * Writes a PNG contact sheet to `out`: one column per video, one row per scene, each tile the frame in the
 * middle of that scene of the real video (captions and presenter as the viewer sees them).
 */
export async function writeVideoSheet(h: RenderHarness, columns: SheetColumn[], out: string) {
  const tiles: OverlayOptions[] = [];
  for (const [c, col] of columns.entries()) {
    const left = side + c * (tileW + gap);
    tiles.push({ input: label(col.label, tileW, head), left, top: 0 });
    for (const [r, scene] of col.board.scenes.entries()) {
      const png = sheetFrame(h, c, r);
      await runFfmpeg([
        ...["-ss", ((scene.start + scene.end) / 2).toFixed(3), "-i", h.fileOf(col.video)],
        ...["-frames:v", "1", "-vf", `scale=${tileW}:${tileH}`, png],
      ]);
      tiles.push({ input: fs.readFileSync(png), left, top: head + r * (tileH + gap) });
      if (c === 0)
        tiles.push({
          input: label(`scene ${r + 1}`, side, tileH, 14),
          left: 0,
          top: head + r * (tileH + gap),
        });
    }
  }
  const rows = Math.max(...columns.map((c) => c.board.scenes.length));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await sharp({
    create: {
      width: side + columns.length * (tileW + gap),
      height: head + rows * (tileH + gap),
      channels: 3,
      background: "#15151c",
    },
  })
    .composite(tiles)
    .png({ palette: true })
    .toFile(out);
  console.log(
    `-> ${out} (${columns.map((c) => `${c.label} ${c.board.scenes.at(-1)?.end.toFixed(1)} s`).join(", ")})`,
  );
}
