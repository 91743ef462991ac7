import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type Box, frameLayout, productSceneParts } from "../layout/frame-layout";
import { claimLine, headlineRows, lineSvg, withoutHeadline } from "./product-scene";

const name = "Lumen Glow Insulated Water Bottle With Bamboo Lid";
const sentence = `Meet ${name}.`;

/** The drawn headline's ink, row by row: each band of pixel rows with ink, and the ink's left and right. */
async function inkOf(svg: string, size: { width: number; height: number }) {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const inked = (x: number, y: number) => {
    const i = (y * size.width + x) * info.channels;
    // White letters; the drop shadow is black, and is left out.
    return (data[i + 3] ?? 0) > 128 && (data[i] ?? 0) > 200;
  };
  const bands: { top: number; bottom: number }[] = [];
  let left = size.width;
  let right = -1;
  let inBand = false;
  for (let y = 0; y < size.height; y++) {
    let any = false;
    for (let x = 0; x < size.width; x++)
      if (inked(x, y)) {
        any = true;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    if (any && !inBand) bands.push({ top: y, bottom: y });
    if (any) (bands.at(-1) as { bottom: number }).bottom = y;
    inBand = any;
  }
  return { bands, left, right };
}

describe("a product ad's headline", () => {
  it("holds the whole product name, however long, and the caption then leaves it out", () => {
    expect(claimLine(sentence, name)).toBe(`Meet ${name}`);
    // Without the name it is cut where a phrase ends, as any long clause is.
    expect(claimLine(sentence)).toBe("Meet Lumen Glow Insulated Water Bottle");
    const said = `Meet ${name}.`.split(" ").map((text) => ({ text }));
    expect(withoutHeadline(said, claimLine(sentence, name))).toEqual([]);
    // A claim that only names the product keeps its own phrase rules around the name.
    expect(claimLine(`The ${name} keeps water cold for a whole day.`, name)).toBe(`The ${name}`);
  });

  for (const size of [
    { width: 1080, height: 1920 },
    { width: 1920, height: 1080 },
    { width: 1080, height: 1080 },
  ])
    it(`is drawn whole in its box, in as many lines as it needs, at ${size.width}x${size.height}`, async () => {
      const layout = frameLayout({ ...size, mode: "voice", captions: { position: "bottom", fontSize: 24 } });
      const box: Box = productSceneParts(layout, 0).line;
      const headline = claimLine(sentence, name);
      const { rows, px } = headlineRows(headline, box);
      expect(rows.join(" ")).toBe(headline);
      const ink = await inkOf(lineSvg(headline, box, "#ffffff", "Noto Sans", size), size);
      // One band of ink per row, every row inside the box: nothing drawn past its sides or its foot.
      expect(ink.bands.length).toBe(rows.length);
      // A portrait frame's box is narrow: the name takes more than one line there.
      if (size.height > size.width) expect(rows.length).toBeGreaterThan(1);
      expect(ink.left).toBeGreaterThanOrEqual(box.x);
      expect(ink.right).toBeLessThanOrEqual(box.x + box.w);
      expect(ink.bands[0]?.top ?? -1).toBeGreaterThanOrEqual(box.y);
      expect(ink.bands.at(-1)?.bottom ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(box.y + box.h);
      // Readable: the letters are at least a fortieth of the frame's short side.
      expect(px).toBeGreaterThanOrEqual(Math.min(size.width, size.height) / 40);
    });
});
