import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../../media/decode-pcm";
import { runFfmpeg, withTempDir } from "../../media/run-process";
import { fromLavfi } from "../../test/render/lavfi";
import { cardsVoiceArgs } from "../compose";
import { loudnessMeasureArgs, parseLoudness } from "./loudness";
import { mixArgs } from "./music";
import { narrationArgs } from "./narration";
import { soundArgs } from "./sound";

const graphOf = (args: string[]) => args[args.indexOf("-filter_complex") + 1] ?? "";

describe("the sound's one run", () => {
  it("joins the narration, mixes it and measures the mix, each to its own output", () => {
    const args = soundArgs({
      wavs: ["a.wav", "b.wav"],
      slotsMs: [1500, 2000],
      voiceOut: "voice.wav",
      music: "m.mp3",
      volume: 0.5,
      durationS: 4.5,
      cards: { leadMs: 1000 },
      mixOut: "mix.wav",
      mouthOut: "mouth.pcm",
    });
    expect(args.slice(0, 8)).toEqual(["-i", "a.wav", "-i", "b.wav", "-stream_loop", "-1", "-i", "m.mp3"]);
    const graph = graphOf(args);
    expect(graph).toContain("[a0][a1]concat=n=2:v=0:a=1[joined]");
    // Pinned to 16-bit samples where the separate runs wrote and read a 16-bit file.
    expect(graph).toContain("[joined]aformat=sample_fmts=s16,asplit=3[voice][v0][mouth]");
    expect(graph).toContain("[v0]adelay=delays=48000S:all=1,apad=whole_dur=4.500,aformat=sample_fmts=s16,");
    expect(graph).toContain("[2:a]aresample=48000");
    expect(graph.match(/sidechaincompress/g)).toHaveLength(3);
    expect(graph).toContain(
      "aformat=sample_fmts=s16:sample_rates=48000:channel_layouts=stereo,asplit=2[mix][loud]",
    );
    expect(graph).toContain("[loud]ebur128=peak=true[measured]");
    const outputs = args.slice(args.indexOf("-filter_complex") + 2);
    expect(outputs).toEqual([
      ...["-map", "[voice]", "-c:a", "pcm_s16le", "voice.wav"],
      ...["-map", "[mix]", "-ar", "48000", "-c:a", "pcm_s16le", "mix.wav"],
      ...["-map", "[measured]", "-f", "null", "-"],
      ...["-map", "[mouth]", "-ac", "1", "-ar", "16000", "-f", "s16le", "mouth.pcm"],
    ]);
  });

  it("without music or cards: the narration in stereo is the mix", () => {
    const args = soundArgs({
      wavs: ["a.wav"],
      slotsMs: [1500],
      voiceOut: "voice.wav",
      music: null,
      volume: 0.5,
      durationS: 1.5,
      cards: null,
      mixOut: "mix.wav",
    });
    expect(args).not.toContain("-stream_loop");
    expect(args).not.toContain("[mouth]");
    const graph = graphOf(args);
    expect(graph).not.toContain("adelay");
    expect(graph).not.toContain("sidechaincompress");
    expect(graph).toContain("[v1]aformat=channel_layouts=stereo[mixed]");
  });
});

describe("the sound's one run (ffmpeg)", () => {
  it("makes sample for sample the narration, mix, loudness and mouth samples of the separate runs", async () => {
    await withTempDir("sound-run", async (dir) => {
      const f = (name: string) => path.join(dir, name);
      // Two scenes' speech at another rate than the narration's, and a music bed at 44.1 kHz.
      await fromLavfi("sine=frequency=220:sample_rate=22050:duration=1.3", f("s0.wav"), [
        "-c:a",
        "pcm_s16le",
      ]);
      await fromLavfi("anoisesrc=color=pink:amplitude=0.3:duration=0.9:seed=2", f("s1.wav"), [
        ...["-ar", "22050", "-c:a", "pcm_s16le"],
      ]);
      await fromLavfi("anoisesrc=color=brown:amplitude=0.5:duration=2:seed=1", f("music.wav"), [
        ...["-ar", "44100", "-ac", "2"],
      ]);
      const wavs = [f("s0.wav"), f("s1.wav")];
      const slotsMs = [1500, 1200];
      const durationS = 2.7 + 1.1;
      const leadMs = 700;
      // The separate runs: narration, the cards' lead, the mix, the measure.
      await runFfmpeg(narrationArgs(wavs, slotsMs, f("voice-a.wav")));
      await runFfmpeg(cardsVoiceArgs(f("voice-a.wav"), leadMs, durationS, f("cards-a.wav")));
      const mixOf = { music: f("music.wav"), volume: 0.7, durationS };
      await runFfmpeg(mixArgs({ ...mixOf, voice: f("cards-a.wav"), out: f("mix-a.wav") }));
      const measured = await runFfmpeg(loudnessMeasureArgs(f("mix-a.wav")));
      // The one run.
      const { stderr } = await runFfmpeg(
        soundArgs({
          wavs,
          slotsMs,
          voiceOut: f("voice-b.wav"),
          ...mixOf,
          cards: { leadMs },
          mixOut: f("mix-b.wav"),
          mouthOut: f("mouth-b.pcm"),
        }),
      );
      const same = async (a: string, b: string) => (await fs.readFile(f(a))).equals(await fs.readFile(f(b)));
      expect(await same("voice-a.wav", "voice-b.wav")).toBe(true);
      expect(await same("mix-a.wav", "mix-b.wav")).toBe(true);
      expect(parseLoudness(stderr)).toEqual(parseLoudness(measured.stderr));
      const mouth = await decodePcm(f("voice-a.wav"), 16_000);
      expect(Buffer.from(mouth.buffer).equals(await fs.readFile(f("mouth-b.pcm")))).toBe(true);
    });
  });
});
