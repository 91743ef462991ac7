import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffprobe, runProcess } from "../media/run-process";
import { espeakWavArgs } from "../media/speech-args";
import { testFrame } from "../test/render/compose-test-video";
import { fromLavfi } from "../test/render/lavfi";
import { composeVideo, type PartCache } from "./compose";
import { FPS } from "./compose/encoding";
import { splitFrame } from "./compose/timeline";

/**
 * A video long enough to be composed in two parts at once is the same video as one made in one pass:
 * same frames, the scenes' pans, the captions and the avatar's mouth and sway carrying on across the cut.
 */
describe("a composition split in two parts", () => {
  let dir: string;
  const durationsMs = [4200, 3900, 4100];
  const size = { width: 180, height: 320 };
  let whole: string;
  let split: string;
  let byScene: string;
  const composed: { parts?: number; partsReused?: number }[] = [];
  // A part cache as a project's keeps them (s5-video.ts), in memory.
  const stored = new Map<string, Buffer>();
  const partCache: PartCache = {
    async get(hash, file) {
      const part = stored.get(hash);
      if (part) await fs.writeFile(file, part);
      return Boolean(part);
    },
    async put(hash, file) {
      stored.set(hash, await fs.readFile(file));
    },
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "split-test-"));
    // Sharp-edged pictures, so a pan a pixel off shows; three mouth frames of different colours.
    const images = await Promise.all(
      ["testsrc2", "smptebars", "rgbtestsrc"].map(async (src, i) => {
        const out = path.join(dir, `scene-${i}.png`);
        await fromLavfi(`${src}=s=400x700`, out, ["-frames:v", "1"]);
        return out;
      }),
    );
    const mouths = await Promise.all(
      ["0x334155", "0xf59e0b", "0xef4444"].map(async (color, i) => {
        const out = path.join(dir, `mouth-${i}.png`);
        const face = "drawbox=x=120:y=200:w=300:h=300:color=white:t=fill";
        await fromLavfi(`color=c=${color}:s=540x960`, out, ["-vf", face, "-frames:v", "1"]);
        return out;
      }),
    );
    const sentences = [
      "The keeper climbed the stairs and lit the great lamp once more.",
      "Far out at sea a small boat turned toward the light and the harbour.",
      "By morning the whole village stood on the shore to welcome them home.",
    ];
    const wavs = await Promise.all(
      sentences.map(async (text, i) => {
        const out = path.join(dir, `speech-${i}.wav`);
        await runProcess("espeak-ng", espeakWavArgs("en", text, out), { timeoutMs: 30_000 });
        return out;
      }),
    );
    let at = 0;
    const words = sentences.flatMap((text, i) => {
      const list = text.split(" ");
      const start = at;
      at += durationsMs[i] ?? 0;
      const step = (durationsMs[i] ?? 0) / list.length;
      return list.map((w, k) => ({ text: w, startMs: start + k * step, endMs: start + (k + 1) * step }));
    });
    // The middle scene, where the cut falls, is in two layers (the parallax) and its element enters on
    // "boat", a few frames before the cut: the second part starts with the layer's later state.
    const element = path.join(dir, "element.png");
    await fromLavfi("testsrc2=s=90x90", element, ["-vf", "format=rgba", "-frames:v", "1"]);
    const patch = path.join(dir, "patch.png");
    await fromLavfi("color=c=0x1e3a8a:s=100x100", patch, ["-frames:v", "1"]);
    const entrances = [
      null,
      {
        kind: "pop" as const,
        before: { path: patch, x: 150, y: 300 },
        elements: [{ path: element, word: "boat", box: { x: 155, y: 305, w: 90, h: 90 } }],
      },
      null,
    ];
    const style = captionStylePresets.find((p) => p.name === "Dynamic") ?? null;
    const render = async (name: string, splitting: boolean, cache?: PartCache) => {
      const work = path.join(dir, name);
      await fs.mkdir(work);
      const out = path.join(dir, `${name}.mp4`);
      const result = await composeVideo({
        dir: work,
        images,
        sceneWavs: wavs,
        durationsMs,
        words,
        frame: testFrame(size.width, size.height, { presenter: "corner", captionStyle: style }),
        language: "en",
        captionStyle: style,
        music: null,
        avatar: { mouthFramePaths: mouths as [string, string, string], ringColor: "#f472b6" },
        entrances,
        out,
        split: splitting,
        ...(cache ? { partCache: cache } : {}),
      });
      composed.push(result);
      return out;
    };
    whole = await render("whole", false);
    split = await render("split", true);
    byScene = await render("by-scene", true, partCache);
    await render("by-scene-again", true, partCache);
  }, 360_000);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("is cut in a scene's body near the middle", () => {
    const k = splitFrame(durationsMs);
    expect(k).not.toBeNull();
    expect(Math.abs((k ?? 0) - 183)).toBeLessThan(40);
  });

  it("has the same frames, length and streams as the one-pass video", async () => {
    const frames = async (file: string) => {
      const { stdout } = await runProcess(
        "ffprobe",
        [
          "-v",
          "error",
          "-count_frames",
          "-select_streams",
          "v:0",
          "-show_entries",
          "stream=nb_read_frames",
          "-of",
          "csv=p=0",
          file,
        ],
        { timeoutMs: 60_000 },
      );
      return Number(stdout.trim());
    };
    const expected = Math.round((durationsMs.reduce((a, b) => a + b, 0) / 1000) * FPS);
    expect(await frames(whole)).toBe(expected);
    expect(await frames(split)).toBe(expected);
    expect(await frames(byScene)).toBe(expected);
    const [a, b] = [await ffprobe(whole), await ffprobe(split)];
    expect(Math.abs(a.durationS - b.durationS)).toBeLessThan(1 / FPS);
    expect(b.streams.map((s) => s.codec_name).sort()).toEqual(["aac", "h264"]);
  });

  /** Each frame's PSNR (dB) of `file` against the one-pass video. */
  const psnrAgainstWhole = async (file: string) => {
    const { stdout } = await runProcess(
      "ffmpeg",
      ["-v", "error", "-i", file, "-i", whole, "-lavfi", "[0:v][1:v]psnr=stats_file=-", "-f", "null", "-"],
      { timeoutMs: 120_000 },
    );
    return stdout
      .split("\n")
      .map((line) => /psnr_avg:(\S+)/.exec(line)?.[1])
      .filter((v): v is string => v !== undefined)
      .map((v) => (v === "inf" ? 100 : Number(v)));
  };

  it("matches the one-pass video frame by frame, across the cut", async () => {
    const psnr = await psnrAgainstWhole(split);
    expect(psnr.length).toBeGreaterThan(300);
    // Only the encoder's own choices differ (a key frame at the cut): a pan, caption or mouth out of step
    // by one frame drops a frame of these sharp pictures well under 30 dB.
    expect(Math.min(...psnr)).toBeGreaterThan(32);
  });

  it("with a part cache, is one part per scene made in two runs, the same video frame by frame", async () => {
    expect(composed[2]).toMatchObject({ parts: durationsMs.length, partsReused: 0 });
    expect(stored.size).toBe(durationsMs.length + 1); // every scene's part and the finished sound
    const psnr = await psnrAgainstWhole(byScene);
    expect(psnr.length).toBeGreaterThan(300);
    expect(Math.min(...psnr)).toBeGreaterThan(32);
  });

  it("takes every part from the cache when nothing changed", () => {
    expect(composed[3]).toMatchObject({ parts: durationsMs.length, partsReused: durationsMs.length });
  });
});
