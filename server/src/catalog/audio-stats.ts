import { volumeDetectArgs } from "../media/audio-args";
import { runFfmpeg } from "../media/run-process";

/** Duration and loudness of an audio file, decoded by ffmpeg (volumedetect). */
export async function audioStats(file: string) {
  const { stderr } = await runFfmpeg(volumeDetectArgs(file), { timeoutMs: 60_000 });
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const seconds = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : 0;
  const meanDb = Number(/mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1] ?? "-inf");
  const maxDb = Number(/max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1] ?? "-inf");
  return {
    seconds,
    meanDb: Number.isNaN(meanDb) ? -Infinity : meanDb,
    maxDb: Number.isNaN(maxDb) ? -Infinity : maxDb,
  };
}
