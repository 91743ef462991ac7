export const FPS = 30;
/**
 * x264 ultrafast with CABAC and the deblocking filter back on, at CRF 22: about twice as fast as veryfast on
 * the panned pictures, with the same SSIM as veryfast at CRF 21 and 15-20 MB a minute at 1080x1920
 * (measured in docs/BENCHMARKS.md). Plain ultrafast (no deblocking) shows blocks in gradients.
 */
export const X264 = [
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-crf",
  "22",
  "-x264-params",
  "cabac=1:deblock=0,0",
  "-pix_fmt",
  "yuv420p",
];
export const AAC = ["-c:a", "aac", "-b:a", "160k", "-ar", "48000", "-ac", "2"];

export const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** Escapes a path for use inside a filter graph option. */
export const filterPath = (p: string) => p.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/:/g, "\\:");

/** The frame rate ffmpeg's image input declares for a still (its default), which xfade compares. */
const STILL_INPUT_RATE = 25;

/**
 * The last steps of a still's stream, labelled `label`: declared at the stills' input rate like a clip's
 * (xfade compares them), timed 1/30 like a still's.
 */
export const declaredAsStill = (label: string) => [
  `settb=1/${STILL_INPUT_RATE}`,
  "setpts=N",
  `fps=${STILL_INPUT_RATE}`,
  `settb=1/${FPS}`,
  `setpts=N[${label}]`,
];
