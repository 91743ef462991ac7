import { spawnSync } from "node:child_process";

/**
 * One frame of an ffmpeg lavfi `source` (`testsrc=size=1280x720`, `color=c=...:s=...`) saved as a picture at
 * `file`, its format taken from the name; `options` go before the file (`-q:v 2`). Answers `file`.
 */
export function lavfiPicture(source: string, file: string, options: string[] = []): string {
  const out = spawnSync("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    source,
    "-frames:v",
    "1",
    ...options,
    "-y",
    file,
  ]);
  if (out.status !== 0) throw new Error(`ffmpeg failed: ${out.stderr}`);
  return file;
}

/** One frame of a video at `atS` seconds, scaled to `width` x `height`, as RGB bytes (3 a pixel). */
export function rgbFrameAt(file: string, atS: number, width: number, height: number): Buffer {
  const out = spawnSync(
    "ffmpeg",
    [
      ...["-v", "error", "-ss", atS.toFixed(3), "-i", file, "-frames:v", "1"],
      ...["-vf", `scale=${width}:${height}`, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    ],
    { maxBuffer: 10_000_000 },
  );
  if (out.status !== 0) throw new Error(`ffmpeg failed: ${out.stderr}`);
  return out.stdout;
}
