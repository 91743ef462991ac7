/**
 * Pure builders of the audio tools' argument lists (ffmpeg, sox), tested as lists; run-process.ts runs
 * them. ffmpeg lists leave out `-hide_banner -nostdin -y`, which runFfmpeg adds.
 */

/**
 * 16-bit mono WAV at `sampleRate`, optionally only the first `maxSeconds`: what the speech pipeline, the
 * pitch measure and the mouth levels read, whatever a voice service or a user sent (wav, mp3, ogg, webm).
 */
export function monoWavArgs(
  input: string,
  out: string,
  opts: { sampleRate: number; maxSeconds?: number },
): string[] {
  return [
    ...["-v", "error", "-i", input],
    ...(opts.maxSeconds !== undefined ? ["-t", String(opts.maxSeconds)] : []),
    ...["-ac", "1", "-ar", String(opts.sampleRate), "-c:a", "pcm_s16le", out],
  ];
}

/** Raw 16-bit little-endian mono PCM on stdout, for reading samples without a file. */
export function pcmStreamArgs(input: string, sampleRate: number): string[] {
  return ["-v", "error", "-i", input, "-ac", "1", "-ar", String(sampleRate), "-f", "s16le", "pipe:1"];
}

/** Ogg Opus at 64 kb/s, the stored form of a browser's WebM voice recording (any video stream dropped). */
export function opusOggArgs(input: string, out: string): string[] {
  return ["-v", "error", "-i", input, "-vn", "-c:a", "libopus", "-b:a", "64k", out];
}

/** Decodes the whole file and prints its duration and mean/max volume on stderr (volumedetect). */
export function volumeDetectArgs(input: string): string[] {
  return ["-i", input, "-af", "volumedetect", "-f", "null", "-"];
}

/** volumedetect on each of several files in one ffmpeg run: input i's figures come from filter i. */
export function volumeDetectManyArgs(inputs: readonly string[]): string[] {
  const graph = inputs.map((_, i) => `[${i}:a]volumedetect[a${i}]`).join(";");
  return [
    ...inputs.flatMap((input) => ["-i", input]),
    ...["-filter_complex", graph],
    ...inputs.flatMap((_, i) => ["-map", `[a${i}]`, "-f", "null", "-"]),
  ];
}

/** sox's pitch shift in cents (1200 to the octave) keeps the duration, so word times stay where they were. */
export function soxPitchArgs(inWav: string, outWav: string, cents: number): string[] {
  return [inWav, outWav, "pitch", String(cents)];
}
