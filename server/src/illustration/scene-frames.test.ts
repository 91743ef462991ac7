import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg } from "../media/run-process";
import { localImages } from "../providers/scene-images";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { composeTestVideo } from "../test/render/compose-test-video";
import { grayFrames } from "../test/render/media-checks";
import { ssim as ssimOf } from "../test/render/ssim";
import { allStyles, bakeryStory } from "../test/scene-fixtures";

/** The words a scene's plan names: what the keyword-only renderer would have drawn. */
const keywordsOf = (plan: ScenePlan) => [
  ...plan.characters.map((c) => c.word ?? c.icon),
  ...plan.objects.map((o) => o.word),
];

const W = 64;
const H = 114;

/** A scene picture as grey pixels at 64x114 (what SSIM compares: the composition, not the detail). */
async function small(png: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(png).resize(W, H, { fit: "fill" }).grayscale().raw().toBuffer());
}

const ssim = (a: Uint8Array, b: Uint8Array) => ssimOf(a, b, W, H);

/** Share of pixels that changed clearly between two pictures. */
const changedShare = (a: Uint8Array, b: Uint8Array) =>
  a.reduce((n, v, i) => n + (Math.abs(v - (b[i] ?? 0)) > 24 ? 1 : 0), 0) / a.length;

describe("the scenes of one video", () => {
  it("differ from one sentence to the next, in every style, even when the story stays in one place", async () => {
    for (const style of allStyles()) {
      const frames: Uint8Array[] = [];
      for (const [index, scene] of bakeryStory.entries()) {
        const png = await localImages.draw({
          style,
          prompt: scene.text,
          text: scene.text,
          keywords: keywordsOf(scene.plan),
          plan: scene.plan,
          width: 270,
          height: 480,
          seed: 42,
          index,
        });
        frames.push(await small(png));
      }
      for (let i = 1; i < frames.length; i++) {
        const a = frames[i - 1] as Uint8Array;
        const b = frames[i] as Uint8Array;
        // Not near-identical...
        expect(ssim(a, b), `${style.public.id}: scenes ${i} and ${i + 1}`).toBeLessThan(0.8);
        // ...and not one backdrop with a different word on it: the change spreads over the frame. A whole
        // figure covers less of the frame than the head it replaced, so two scenes in one room
        // now differ over 18-26 % of it (watercolor's soft edges the least); a word alone changes ~2 %.
        expect(changedShare(a, b), `${style.public.id}: scenes ${i} and ${i + 1}`).toBeGreaterThan(0.15);
      }
    }
  }, 240_000);

  it("differ from one to the next without a plan too (renders made before plans existed)", async () => {
    const [style] = allStyles();
    if (!style) throw new Error("no style");
    const frames: Uint8Array[] = [];
    for (const [index, scene] of bakeryStory.slice(0, 4).entries()) {
      const png = await localImages.draw({
        style,
        prompt: scene.text,
        text: scene.text,
        keywords: keywordsOf(scene.plan),
        width: 270,
        height: 480,
        seed: 42,
        index,
      });
      frames.push(await small(png));
    }
    for (let i = 1; i < frames.length; i++)
      expect(ssim(frames[i - 1] as Uint8Array, frames[i] as Uint8Array)).toBeLessThan(0.8);
  }, 120_000);
});

/**
 * One small render through the composition (the pans, the cuts between scenes) with two scenes in each
 * style, one by day and one at night: no frame has a dark band at its top or bottom.
 */
describe("the frames of a render in each style", () => {
  let dir: string;
  let file: string;
  const sceneMs = 1200;
  const styles = allStyles();
  const plans = [bakeryStory[2]?.plan, bakeryStory[9]?.plan] as ScenePlan[];
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "scene-frames-"));
    const images: string[] = [];
    // Every scene's narration is the same second of silence: one file, made once.
    const silence = path.join(dir, "speech.wav");
    await runFfmpeg(["-f", "lavfi", "-i", "anullsrc=r=48000:cl=mono", "-t", "1", silence]);
    let index = 0;
    for (const style of styles)
      for (const plan of plans) {
        const png = await localImages.draw({
          style,
          prompt: "",
          text: "",
          keywords: keywordsOf(plan),
          plan,
          width: 270,
          height: 480,
          seed: 9,
          index,
        });
        const image = path.join(dir, `scene-${index}.png`);
        await fs.writeFile(image, png);
        images.push(image);
        index++;
      }
    file = path.join(dir, "render.mp4");
    await composeTestVideo({
      dir,
      images,
      sceneWavs: images.map(() => silence),
      durationsMs: images.map(() => sceneMs),
      width: 270,
      height: 480,
      out: file,
    });
  }, 240_000);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("has no dark band at the top or bottom of any sampled frame", async () => {
    const w = 90;
    const h = 160;
    const band = Math.round(h * 0.08);
    const mean = (px: Uint8Array, from: number, to: number) => {
      let s = 0;
      for (let i = from * w; i < to * w; i++) s += px[i] ?? 0;
      return s / ((to - from) * w);
    };
    const total = (styles.length * plans.length * sceneMs) / 1000;
    // The middle of each scene and each cut between two scenes.
    const times: number[] = [];
    for (let t = sceneMs / 2000; t < total; t += sceneMs / 2000) times.push(t);
    const frames = await grayFrames(file, times, w, h);
    for (const [i, t] of times.entries()) {
      const px = frames[i] as Uint8Array;
      const frame = mean(px, 0, h);
      const style = styles[Math.floor(t / (plans.length * (sceneMs / 1000)))]?.public.id;
      expect(mean(px, 0, band), `top at ${t.toFixed(1)} s (${style})`).toBeGreaterThan(frame * 0.6);
      expect(mean(px, h - band, h), `bottom at ${t.toFixed(1)} s (${style})`).toBeGreaterThan(frame * 0.6);
    }
  }, 120_000);
});
