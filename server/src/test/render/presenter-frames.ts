import path from "node:path";
import type { CaptionStyle } from "@reelsmith/contract/catalog";
import type { Box, PresenterLayout } from "../../layout/frame-layout";
import { runFfmpeg, runProcessBytes } from "../../media/run-process";
import { captionBlock } from "../../render/captions";
import { composeTestVideo, stillPresenter, testFrame, twoScenes } from "./compose-test-video";

/**
 * What the presenter layout tests compose and read back: a flat magenta presenter over flat green
 * scenes with white captions, so each pixel says which layer it belongs to.
 */
export type Rgb = Uint8Array;
/** The colours the tests tell apart: the presenter's magenta, the scenes' green, the captions' white. */
export const pixelIs = {
  magenta: (f: Rgb, i: number) =>
    (f[i] ?? 0) - (f[i + 1] ?? 0) > 90 && (f[i + 2] ?? 0) - (f[i + 1] ?? 0) > 90,
  green: (f: Rgb, i: number) => (f[i + 1] ?? 0) - (f[i] ?? 0) > 60 && (f[i + 1] ?? 0) - (f[i + 2] ?? 0) > 60,
  white: (f: Rgb, i: number) => (f[i] ?? 0) > 200 && (f[i + 1] ?? 0) > 200 && (f[i + 2] ?? 0) > 200,
};

/** The share of a box's pixels, inside a width x height frame, that pass a colour test. */
function shareOf(f: Rgb, width: number, height: number, b: Box, test: (f: Rgb, i: number) => boolean) {
  let n = 0;
  let hit = 0;
  for (let y = Math.max(0, Math.round(b.y)); y < Math.min(height, Math.round(b.y + b.h)); y++)
    for (let x = Math.max(0, Math.round(b.x)); x < Math.min(width, Math.round(b.x + b.w)); x++) {
      n++;
      if (test(f, (y * width + x) * 3)) hit++;
    }
  return n ? hit / n : 0;
}

/** shareOf in one width x height frame. */
export const shareIn =
  (width: number, height: number) => (f: Rgb, b: Box, test: (f: Rgb, i: number) => boolean) =>
    shareOf(f, width, height, b, test);

/** The frame of a video at `atS` seconds, as packed RGB. */
export async function rgbFrameAt(file: string, atS: number): Promise<Rgb> {
  const { stdout } = await runProcessBytes("ffmpeg", [
    ...["-ss", atS.toFixed(2), "-i", file, "-frames:v", "1"],
    ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
  ]);
  return new Uint8Array(stdout);
}

/** Where a layout puts the presenter (and its band), the captions and the safe area in an avatar video. */
export function presenterBoxes(
  width: number,
  height: number,
  style: CaptionStyle | undefined,
  layout: PresenterLayout,
) {
  const frame = testFrame(width, height, { presenter: layout, captionStyle: style }).plain;
  const captions = style ? captionBlock({ style, layout: frame }).block : null;
  return {
    presenter: frame.presenter as Box,
    band: (frame.band ?? frame.presenter) as Box,
    captions: captions as Box,
    safe: frame.safe,
  };
}

/**
 * The magenta face and 1.2 s tone in `dir`, eight words spoken over them, and how to compose them: two
 * scenes of `scene`, `sceneMs` each, under the still presenter in `layout`, with the captions' style.
 */
export async function presenterInputs(dir: string) {
  const face = path.join(dir, "face.png");
  const wav = path.join(dir, "speech.wav");
  await runFfmpeg(["-f", "lavfi", "-i", "color=c=0xff00ff:s=540x960", "-frames:v", "1", face]);
  await runFfmpeg(["-f", "lavfi", "-i", "sine=f=220:d=1.2:r=48000", wav]);
  const words = ["Morning", "light", "on", "the", "hills", "birds", "sing", "loudly"].map((text, i) => ({
    text,
    startMs: i * 360,
    endMs: i * 360 + 300,
  }));
  const compose = (o: {
    work: string;
    scene: string;
    sceneMs: number;
    width: number;
    height: number;
    style: CaptionStyle | undefined;
    layout: PresenterLayout;
    out: string;
  }) =>
    composeTestVideo({
      dir: o.work,
      ...twoScenes(o.scene, wav, o.sceneMs),
      words,
      width: o.width,
      height: o.height,
      captionStyle: o.style ?? null,
      avatar: stillPresenter(face, o.layout),
      out: o.out,
    });
  return { compose };
}
