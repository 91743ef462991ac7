import { narrationCleanupArgs } from "../media/narration-cleanup-args";
import { runFfmpeg } from "../media/run-process";
import { matchSpeechLoudness } from "../providers/speech/loudness";

/**
 * The recording trimmed (unless `trim` is false: its times then stay those of the file) and filtered (media/narration-cleanup-args.ts), then at the offline voices'
 * loudness (SPEECH_LUFS, peaks kept under -1 dBFS) so it sits under the music as they do. ffmpeg's
 * loudnorm is not used: in one pass it barely moves a clip of a few seconds.
 */
export async function cleanRecording(
  input: string,
  outWav: string,
  opts: { trim?: boolean } = {},
): Promise<void> {
  await runFfmpeg(narrationCleanupArgs(input, outWav, 48_000, opts.trim ?? true), { timeoutMs: 300_000 });
  await matchSpeechLoudness(outWav);
}
