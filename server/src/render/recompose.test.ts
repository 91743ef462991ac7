import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frameLayout } from "../layout/frame-layout";
import { ffprobe, runProcess } from "../media/run-process";
import { FIXTURE_PRESENTER } from "../test/render/fixture-catalog";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { grayFrame, isFaststart } from "../test/render/media-checks";
import { readJsonKey } from "../test/render/read";
import { recomposeTask } from "./recompose";
import { requestOf, type TaskRow } from "./task-store";
import type { AudioConfigArtifact, ImagesArtifact } from "./types";

/**
 * A finished 9:16 video (180x320) recomposed at 16:9 and 1:1 from its stored narration, scene plans and
 * pictures: a story reel with the presenter in the lower band, and a Product Ad from flat product photos.
 */
describe("recomposing a finished video at another frame size", () => {
  let h: RenderHarness;
  let story: TaskRow;
  beforeAll(async () => {
    h = await createRenderHarness();
    story = await h.render({
      story: "The baker opens her shop at dawn. A boy rides his bike past the window.",
      narrationMode: "avatar",
      character_ref: { narrator_avatar: FIXTURE_PRESENTER },
      presenter_layout: "lower",
      image_styles: { themes: ["cinematic"] },
      caption_style: "Minimalist",
      size: "180x320",
    });
  }, 180_000);
  afterAll(() => h.close());

  it("makes a 16:9 MP4 of the same length, H.264 and AAC with faststart, from the same narration, with no bars", async () => {
    const progress: number[] = [];
    const made = await recomposeTask(h.deps, {
      taskId: story.id,
      width: 320,
      height: 180,
      prefix: "exports/test-16x9",
      onProgress: (s) => progress.push(s),
    });
    expect(made).toMatchObject({ width: 320, height: 180 });
    const file = path.join(h.storageRoot, made.videoKey);
    const probe = await ffprobe(file);
    const v = probe.streams.find((s) => s.codec_type === "video");
    const a = probe.streams.find((s) => s.codec_type === "audio");
    expect(v).toMatchObject({ codec_name: "h264", width: 320, height: 180, pix_fmt: "yuv420p" });
    expect(a?.codec_name).toBe("aac");
    expect(isFaststart(await h.deps.storage.read(made.videoKey))).toBe(true);
    const original = await ffprobe(h.fileOf(String(story.task_result?.video_url)));
    expect(Math.abs(probe.durationS - original.durationS)).toBeLessThan(0.1);
    expect(progress.at(-1)).toBe(1);
    // The sound is the finished video's own track, copied (the same packets), not mixed again.
    const audioMd5 = async (f: string) =>
      (await runProcess("ffmpeg", ["-v", "error", "-i", f, "-map", "0:a:0", "-c", "copy", "-f", "md5", "-"]))
        .stdout;
    const sound = await audioMd5(file);
    expect(sound).toMatch(/^MD5=[0-9a-f]{32}/);
    expect(sound).toBe(await audioMd5(h.fileOf(String(story.task_result?.video_url))));
    // The narration's audio files are the task's own, not made again.
    const config = await readJsonKey<AudioConfigArtifact>(h, "exports/test-16x9/config.json");
    const first = await readJsonKey<AudioConfigArtifact>(h, `renders/${story.id}/v1/config.json`);
    expect(config.scenes.map((s) => s.audioKey)).toEqual(first.scenes.map((s) => s.audioKey));
    expect(config.scenes.map((s) => s.words)).toEqual(first.scenes.map((s) => s.words));
    // Every scene is drawn again wide, and the frame has no dark band at its sides mid-scene.
    const { images } = await readJsonKey<ImagesArtifact>(h, "exports/test-16x9/images.json");
    for (const img of images) {
      const meta = await sharp(await h.deps.storage.read(img.key)).metadata();
      expect([meta.width, meta.height]).toEqual([320, 180]);
    }
    for (const s of config.scenes) {
      const f = await grayFrame(file, (s.startMs + s.durationMs / 2) / 1000, 320, 180);
      for (const x of [0, 1, 318, 319]) {
        let sum = 0;
        for (let y = 0; y < 180; y++) sum += f[y * 320 + x] ?? 0;
        expect(sum / 180, `column ${x}`).toBeGreaterThan(40);
      }
    }
  }, 180_000);

  it("lays a Product Ad's photos and closing card out again for a square frame", async () => {
    const red = await flatImageUrl(h.deps.storage, h.userId, "0xdc2828", "120x160");
    const ad = await h.render({
      type: "PRODUCT_AD",
      story: "Meet Aurora Lamp. It glows warm all night. Get Aurora Lamp today!",
      image_urls: [red],
      product_name: "Aurora Lamp",
      product_price: "$49",
      brand_colors: ["#1e3a8a"],
      size: "180x320",
    });
    const made = await recomposeTask(h.deps, {
      taskId: ad.id,
      width: 180,
      height: 180,
      prefix: "exports/test-1x1",
    });
    const { images } = await readJsonKey<ImagesArtifact>(h, "exports/test-1x1/images.json");
    expect(images.map((i) => i.source)).toEqual(["user", "user", "renderer"]);
    // The closing card's photo stands in the square layout's photo box: red there.
    const card = await sharp(await h.deps.storage.read(images[2]?.key ?? ""))
      .removeAlpha()
      .raw()
      .toBuffer();
    const captions = requestOf(ad).captionStyle;
    const parts = frameLayout({
      width: 180,
      height: 180,
      mode: "voice",
      captions: captions ? { position: captions.position, fontSize: captions.fontSize } : null,
      scene: "closing-card",
    }).card;
    if (!parts) throw new Error("no card parts");
    const cx = Math.round(parts.photo.x + parts.photo.w / 2);
    const cy = Math.round(parts.photo.y + parts.photo.h / 2);
    const i = (cy * 180 + cx) * 3;
    expect(card[i] ?? 0).toBeGreaterThan(150);
    expect(card[i + 1] ?? 255).toBeLessThan(100);
    const probe = await ffprobe(path.join(h.storageRoot, made.videoKey));
    expect(probe.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 180, height: 180 });
  }, 180_000);

  it("refuses a task that is not finished and a frame with odd sides", async () => {
    const id = await h.createTask({ story: "Not rendered yet." });
    await expect(recomposeTask(h.deps, { taskId: id, width: 320, height: 180, prefix: "x" })).rejects.toThrow(
      /not finished/,
    );
    await expect(
      recomposeTask(h.deps, { taskId: story.id, width: 321, height: 180, prefix: "x" }),
    ).rejects.toThrow(/even/);
  });
});
