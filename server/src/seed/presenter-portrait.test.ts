import { renderAsync } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { type PresenterStyle, presenterDefinitions } from "../catalog/definitions/presenters";
import { VISEMES } from "../presenter";
import { visemeMouths } from "./presenter-art";
import { type Face, presenterPortraitSvg, renderPresenterFaces } from "./presenter-portrait";

/** Every face a presenter of the style has: the three mouth frames, each viseme's mouth, eyes shut too. */
const facesOf = (style: PresenterStyle): Face[] => [
  { mouth: "rest" },
  { mouth: "closed" },
  { mouth: "half" },
  { mouth: "open" },
  ...[false, true].flatMap((eyesShut) =>
    VISEMES.map((v) => ({ mouth: { option: visemeMouths[style][v] }, eyesShut })),
  ),
];

/** How many pixels of two RGBA pictures differ, and by how much at most in a channel (0-255). */
function difference(a: Uint8Array, b: Uint8Array) {
  let pixels = 0;
  let most = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0)));
    if (d > 0) pixels++;
    most = Math.max(most, d);
  }
  return { pixels, most };
}

describe("presenter faces drawn in one pass", () => {
  // resvg shades a shape cut by a smaller canvas a hair differently along its edge: a few pixels may
  // differ by a few levels, which no eye sees; anything else (a missed mouth, a seam) differs far more.
  it.each(["personas", "avataaars", "micah"] as const)(
    "look like each %s face drawn whole, to a few levels in a few pixels",
    async (style) => {
      // The face areas were measured over all 56 presenters; the first of each style keeps this quick.
      for (const p of presenterDefinitions.filter((d) => d.style === style).slice(0, 1)) {
        const faces = facesOf(style);
        const drawn = await renderPresenterFaces(p, faces);
        for (const [i, face] of faces.entries()) {
          const svg = presenterPortraitSvg(p, face.mouth, 540, 960, face.eyesShut);
          const whole = (await renderAsync(svg, { font: { loadSystemFonts: false } })).pixels;
          const { pixels, most } = difference(drawn[i]?.data ?? new Uint8Array(), whole);
          expect(pixels, `${p.id} face ${i}`).toBeLessThan(20);
          expect(most, `${p.id} face ${i}`).toBeLessThanOrEqual(8);
        }
      }
    },
    120_000,
  );
});
