import path from "node:path";
import { describe, expect, it } from "vitest";
import { monoWavArgs, opusOggArgs, pcmStreamArgs, soxPitchArgs, volumeDetectArgs } from "./audio-args";
import { decodePcm } from "./decode-pcm";
import { ffprobe, runFfmpeg, runProcess, withTempDir } from "./run-process";
import { espeakWavArgs } from "./speech-args";

describe("audio argument lists", () => {
  it("makes 16-bit mono WAV at the asked rate, cut to the first seconds only when asked", () => {
    expect(monoWavArgs("in.mp3", "out.wav", { sampleRate: 24_000 })).toEqual([
      ...["-v", "error", "-i", "in.mp3"],
      ...["-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", "out.wav"],
    ]);
    expect(monoWavArgs("in.ogg", "out.wav", { sampleRate: 16_000, maxSeconds: 10 })).toEqual([
      ...["-v", "error", "-i", "in.ogg", "-t", "10"],
      ...["-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", "out.wav"],
    ]);
  });

  it("streams raw mono samples to stdout", () => {
    expect(pcmStreamArgs("a.wav", 16_000)).toEqual([
      ...["-v", "error", "-i", "a.wav", "-ac", "1", "-ar", "16000"],
      ...["-f", "s16le", "pipe:1"],
    ]);
  });

  it("stores a recording as Ogg Opus at 64 kb/s without its video", () => {
    expect(opusOggArgs("in.webm", "out.ogg")).toEqual([
      ...["-v", "error", "-i", "in.webm", "-vn"],
      ...["-c:a", "libopus", "-b:a", "64k", "out.ogg"],
    ]);
  });

  it("measures volume by decoding into nothing", () => {
    expect(volumeDetectArgs("a.mp3")).toEqual(["-i", "a.mp3", "-af", "volumedetect", "-f", "null", "-"]);
  });

  it("shifts the pitch with sox in cents", () => {
    expect(soxPitchArgs("in.wav", "out.wav", -386)).toEqual(["in.wav", "out.wav", "pitch", "-386"]);
  });
});

describe("the lists run", () => {
  it("turns a stereo 44.1 kHz tone into the mono WAV the speech pipeline reads", async () => {
    await withTempDir("audio-args-test", async (dir) => {
      const tone = path.join(dir, "tone.mp3");
      const wav = path.join(dir, "tone.wav");
      await runFfmpeg(["-f", "lavfi", "-i", "sine=f=440:d=3:sample_rate=44100", "-ac", "2", tone]);
      await runFfmpeg(monoWavArgs(tone, wav, { sampleRate: 24_000, maxSeconds: 1 }));
      const [audio] = (await ffprobe(wav)).streams;
      expect(audio).toMatchObject({ codec_name: "pcm_s16le", sample_rate: "24000", channels: 1 });
      // One second of samples, read back through the PCM stream.
      expect((await decodePcm(wav, 8_000)).length).toBeCloseTo(8_000, -2);
    });
  });

  it("stores an espeak-ng recording as Opus that still decodes to speech", async () => {
    await withTempDir("audio-args-test", async (dir) => {
      const wav = path.join(dir, "voice.wav");
      const ogg = path.join(dir, "voice.ogg");
      await runProcess("espeak-ng", espeakWavArgs("en+f3", "Hello there.", wav));
      await runFfmpeg(opusOggArgs(wav, ogg));
      const probe = await ffprobe(ogg);
      expect(probe.streams.map((s) => s.codec_name)).toEqual(["opus"]);
      const { stderr } = await runFfmpeg(volumeDetectArgs(ogg));
      expect(Number(/max_volume: (-?[\d.]+) dB/.exec(stderr)?.[1])).toBeGreaterThan(-20);
    });
  });
});
