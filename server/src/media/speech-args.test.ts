import { describe, expect, it } from "vitest";
import { ffprobeArgs } from "./probe-args";
import { espeakHelperBuildArgs, espeakWavArgs, espeakWordsArgs } from "./speech-args";

describe("espeak-ng command lines", () => {
  it("gives the word-timing helper its voice, whole-number rate and pitch, and the WAV", () => {
    expect(espeakWordsArgs({ voice: "en-us+f3", rate: 182.6, pitch: 49.4, outWav: "o.wav" })).toEqual([
      "en-us+f3",
      "183",
      "49",
      "o.wav",
    ]);
  });

  it("builds the helper against libespeak-ng", () => {
    expect(espeakHelperBuildArgs("espeak-words.c", "build/espeak-words")).toEqual([
      ...["-O2", "-o", "build/espeak-words", "espeak-words.c", "-lespeak-ng"],
    ]);
  });

  it("speaks a line into a WAV with a voice variant", () => {
    expect(espeakWavArgs("en+m3", "Hi there.", "s.wav")).toEqual(["-v", "en+m3", "-w", "s.wav", "Hi there."]);
  });
});

describe("ffprobe command line", () => {
  it("asks for the format and streams as JSON, errors only", () => {
    expect(ffprobeArgs("v.mp4")).toEqual([
      ...["-v", "error", "-print_format", "json", "-show_format", "-show_streams", "v.mp4"],
    ]);
  });
});
