/**
 * A contact sheet of a story's scenes as the planner and the composer draw them: one 9:16 picture per
 * sentence, with the sentence under it, one row per language.
 * `npx tsx bench/scene-plan/story-sheet.ts <stories.json> <out.png> [style] [lang...]`
 * (stories.json: `{ "<lang>": ["sentence", ...] }`, as bench/scene-plan/sheet-stories.json).
 */
import fs from "node:fs";
import type { Language } from "@reelsmith/contract/languages";
import sharp from "sharp";
import { composeScene, renderComposedScene } from "../../server/src/illustration/scene-composer";
import { planScenes } from "../../server/src/scene-plan/planner";
import { styleOrFirst } from "../../server/src/test/scene-fixtures";
import { sheetFrame } from "../../server/src/test/sheet-frame";

const [
  storiesFile = "bench/scene-plan/sheet-stories.json",
  out = "story-sheet.png",
  styleId = "cinematic",
  ...langs
] = process.argv.slice(2);
const stories = JSON.parse(fs.readFileSync(storiesFile, "utf8")) as Record<string, string[]>;
const style = styleOrFirst(styleId);
const [width, height] = [360, 640];
const frame = sheetFrame(width, height, "voice", { position: "bottom", fontSize: 20 });
const tileW = 240;
const tileH = 426;
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
    const png = await sharp(await renderComposedScene(scene))
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
