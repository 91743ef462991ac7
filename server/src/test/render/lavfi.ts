import { runFfmpeg } from "../../media/run-process";

/**
 * Writes `out` from one of ffmpeg's own sources (`testsrc2=s=90x90`, `color=c=0x1e3a8a:s=100x100`,
 * `anoisesrc=color=pink:duration=4`): a test's picture, clip or sound with no fixture file. `args` go
 * before the output (a filter, a frame count, a sample rate).
 */
export const fromLavfi = (source: string, out: string, args: string[] = []) =>
  runFfmpeg(["-f", "lavfi", "-i", source, ...args, out]);
