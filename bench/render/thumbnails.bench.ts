/**
 * What one storyboard thumbnail costs. The storyboard draws each scene's thumbnail with the
 * video's own composer at THUMB_WIDTH (216 px wide, the frame's shape) and stores it as a JPEG; this times
 * that drawing and encoding for the ten scenes of the bakery story in each of the eight styles, one at a
 * time, after one warm-up scene per style (fonts, icon sets and the 3D images load once per process).
 *
 *   npx tsx bench/render/thumbnails.bench.ts [--aspect 9:16]
 *
 * Prints a Markdown table (per style: median and slowest scene, ms) for docs/BENCHMARKS.md.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { localImages } from "../../server/src/providers/scene-images";
import { THUMB_WIDTH } from "../../server/src/render/storyboard/render-storyboard";
import { allStyles, bakeryStory } from "../../server/src/test/scene-fixtures";

const { values: args } = parseArgs({ options: { aspect: { type: "string", default: "9:16" } } });
const [aw, ah] = (args.aspect ?? "9:16").split(":").map(Number) as [number, number];
const width = THUMB_WIDTH;
const height = Math.round((THUMB_WIDTH * ah) / aw / 2) * 2;

async function thumbnail(style: ReturnType<typeof allStyles>[number], index: number): Promise<number> {
  const scene = bakeryStory[index % bakeryStory.length];
  if (!scene) throw new Error("no scene");
  const start = performance.now();
  const png = await localImages.draw({
    style,
    prompt: scene.text,
    text: scene.text,
    keywords: [],
    plan: scene.plan,
    width,
    height,
    seed: 42,
    index,
  });
  await sharp(png).jpeg({ quality: 80 }).toBuffer();
  return performance.now() - start;
}

const rows: string[] = [];
const all: number[] = [];
for (const style of allStyles()) {
  await thumbnail(style, 0);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) times.push(await thumbnail(style, i));
  times.sort((a, b) => a - b);
  all.push(...times);
  const median = ((times[4] ?? 0) + (times[5] ?? 0)) / 2;
  rows.push(`| ${style.public.id} | ${median.toFixed(0)} | ${(times[9] ?? 0).toFixed(0)} |`);
}
all.sort((a, b) => a - b);
console.log(`${width}x${height}, load average ${os.loadavg()[0]?.toFixed(1)} at the end\n`);
console.log("| style | median ms | slowest ms |\n|---|---|---|");
console.log(rows.join("\n"));
console.log(`| all 80 | ${(all[40] ?? 0).toFixed(0)} | ${(all[79] ?? 0).toFixed(0)} |`);
