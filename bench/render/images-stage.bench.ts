/**
 * The images stage alone, for the render bench's 60 s story (avatar mode, 9:16, cinematic): the story
 * planned first, then the images stage timed, wall and this process's CPU (all its threads), in a fresh
 * process so that the first render's cold caches (icons, 3D renders, art boxes) count as in the bench.
 *
 *   RUNS=1 npx tsx bench/render/images-stage.bench.ts   (run it several times; on a shared machine the CPU
 *   time says more than the wall time)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MANIFEST_KEY } from "../../server/src/catalog/catalog";
import { runTask } from "../../server/src/render/pipeline";
import { getTask } from "../../server/src/render/task-store";
import { createRenderHarness } from "../../server/src/test/render/harness";

const story30 =
  "Every morning, Mara opened her small bakery before the sun came up. The smell of fresh bread drifted down the quiet street. One winter day, a stranger arrived with a worn suitcase and no money. Mara gave him a warm loaf and a cup of tea. He thanked her and promised to return. Weeks passed, and the snow grew deep against her door. Mara often wondered whether he had found a home. Spring came, and the stranger walked in again, smiling.";
const story60 = `${story30} This time he carried a letter from the city council. The old market square would open again, and he wanted her bread at its heart. Mara hesitated, because her shop was tiny and her oven was old. The stranger laughed and said that the best things often start small. By summer, a line of neighbours stretched around the square every weekend. And every evening, Mara set aside one warm loaf for whoever needed it most. The town never forgot the baker who shared her bread with a stranger.`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-prof-"));
const h = await createRenderHarness({ dataDir: work, seedFixture: true });
const manifest = JSON.parse((await h.deps.storage.read(MANIFEST_KEY)).toString("utf8"));
const presenter = manifest.presenters[0].public.id as string;
const n = Number(process.env.RUNS ?? 3);
for (let i = 0; i < n; i++) {
  const id = await h.createTask({
    story: story60,
    narrationMode: "avatar",
    character_ref: { narrator_avatar: presenter },
    caption_style: "Minimalist",
    image_styles: { themes: ["cinematic"] },
    size: "9:16",
  });
  await runTask(h.deps, id, { stopAfter: "prompts" });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await runTask(h.deps, id, { stopAfter: "images" });
  const cpu = process.cpuUsage(cpu0);
  const row = await getTask(h.deps, id);
  console.log(
    `images ${((row?.stage_timings.images ?? 0) / 1000).toFixed(2)} s wall ${((performance.now() - t0) / 1000).toFixed(2)} cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s  load ${os.loadavg()[0]?.toFixed(1)}`,
  );
}
await h.close();
