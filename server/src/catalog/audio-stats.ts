import { volumeDetectArgs, volumeDetectManyArgs } from "../media/audio-args";
import { runFfmpeg } from "../media/run-process";

export type AudioStats = { seconds: number; meanDb: number; maxDb: number };

const dB = (text: string | undefined) => {
  const value = Number(text ?? "-inf");
  return Number.isNaN(value) ? -Infinity : value;
};

function durationOf(text: string): number {
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  return d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : 0;
}

/** Duration and loudness of an audio file, decoded by ffmpeg (volumedetect). */
export async function audioStats(file: string): Promise<AudioStats> {
  const { stderr } = await runFfmpeg(volumeDetectArgs(file), { timeoutMs: 60_000 });
  return {
    seconds: durationOf(stderr),
    meanDb: dB(/mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1]),
    maxDb: dB(/max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1]),
  };
}

/**
 * audioStats of several files in one ffmpeg run (each start costs ~0.15-0.2 CPU s here): input i's
 * duration from its "Input #i" block, its loudness from the i-th volumedetect filter of the graph.
 */
export async function audioStatsOfEach(files: readonly string[]): Promise<AudioStats[]> {
  if (files.length === 0) return [];
  const { stderr } = await runFfmpeg(volumeDetectManyArgs(files), {
    timeoutMs: 60_000 + 5_000 * files.length,
  });
  const inputBlocks = stderr.split(/^Input #/m).slice(1);
  const volume = (i: number, what: "mean" | "max") =>
    new RegExp(`\\[Parsed_volumedetect_${i} @ [^\\]]+\\] ${what}_volume: (-?[\\d.]+|-inf) dB`).exec(
      stderr,
    )?.[1];
  return files.map((_, i) => ({
    seconds: durationOf(inputBlocks.find((b) => b.startsWith(`${i},`)) ?? ""),
    meanDb: dB(volume(i, "mean")),
    maxDb: dB(volume(i, "max")),
  }));
}
