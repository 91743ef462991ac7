/**
 * Pure ffmpeg argument builders for looking at a rendered video: one frame piped out as raw pixels (tests
 * measure them), one frame as a picture, and pictures tiled into a contact sheet (the sheets in docs/images).
 * runFfmpeg / runProcessBytes (run-process.ts) run them.
 */

/** Frame at `atS` scaled to width x height, written to stdout as raw `pixFmt` bytes. */
export function rawFrameArgs(
  file: string,
  atS: number,
  size: { width: number; height: number },
  pixFmt: "gray" | "rgb24",
  scaleFlags?: "area",
): string[] {
  const scale = `scale=${size.width}:${size.height}${scaleFlags ? `:flags=${scaleFlags}` : ""}`;
  return [
    ...["-hide_banner", "-nostdin", "-v", "error", "-ss", atS.toFixed(2), "-i", file, "-frames:v", "1"],
    ...["-vf", scale, "-f", "rawvideo", "-pix_fmt", pixFmt, "pipe:1"],
  ];
}

/**
 * The frames at each of `timesS` of one video, scaled to width x height, as raw pixels one after another
 * in one ffmpeg run: each time is its own input seeked as rawFrameArgs seeks, its first frame kept. One
 * run instead of one a frame (each ffmpeg start costs ~0.15-0.2 CPU s here).
 */
export function rawFramesArgs(
  file: string,
  timesS: readonly number[],
  size: { width: number; height: number },
  pixFmt: "gray" | "rgb24",
): string[] {
  const inputs = timesS.flatMap((t) => ["-ss", t.toFixed(2), "-i", file]);
  const picks = timesS.map(
    (_, i) => `[${i}:v]trim=end_frame=1,setpts=PTS-STARTPTS,scale=${size.width}:${size.height}[f${i}]`,
  );
  const joined = `${timesS.map((_, i) => `[f${i}]`).join("")}concat=n=${timesS.length}:v=1:a=0[out]`;
  return [
    ...["-hide_banner", "-nostdin", "-v", "error", ...inputs],
    ...["-filter_complex", [...picks, joined].join(";"), "-map", "[out]", "-fps_mode", "passthrough"],
    ...["-f", "rawvideo", "-pix_fmt", pixFmt, "pipe:1"],
  ];
}

/** Frame at `atS` as a picture of width x height (the format from `out`'s extension). */
export function frameStillArgs(
  video: string,
  atS: number,
  width: number,
  height: number,
  out: string,
): string[] {
  return [
    ...["-v", "error", "-ss", atS.toFixed(2), "-i", video],
    ...["-frames:v", "1", "-vf", `scale=${width}:${height}`, out],
  ];
}

/** Pictures named by an image2 pattern (`f%d.png`) tiled in one row of `columns`, on a dark ground. */
export function tileRowArgs(pattern: string, columns: number, out: string): string[] {
  return [
    ...["-v", "error", "-i", pattern],
    ...["-vf", `tile=${columns}x1:padding=8:margin=8:color=0x111111`, "-frames:v", "1", out],
  ];
}

/** The video's frames numbered `frames` (0-based), each scaled to width x height, in one row. */
export function framesRowArgs(
  video: string,
  frames: number[],
  width: number,
  height: number,
  out: string,
): string[] {
  const select = frames.map((f) => `eq(n\\,${f})`).join("+");
  return [
    ...["-v", "error", "-i", video],
    ...[
      "-vf",
      `select='${select}',scale=${width}:${height},tile=${frames.length}x1:padding=6:margin=6:color=0x111111`,
    ],
    ...["-frames:v", "1", out],
  ];
}

/** Pictures of the same width stacked top to bottom. */
export function stackRowsArgs(rows: string[], out: string): string[] {
  return [
    ...["-v", "error", ...rows.flatMap((r) => ["-i", r])],
    ...["-filter_complex", `vstack=inputs=${rows.length}`, "-frames:v", "1", out],
  ];
}
