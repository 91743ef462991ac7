import { describe, expect, it } from "vitest";
import { decodedSampleCount, maxVolumeDb, volumeDetectArgs } from "./probe-args";

describe("the loudness check of a recording", () => {
  it("decodes every sample of the first sound stream and stops at the first damaged one", () => {
    const args = volumeDetectArgs("/tmp/voice.ogg");
    expect(args).toContain("-xerror");
    expect(args.join(" ")).toContain("-i /tmp/voice.ogg -map 0:a:0 -af volumedetect -f null -");
  });

  it("reads the peak level volumedetect reports, and none when nothing was decoded", () => {
    expect(maxVolumeDb("[Parsed_volumedetect_0 @ 0x1] max_volume: -18.1 dB\n")).toBe(-18.1);
    expect(maxVolumeDb("[Parsed_volumedetect_0 @ 0x1] max_volume: 0.0 dB")).toBe(0);
    expect(maxVolumeDb("max_volume: -inf dB")).toBe(Number.NEGATIVE_INFINITY);
    expect(maxVolumeDb("Output file is empty, nothing was encoded")).toBeNull();
  });

  it("reads how many samples were decoded, the length of a recording whose header has none", () => {
    expect(decodedSampleCount("[Parsed_volumedetect_0 @ 0x1] n_samples: 162894\n max_volume: -3.2 dB")).toBe(
      162894,
    );
    expect(decodedSampleCount("Output file is empty, nothing was encoded")).toBeNull();
  });
});
