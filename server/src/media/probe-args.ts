/** ffprobe's report of a file's container and streams, as JSON on stdout. */
export const ffprobeArgs = (file: string) => [
  "-v",
  "error",
  "-print_format",
  "json",
  "-show_format",
  "-show_streams",
  file,
];

/**
 * ffmpeg's loudness check of a file's first sound stream: every sample decoded (a damaged stream fails
 * here, where a probe of its header passes) and its peak reported by volumedetect on stderr.
 */
export const volumeDetectArgs = (file: string) => [
  ...["-v", "info", "-nostats", "-xerror", "-i", file],
  ...["-map", "0:a:0", "-af", "volumedetect", "-f", "null", "-"],
];

/** How many samples volumedetect counted, over all channels; null when it reported none. */
export function decodedSampleCount(stderr: string): number | null {
  const m = /n_samples:\s*(\d+)/.exec(stderr);
  return m?.[1] ? Number(m[1]) : null;
}

/** The peak level (dBFS) volumedetect reports; null when it reported none (no samples were decoded). */
export function maxVolumeDb(stderr: string): number | null {
  const m = /max_volume:\s*(-?(?:\d+(?:\.\d+)?|inf))\s*dB/.exec(stderr);
  if (!m?.[1]) return null;
  return m[1] === "-inf" ? Number.NEGATIVE_INFINITY : Number(m[1]);
}
