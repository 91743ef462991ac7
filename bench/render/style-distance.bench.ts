/**
 * How far apart the eight styles are. Draws one bakery scene and one park scene in every style
 * at 270x480 (seed 42, scene 0, the scene pictures alone) and prints, per scene, the 8x8 matrices of
 *   - grey SSIM at 270x480 (server/src/test/render/ssim.ts: 8x8 windows every 4 px; the frame as drawn),
 *   - grey SSIM at 64x114 (the same, on the frame shrunk: the composition only),
 *   - colour-histogram distance (1 - intersection of 64-bin RGB histograms, at 64x114).
 * With --time, also the draw + flatten of one 1080x1920 scene per style (mean of five bakery scenes after
 * a warm-up; wall and CPU ms).
 *
 *   npx tsx bench/render/style-distance.bench.ts [--time]
 */
import sharp from "sharp";
import { renderIllustratedScene } from "../../server/src/illustration/scene-composer";
import type { ScenePlan } from "../../server/src/scene-plan/scene-plan-schema";
import { colourHistogram, histogramDistance } from "../../server/src/test/render/colour-histogram";
import { ssim } from "../../server/src/test/render/ssim";
import { allStyles, bakeryStory, inThePark } from "../../server/src/test/scene-fixtures";

async function measured(png: Buffer) {
  const grey = new Uint8Array(
    await sharp(png).resize(270, 480, { fit: "fill" }).grayscale().raw().toBuffer(),
  );
  const greySmall = new Uint8Array(
    await sharp(png).resize(64, 114, { fit: "fill" }).grayscale().raw().toBuffer(),
  );
  return { grey, greySmall, hist: await colourHistogram(png, 64, 114) };
}

const styles = allStyles();
const ids = styles.map((s) => s.public.id);
const short = (id: string) => id.slice(0, 6);
function table(title: string, m: (i: number, j: number) => number) {
  console.log(`\n${title}\n| | ${ids.map(short).join(" | ")} |\n|---|${ids.map(() => "---").join("|")}|`);
  for (const [i, a] of ids.entries())
    console.log(`| ${short(a)} | ${ids.map((_, j) => (i === j ? "–" : m(i, j).toFixed(2))).join(" | ")} |`);
}

const worst = { ssim: 0, ssimSmall: 0, hist: 1 };
for (const plan of [bakeryStory[0]?.plan as ScenePlan, inThePark]) {
  const frames: Awaited<ReturnType<typeof measured>>[] = [];
  for (const style of styles)
    frames.push(
      await measured(
        await renderIllustratedScene({ plan, style, width: 270, height: 480, seed: 42, index: 0 }),
      ),
    );
  const f = (i: number) => frames[i] as (typeof frames)[number];
  const S = (i: number, j: number) => ssim(f(i).grey, f(j).grey, 270, 480);
  const s = (i: number, j: number) => ssim(f(i).greySmall, f(j).greySmall, 64, 114);
  const d = (i: number, j: number) => histogramDistance(f(i).hist, f(j).hist);
  table(`${plan.setting.place}: grey SSIM at 270x480`, S);
  table(`${plan.setting.place}: grey SSIM at 64x114`, s);
  table(`${plan.setting.place}: colour-histogram distance`, d);
  for (let i = 0; i < 8; i++)
    for (let j = i + 1; j < 8; j++) {
      worst.ssim = Math.max(worst.ssim, S(i, j));
      worst.ssimSmall = Math.max(worst.ssimSmall, s(i, j));
      worst.hist = Math.min(worst.hist, d(i, j));
    }
}
console.log(
  `\nworst pair: SSIM 270x480 ${worst.ssim.toFixed(3)}, SSIM 64x114 ${worst.ssimSmall.toFixed(3)}, histogram distance ${worst.hist.toFixed(3)}`,
);

if (process.argv.includes("--time")) {
  // Wall time is at the mercy of the machine's load; the process's CPU time (its threads: resvg, libvips)
  // much less so. Both per scene, mean of five bakery scenes after a warm-up.
  console.log("\n| style | draw + flatten 1080x1920: wall ms | CPU ms |\n|---|---|---|");
  for (const style of styles) {
    const draw = (i: number) =>
      renderIllustratedScene({
        plan: (bakeryStory[i] as (typeof bakeryStory)[number]).plan,
        style,
        width: 1080,
        height: 1920,
        seed: 42,
        index: i,
      });
    await draw(0);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    for (let i = 1; i <= 5; i++) await draw(i);
    const cpu = process.cpuUsage(c0);
    console.log(
      `| ${style.public.id} | ${((performance.now() - t0) / 5).toFixed(0)} | ${((cpu.user + cpu.system) / 5000).toFixed(0)} |`,
    );
  }
}
