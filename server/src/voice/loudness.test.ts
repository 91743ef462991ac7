import path from "node:path";
import { describe, expect, it } from "vitest";
import { runFfmpeg, runProcess, withTempDir } from "../media/run-process";
import { measureLoudness, parseSpeechLoudness } from "./loudness";
import { readWavFloat } from "./wav";

/** ffmpeg's own EBU R128 measurement, which the speech was measured with before. */
async function ffmpegLoudness(wav: string) {
  return parseSpeechLoudness(
    (await runFfmpeg(["-i", wav, "-af", "ebur128=peak=sample", "-f", "null", "-"])).stderr,
  );
}

describe("speech loudness measured in process", () => {
  it("agrees with ffmpeg's EBU R128 meter on speech at every engine's rate, and on a hum", async () => {
    await withTempDir("loudness", async (dir) => {
      const speech = path.join(dir, "speech.wav");
      await runProcess("espeak-ng", [
        "-v",
        "en-us+f3",
        "-w",
        speech,
        "The fox ran into the woods. It was late!",
      ]);
      const files = [speech];
      for (const rate of [16_000, 24_000, 48_000]) {
        const out = path.join(dir, `speech-${rate}.wav`);
        await runProcess("sox", [speech, "-r", String(rate), out, "vol", rate === 24_000 ? "0.3" : "1"]);
        files.push(out);
      }
      // A low hum under a high whistle: the K-weighting's low cut and high shelf both count.
      const tones = path.join(dir, "tones.wav");
      await runProcess("sox", [
        "-n",
        "-r",
        "22050",
        "-b",
        "16",
        tones,
        "synth",
        "2",
        "sine",
        "60",
        "sine",
        "3000",
        "remix",
        "1,2",
        "vol",
        "0.4",
      ]);
      files.push(tones);
      for (const f of files) {
        const rate = Number((await runProcess("soxi", ["-r", f])).stdout.trim());
        const ours = measureLoudness(Float64Array.from(await readWavFloat(f, rate)), rate);
        const theirs = await ffmpegLoudness(f);
        expect(Math.abs((ours?.i ?? 0) - (theirs?.i ?? 99))).toBeLessThan(0.2);
        expect(Math.abs((ours?.peak ?? 0) - (theirs?.peak ?? 99))).toBeLessThan(0.2);
      }
    });
  });

  it("finds no loudness in silence or in less than one 400 ms block", () => {
    expect(measureLoudness(new Float64Array(16_000), 16_000)).toBeNull();
    expect(measureLoudness(new Float64Array(3_000).fill(0.5), 16_000)).toBeNull();
  });
});
