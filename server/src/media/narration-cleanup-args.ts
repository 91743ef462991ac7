/**
 * How late ffmpeg's FFT denoiser (afftdn) gives its sound, at any sample rate (cleanup.test.ts): an
 * untrimmed recording's time t is the upload's t - DENOISE_DELAY_MS.
 */
export const DENOISE_DELAY_MS = 25;

/**
 * A creator's recorded narration made ready to align and mix: silence trimmed at both ends (a tenth of a
 * second kept), rumble under 80 Hz cut, broadband noise lowered a little (FFT denoiser, 12 dB at most, so
 * the voice keeps its colour); one pass, 16-bit mono WAV. The loudness is set after, in process, to the
 * offline voices' (align/cleanup.ts). The trim moves every time in the recording: align the cleaned file.
 * `trim` false keeps every sample (a talking video's sound, whose picture keeps its times): each comes
 * DENOISE_DELAY_MS later than in the upload. With `alignRate`, the same cleaned sound also goes to stdout
 * as raw 16-bit mono samples at that rate (the aligner's), from the one pass: no second decode.
 */
export function narrationCleanupArgs(
  input: string,
  outWav: string,
  sampleRate = 48_000,
  trim = true,
  alignRate?: number,
): string[] {
  const trimStart = "silenceremove=start_periods=1:start_threshold=-45dB:start_silence=0.1";
  const trims = trim ? [trimStart, "areverse", trimStart, "areverse"] : [];
  const filters = ["highpass=f=80", ...trims, "afftdn=nr=12:nf=-45"].join(",");
  const wav = ["-ac", "1", "-ar", String(sampleRate), "-c:a", "pcm_s16le", outWav];
  if (alignRate === undefined) return ["-v", "error", "-i", input, "-vn", "-af", filters, ...wav];
  return [
    ...["-v", "error", "-i", input, "-filter_complex", `[0:a:0]${filters},asplit=2[wav][align]`],
    ...["-map", "[wav]", ...wav],
    ...["-map", "[align]", "-ac", "1", "-ar", String(alignRate), "-f", "s16le", "pipe:1"],
  ];
}
