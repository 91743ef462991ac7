import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg, withTempDir } from "../../media/run-process";
import { createRenderHarness, type RenderHarness } from "../../test/render/harness";
import { addLibraryPhoto } from "../../test/render/library-photo";
import { shareOf } from "../../test/render/media-checks";
import { readJsonKey } from "../../test/render/read";
import { storyboardOf } from "../../test/render/storyboard-of";
import { boatAtSea } from "../../test/scene-fixtures";
import type { TaskRow } from "../task-store";
import type { AudioConfigArtifact } from "../types";
import { userClipArgs } from "./clip-args";
import { framedStill, framingOf } from "./framing";

/** A landscape picture: its left half this red, its right half this blue (nothing a scene draws). */
const RED: [number, number, number] = [220, 30, 30];
const BLUE: [number, number, number] = [30, 60, 220];
const LANDSCAPE = { width: 640, height: 360 };

async function twoColourPicture(): Promise<Buffer> {
  const half = { width: LANDSCAPE.width / 2, height: LANDSCAPE.height, channels: 3 as const };
  const [r, g, b] = RED;
  return sharp({ create: { ...LANDSCAPE, channels: 3, background: { r: BLUE[0], g: BLUE[1], b: BLUE[2] } } })
    .composite([{ input: { create: { ...half, background: { r, g, b } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A picture's pixels, scaled down to 36x64 by area, as RGB bytes. */
const rgbOf = async (jpeg: Buffer) =>
  sharp(jpeg).resize(36, 64, { fit: "fill", kernel: "linear" }).removeAlpha().raw().toBuffer();

/** The RGB bytes of rows y0..y1 (fractions of the height) of a 36-wide picture. */
const rows = (rgb: Buffer, y0: number, y1: number) => {
  const height = rgb.length / 3 / 36;
  return rgb.subarray(Math.floor(y0 * height) * 36 * 3, Math.floor(y1 * height) * 36 * 3);
};

describe("a landscape photo framed for a 9:16 scene", () => {
  it("fills the frame with the left colour when cropped around the left, the right colour around the right", async () => {
    const picture = await twoColourPicture();
    const left = await rgbOf(await framedStill(picture, 180, 320, framingOf({ fit: "fill", focusX: 0 })));
    expect(shareOf(left, RED)).toBeGreaterThan(0.9);
    expect(shareOf(left, BLUE)).toBe(0);
    const right = await rgbOf(await framedStill(picture, 180, 320, framingOf({ focusX: 1 })));
    expect(shareOf(right, BLUE)).toBeGreaterThan(0.9);
  });

  it("shows both colours, whole, between blurred bands of itself when fitted", async () => {
    const fitted = await rgbOf(
      await framedStill(await twoColourPicture(), 180, 320, framingOf({ fit: "fit" })),
    );
    // The whole picture sits in the middle third (a 16:9 picture is 0.32 of a 9:16 frame's height).
    const middle = rows(fitted, 0.4, 0.6);
    expect(shareOf(middle, RED)).toBeGreaterThan(0.35);
    expect(shareOf(middle, BLUE)).toBeGreaterThan(0.35);
    // Above and below: a darker, blurred fill, not the sharp colours and not black.
    const band = rows(fitted, 0, 0.25);
    expect(shareOf(band, RED, 30) + shareOf(band, BLUE, 30)).toBeLessThan(0.5);
    expect(shareOf(band, [0, 0, 0], 30)).toBeLessThan(0.1);
  });

  it("keeps the crop around the subject when the scene says nothing", () => {
    expect(framingOf({})).toEqual({ fit: "fill", focus: null });
  });
});

describe("a landscape clip framed for a 9:16 scene by ffmpeg", () => {
  const framedClip = (fit: "fill" | "fit", focusX?: number) =>
    withTempDir("framing-clip", async (dir) => {
      const clip = path.join(dir, "clip.mp4");
      await fs.writeFile(path.join(dir, "still.png"), await twoColourPicture());
      await runFfmpeg([
        ...["-loop", "1", "-i", path.join(dir, "still.png"), "-t", "1", "-r", "30"],
        ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-y", clip],
      ]);
      const out = path.join(dir, "framed.mp4");
      const framing = framingOf({ fit, ...(focusX === undefined ? {} : { focusX }) });
      await runFfmpeg(
        userClipArgs({
          proxy: clip,
          inPoint: 0,
          durationS: 1,
          needS: 1,
          out,
          frame: { width: 180, height: 320, framing },
        }),
      );
      const png = path.join(dir, "frame.png");
      await runFfmpeg(["-ss", "0.5", "-i", out, "-frames:v", "1", "-y", png]);
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([180, 320]);
      return rgbOf(await fs.readFile(png));
    });

  it("plays the right colour cropped around the right, and both colours on a blurred fill when fitted", async () => {
    const right = await framedClip("fill", 1);
    expect(shareOf(right, BLUE)).toBeGreaterThan(0.9);
    const fitted = await framedClip("fit");
    const middle = rows(fitted, 0.4, 0.6);
    expect(shareOf(middle, RED)).toBeGreaterThan(0.35);
    expect(shareOf(middle, BLUE)).toBeGreaterThan(0.35);
    expect(shareOf(rows(fitted, 0, 0.25), [0, 0, 0], 30)).toBeLessThan(0.1);
  });
});

/**
 * The render itself: a 9:16 video whose scenes show the same landscape photo fitted, then cropped around
 * its left; each scene's frame shows what its framing says.
 */
describe("a storyboard render honours each media scene's framing", () => {
  let h: RenderHarness;
  let row: TaskRow;
  const photoId = "med_twocolour1";

  beforeAll(async () => {
    h = await createRenderHarness();
    await addLibraryPhoto(h, photoId, await twoColourPicture(), "two-colours.jpg", 95);
    const texts = ["The whole field, both sides of it.", "Now only the left side."];
    const storyboard = storyboardOf(texts, (i) => ({
      camera: { shot: "wide", pan: "none" },
      picture:
        i === 0
          ? { kind: "media", mediaId: photoId, fit: "fit", plan: boatAtSea }
          : { kind: "media", mediaId: photoId, fit: "fill", focusX: 0, focusY: 0.5, plan: boatAtSea },
    }));
    row = await h.render({ story: texts.join(" "), storyboard, caption_style: null });
  }, 600_000);
  afterAll(() => h.close());

  const frameOfScene = async (i: number) => {
    const config = await readJsonKey<AudioConfigArtifact>(h, `renders/${row.id}/v1/config.json`);
    const s = config.scenes[i];
    if (!s) throw new Error(`no scene ${i + 1}`);
    const file = h.fileOf(String(row.task_result?.video_url));
    return withTempDir("framing-frame", async (dir) => {
      const png = path.join(dir, "f.png");
      await runFfmpeg([
        "-ss",
        ((s.startMs + s.durationMs / 2) / 1000).toFixed(2),
        "-i",
        file,
        "-frames:v",
        "1",
        png,
      ]);
      return rgbOf(await fs.readFile(png));
    });
  };

  it("shows both colours between blurred bands in the fitted scene, and the left colour in the cropped one", async () => {
    const fitted = await frameOfScene(0);
    const middle = rows(fitted, 0.4, 0.6);
    expect(shareOf(middle, RED)).toBeGreaterThan(0.2);
    expect(shareOf(middle, BLUE)).toBeGreaterThan(0.2);
    expect(shareOf(rows(fitted, 0.05, 0.25), BLUE, 30)).toBeLessThan(0.5);
    const left = await frameOfScene(1);
    expect(shareOf(rows(left, 0.1, 0.7), RED)).toBeGreaterThan(0.6);
    expect(shareOf(left, BLUE)).toBeLessThan(0.05);
  });
});
