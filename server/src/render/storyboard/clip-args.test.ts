import { describe, expect, it } from "vitest";
import { clipSoundArgs, MAX_SLOW, slowFactor, userClipArgs } from "./clip-args";

describe("a user's clip in a scene", () => {
  it("is trimmed from its in-point when it is long enough for the scene", () => {
    const args = userClipArgs({ proxy: "c.mp4", inPoint: 2, durationS: 20, needS: 4, out: "o.mp4" });
    expect(args.slice(0, 6)).toEqual(["-ss", "2.000", "-t", "4.000", "-i", "c.mp4"]);
    expect(args).toContain("-an");
    expect(args.join(" ")).not.toContain("setpts");
  });

  it("is slowed to fill a scene longer than what is left of it, at most four times", () => {
    const args = userClipArgs({ proxy: "c.mp4", inPoint: 1, durationS: 3, needS: 4, out: "o.mp4" });
    expect(args.join(" ")).toContain("setpts=2.0000*PTS");
    expect(args.slice(2, 4)).toEqual(["-t", "2.000"]);
    expect(slowFactor(0.5, 10)).toBe(MAX_SLOW);
    expect(slowFactor(5, 4)).toBe(1);
  });

  it("keeps its sound under the narration at the chosen level for the scene's slot", () => {
    const args = clipSoundArgs({
      speech: "s.wav",
      proxy: "c.mp4",
      inPoint: 1,
      slotS: 3,
      level: 0.25,
      out: "m.wav",
    });
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain("volume=0.250");
    expect(graph).toContain("amix=inputs=2:duration=first");
    expect(graph).toContain("apad=whole_dur=3.000");
  });
});
