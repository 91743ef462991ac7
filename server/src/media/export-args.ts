/**
 * Pure builders of the ffmpeg argument lists of an export: a finished MP4 made into another
 * size or container, tested as lists; services/export-runner.ts runs them. Lists leave out
 * `-hide_banner -nostdin -y`, which runFfmpeg adds.
 */

export interface EncodeInput {
  input: string;
  output: string;
  /** The export's frame, even numbers of the source's aspect ratio. */
  width: number;
  height: number;
  /** A clip of the video (seconds); the whole video when absent. */
  startS?: number;
  durationS?: number;
}

/** The frame scaled to the export's size; a source a pixel off the ratio is cropped, never padded with bars. */
export const scaleFilter = (width: number, height: number) =>
  `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos,crop=${width}:${height},setsar=1`;

const seconds = (s: number) => s.toFixed(3);

/** `-ss`/`-t` before the input: a fast seek that is still frame-exact when the video is re-encoded. */
function clipInput(i: EncodeInput): string[] {
  return [
    ...(i.startS ? ["-ss", seconds(i.startS)] : []),
    ...(i.durationS !== undefined ? ["-t", seconds(i.durationS)] : []),
    "-i",
    i.input,
  ];
}

/**
 * MP4 for upload anywhere: H.264 High at CRF 20 (veryfast), AAC 160 kb/s 48 kHz stereo, the index at the
 * front (faststart) so a player starts before the whole file has arrived.
 */
export function mp4ExportArgs(i: EncodeInput): string[] {
  return [
    ...["-v", "error", "-stats"],
    ...clipInput(i),
    ...["-map", "0:v:0", "-map", "0:a:0?"],
    ...["-vf", scaleFilter(i.width, i.height)],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-profile:v", "high", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "160k", "-ar", "48000", "-ac", "2"],
    ...["-movflags", "+faststart", i.output],
  ];
}

/**
 * The finished MP4 as it is (same size, same codecs), its index moved to the front: no generation lost.
 */
export function mp4CopyArgs(i: Pick<EncodeInput, "input" | "output">): string[] {
  return ["-v", "error", "-i", i.input, "-map", "0", "-c", "copy", "-movflags", "+faststart", i.output];
}

/**
 * WebM: VP9 in constant quality (CRF 30, no bitrate cap) at libvpx's realtime deadline, speed 8, with row
 * threading: on two cores the "good" deadline at speed 4 or 5 took five to eight times as long for a file
 * a third smaller, too slow for a minute of 1080p. Opus 128 kb/s at 48 kHz, the only rates Opus takes.
 */
export function webmExportArgs(i: EncodeInput): string[] {
  return [
    ...["-v", "error", "-stats"],
    ...clipInput(i),
    ...["-map", "0:v:0", "-map", "0:a:0?"],
    ...["-vf", scaleFilter(i.width, i.height)],
    ...["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-deadline", "realtime", "-cpu-used", "8"],
    ...["-row-mt", "1", "-tile-columns", "2", "-pix_fmt", "yuv420p"],
    ...["-c:a", "libopus", "-b:a", "128k", "-ar", "48000", "-ac", "2"],
    ...["-f", "webm", i.output],
  ];
}

export interface GifInput extends EncodeInput {
  fps: number;
  durationS: number;
}

/**
 * A GIF in one pass: the clip at `fps`, scaled, split into a palette made for it (palettegen counts the
 * colours of what moves, stats_mode=diff) and the frames mapped onto that palette (paletteuse, ordered
 * Bayer dither, which LZW packs far better than error diffusion, redrawing only the changed rectangle).
 * Silent (-an) and looping forever (-loop 0).
 */
export function gifExportArgs(i: GifInput): string[] {
  const frames = `fps=${i.fps},${scaleFilter(i.width, i.height)}`;
  const palette = "palettegen=max_colors=256:stats_mode=diff";
  const apply = "paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle";
  return [
    ...["-v", "error", "-stats"],
    ...clipInput(i),
    ...["-filter_complex", `[0:v:0]${frames},split[a][b];[a]${palette}[p];[b][p]${apply}[out]`],
    ...["-map", "[out]", "-an", "-loop", "0", "-f", "gif", i.output],
  ];
}

/**
 * GIF frame rates: each is a whole number of GIF's 1/100 s ticks a frame (15 fps would be 6.67 ticks,
 * rounded, and the GIF would run at the wrong speed), and a GIF that is over its byte limit steps down.
 */
export const GIF_FRAME_RATES = [12.5, 10, 8] as const;
/** The smallest short side a GIF is made at while making it fit its byte limit. */
export const GIF_MIN_SHORT_SIDE = 160;

export interface GifTry {
  fps: number;
  width: number;
  height: number;
}

const evenFloor = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * The next, smaller GIF after one that came out at `bytes`, over `limit`. A GIF's size goes with its frame
 * count and its area, so the try aims 10 % under the limit: the highest frame rate that alone gets there,
 * else the lowest rate and a frame smaller by the square root of what is still missing. Null when the
 * frame is already at its smallest: the clip cannot be made to fit.
 */
export function nextGifTry(last: GifTry, bytes: number, limit: number): GifTry | null {
  const target = (limit * 0.9) / bytes;
  const fps = GIF_FRAME_RATES.find((f) => f < last.fps && f <= last.fps * target);
  if (fps !== undefined) return { ...last, fps };
  const lowest = GIF_FRAME_RATES[GIF_FRAME_RATES.length - 1] ?? last.fps;
  const short = Math.min(last.width, last.height);
  if (short <= GIF_MIN_SHORT_SIDE) return null;
  const scale = Math.max(GIF_MIN_SHORT_SIDE / short, Math.min(0.9, Math.sqrt((target * last.fps) / lowest)));
  return { fps: lowest, width: evenFloor(last.width * scale), height: evenFloor(last.height * scale) };
}

/**
 * The video's sound alone as MP3: its one mixed track (the narration and music, at the loudness the video
 * has) without the picture, LAME at 192 kb/s, 44.1 kHz stereo, the rate every player takes.
 */
export function mp3ExportArgs(i: Pick<EncodeInput, "input" | "output">): string[] {
  return [
    ...["-v", "error", "-stats", "-i", i.input],
    ...["-map", "0:a:0", "-vn"],
    ...["-c:a", "libmp3lame", "-b:a", "192k", "-ar", "44100", "-ac", "2"],
    ...["-f", "mp3", i.output],
  ];
}
