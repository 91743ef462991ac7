/**
 * Frames around the moments a scene's elements enter on their words, for a pop (Comic), a fade (Watercolor)
 * and a slide (Anime) style, one row each, tiled into a contact sheet:
 * `npx tsx server/src/test/render/scene-motion-sheet.ts <out.png>`.
 * Each row: the frame before the first word, three frames of its entrance, the frame the second element
 * starts on plus three, and the scene with everything in.
 */

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { composeScene, renderComposedSceneWithEntrances } from "../../illustration";
import { runFfmpeg } from "../../media/run-process";
import { framesRowArgs, stackRowsArgs } from "../../media/sheet-args";
import type { SceneEntrancePaths } from "../../render/compose";
import { FPS } from "../../render/compose/encoding";
import { motionOf } from "../../render/scene-motion";
import { allStyles, bakeryStory } from "../scene-fixtures";
import { composeTestVideo } from "./compose-test-video";
import { silenceWav as silence } from "./silence-wav";

const W = 540;
const H = 960;

async function main() {
  const out = path.resolve(process.argv[2] ?? "scene-motion.png");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motion-sheet-"));
  const rows: string[] = [];
  for (const styleId of ["comic", "watercolor", "anime"] as const) {
    const style = allStyles().find((s) => s.public.id === styleId);
    if (!style) throw new Error(`no ${styleId} style`);
    const motion = motionOf(styleId);
    const images: string[] = [];
    const entrances: (SceneEntrancePaths | null)[] = [];
    const words: { text: string; startMs: number; endMs: number }[] = [];
    // Scene 0 (2 s) and scene 3 of the bakery story (4 s): Leo, his coins, the croissants.
    for (const [k, index] of [0, 3].entries()) {
      const plan = bakeryStory[index]?.plan;
      if (!plan) throw new Error("no plan");
      const scene = composeScene({ plan, style, width: W, height: H, seed: 11, index });
      const { picture, entrances: e } = await renderComposedSceneWithEntrances(scene);
      const file = path.join(dir, `${styleId}-${k}.png`);
      fs.writeFileSync(file, picture);
      images.push(file);
      if (!e) {
        entrances.push(null);
        continue;
      }
      const before = path.join(dir, `${styleId}-${k}-before.png`);
      fs.writeFileSync(before, e.before.png);
      entrances.push({
        kind: motion.entrance,
        before: { path: before, x: e.before.x, y: e.before.y },
        elements: e.elements.map((el, j) => {
          const p = path.join(dir, `${styleId}-${k}-el${j}.png`);
          fs.writeFileSync(p, el.png);
          return { path: p, word: el.word, box: el.box };
        }),
      });
      // In the second scene, its elements' words are said 0.8 s apart from 0.6 s in, the subject first.
      if (k === 1) {
        const order = [...e.elements].sort((a, b) => (a.box.w * a.box.h > b.box.w * b.box.h ? -1 : 1));
        order.forEach((el, j) => {
          const startMs = 2_000 + 600 + j * 800;
          words.push({ text: el.word, startMs, endMs: startMs + 400 });
        });
      }
    }
    const wav = path.join(dir, "silence.wav");
    fs.writeFileSync(wav, silence(4));
    const video = path.join(dir, `${styleId}.mp4`);
    await composeTestVideo({
      dir,
      images,
      sceneWavs: [wav, wav],
      durationsMs: [2_000, 4_000],
      words,
      width: W,
      height: H,
      entrances,
      transitions: motion.transitions,
      out: video,
    });
    const first = Math.round(((words[0]?.startMs ?? 2_600) * FPS) / 1000);
    const second = Math.round(((words[1]?.startMs ?? 3_400) * FPS) / 1000);
    const picks = [first - 1, first + 1, first + 3, first + 6, second + 3, second + 40];
    const row = path.join(dir, `${styleId}-row.png`);
    await runFfmpeg(framesRowArgs(video, picks, 270, 480, row));
    rows.push(row);
    console.log(
      `${styleId}: ${motion.entrance}, words at frames ${first}, ${second}; frames ${picks.join(", ")}`,
    );
  }
  await runFfmpeg(stackRowsArgs(rows, out));
  console.log(`-> ${out} (${dir})`);
}

await main();
