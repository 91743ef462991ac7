import { renderAsync } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { type PresenterStyle, presenterDefinitions } from "../catalog/definitions/presenters";
import { VISEMES } from "../providers/avatar/visemes";
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

describe("presenter faces drawn in one pass", () => {
  it.each(["personas", "avataaars", "micah"] as const)(
    "equal, pixel for pixel, each %s face drawn whole",
    async (style) => {
      // The face areas were measured over all 56 presenters; the first of each style keeps this quick.
      for (const p of presenterDefinitions.filter((d) => d.style === style).slice(0, 1)) {
        const faces = facesOf(style);
        const drawn = await renderPresenterFaces(p, faces);
        for (const [i, face] of faces.entries()) {
          const svg = presenterPortraitSvg(p, face.mouth, 540, 960, face.eyesShut);
          const whole = (await renderAsync(svg, { font: { loadSystemFonts: false } })).pixels;
          expect(drawn[i]?.data.equals(whole), `${p.id} face ${i}`).toBe(true);
        }
      }
    },
    120_000,
  );
});
