import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../media/decode-pcm";
import { runProcess, withTempDir } from "../media/run-process";
import { endRiseSemitones, pitchContour } from "./pitch-contour";

/** One second of a buzzy tone (a sawtooth, rich in harmonics like a voice) gliding from `from` to `to` Hz. */
async function glide(dir: string, name: string, from: number, to: number) {
  const wav = path.join(dir, name);
  const args = [
    "-n",
    "-r",
    "16000",
    "-b",
    "16",
    wav,
    "synth",
    "1",
    "sawtooth",
    `${from}:${to}`,
    "vol",
    "0.5",
  ];
  await runProcess("sox", args, { timeoutMs: 10_000 });
  return decodePcm(wav, 16_000);
}

describe("the pitch contour used to check intonation", () => {
  it("follows a steady tone at its own pitch, not at a harmonic", async () => {
    await withTempDir("contour", async (dir) => {
      const f0 = pitchContour(await glide(dir, "steady.wav", 130, 130), 16_000).filter((f) => f !== null);
      expect(f0.length).toBeGreaterThan(80);
      for (const f of f0) expect(Math.abs((f as number) - 130)).toBeLessThan(3);
      expect(Math.abs(endRiseSemitones(await glide(dir, "s.wav", 130, 130), 16_000))).toBeLessThan(0.3);
    });
  });

  it("hears a rising end as a rise and a falling end as a fall", async () => {
    await withTempDir("contour", async (dir) => {
      // 120 to 180 Hz: the last frames the analysis reaches (it needs 40 ms and a period after each start)
      // lie near 175 Hz, about 2.7 semitones over the middle (150 Hz).
      const rise = endRiseSemitones(await glide(dir, "up.wav", 120, 180), 16_000);
      const fall = endRiseSemitones(await glide(dir, "down.wav", 180, 120), 16_000);
      expect(rise).toBeGreaterThan(2.2);
      expect(rise).toBeLessThan(3.5);
      expect(fall).toBeLessThan(-2.2);
    });
  });
});
