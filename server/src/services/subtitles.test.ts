import { describe, expect, it } from "vitest";
import { srtOf, vttOf } from "./subtitles";

const cues = [
  { startMs: 0, endMs: 1250, lines: ["The keeper rowed", "home"] },
  { startMs: 3_723_004, endMs: 3_724_500, lines: ["Salt & <spray>"] },
];

describe("subtitle files", () => {
  it("writes SubRip cues numbered from 1, with comma milliseconds and their lines", () => {
    expect(srtOf(cues)).toBe(
      "1\n00:00:00,000 --> 00:00:01,250\nThe keeper rowed\nhome\n\n" +
        "2\n01:02:03,004 --> 01:02:04,500\nSalt & <spray>\n",
    );
  });

  it("writes WebVTT with its header, dot milliseconds and its markup characters escaped", () => {
    expect(vttOf(cues)).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:01.250\nThe keeper rowed\nhome\n\n" +
        "01:02:03.004 --> 01:02:04.500\nSalt &amp; &lt;spray&gt;\n",
    );
  });
});
