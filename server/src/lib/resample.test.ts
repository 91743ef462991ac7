import { describe, expect, it } from "vitest";
import { resample } from "./resample";

const tone = (hz: number, rate: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );

/** The amplitude of the `hz` component of `x` (a single-bin Fourier transform), its ends left out. */
function amplitudeAt(x: Float32Array, hz: number, rate: number): number {
  const from = Math.round(rate * 0.1);
  const to = x.length - from;
  let re = 0;
  let im = 0;
  for (let i = from; i < to; i++) {
    re += (x[i] as number) * Math.cos((2 * Math.PI * hz * i) / rate);
    im += (x[i] as number) * Math.sin((2 * Math.PI * hz * i) / rate);
  }
  return (2 * Math.hypot(re, im)) / (to - from);
}

describe("resampling speech in process", () => {
  it("keeps a tone in the band at its pitch and level, at the new rate's length", () => {
    const out = resample(tone(1000, 22_050, 1), 22_050, 16_000);
    expect(out.length).toBe(16_000);
    expect(amplitudeAt(out, 1000, 16_000)).toBeCloseTo(0.5, 2);
    expect(amplitudeAt(out, 1200, 16_000)).toBeLessThan(0.01);
  });

  it("drops a tone above the new rate's band instead of folding it into the band", () => {
    // 10 kHz at 22,050 Hz: a plain pick of samples at 16 kHz would hear it at 6 kHz.
    const out = resample(tone(10_000, 22_050, 1), 22_050, 16_000);
    expect(amplitudeAt(out, 6000, 16_000)).toBeLessThan(0.005);
  });

  it("keeps a steady level steady", () => {
    const out = resample(new Float32Array(4410).fill(0.25), 44_100, 16_000);
    expect(out.length).toBe(1600);
    for (const v of out.subarray(30, -30)) expect(v).toBeCloseTo(0.25, 4);
  });

  it("leaves samples already at the rate as they are", () => {
    const x = tone(440, 16_000, 0.1);
    expect(resample(x, 16_000, 16_000)).toEqual(x);
  });
});
