/**
 * Mean SSIM of two grey pictures of `width` x `height` over 8x8 windows every 4 pixels (Wang et al. 2004,
 * constants for 8-bit images): 1 for the same picture, about 0.8 and up for the same composition.
 */
export function ssim(a: Uint8Array, b: Uint8Array, width: number, height: number): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const at = (px: Uint8Array, x: number, y: number) => px[y * width + x] ?? 0;
  let sum = 0;
  let count = 0;
  for (let y = 0; y + 8 <= height; y += 4)
    for (let x = 0; x + 8 <= width; x += 4) {
      let ma = 0;
      let mb = 0;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          ma += at(a, x + i, y + j);
          mb += at(b, x + i, y + j);
        }
      ma /= 64;
      mb /= 64;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const da = at(a, x + i, y + j) - ma;
          const db = at(b, x + i, y + j) - mb;
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      va /= 63;
      vb /= 63;
      cov /= 63;
      sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  return sum / count;
}
