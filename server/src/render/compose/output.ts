import { AAC, even, FPS, X264 } from "./encoding";

/** Where a run of consecutive parts is cut into their files: each part's first frame in the run. */
export interface PartSegments {
  /** The first frame of every part after the first, counted from the run's first frame. */
  cutsF: number[];
  /** The number of the run's first part in the output pattern. */
  firstNumber: number;
}

/**
 * The output of a run of consecutive parts: a key frame forced on each part's first frame and the stream
 * cut there, copied, into one file per part (numbered from `firstNumber`), so that each part file can be
 * joined to parts composed on their own (same encoder settings; each starts on a key frame at time zero).
 */
export function segmentOutputArgs(pattern: string, s: PartSegments): string[] {
  return [
    ...["-force_key_frames", `expr:${s.cutsF.map((f) => `eq(n,${f})`).join("+")}`],
    ...["-f", "segment", "-segment_frames", s.cutsF.join(","), "-segment_format", "mp4"],
    ...["-segment_format_options", "movflags=+faststart", "-reset_timestamps", "1"],
    ...["-segment_start_number", String(s.firstNumber), pattern],
  ];
}

/**
 * The composed video and its audio in one file, both copied, moov first for streaming. The video may be an
 * ffconcat list of the parts of a split composition (same encoder settings, so they join without re-encoding).
 */
export function muxArgs(
  video: string,
  audio: string,
  durationS: number,
  out: string,
  videoIsList = false,
): string[] {
  return [
    ...(videoIsList ? ["-f", "concat", "-safe", "0"] : []),
    ...["-i", video, "-i", audio, "-map", "0:v:0", "-map", "1:a:0", "-c", "copy"],
    ...["-t", durationS.toFixed(3), "-movflags", "+faststart", out],
  ];
}

/**
 * A brand card's part: the still held for `frames` frames, video only, with the composition's encoder
 * settings, so it joins the scenes' parts without re-encoding (each part starts on a key frame).
 */
export function cardPartArgs(image: string, frames: number, out: string): string[] {
  // Decoded once and repeated (`-loop 1` would decode the picture again for every frame: 2.7x the CPU).
  const hold = `[0:v]format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,settb=1/${FPS},setpts=N[v]`;
  return [
    ...["-i", image, "-filter_complex", hold, "-map", "[v]", "-frames:v", String(frames), "-an"],
    ...X264,
    ...["-r", String(FPS), "-g", String(FPS * 2), "-movflags", "+faststart", out],
  ];
}

/**
 * When the poster is taken, in seconds of the finished video: the middle of the story's first scene, after
 * the template's intro card (`introS`), so the library card and the player's poster show the story, not the
 * intro. Without scene times, a second into the story (or its middle when shorter). Never past the end.
 */
export function posterAtS(
  durationS: number,
  introS: number,
  firstScene?: { startMs: number; durationMs: number },
): number {
  const story = Math.max(0, durationS - introS);
  const intoStory = firstScene
    ? (firstScene.startMs + firstScene.durationMs / 2) / 1000
    : Math.min(1, story / 2);
  return Math.max(0, Math.min(introS + intoStory, durationS - 0.1));
}

/** A still frame of the video at `atS` seconds for the thumbnail, `width` pixels wide. */
export function thumbnailArgs(video: string, atS: number, width: number, out: string): string[] {
  return [
    "-ss",
    atS.toFixed(2),
    "-i",
    video,
    "-frames:v",
    "1",
    "-vf",
    `scale=${even(width)}:-2`,
    "-q:v",
    "3",
    out,
  ];
}

/**
 * The floor for benchmarks: one still of the same size, decoded and scaled once and repeated, with the same
 * encoder settings as the composition; no motion, transitions, avatar or captions.
 */
export function plainEncodeArgs(
  image: string,
  width: number,
  height: number,
  durationS: number,
  out: string,
): string[] {
  const frames = Math.max(1, Math.round(durationS * FPS));
  return [
    ...["-i", image, "-f", "lavfi", "-i", "anullsrc=r=48000:cl=stereo"],
    "-filter_complex",
    `[0:v]scale=${width}:${height},format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,settb=1/${FPS},setpts=N[v]`,
    ...["-map", "[v]", "-map", "1:a", "-t", durationS.toFixed(3)],
    ...X264,
    ...["-r", String(FPS), "-g", String(FPS * 2)],
    ...AAC,
    ...["-movflags", "+faststart", out],
  ];
}
