import { runProcess, runProcessBytes } from "../../media/run-process";
import { rawFrameArgs, rawFramesArgs } from "../../media/sheet-args";

/** Helpers for tests that look at rendered files: frames as gray pixels, loudness, stream facts. */
export async function grayFrame(
  file: string,
  atS: number,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const { stdout } = await runProcessBytes("ffmpeg", rawFrameArgs(file, atS, { width, height }, "gray"));
  return new Uint8Array(stdout);
}

/** The gray frames at each of `timesS`, in one ffmpeg run: the same pixels grayFrame gives one by one. */
export async function grayFrames(
  file: string,
  timesS: readonly number[],
  width: number,
  height: number,
): Promise<Uint8Array[]> {
  if (timesS.length === 0) return [];
  const { stdout } = await runProcessBytes("ffmpeg", rawFramesArgs(file, timesS, { width, height }, "gray"));
  const size = width * height;
  if (stdout.length !== size * timesS.length)
    throw new Error(`ffmpeg gave ${stdout.length} bytes for ${timesS.length} frames of ${width}x${height}`);
  return timesS.map((_, i) => new Uint8Array(stdout.subarray(i * size, (i + 1) * size)));
}

/** Mean absolute difference of two gray frames inside a box given in fractions of the frame. */
export function regionDiff(
  a: Uint8Array,
  b: Uint8Array,
  width: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): number {
  const height = a.length / width;
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(box.y0 * height); y < Math.floor(box.y1 * height); y++) {
    for (let x = Math.floor(box.x0 * width); x < Math.floor(box.x1 * width); x++) {
      sum += Math.abs((a[y * width + x] ?? 0) - (b[y * width + x] ?? 0));
      n++;
    }
  }
  return n ? sum / n : 0;
}

/** Share of pixels inside a box that differ by more than `threshold` (text, not encoder noise). */
export function changedShare(
  a: Uint8Array,
  b: Uint8Array,
  width: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  threshold = 40,
): number {
  const height = a.length / width;
  let changed = 0;
  let n = 0;
  for (let y = Math.floor(box.y0 * height); y < Math.floor(box.y1 * height); y++) {
    for (let x = Math.floor(box.x0 * width); x < Math.floor(box.x1 * width); x++) {
      if (Math.abs((a[y * width + x] ?? 0) - (b[y * width + x] ?? 0)) > threshold) changed++;
      n++;
    }
  }
  return n ? changed / n : 0;
}

/** Share of pixels brighter than `threshold` inside a box (ink of light captions on a dark picture). */
export function inkShare(
  a: Uint8Array,
  width: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  threshold = 160,
) {
  const height = a.length / width;
  let ink = 0;
  let n = 0;
  for (let y = Math.floor(box.y0 * height); y < Math.floor(box.y1 * height); y++) {
    for (let x = Math.floor(box.x0 * width); x < Math.floor(box.x1 * width); x++) {
      if ((a[y * width + x] ?? 0) > threshold) ink++;
      n++;
    }
  }
  return n ? ink / n : 0;
}

/** Mean volume in dB (volumedetect) and integrated loudness in LUFS (ebur128). */
export async function audioLevels(file: string): Promise<{ meanDb: number; lufs: number }> {
  const { stderr } = await runProcess("ffmpeg", [
    "-hide_banner",
    "-nostdin",
    "-i",
    file,
    "-vn",
    "-af",
    "volumedetect,ebur128",
    "-f",
    "null",
    "-",
  ]);
  const mean = /mean_volume: (-?[\d.]+) dB/.exec(stderr);
  const lufs = /I:\s+(-?[\d.]+) LUFS/g;
  let last: RegExpExecArray | null = null;
  for (let m = lufs.exec(stderr); m; m = lufs.exec(stderr)) last = m;
  return { meanDb: Number(mean?.[1] ?? -99), lufs: Number(last?.[1] ?? -99) };
}

/** True when the MP4's moov atom comes before its mdat (+faststart). */
export function isFaststart(data: Buffer): boolean {
  const moov = data.indexOf("moov");
  const mdat = data.indexOf("mdat");
  return moov > 0 && mdat > 0 && moov < mdat;
}

/** A whole frame of the video at `atS`, at the video's own size, as RGB bytes. */
export async function rgbFrame(file: string, atS: number): Promise<Buffer> {
  const args = [
    ...["-v", "error", "-ss", atS.toFixed(3), "-i", file, "-frames:v", "1"],
    ...["-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
  ];
  return (await runProcessBytes("ffmpeg", args)).stdout;
}

/** A frame of the video scaled down to 36x64 (each pixel an area's mean), as RGB bytes. */
export async function smallFrame(file: string, atS: number): Promise<Buffer> {
  const size = { width: 36, height: 64 };
  return (await runProcessBytes("ffmpeg", rawFrameArgs(file, atS, size, "rgb24", "area"))).stdout;
}

/** A colour written #rrggbb as its three channels. */
export const hexRgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Whether the RGB pixel at byte `i` is within `tolerance` of a colour in each channel. */
const near = (rgb: Uint8Array, i: number, [r, g, b]: [number, number, number], tolerance: number) =>
  Math.abs((rgb[i] ?? 0) - r) < tolerance &&
  Math.abs((rgb[i + 1] ?? 0) - g) < tolerance &&
  Math.abs((rgb[i + 2] ?? 0) - b) < tolerance;

/** The share of a frame's pixels within `tolerance` of a colour: a colour histogram's one bin. */
export function shareOf(rgb: Buffer, colour: [number, number, number], tolerance = 45): number {
  let n = 0;
  for (let i = 0; i < rgb.length; i += 3) if (near(rgb, i, colour, tolerance)) n++;
  return n / (rgb.length / 3);
}

/**
 * The share of the pixels of a box (in pixels, clipped to the frame) within `tolerance` of a colour in each
 * channel, in an RGB frame `width` pixels wide.
 */
export function shareInBox(
  rgb: Uint8Array,
  width: number,
  box: { x: number; y: number; w: number; h: number },
  colour: [number, number, number],
  tolerance = 40,
): number {
  const height = rgb.length / 3 / width;
  let n = 0;
  let all = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(height, box.y + box.h); y++)
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(width, box.x + box.w); x++) {
      all++;
      if (near(rgb, (y * width + x) * 3, colour, tolerance)) n++;
    }
  return n / Math.max(1, all);
}
