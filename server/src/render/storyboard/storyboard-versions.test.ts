import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProjectStoryboard } from "../../services/storyboards";
import { createRenderHarness, type RenderHarness } from "../../test/render/harness";
import { addLibraryPhoto } from "../../test/render/library-photo";
import { grayFrame } from "../../test/render/media-checks";
import { renderNextVersion } from "../../test/render/next-version";
import { readJsonKey } from "../../test/render/read";
import { ssim } from "../../test/render/ssim";
import { STORY_60S } from "../../test/render/story-60s";
import type { TaskRow } from "../task-store";
import type { AudioConfigArtifact, ImagesArtifact } from "../types";

const W = 90;
const H = 160;

/** The frame at `atS` as RGB, downscaled: the mean of each channel in the middle third. */
async function middleColour(file: string, atS: number): Promise<[number, number, number]> {
  const png = await sharp(
    Buffer.from(
      await new Promise<Buffer>((resolve, reject) => {
        import("node:child_process").then((cp) => {
          const p = cp.spawn("ffmpeg", [
            ...["-v", "error", "-ss", atS.toFixed(2), "-i", file, "-frames:v", "1"],
            ...["-vf", `scale=${W}:${H}`, "-f", "image2pipe", "-vcodec", "png", "pipe:1"],
          ]);
          const chunks: Buffer[] = [];
          p.stdout.on("data", (d: Buffer) => chunks.push(d));
          p.on("error", reject);
          p.on("close", (code) =>
            code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error("ffmpeg")),
          );
        });
      }),
    ),
  )
    .extract({
      left: Math.floor(W / 3),
      top: Math.floor(H / 3),
      width: Math.floor(W / 3),
      height: Math.floor(H / 3),
    })
    .stats();
  const [r, g, b] = png.channels;
  return [r?.mean ?? 0, g?.mean ?? 0, b?.mean ?? 0];
}

/**
 * A project's storyboard, one scene's picture changed to the user's own photo, rendered as the
 * next version. The unchanged scenes look as before (their pictures and narration come from the cache),
 * the changed one shows the photo, and the first version's video is still there.
 */
describe("a new version after one scene's picture changed", () => {
  let h: RenderHarness;
  let v1: TaskRow;
  let v2: TaskRow;
  const photoId = "med_redphoto01";
  const CHANGED = 1;

  beforeAll(async () => {
    h = await createRenderHarness();
    // The user's photo: saturated red with white stripes, in their media library.
    const stripes = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#d01010"/>${[1, 3, 5, 7].map((k) => `<rect x="0" y="${k * 100}" width="800" height="20" fill="#fff"/>`).join("")}</svg>`,
    );
    await addLibraryPhoto(h, photoId, await sharp(stripes).png().toBuffer(), "red.jpg");
    v1 = await h.render({ story: STORY_60S, caption_style: "Minimalist" });
    const board = await getProjectStoryboard(h.deps, h.userId, v1.id);
    const scenes = board.scenes.map((s, i) =>
      i === CHANGED
        ? { ...s, picture: { kind: "media" as const, mediaId: photoId, plan: s.picture.plan } }
        : s,
    );
    v2 = await renderNextVersion(h, v1.id, { ...board, scenes });
  }, 900_000);
  afterAll(() => h.close());

  const configOf = (row: TaskRow) =>
    readJsonKey<AudioConfigArtifact>(h, `renders/${v1.id}/v${row.task_draft_version}/config.json`);
  const imagesOf = (row: TaskRow) =>
    readJsonKey<ImagesArtifact>(h, `renders/${v1.id}/v${row.task_draft_version}/images.json`);
  const fileOf = (row: TaskRow) => h.fileOf(String(row.task_result?.video_url));

  it("renders a story of about a minute as version 1 and the edit as version 2 of the same project", async () => {
    const config = await configOf(v1);
    expect(config.totalMs).toBeGreaterThan(45_000);
    expect(v2.task_draft_id).toBe(v1.id);
    expect(v2.task_draft_version).toBe(2);
  });

  it("keeps every unchanged scene looking as before (SSIM at least 0.95 on their middle frames)", async () => {
    const [c1, c2] = [await configOf(v1), await configOf(v2)];
    expect(c2.scenes.length).toBe(c1.scenes.length);
    for (const [i, s1] of c1.scenes.entries()) {
      if (i === CHANGED) continue;
      const s2 = c2.scenes[i];
      if (!s2) throw new Error(`no scene ${i + 1} in version 2`);
      const a = await grayFrame(fileOf(v1), (s1.startMs + s1.durationMs / 2) / 1000, W, H);
      const b = await grayFrame(fileOf(v2), (s2.startMs + s2.durationMs / 2) / 1000, W, H);
      expect(ssim(a, b, W, H), `scene ${i + 1}`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("shows the user's photo in the changed scene", async () => {
    const [c1, c2] = [await configOf(v1), await configOf(v2)];
    const mid = (c: AudioConfigArtifact) => {
      const s = c.scenes[CHANGED];
      return s ? (s.startMs + s.durationMs / 2) / 1000 : 0;
    };
    const [r2, g2, b2] = await middleColour(fileOf(v2), mid(c2));
    expect(r2).toBeGreaterThan(120);
    expect(r2).toBeGreaterThan(g2 + 50);
    expect(r2).toBeGreaterThan(b2 + 50);
    const [r1, g1] = await middleColour(fileOf(v1), mid(c1));
    expect(r1 - g1).toBeLessThan(r2 - g2);
  });

  it("reuses the unchanged scenes' pictures and every scene's narration from the cache", async () => {
    const [i1, i2] = [await imagesOf(v1), await imagesOf(v2)];
    i1.images.forEach((img, i) => {
      if (i === CHANGED) expect(i2.images[i]?.key).not.toBe(img.key);
      else expect(i2.images[i]?.key, `scene ${i + 1}`).toBe(img.key);
    });
    const [c1, c2] = [await configOf(v1), await configOf(v2)];
    expect(c2.scenes.map((s) => s.audioKey)).toEqual(c1.scenes.map((s) => s.audioKey));
    // The composition, cut at every scene: only the changed scene's part and the one before (its
    // transition in) are composed again.
    const video = await readJsonKey<{ parts: number; partsReused: number }>(
      h,
      `renders/${v1.id}/v2/video.json`,
    );
    expect(video.parts).toBe(c1.scenes.length);
    expect(video.partsReused).toBe(video.parts - 2);
  });

  it("keeps the first version's video, and the storyboard of the project is now version 2's", async () => {
    expect(fs.existsSync(fileOf(v1))).toBe(true);
    expect(fileOf(v1)).not.toBe(fileOf(v2));
    const board = await getProjectStoryboard(h.deps, h.userId, v1.id);
    expect(board.baseVersion).toBe(2);
    expect(board.scenes[CHANGED]?.picture).toMatchObject({ kind: "media", mediaId: photoId });
    expect(board.scenes.every((s) => s.thumbnailUrl && s.end > s.start)).toBe(true);
  });
});
