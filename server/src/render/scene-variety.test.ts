import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffprobe } from "../media/run-process";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { grayFrame } from "../test/render/media-checks";
import { readJsonKey } from "../test/render/read";
import { ssim } from "../test/render/ssim";
import type { TaskRow } from "./task-store";
import type { AudioConfigArtifact } from "./types";

/** About a minute of narration: fourteen sentences, each with its own people, things, place or time. */
const STORY = [
  "Maya ran a tiny bakery on a quiet street in Seville.",
  "Every morning before dawn she baked bread and warm croissants in her kitchen.",
  "One rainy day a little boy came in with his dog, soaked and hungry.",
  "Maya gave him a cup of hot chocolate and the last slice of cake.",
  "The boy smiled and promised to bring his grandmother the next week.",
  "That evening Maya walked to the market to buy apples and lemons.",
  "A farmer with a basket of oranges told her about the harvest in the countryside.",
  "At night she wrote a letter to her sister by the light of a lamp.",
  "On Sunday the whole town came to the park for a music festival.",
  "Maya set up a stall with bread, cookies and a big birthday cake.",
  "A teacher brought her students, and the children laughed and danced.",
  "When the snow fell in winter, the bakery windows glowed with warm light.",
  "The boy returned with his grandmother, who ordered a basket of pastries.",
  "Years later, the bakery was full of friends, and Maya still baked every morning.",
].join(" ");

/**
 * The scenes of a minute-long video tell the story: one frame from the middle of each scene of a real
 * render (no captions, so only the pictures count) is compared with the next scene's by SSIM on a
 * downscaled grey frame. Near-identical neighbours (≥0.8) would be one backdrop shown again.
 */
describe("the scenes of a 60 s render", () => {
  let h: RenderHarness;
  let row: TaskRow;
  let file: string;
  let config: AudioConfigArtifact;
  const W = 64;
  const H = 114;
  let frames: Uint8Array[] = [];

  beforeAll(async () => {
    h = await createRenderHarness();
    row = await h.render({ story: STORY, narrationMode: "voice", caption_style: undefined, size: "360x640" });
    file = h.fileOf(String(row.task_result?.video_url));
    config = await readJsonKey<AudioConfigArtifact>(h, `renders/${row.id}/v1/config.json`);
    frames = [];
    for (const scene of config.scenes) {
      frames.push(await grayFrame(file, (scene.startMs + scene.durationMs / 2) / 1000, W, H));
    }
  }, 600_000);
  afterAll(() => h.close());

  it("lasts about a minute in the writer's largest number of scenes", async () => {
    const probe = await ffprobe(file);
    expect(probe.durationS).toBeGreaterThan(45);
    // The writer narrates a story in 3-10 scenes; fourteen sentences fill all ten.
    expect(config.scenes.length).toBe(10);
  });

  it("never shows two near-identical scenes in a row", () => {
    const scores = frames.slice(1).map((f, i) => ssim(frames[i] as Uint8Array, f, W, H));
    if (process.env.SHOW_SSIM) console.log(scores.map((s) => s.toFixed(2)).join(" "));
    for (const [i, score] of scores.entries()) {
      expect(score, `scene ${i + 1} → ${i + 2}: SSIM ${score.toFixed(2)}`).toBeLessThan(0.8);
    }
  });

  it("draws different sentences as different pictures, not one backdrop again and again", () => {
    let nearDuplicates = 0;
    for (let i = 0; i < frames.length; i++)
      for (let j = i + 1; j < frames.length; j++)
        if (ssim(frames[i] as Uint8Array, frames[j] as Uint8Array, W, H) >= 0.8) nearDuplicates++;
    const pairs = (frames.length * (frames.length - 1)) / 2;
    // A place the story comes back to may look alike twice; one picture for the whole story would be all 91.
    expect(nearDuplicates / pairs).toBeLessThan(0.1);
  });
});
