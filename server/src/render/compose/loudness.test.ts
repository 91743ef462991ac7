import { describe, expect, it } from "vitest";
import { loudnessApplyArgs, parseLoudness } from "./loudness";

describe("the loudness", () => {
  it("normalises to -14 LUFS with one measured gain and a limiter, straight to AAC", () => {
    const measured = parseLoudness(
      "[Parsed_ebur128_0] t: 1 M: -20\n  Integrated loudness:\n    I:         -23.1 LUFS\n  True peak:\n    Peak:       -5.0 dBFS\n",
    );
    expect(measured).toEqual({ i: -23.1, peak: -5 });
    const args = loudnessApplyArgs("mix.wav", measured, "audio.m4a");
    const af = args[args.indexOf("-af") + 1];
    expect(af).toContain("volume=9.10dB");
    expect(af).toContain("alimiter=limit=0.79:level=false:latency=true");
    expect(args).toEqual(expect.arrayContaining(["-c:a", "aac", "-ar", "48000", "-ac", "2"]));
    // Silence is not amplified into noise.
    expect(parseLoudness("    I:         -70.0 LUFS\n")).toBeNull();
    expect(loudnessApplyArgs("mix.wav", null, "a.m4a")[4]).toContain("volume=0.00dB");
  });
});
