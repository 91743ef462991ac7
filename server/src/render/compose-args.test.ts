import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { levelsFromRms, runsOf } from "../providers/avatar/loudness";
import { concatList } from "../providers/avatar/talking-avatar";
import { synthesizeSpeech } from "../providers/speech/espeak";
import { bedLevels } from "../test/render/bed-levels";
import { testFrame } from "../test/render/compose-test-video";
import {
  buildAss,
  captionFontFamily,
  captionFontSize,
  chunkText,
  chunkWords,
  entranceTags,
} from "./captions";
import {
  compositionArgs,
  loudnessApplyArgs,
  mixArgs,
  muxArgs,
  narrationArgs,
  parseLoudness,
  plainEncodeArgs,
  sceneFilter,
  scenePlan,
  splitFrame,
  timeline,
} from "./compose-args";

const preset = (name: string) => {
  const p = captionStylePresets.find((x) => x.name === name);
  if (!p) throw new Error(name);
  return p;
};
const words = (list: string, stepMs = 300) =>
  list.split(" ").map((text, i) => ({ text, startMs: i * stepMs, endMs: (i + 1) * stepMs }));

/** One second of one picture, small, with no captions or presenter. */
const oneSecondUncaptioned = {
  images: ["a.png"],
  durationsMs: [1000],
  width: 180,
  height: 320,
  assPath: null,
  avatar: null,
};

/** English captions of a preset for a 1080x1920 video. */
const fullHdAss = (presetName: string, text: string) =>
  buildAss({
    style: preset(presetName),
    language: "en",
    layout: testFrame(1080, 1920, { captionStyle: preset(presetName) }).layers,
    words: words(text),
  });

describe("timeline", () => {
  it("starts each scene when its narration starts and lasts exactly the narration", () => {
    const t = timeline([2000, 1500, 1000], 0.4);
    expect(t.offsetsS).toEqual([2, 3.5]);
    expect(t.lengthsS).toEqual([2.4, 1.9, 1]);
    expect(t.totalS).toBe(4.5);
  });
});

describe("ffmpeg argument lists", () => {
  it("pads each scene's speech to its slot and joins them", () => {
    const args = narrationArgs(["a.wav", "b.wav"], [1500, 2000], "voice.wav");
    expect(args.slice(0, 4)).toEqual(["-i", "a.wav", "-i", "b.wav"]);
    const graph = args[args.indexOf("-filter_complex") + 1];
    expect(graph).toContain("apad=whole_dur=1.500,atrim=duration=1.500[a0]");
    expect(graph).toContain("[a0][a1]concat=n=2:v=0:a=1[voice]");
  });

  it("loops the music, sets its volume and ducks it under the voice", () => {
    const args = mixArgs({ voice: "v.wav", music: "m.wav", volume: 0.5, durationS: 10, out: "mix.wav" });
    expect(args).toContain("-stream_loop");
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain("volume=0.160");
    expect(graph).toContain("acrossover=split=1000 4000[lo][mid][hi]");
    expect(graph.match(/sidechaincompress/g)).toHaveLength(3);
    expect(graph).toContain("amix=inputs=2:duration=longest:normalize=0,atrim=duration=10.000[mix]");
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

  it("normalises to -14 LUFS with one measured gain and a limiter, straight to AAC", () => {
    const measured = parseLoudness(
      "[Parsed_ebur128_0] t: 1 M: -20\n  Integrated loudness:\n    I:         -23.1 LUFS\n  True peak:\n    Peak:       -5.0 dBFS\n",
    );
    expect(measured).toEqual({ i: -23.1, peak: -5 });
    const args = loudnessApplyArgs("mix.wav", measured, "audio.m4a");
    const af = args[args.indexOf("-af") + 1];
    expect(af).toContain("volume=9.10dB");
    expect(af).toContain("alimiter=limit=0.79:level=false:latency=true");
    expect(args).toEqual(expect.arrayContaining(["-c:a", "aac", "-ar", "48000", "-ac", "2"]));
    // Silence is not amplified into noise.
    expect(parseLoudness("    I:         -70.0 LUFS\n")).toBeNull();
    expect(loudnessApplyArgs("mix.wav", null, "a.m4a")[4]).toContain("volume=0.00dB");
  });

  it("scales each still once, repeats it and pans it with crop", () => {
    const f = sceneFilter(0, 2, 1080, 1920, 0);
    expect(f).toMatch(/^\[0:v\]scale=1210:2150/);
    expect(f.indexOf("scale=")).toBeLessThan(f.indexOf("loop=loop=59"));
    expect(f.indexOf("format=yuv420p")).toBeLessThan(f.indexOf("loop=loop=59"));
    expect(f).toContain("crop=1080:1920:exact=1:x=");
    expect(f).not.toContain("zoompan");
  });

  it("plans scenes in whole frames: each starts on its narration's frame and all add up to the video", () => {
    const plan = scenePlan([2000, 1510, 1000]);
    expect(plan.slotsF).toEqual([60, 45, 30]);
    expect(plan.transF).toEqual([12, 12]);
    expect(plan.streamF).toEqual([72, 57, 30]);
    // Very short scenes get shorter transitions, never a body of no frames.
    expect(scenePlan([300, 300]).transF).toEqual([4]);
  });

  it("cuts a long video in two inside a scene's body, never in a transition, and leaves a short one whole", () => {
    for (const durations of [
      [4200, 3900, 4100],
      [20_000],
      [2500, 2500, 2500, 2500, 2500, 2500],
      [9000, 400, 400, 9000],
    ]) {
      const { transF, outStartF, slotsF, outF } = scenePlan(durations);
      const k = splitFrame(durations);
      expect(k).not.toBeNull();
      const cut = k ?? 0;
      const i = outStartF.findLastIndex((start) => start < cut);
      // Inside scene i's body: after the transition into it, before its end.
      expect(cut).toBeGreaterThan((outStartF[i] ?? 0) + (i > 0 ? (transF[i - 1] ?? 0) : 0));
      expect(cut).toBeLessThan((outStartF[i] ?? 0) + (slotsF[i] ?? 0));
      expect(Math.abs(cut - outF / 2)).toBeLessThan(outF / 4);
    }
    expect(splitFrame([3000, 3000])).toBeNull();
  });

  it("builds the composition: local xfades, avatar, captions with complex shaping, H.264 in yuv420p", () => {
    const args = compositionArgs({
      images: ["a.png", "b.png", "c.png"],
      durationsMs: [2000, 2000, 2000],
      width: 1080,
      height: 1920,
      audioPath: "audio.wav",
      assPath: "/tmp/x/captions.ass",
      avatar: { listPath: "av.ffconcat", maskPath: "m.png", ringPath: "r.png", size: 388, x: 76, y: 1130 },
      out: "out.mp4",
    });
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    // Each transition blends only its own frames: the tail of one scene's pan with the head of the next.
    // Scene 0's stream (60 frames and a 12-frame tail) is cut into body and tail, scene 1's into its
    // 12-frame head, body and tail.
    expect(graph).toContain("[s0]segment=frames=60[b0r][t0r]");
    expect(graph).toContain("[s1]segment=frames=12|60[h1r][b1r][t1r]");
    expect(graph).toContain("[t0r]setpts=PTS-STARTPTS[t0]");
    expect(graph).toContain("[t0][h1]xfade=transition=fade:duration=0.4000:offset=0[x0]");
    expect(graph).toContain("[t1][h2]xfade=transition=smoothleft:duration=0.4000:offset=0[x1]");
    expect(graph).toContain("[b0][x0][b1][x1][b2]concat=n=5:v=1:a=0[scenes]");
    expect(graph).not.toMatch(/yuv444|format=yuv420p,trim/);
    expect(graph).toContain("alphamerge");
    expect(graph).toContain("overlay=x=76:y=1130:eof_action=pass:format=yuv420");
    expect(args).toEqual(expect.arrayContaining(["-f", "concat", "-i", "av.ffconcat"].slice(2)));
    expect(graph).toContain("ass=filename='/tmp/x/captions.ass':shaping=complex");
    expect(args).toEqual(
      expect.arrayContaining(["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-r", "30"]),
    );
    expect(args).toEqual(
      expect.arrayContaining(["-c:a", "aac", "-ar", "48000", "-ac", "2", "-movflags", "+faststart"]),
    );
    expect(args.at(-1)).toBe("out.mp4");
    expect(args[args.indexOf("-t") + 1]).toBe("6.000");
  });

  it("renders video only when the audio is muxed in afterwards, and the floor encodes like the composition", () => {
    const video = compositionArgs({ ...oneSecondUncaptioned, audioPath: null, out: "v.mp4" });
    expect(video).toContain("-an");
    expect(video).not.toContain("aac");
    expect(muxArgs("v.mp4", "a.m4a", 1, "o.mp4")).toEqual(
      expect.arrayContaining(["-c", "copy", "-movflags", "+faststart"]),
    );
    const encoder = (a: string[]) => a.slice(a.indexOf("libx264") - 1, a.indexOf("yuv420p") + 1);
    const floor = plainEncodeArgs("still.png", 1080, 1920, 10, "floor.mp4");
    expect(encoder(floor)).toEqual(encoder(video));
    expect(floor.join(" ")).toContain("loop=loop=299");
  });

  it("has no captions layer when captions are off", () => {
    const args = compositionArgs({ ...oneSecondUncaptioned, audioPath: "a.wav", out: "o.mp4" });
    expect(args.join(" ")).not.toMatch(/ass=|subtitles=/);
  });
});

describe("captions", () => {
  it("scales the preset's preview size by 1080 / 360, never below the minimum that reads on a phone", () => {
    expect(captionFontSize(preset("Minimalist"), 1080)).toBe(72);
    expect(captionFontSize(preset("Cinematic"), 1080)).toBe(96);
    expect(captionFontSize(preset("Professional"), 1080)).toBe(72);
    expect(captionFontSize(preset("Typewriter"), 540)).toBe(36);
  });

  it("uses a font that covers each script", () => {
    expect(captionFontFamily("en", preset("Minimalist"))).toBe("Inter");
    expect(captionFontFamily("hi", preset("Minimalist"))).toBe("Noto Sans Devanagari");
    expect(captionFontFamily("kn", preset("Minimalist"))).toBe("Noto Sans Kannada");
    expect(captionFontFamily("ta", preset("Minimalist"))).toBe("Noto Sans Tamil");
    expect(captionFontFamily("te", preset("Minimalist"))).toBe("Noto Sans Telugu");
  });

  it("groups words into short captions that end with their sentence and leave no orphan", () => {
    const chunks = chunkWords(words("Morning light on the hills. Birds sing."), 72, 900);
    expect(chunks.map((c) => c.words.map((w) => w.text).join(" "))).toEqual([
      "Morning light on",
      "the hills.",
      "Birds sing.",
    ]);
    expect(chunks[0]?.endMs).toBe(chunks[1]?.startMs);
  });

  it("animates each preset its own way", () => {
    const a = { x: 540, y: 960, an: 5 };
    expect(entranceTags(preset("Minimalist"), a, 1920)).toContain("\\fad(");
    expect(entranceTags(preset("Cinematic"), a, 1920)).toContain("\\move(540,1018,540,960");
    expect(entranceTags(preset("Dynamic"), a, 1920)).toContain("\\fscx114");
    const [chunk] = chunkWords(words("Hi there"), 66, 900);
    if (!chunk) throw new Error("no chunk");
    const typed = chunkText(chunk, preset("Typewriter"), "en");
    expect(typed.match(/\\alpha&HFF&/g)?.length).toBe("Hithere".length);
    // The second word, spoken from 300 ms into the caption, eases into Minimalist's yellow then.
    expect(chunkText(chunk, preset("Minimalist"), "en")).toMatch(/\\t\(300,380,\\1c&H3FD2FF&\)[^}]*\}there/);
  });

  it("types Indic words whole, so their clusters are shaped together", () => {
    const [chunk] = chunkWords(words("नदी समुद्र"), 66, 900);
    if (!chunk) throw new Error("no chunk");
    expect(chunkText(chunk, preset("Typewriter"), "hi").match(/\\alpha&HFF&/g)?.length).toBe(2);
  });

  it("places top, center and bottom captions inside the safe area with the preset colour", () => {
    const ass = fullHdAss("Cinematic", "One two");
    expect(ass).toContain("PlayResX: 1080");
    expect(ass).toContain("Style: Caption,Inter,96,&H0059DEFF");
    const top = fullHdAss("Professional", "a b");
    // At the top of the safe zone (12 % down), centred in it (left of the buttons' column).
    expect(top).toContain("\\an8\\pos(497,253)");
    const bottom = fullHdAss("Minimalist", "a b");
    expect(bottom).toContain("\\an2\\pos(497,1514)");
  });
});

describe("talking avatar", () => {
  it("opens the mouth with the loudness", () => {
    const levels = levelsFromRms([0, 0, 0.5, 0.5, 0.5, 0.1, 0, 0, 0]);
    expect(levels[0]).toBe(0);
    expect(levels[3]).toBe(2);
    expect(levels.at(-1)).toBe(0);
    expect(runsOf([0, 0, 2, 2, 1])).toEqual([
      { level: 0, frames: 2 },
      { level: 2, frames: 2 },
      { level: 1, frames: 1 },
    ]);
  });

  it("lists the frames for ffmpeg's concat demuxer, repeating the last", () => {
    const list = concatList(["/c.png", "/h.png", "/o.png"], [0, 0, 2], 30);
    expect(list).toBe(
      "ffconcat version 1.0\nfile '/c.png'\nduration 0.06667\nfile '/o.png'\nduration 0.03333\nfile '/o.png'\n",
    );
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
      await runFfmpeg([
        "-f",
        "lavfi",
        "-i",
        "anoisesrc=color=pink:amplitude=0.6:duration=4:seed=1",
        "-ar",
        "48000",
        music,
      ]);
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
