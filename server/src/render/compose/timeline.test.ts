import { describe, expect, it } from "vitest";
import { scenePlan, splitFrame, timeline } from "./timeline";

describe("the timeline", () => {
  it("starts each scene when its narration starts and lasts exactly the narration", () => {
    const t = timeline([2000, 1500, 1000], 0.4);
    expect(t.offsetsS).toEqual([2, 3.5]);
    expect(t.lengthsS).toEqual([2.4, 1.9, 1]);
    expect(t.totalS).toBe(4.5);
  });

  it("plans scenes in whole frames: each starts on its narration's frame and all add up to the video", () => {
    const plan = scenePlan([2000, 1510, 1000]);
    expect(plan.slotsF).toEqual([60, 45, 30]);
    expect(plan.transF).toEqual([12, 12]);
    expect(plan.streamF).toEqual([72, 57, 30]);
    // Very short scenes get shorter transitions, never a body of no frames.
    expect(scenePlan([300, 300]).transF).toEqual([4]);
  });

  it("cuts a long video in two inside a scene's body, never in a transition, and leaves a short one whole", () => {
    for (const durations of [
      [4200, 3900, 4100],
      [20_000],
      [2500, 2500, 2500, 2500, 2500, 2500],
      [9000, 400, 400, 9000],
    ]) {
      const { transF, outStartF, slotsF, outF } = scenePlan(durations);
      const k = splitFrame(durations);
      expect(k).not.toBeNull();
      const cut = k ?? 0;
      const i = outStartF.findLastIndex((start) => start < cut);
      // Inside scene i's body: after the transition into it, before its end.
      expect(cut).toBeGreaterThan((outStartF[i] ?? 0) + (i > 0 ? (transF[i - 1] ?? 0) : 0));
      expect(cut).toBeLessThan((outStartF[i] ?? 0) + (slotsF[i] ?? 0));
      expect(Math.abs(cut - outF / 2)).toBeLessThan(outF / 4);
    }
    expect(splitFrame([3000, 3000])).toBeNull();
  });
});
