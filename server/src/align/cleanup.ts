import { narrationCleanupArgs } from "../media/narration-cleanup-args";
import { runFfmpeg } from "../media/run-process";
import { matchSpeechLoudness } from "../providers/speech";

/**
 * The recording trimmed (unless `trim` is false: its times then stay those of the file) and filtered (media/narration-cleanup-args.ts), then at the offline voices'
 * loudness (SPEECH_LUFS, peaks kept under -1 dBFS) so it sits under the music as they do. ffmpeg's
 * loudnorm is not used: in one pass it barely moves a clip of a few seconds.
 * `trim` false keeps the recording's times (a talking video's, whose picture follows them).
 */
export async function cleanRecording(input: string, outWav: string, trim = true): Promise<void> {
  await runFfmpeg(narrationCleanupArgs(input, outWav, 48_000, trim), { timeoutMs: 300_000 });
  await matchSpeechLoudness(outWav);
}
