import sharp from "sharp";

/** A picture's share of pixels in each of 64 RGB bins (2 bits a channel), shrunk to width x height first. */
export async function colourHistogram(png: Buffer, width: number, height: number): Promise<number[]> {
  const rgb = await sharp(png).resize(width, height, { fit: "fill" }).removeAlpha().raw().toBuffer();
  const hist = new Array<number>(64).fill(0);
  for (let i = 0; i < rgb.length; i += 3) {
    const bin =
      ((rgb[i] as number) >> 6) * 16 + ((rgb[i + 1] as number) >> 6) * 4 + ((rgb[i + 2] as number) >> 6);
    hist[bin] = (hist[bin] as number) + 1 / (width * height);
  }
  return hist;
}

/** 1 minus the histograms' intersection: 0 for the same colours, 1 for no colour in common. */
export const histogramDistance = (a: number[], b: number[]) =>
  1 - a.reduce((sum, v, i) => sum + Math.min(v, b[i] as number), 0);
