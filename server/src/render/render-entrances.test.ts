import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeScene, renderComposedSceneWithEntrances } from "../illustration";
import { PAN_ZOOM, PANS } from "../layout/frame-layout";
import { styleIdOf } from "../styles";
import { composeTestVideo } from "../test/render/compose-test-video";
import { changedShare, grayFrame } from "../test/render/media-checks";
import { silenceWav } from "../test/render/silence-wav";
import { allStyles, bakeryStory } from "../test/scene-fixtures";
import type { SceneEntrancePaths } from "./compose";
import { FPS } from "./compose/encoding";
import { motionOf } from "./scene-motion";

const W = 360;
const H = 640;
let dir = "";
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "entrances-"));
});
afterAll(async () => {
  if (!process.env.KEEP_ENTRANCES) await fs.rm(dir, { recursive: true, force: true });
  else console.log(dir);
});

/** Where a picture box is on screen at moment t (0..1) of scene `index`'s camera move, as frame fractions. */
function onScreen(b: { x: number; y: number; w: number; h: number }, index: number, t: number) {
  const [x0, y0, x1, y1] = PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const ox = (x0 + (x1 - x0) * t) * W * (PAN_ZOOM - 1);
  const oy = (y0 + (y1 - y0) * t) * H * (PAN_ZOOM - 1);
  // The middle of the box: its edges move with the camera, its middle is the element.
  const x = b.x * PAN_ZOOM - ox + b.w * PAN_ZOOM * 0.2;
  const y = b.y * PAN_ZOOM - oy + b.h * PAN_ZOOM * 0.2;
  return { x0: x / W, y0: y / H, x1: (x + b.w * PAN_ZOOM * 0.6) / W, y1: (y + b.h * PAN_ZOOM * 0.6) / H };
}

describe("elements entering on their words", () => {
  it("keeps an element out of its scene until its word is spoken, then brings it in, in each entrance style", async () => {
    const styles = allStyles().filter((s) => ["comic", "watercolor", "anime"].includes(s.public.id));
    expect(styles.map((s) => motionOf(styleIdOf(s)).entrance).sort()).toEqual(["fade", "pop", "slide"]);
    for (const style of styles) {
      const motion = motionOf(styleIdOf(style));
      // Two scenes of 3 s; in the second, the subject's word is said 1.5 s in.
      const images: string[] = [];
      const entrances: (SceneEntrancePaths | null)[] = [];
      let subjectBox = { x: 0, y: 0, w: 0, h: 0 };
      let subjectWord = "";
      for (const index of [0, 1]) {
        const scene = composeScene({
          plan: bakeryStory[index]?.plan as never,
          style,
          width: W,
          height: H,
          seed: 3,
          index,
        });
        const { picture, entrances: e } = await renderComposedSceneWithEntrances(scene);
        const file = path.join(dir, `${style.public.id}-${index}.png`);
        await fs.writeFile(file, picture);
        images.push(file);
        if (!e) throw new Error(`${style.public.id}: no entrances`);
        const before = path.join(dir, `${style.public.id}-${index}-before.png`);
        await fs.writeFile(before, e.before.png);
        const elements = await Promise.all(
          e.elements.map(async (el, k) => {
            const p = path.join(dir, `${style.public.id}-${index}-el${k}.png`);
            await fs.writeFile(p, el.png);
            return { path: p, word: el.word, box: el.box };
          }),
        );
        const subject = scene.elements.find((el) => el.role === "subject");
        if (index === 1 && subject) {
          subjectWord = subject.word as string;
          subjectBox = elements.find((el) => el.word === subjectWord)?.box ?? subjectBox;
        }
        entrances.push({
          kind: motion.entrance,
          before: { path: before, x: e.before.x, y: e.before.y },
          elements,
        });
      }
      expect(subjectWord).not.toBe("");
      const wordMs = 3_000 + 1_500;
      const out = path.join(dir, `${style.public.id}.mp4`);
      const silence = path.join(dir, "silence.wav");
      await fs.writeFile(silence, silenceWav(3));
      await composeTestVideo({
        dir,
        images,
        sceneWavs: [silence, silence],
        durationsMs: [3_000, 3_000],
        words: [
          { text: "Then", startMs: 3_200, endMs: 3_500 },
          { text: `${subjectWord},`, startMs: wordMs, endMs: wordMs + 400 },
        ],
        width: W,
        height: H,
        entrances,
        transitions: motion.transitions,
        out,
      });
      const wordF = Math.round((wordMs * FPS) / 1000);
      // Frame f: a time in (its start - 10 ms, its start], which grayFrame's 10 ms steps can say.
      // At an eighth of its size, where the camera's pixel or two between close frames is lost.
      const at = (f: number) => grayFrame(out, Math.floor((f / FPS) * 100) / 100, W / 8, H / 8);
      // Two frames apart: the camera moves the picture by a pixel or two between them.
      const early = await at(wordF - 3);
      const justBefore = await at(wordF - 1);
      const after = await at(wordF + 12);
      const t = (wordF - 90) / 90;
      const box = onScreen(subjectBox, 1, t);
      const where = `${style.public.id} (${motion.entrance}), "${subjectWord}"`;
      // Nothing enters before the word: the subject's place shows the same (backdrop) pixels...
      expect(changedShare(early, justBefore, W / 8, box, 30), `${where}: before its word`).toBeLessThan(0.05);
      // ...and once it is said, the subject is there.
      expect(changedShare(justBefore, after, W / 8, box, 30), `${where}: after its word`).toBeGreaterThan(
        0.25,
      );
    }
  }, 120_000);
});
