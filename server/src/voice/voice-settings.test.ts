import { describe, expect, it } from "vitest";
import { espeakProsody, normaliseSettings, pitchCents } from "./voice-settings";

describe("voice settings for each engine", () => {
  it("leaves an espeak-ng voice as it is at pitch 1 and speed 1", () => {
    expect(espeakProsody({ rate: 165, pitch: 60 }, { pitch: 1, speed: 1 })).toEqual({ rate: 165, pitch: 60 });
  });

  it("scales espeak-ng's rate with speed and moves its pitch setting on its logarithmic scale", () => {
    expect(espeakProsody({ rate: 165, pitch: 50 }, { pitch: 1.2, speed: 1.5 })).toEqual({
      rate: 248,
      pitch: 71,
    });
    expect(espeakProsody({ rate: 165, pitch: 50 }, { pitch: 0.8, speed: 0.5 })).toEqual({
      rate: 83,
      pitch: 24,
    });
  });

  it("keeps espeak-ng's settings inside what it accepts", () => {
    expect(espeakProsody({ rate: 165, pitch: 90 }, { pitch: 1.5, speed: 4 })).toEqual({
      rate: 450,
      pitch: 99,
    });
  });

  it("turns a pitch multiplier into cents and brings missing settings back to neutral", () => {
    expect(pitchCents(1)).toBe(0);
    expect(pitchCents(0.5)).toBe(-1200);
    expect(normaliseSettings(undefined)).toEqual({ pitch: 1, speed: 1 });
    expect(normaliseSettings({ speed: 9 })).toEqual({ pitch: 1, speed: 2 });
  });
});
