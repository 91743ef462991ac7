import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../../media/decode-pcm";
import { runFfmpeg, withTempDir } from "../../media/run-process";
import { bedLevels } from "../../test/render/bed-levels";
import { fromLavfi } from "../../test/render/lavfi";
import { synthesizeSpeech } from "../../voice";
import { mixArgs } from "./music";
import { narrationArgs } from "./narration";

describe("the music's mix", () => {
  it("loops the music, sets its volume and ducks it under the voice", () => {
    const args = mixArgs({ voice: "v.wav", music: "m.wav", volume: 0.5, durationS: 10, out: "mix.wav" });
    expect(args).toContain("-stream_loop");
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain("volume=0.160");
    expect(graph).toContain("acrossover=split=1000 4000[lo][mid][hi]");
    expect(graph.match(/sidechaincompress/g)).toHaveLength(3);
    expect(graph).toContain(
      "amix=inputs=2:duration=longest:normalize=0,atrim=duration=10.000,aformat=sample_fmts=fltp[mix]",
    );
    expect(args).not.toContain("[bed]");
    expect(mixArgs({ voice: "v.wav", music: null, volume: 0.5, durationS: 10, out: "o.wav" })).not.toContain(
      "-stream_loop",
    );
    const withBed = mixArgs({
      voice: "v.wav",
      music: "m.wav",
      volume: 0.5,
      durationS: 10,
      out: "o.wav",
      bedOut: "b.wav",
    });
    expect(withBed.slice(-7)).toEqual(["-map", "[bed]", "-ar", "48000", "-c:a", "pcm_s16le", "b.wav"]);
  });
});

describe("the music under the narration (ffmpeg)", () => {
  it("sits well under the voice while it speaks, deepest in the speech band, and comes back between sentences", async () => {
    await withTempDir("mix-test", async (dir) => {
      const said = ["The baker opened her shop before dawn.", "A little boy came in with his dog."];
      const wavs: string[] = [];
      const slots: number[] = [];
      for (const [i, text] of said.entries()) {
        const wav = path.join(dir, `s${i}.wav`);
        const r = await synthesizeSpeech({
          text,
          language: "en",
          espeakName: "en-us+f3",
          rate: 165,
          pitch: 60,
          outWav: wav,
        });
        wavs.push(wav);
        // A full second of pause after each sentence, like a scene change.
        slots.push(r.durationMs + 1000);
      }
      const voice = path.join(dir, "voice.wav");
      await runFfmpeg(narrationArgs(wavs, slots, voice));
      // A broadband bed (pink noise) at music level: it covers the speech band like a busy track.
      const music = path.join(dir, "music.wav");
      await fromLavfi("anoisesrc=color=pink:amplitude=0.6:duration=4:seed=1", music, ["-ar", "48000"]);
      const durationS = slots.reduce((a, b) => a + b, 0) / 1000;
      const bed = path.join(dir, "bed.wav");
      await runFfmpeg(
        mixArgs({ voice, music, volume: 0.5, durationS, out: path.join(dir, "mix.wav"), bedOut: bed }),
      );
      const levels = async (v: string, b: string) =>
        bedLevels(await decodePcm(v, 16_000), await decodePcm(b, 16_000), 16_000);
      const speechBand = async (wav: string) => {
        const out = wav.replace(/\.wav$/, "-band.wav");
        await runFfmpeg(["-i", wav, "-af", "highpass=f=1000:poles=2,lowpass=f=4000:poles=2", out]);
        return out;
      };
      const l = await levels(voice, bed);
      const band = await levels(await speechBand(voice), await speechBand(bed));
      expect(l.speechS).toBeGreaterThan(2);
      expect(l.gapsS).toBeGreaterThan(0.5);
      // Under speech the music sits 34-40 dB below the voice (about 36 here; the old single compressor
      // left 33, the first three-band graph 45, where the music all but vanished)...
      expect(l.voiceDb - l.bedUnderSpeechDb).toBeGreaterThanOrEqual(34);
      expect(l.voiceDb - l.bedUnderSpeechDb).toBeLessThanOrEqual(40);
      // ...deepest in the speech band (1-4 kHz, where music masks consonants): at least 39 dB (about 42;
      // the old graph 36)...
      expect(band.voiceDb - band.bedUnderSpeechDb).toBeGreaterThanOrEqual(39);
      // ...and in the pause it rises at least 12 dB again (about 14.5): heard between sentences.
      expect(l.bedInGapsDb - l.bedUnderSpeechDb).toBeGreaterThanOrEqual(12);
    });
  });
});
