/**
 * A scene's stretch of a cleaned narration recording (align/cleanup.ts) as its own 16-bit mono WAV: the
 * samples [fromSample, toSample) exactly, so the scenes' stretches joined are the recording again, then
 * `padMs` of silence where the scene's picture stays longer than the narrator paused.
 */
export function recordingSliceArgs(
  input: string,
  out: string,
  opts: { fromSample: number; toSample: number; padMs: number; sampleRate: number },
): string[] {
  const filters = [
    `atrim=start_sample=${Math.max(0, Math.round(opts.fromSample))}:end_sample=${Math.round(opts.toSample)}`,
    "asetpts=PTS-STARTPTS",
    ...(opts.padMs > 0 ? [`apad=pad_dur=${(opts.padMs / 1000).toFixed(3)}`] : []),
  ];
  return [
    ...["-v", "error", "-i", input, "-vn", "-af", filters.join(",")],
    ...["-ac", "1", "-ar", String(opts.sampleRate), "-c:a", "pcm_s16le", out],
  ];
}

/** `ms` of silence as a 16-bit mono WAV: the slot of a scene the recording leaves out. */
export function silenceWavArgs(out: string, ms: number, sampleRate: number): string[] {
  return [
    ...["-v", "error", "-f", "lavfi", "-i", `anullsrc=r=${sampleRate}:cl=mono`],
    ...["-t", (ms / 1000).toFixed(3), "-c:a", "pcm_s16le", out],
  ];
}
