import { describe, expect, it } from "vitest";
import { formatClock, levelOf, peaksOf, recorderType, recordingFileName } from "./recording";

describe("the narration recorder's helpers", () => {
  it("draws each bar of the waveform as the loudest sample of its stretch", () => {
    const samples = new Float32Array([0.1, -0.6, 0.2, 0, 0.05, -0.02, 0.9, 0.3]);
    expect(peaksOf(samples, 4)).toEqual([
      expect.closeTo(0.6),
      expect.closeTo(0.2),
      expect.closeTo(0.05),
      expect.closeTo(0.9),
    ]);
    expect(peaksOf(new Float32Array(), 10)).toEqual([]);
  });

  it("shows silence as an empty meter and speech as a full one", () => {
    expect(levelOf(new Uint8Array(256).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 128 + 60 : 128 - 60));
    expect(levelOf(loud)).toBe(1);
    const soft = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 128 + 8 : 128 - 8));
    expect(levelOf(soft)).toBeGreaterThan(0.1);
    expect(levelOf(soft)).toBeLessThan(0.5);
  });

  it("writes a recording's length as minutes and seconds", () => {
    expect(formatClock(7.9)).toBe("0:07");
    expect(formatClock(102)).toBe("1:42");
  });

  it("records in the first container the browser supports, and names the upload after it", () => {
    expect(recorderType((t) => t === "audio/mp4")).toBe("audio/mp4");
    expect(recorderType((t) => t.startsWith("audio/webm"))).toBe("audio/webm;codecs=opus");
    expect(recorderType(() => false)).toBeUndefined();
    expect(recordingFileName("audio/mp4")).toBe("narration.m4a");
    expect(recordingFileName("audio/webm;codecs=opus")).toBe("narration.webm");
    expect(recordingFileName("audio/ogg;codecs=opus")).toBe("narration.ogg");
  });
});
