import path from "node:path";
import { describe, expect, it } from "vitest";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { audioStats, audioStatsOfEach } from "./audio-stats";

describe("audio stats", () => {
  it("measure several files in one run as one run a file does", async () => {
    await withTempDir("audio-stats", async (dir) => {
      const tone = (name: string, seconds: number, volume: number) => {
        const file = path.join(dir, name);
        const source = `sine=frequency=440:sample_rate=48000:duration=${seconds}`;
        return runFfmpeg(["-f", "lavfi", "-i", source, "-af", `volume=${volume}`, file]).then(() => file);
      };
      const files = [
        await tone("loud.wav", 3, 0.9),
        await tone("quiet.mp3", 1.5, 0.05),
        await tone("mid.wav", 2, 0.3),
      ];
      const each = await audioStatsOfEach(files);
      const one = await Promise.all(files.map((f) => audioStats(f)));
      expect(each).toEqual(one);
      // Loud, quiet, middle: in the order asked.
      expect(each.map((s) => Math.round(s.seconds))).toEqual([3, 2, 2]);
      expect(each[0]?.maxDb).toBeGreaterThan(each[2]?.maxDb ?? 0);
      expect(each[2]?.maxDb).toBeGreaterThan(each[1]?.maxDb ?? 0);
    });
  });
});
