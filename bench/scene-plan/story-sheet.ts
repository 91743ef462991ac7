/**
 * A contact sheet of a story's scenes as the planner and the composer draw them: one picture per
 * sentence (9:16 and voice-only unless `--ratio` and `--mode` say otherwise), with the sentence under it,
 * one row per language.
 * `npx tsx bench/scene-plan/story-sheet.ts <stories.json> <out.png> [style] [lang...] [--ratio=16:9]
 * [--mode=avatar]` (stories.json: `{ "<lang>": ["sentence", ...] }`, as bench/scene-plan/sheet-stories.json).
 */
import fs from "node:fs";
import { ASPECTS, type Aspect, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import type { Language } from "@reelsmith/contract/languages";
import sharp from "sharp";
import { composeScene, renderComposedScene } from "../../server/src/illustration/scene-composer";
import { frameAreaInPicture, type NarrationMode } from "../../server/src/layout/frame-layout";
import { planScenes } from "../../server/src/scene-plan/planner";
import { styleOrFirst } from "../../server/src/test/scene-fixtures";
import { sheetFrame } from "../../server/src/test/sheet-frame";

const [
  storiesFile = "bench/scene-plan/sheet-stories.json",
  out = "story-sheet.png",
  styleId = "cinematic",
  ...langs
] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ratio = (option("ratio") ?? "9:16") as Aspect;
if (!ASPECTS.includes(ratio)) throw new Error(`ratio one of ${ASPECTS.join(", ")}`);
const mode = (option("mode") ?? "voice") as NarrationMode;
const stories = JSON.parse(fs.readFileSync(storiesFile, "utf8")) as Record<string, string[]>;
const style = styleOrFirst(styleId);
const { width, height } = frameSizeForShortSide(ratio, 360);
const frame = sheetFrame(width, height, mode, { position: "bottom", fontSize: 20 });
// Tiles a 9:16 tile's area, at the picture's ratio.
const tileW = Math.round(Math.sqrt((240 * 426 * width) / height));
const tileH = Math.round((tileW * height) / width);
const textH = 64;

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function caption(text: string, plan: ReturnType<typeof planScenes>[number]): Buffer {
  const who = plan.characters.map((c) => `${c.name ?? c.icon}${c.action ? `:${c.action}` : ""}`).join(" ");
  const what = plan.objects.map((o) => o.icon).join(" ");
  const lines = [text.slice(0, 48), text.slice(48, 96), `${plan.setting.place} · ${who}`, what].map(
    escapeXml,
  );
  const body = lines
    .map(
      (l, i) =>
        `<text x="4" y="${14 + i * 15}" font-size="12" font-family="sans-serif" fill="#111">${l}</text>`,
    )
    .join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tileW}" height="${textH}">${body}</svg>`,
  );
}

const tiles: { input: Buffer; left: number; top: number }[] = [];
const chosen = (langs.length > 0 ? langs : Object.keys(stories)) as Language[];
let cols = 0;
for (const [row, language] of chosen.entries()) {
  const sentences = stories[language] ?? [];
  cols = Math.max(cols, sentences.length);
  const plans = planScenes(sentences, language);
  for (const [index, plan] of plans.entries()) {
    const scene = composeScene({ plan, style, width, height, seed: 5, index, frame });
    // The presenter's bubble where it sits halfway through the camera's move, drawn as a grey disc.
    const bubble = frame.presenter && frameAreaInPicture(frame.presenter, index, width, height);
    const disc = bubble
      ? [
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${bubble.x + bubble.w / 2}" cy="${bubble.y + bubble.h / 2}" rx="${bubble.w / 2}" ry="${bubble.h / 2}" fill="#777" fill-opacity="0.85" stroke="#fff" stroke-width="3"/></svg>`,
            ),
          },
        ]
      : [];
    const png = await sharp(
      await sharp(await renderComposedScene(scene))
        .composite(disc)
        .png()
        .toBuffer(),
    )
      .resize(tileW, tileH)
      .png()
      .toBuffer();
    const left = index * (tileW + 6) + 6;
    const top = row * (tileH + textH + 10) + 6;
    tiles.push(
      { input: png, left, top },
      { input: caption(sentences[index] ?? "", plan), left, top: top + tileH },
    );
  }
}
await sharp({
  create: {
    width: cols * (tileW + 6) + 6,
    height: chosen.length * (tileH + textH + 10) + 6,
    channels: 3,
    background: "#fff",
  },
})
  .composite(tiles)
  .png({ palette: true })
  .toFile(out);
console.log(`-> ${out}`);
