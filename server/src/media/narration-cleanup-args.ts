/**
 * A creator's recorded narration made ready to align and mix: silence trimmed at both ends (a tenth of a
 * second kept), rumble under 80 Hz cut, broadband noise lowered a little (FFT denoiser, 12 dB at most, so
 * the voice keeps its colour); one pass, 16-bit mono WAV. The loudness is set after, in process, to the
 * offline voices' (align/cleanup.ts). The trim moves every time in the recording: align the cleaned file
 * (`trim` false keeps the ends, and the file's times).
 */
export function narrationCleanupArgs(
  input: string,
  outWav: string,
  sampleRate = 48_000,
  trim = true,
): string[] {
  const trimStart = "silenceremove=start_periods=1:start_threshold=-45dB:start_silence=0.1";
  const trimmed = trim ? [trimStart, "areverse", trimStart, "areverse"] : [];
  const filters = ["highpass=f=80", ...trimmed, "afftdn=nr=12:nf=-45"];
  return [
    ...["-v", "error", "-i", input, "-vn", "-af", filters.join(",")],
    ...["-ac", "1", "-ar", String(sampleRate), "-c:a", "pcm_s16le", outWav],
  ];
}
