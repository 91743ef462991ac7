/**
 * A contact sheet of the scene composer alone: the ten scenes of the bakery story
 * (test/scene-fixtures.ts) with the actions a planner would give them, composed and flattened in one
 * style and ratio, in avatar mode with bottom captions, the caption and presenter boxes shaded as the
 * video covers them. Prints the composer's and the flattening's time per scene.
 * `npx tsx server/src/test/render/figures-sheet.ts <out.jpg> [style] [9:16|16:9|1:1|4:5]`
 */
import sharp from "sharp";
import { composeScene, renderComposedScene } from "../../illustration";
import type { SceneAction, ScenePlan } from "../../scene-plan/scene-plan-schema";
import { allStyles, bakeryStory } from "../scene-fixtures";
import { sheetFrame } from "../sheet-frame";

/** What each sentence's first person does (ran, baked, rode, counted, gave, ..., sat, walked, was, baked). */
const ACTIONS: SceneAction[] = [
  "stand",
  "cook",
  "ride",
  "look",
  "talk",
  "stand",
  "sit",
  "walk",
  "talk",
  "cook",
];

const [out = "figures.jpg", styleId = "cinematic", ratio = "9:16"] = process.argv.slice(2);
const style = allStyles().find((s) => s.public.id === styleId);
if (!style) throw new Error(`no style ${styleId}`);
const [rw = 9, rh = 16] = ratio.split(":").map(Number);
const width = rw > rh ? 1920 : 1080;
const height = Math.round((width * rh) / rw);
const frame = sheetFrame(width, height, "avatar", { position: "bottom", fontSize: 24 });
const shade = [frame.captions, frame.presenter]
  .flatMap((b) => (b ? [b] : []))
  .map(
    (b) =>
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="#000" fill-opacity="0.35" stroke="#fff" stroke-width="4"/>`,
  )
  .join("");
const over = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shade}</svg>`,
);
const tw = Math.round(width / 5);
const th = Math.round(height / 5);
let composeMs = 0;
let renderMs = 0;
const tiles: Buffer[] = [];
for (const [index, { plan }] of bakeryStory.entries()) {
  const acting: ScenePlan = {
    ...plan,
    characters: plan.characters.map((c, k) => ({
      ...c,
      action: k === 0 || ACTIONS[index] === "talk" ? ACTIONS[index] : "stand",
    })),
  };
  const t0 = performance.now();
  const scene = composeScene({ plan: acting, style, width, height, seed: 42, index, frame });
  const t1 = performance.now();
  const png = await renderComposedScene(scene);
  composeMs += t1 - t0;
  renderMs += performance.now() - t1;
  const shaded = await sharp(png)
    .composite([{ input: over }])
    .png()
    .toBuffer();
  tiles.push(await sharp(shaded).resize(tw, th).png().toBuffer());
}
const n = bakeryStory.length;
console.log(`compose ${(composeMs / n).toFixed(0)} ms/scene, flatten ${(renderMs / n).toFixed(0)} ms/scene`);
await sharp({ create: { width: tw * 5 + 24, height: th * 2 + 12, channels: 3, background: "#fff" } })
  .composite(
    tiles.map((input, i) => ({ input, left: (i % 5) * (tw + 4) + 4, top: Math.floor(i / 5) * (th + 4) + 4 })),
  )
  .jpeg({ quality: 80 })
  .toFile(out);
console.log(`-> ${out}`);
