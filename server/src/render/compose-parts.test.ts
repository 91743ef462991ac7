import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assLinesIn, partHash, partRuns } from "./compose";
import { FPS } from "./compose/encoding";
import { scenePlan, sceneRanges } from "./compose/timeline";

describe("a composition cut at every scene", () => {
  it("has one part per scene, joined without a gap, each cut inside a scene's body", () => {
    const durations = [3000, 2500, 4000, 2000];
    const ranges = sceneRanges(durations);
    const { outStartF, outF, transF } = scenePlan(durations);
    expect(ranges).toHaveLength(4);
    expect(ranges[0]?.fromF).toBe(0);
    expect(ranges.at(-1)?.toF).toBe(outF);
    ranges.slice(1).forEach((r, k) => {
      expect(r.fromF).toBe(ranges[k]?.toF);
      // After the transition into scene k+1, never inside it.
      expect(r.fromF).toBeGreaterThan((outStartF[k + 1] ?? 0) + (transF[k] ?? 0));
    });
  });
});

describe("the runs that make the parts not in the cache", () => {
  const ranges = sceneRanges([4000, 3000, 5000, 4000, 3000, 5000, 4000]);
  const framesOf = (run: number[]) =>
    run.reduce((s, p) => s + (ranges[p]?.toF ?? 0) - (ranges[p]?.fromF ?? 0), 0);

  it("on a first render are two runs of consecutive parts, about half the video each", () => {
    const runs = partRuns(
      ranges,
      ranges.map(() => true),
    );
    expect(runs.flat()).toEqual(ranges.map((_, p) => p));
    expect(runs).toHaveLength(2);
    const total = ranges.at(-1)?.toF ?? 0;
    for (const run of runs) expect(Math.abs(framesOf(run) - total / 2)).toBeLessThan(100);
  });

  it("leave out the reused parts and never join parts across one", () => {
    const missing = [false, true, true, false, false, true, false];
    expect(partRuns(ranges, missing)).toEqual([[1, 2], [5]]);
  });

  it("keep a run too short for a second encoder whole", () => {
    const short = sceneRanges([2000, 2000, 2000]);
    expect(partRuns(short, [true, true, true])).toEqual([[0, 1, 2]]);
  });
});

describe("a composed part's cache name", () => {
  it("shows only the caption lines of the part's own time", () => {
    const ass = [
      "[Events]",
      "Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,first",
      "Dialogue: 0,0:00:09.00,0:00:10.00,Default,,0,0,0,,late",
    ].join("\n");
    const shown = assLinesIn(ass, [0, 3]);
    expect(shown).toContain("first");
    expect(shown).not.toContain("late");
  });

  it("is the same for the same inputs in another folder and changes with a picture's content", async () => {
    const folder = async (png: string) => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "part-hash-"));
      await fs.writeFile(path.join(dir, "image-0.png"), png);
      return dir;
    };
    const args = (dir: string) => ["-i", `${dir}/image-0.png`, "-r", String(FPS), `${dir}/video-0.mp4`];
    const [a, b, c] = [await folder("same"), await folder("same"), await folder("other")];
    expect(await partHash(args(a), a)).toBe(await partHash(args(b), b));
    expect(await partHash(args(a), a)).not.toBe(await partHash(args(c), c));
    await Promise.all([a, b, c].map((d) => fs.rm(d, { recursive: true, force: true })));
  });
});
