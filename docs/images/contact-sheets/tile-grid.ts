import sharp from "sharp";

/**
 * Writes pictures as a grid of equal tiles on white, `grid[row][col]`, each shrunk to `tile` and `pad` pixels
 * apart, as a JPEG of `quality` at `out`.
 */
export async function writeTileGrid(
  grid: Buffer[][],
  tile: { width: number; height: number; pad: number },
  quality: number,
  out: string,
) {
  const { width, height, pad } = tile;
  const tiles: sharp.OverlayOptions[] = [];
  for (const [row, pictures] of grid.entries())
    for (const [col, png] of pictures.entries())
      tiles.push({
        input: await sharp(png).resize(width, height).png().toBuffer(),
        left: col * (width + pad),
        top: row * (height + pad),
      });
  const cols = Math.max(...grid.map((r) => r.length));
  await sharp({
    create: {
      width: cols * (width + pad) - pad,
      height: grid.length * (height + pad) - pad,
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(tiles)
    .jpeg({ quality })
    .toFile(out);
}
