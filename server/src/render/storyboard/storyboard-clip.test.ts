import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../db/schema";
import { runFfmpeg, runProcess, withTempDir } from "../../media/run-process";
import { createRenderHarness, type RenderHarness } from "../../test/render/harness";
import { grayFrame } from "../../test/render/media-checks";
import { readJsonKey } from "../../test/render/read";
import { storyboardOf } from "../../test/render/storyboard-of";
import { boatAtSea } from "../../test/scene-fixtures";
import type { TaskRow } from "../task-store";
import type { AudioConfigArtifact } from "../types";

const W = 90;
const H = 160;

/** Mean volume (dB) of the video's sound from `fromS` for `lengthS` seconds. */
async function meanVolume(file: string, fromS: number, lengthS: number): Promise<number> {
  const { stderr } = await runProcess("ffmpeg", [
    ...["-ss", fromS.toFixed(2), "-t", lengthS.toFixed(2), "-i", file],
    ...["-vn", "-af", "volumedetect", "-f", "null", "-"],
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? -91);
}

/**
 * A storyboard scene that plays the user's own clip, shorter than the scene, from an in-point,
 * with its sound kept: the clip fills the scene (slowed, never a black frame) and is heard in the scene's
 * hold, where a scene without a clip is silent.
 */
describe("a storyboard scene with the user's clip", () => {
  let h: RenderHarness;
  let row: TaskRow;
  const clipId = "med_testclip01";
  const plan = boatAtSea;

  beforeAll(async () => {
    h = await createRenderHarness();
    const folder = `uploads/${h.userId}/media/${clipId}`;
    await withTempDir("clip-test", async (dir) => {
      const clip = path.join(dir, "proxy.mp4");
      const poster = path.join(dir, "poster.jpg");
      // 2 s of a moving test picture (never dark) with a loud 440 Hz tone.
      await runFfmpeg([
        ...["-f", "lavfi", "-i", "testsrc2=s=320x240:d=2:r=30", "-f", "lavfi", "-i", "sine=f=440:d=2"],
        ...[
          "-af",
          "volume=8",
          "-c:v",
          "libx264",
          "-preset",
          "ultrafast",
          "-pix_fmt",
          "yuv420p",
          "-c:a",
          "aac",
        ],
        ...["-shortest", clip],
      ]);
      await runFfmpeg(["-i", clip, "-frames:v", "1", poster]);
      await h.deps.storage.put(`${folder}/proxy.mp4`, await fs.readFile(clip), "video/mp4");
      await h.deps.storage.put(`${folder}/poster.jpg`, await fs.readFile(poster), "image/jpeg");
    });
    await h.deps.database.db.insert(media).values({
      id: clipId,
      user_id: h.userId,
      kind: "clip",
      name: "tone.mp4",
      mime: "video/mp4",
      status: "ready",
      width: 320,
      height: 240,
      duration_s: 2,
      has_audio: true,
      original_key: `${folder}/original.mp4`,
      proxy_key: `${folder}/proxy.mp4`,
      poster_key: `${folder}/poster.jpg`,
    });
    const texts = ["A small boat leaves the harbour.", "The wind fills its sail.", "It comes home."];
    const storyboard = storyboardOf(texts, (i) => ({
      holdAfter: 1.5,
      picture:
        i === 1
          ? { kind: "media", mediaId: clipId, inPoint: 0.5, keepSound: true, soundLevel: 1 }
          : { kind: "illustration", plan },
    }));
    row = await h.render({ story: texts.join(" "), storyboard });
  }, 600_000);
  afterAll(() => h.close());

  const scene = async (i: number) => {
    const config = await readJsonKey<AudioConfigArtifact>(h, `renders/${row.id}/v1/config.json`);
    const s = config.scenes[i];
    if (!s) throw new Error(`no scene ${i + 1}`);
    return s;
  };

  it("fills the whole scene with the moving clip, never a black frame", async () => {
    const file = h.fileOf(String(row.task_result?.video_url));
    const s = await scene(1);
    const frames = [];
    for (const share of [0.2, 0.5, 0.8]) {
      const f = await grayFrame(file, (s.startMs + s.durationMs * share) / 1000, W, H);
      frames.push(f);
      const mean = f.reduce((a, b) => a + b, 0) / f.length;
      expect(mean).toBeGreaterThan(40);
    }
    const diff = (a: Uint8Array, b: Uint8Array) =>
      a.reduce((acc, v, k) => acc + Math.abs(v - (b[k] ?? 0)), 0) / a.length;
    expect(diff(frames[0] as Uint8Array, frames[2] as Uint8Array)).toBeGreaterThan(3);
  });

  it("keeps the clip's sound under the scene, louder than a scene with the narration alone", async () => {
    const file = h.fileOf(String(row.task_result?.video_url));
    const [first, second] = [await scene(0), await scene(1)];
    const slotOf = (s: typeof first) => [s.startMs / 1000, s.durationMs / 1000] as const;
    const withClip = await meanVolume(file, ...slotOf(second));
    const without = await meanVolume(file, ...slotOf(first));
    expect(withClip).toBeGreaterThan(without + 6);
    expect(second.durationMs - second.speechMs).toBe(1500);
  });
});
