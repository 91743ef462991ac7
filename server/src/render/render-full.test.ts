import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../db/schema";
import { ffprobe } from "../media/run-process";
import { FIXTURE_MUSIC, FIXTURE_PRESENTER } from "../test/render/fixture-catalog";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { audioLevels, isFaststart } from "../test/render/media-checks";
import { readJsonKey } from "../test/render/read";
import type { TaskRow } from "./task-store";
import type { AudioConfigArtifact } from "./types";

/** One delivery-size render (1080x1920, avatar mode, captions, music), checked like a platform would. */
describe("a full-size render", () => {
  let h: RenderHarness;
  let row: TaskRow;
  let file: string;
  beforeAll(async () => {
    h = await createRenderHarness();
    row = await h.render({
      story: "The lighthouse keeper climbed the stairs. A small boat waited in the storm. He lit the lamp.",
      narrationMode: "avatar",
      character_ref: { narrator_avatar: FIXTURE_PRESENTER },
      image_styles: { themes: ["cinematic"] },
      bgm_name: FIXTURE_MUSIC,
      caption_style: "Cinematic",
      size: "9:16",
    });
    file = h.fileOf(String(row.task_result?.video_url));
  }, 180_000);
  afterAll(() => h.close());

  it("is 1080x1920 H.264 yuv420p at 30 fps with AAC 48 kHz stereo, faststart", async () => {
    const probe = await ffprobe(file);
    const v = probe.streams.find((s) => s.codec_type === "video");
    const a = probe.streams.find((s) => s.codec_type === "audio");
    expect(v).toMatchObject({
      codec_name: "h264",
      width: 1080,
      height: 1920,
      pix_fmt: "yuv420p",
      r_frame_rate: "30/1",
    });
    expect(a).toMatchObject({ codec_name: "aac", sample_rate: "48000", channels: 2 });
    expect(isFaststart(fs.readFileSync(file))).toBe(true);
  });

  it("lasts as long as the narration, within half a second", async () => {
    const config = await readJsonKey<AudioConfigArtifact>(h, `renders/${row.id}/v1/config.json`);
    const probe = await ffprobe(file);
    expect(Math.abs(probe.durationS - config.totalMs / 1000)).toBeLessThan(0.5);
    expect(config.scenes.length).toBe(3);
  });

  it("has audible sound normalised to -14 LUFS", async () => {
    const levels = await audioLevels(file);
    expect(levels.meanDb).toBeGreaterThan(-40);
    expect(Math.abs(levels.lufs + 14)).toBeLessThan(1.5);
  });

  it("publishes the project with the video, thumbnail and video_data", async () => {
    const [project] = await h.deps.database.db.select().from(projects).where(eq(projects.id, row.id));
    expect(project?.status).toBe("PUBLISHED");
    expect(project?.metadata.generated_video).toBe(row.task_result?.video_url);
    const data = JSON.parse(String(project?.metadata.video_data)) as { images: string[] };
    expect(data.images[0]).toBe(project?.thumbnail_url);
    expect(data.images.length).toBe(4);
    expect(fs.existsSync(h.fileOf(String(project?.thumbnail_url)))).toBe(true);
    expect(row.stage_timings).toHaveProperty("video");
  });
});
