import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { TalkingVideoLayout } from "@reelsmith/contract/narration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type VoiceDefinition, voiceDefinitions } from "../catalog/definitions/voices";
import type { VoiceEntry } from "../catalog/types";
import { media } from "../db/schema";
import { ALIGN_RATE, pcmToFloat } from "../lib/audio-features";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg, runProcessBytes } from "../media/run-process";
import { wavHeader } from "../media/wav-header";
import { voiceEntryOf } from "../seed/seed-voices";
import { buildNarration, type KnownWord } from "../test/narration-recording";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { renderFrame } from "./frame";
import { presenterGeometry } from "./presenter-layer";
import type { AudioConfigArtifact, TalkingVideoTrack } from "./types";

/**
 * A video narrated by the creator's talking video (180x320, three sentences): the clip's sound is an
 * offline voice whose every word's time is known (test/narration-recording.ts), its picture ffmpeg's
 * moving test pattern. The presenter's pixels are the clip's frame said at that moment, the video's sound
 * is the clip's voice, and each caption word starts within 150 ms of where the clip says it. Full frame:
 * the middle scene cuts in (its picture, not the clip); corner: the clip in the bubble over the scenes.
 */
const SENTENCES = [
  "The old ferry left the harbour at dawn.",
  "Gulls followed it across the grey bay.",
  "By noon the little boat was home again.",
];
const W = 180;
const H = 320;
const FPS = 30;
const BACKDROP = "0x1b2330";

/** An espeak-ng voice of the catalogue by its espeak-ng name (the clip's narrator). */
function espeakVoice(espeakName: string): VoiceEntry {
  const v = voiceDefinitions.find(
    (d) => d.espeakName === espeakName && !d.festival && !d.pico && !d.rhvoice,
  ) as VoiceDefinition;
  return { public: { id: v.id, voice_name: v.name, voice_sample: "", tags: [] }, ...voiceEntryOf(v) };
}

/** Every frame of a video (after `filter`) as 8-bit grey pictures of `size` bytes. */
async function greyFrames(file: string, filter = "null", size = W * H): Promise<Buffer[]> {
  const { stdout } = await runProcessBytes(
    "ffmpeg",
    ["-v", "error", "-i", file, "-vf", `${filter},format=gray`, "-f", "rawvideo", "-"],
    { timeoutMs: 120_000 },
  );
  const frames: Buffer[] = [];
  for (let o = 0; o + size <= stdout.length; o += size) frames.push(stdout.subarray(o, o + size));
  return frames;
}

/** Mean absolute difference (0..255) of two grey pictures over a rectangle of each. */
function diff(
  a: Buffer,
  aw: number,
  b: Buffer,
  bw: number,
  r: { ax: number; ay: number; bx: number; by: number; w: number; h: number },
) {
  let sum = 0;
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++)
      sum += Math.abs((a[(r.ay + y) * aw + r.ax + x] as number) - (b[(r.by + y) * bw + r.bx + x] as number));
  return sum / (r.w * r.h);
}

/** The timeline's ms for a ms of the clip, and back (null inside a hold, where the picture stands still). */
function timelineOf(track: TalkingVideoTrack) {
  const holds = [...track.holds].sort((a, b) => a.atMs - b.atMs);
  return {
    fromClip: (ms: number) =>
      ms - track.fromMs + holds.filter((h) => h.atMs <= ms).reduce((s, h) => s + h.ms, 0),
    toClip: (t: number): number | null => {
      let shifted = 0;
      for (const h of holds) {
        const at = h.atMs - track.fromMs + shifted;
        if (t < at) break;
        if (t < at + h.ms) return null;
        shifted += h.ms;
      }
      return t + track.fromMs - shifted;
    },
  };
}

/** Loudness envelope: RMS per 20 ms of 16 kHz samples. */
function envelope(pcm: Float32Array): number[] {
  const n = ALIGN_RATE / 50;
  const out: number[] = [];
  for (let o = 0; o + n <= pcm.length; o += n) {
    let s = 0;
    for (let i = o; i < o + n; i++) s += (pcm[i] as number) ** 2;
    out.push(Math.sqrt(s / n));
  }
  return out;
}

function correlation(a: number[], b: number[]) {
  const n = Math.min(a.length, b.length);
  const mean = (x: number[]) => x.slice(0, n).reduce((s, v) => s + v, 0) / n;
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return ab / Math.sqrt(aa * bb);
}

describe("a video narrated by the creator's talking video", () => {
  let h: RenderHarness;
  let image: string;
  let clip: { id: string; file: string; words: KnownWord[]; pcm: Float32Array; dir: string };

  beforeAll(async () => {
    h = await createRenderHarness();
    image = await flatImageUrl(h.deps.storage, h.userId, BACKDROP, `${W}x${H}`);
    const dir = await fs.mkdtemp(path.join(h.dataDir, "talking-"));
    // The clip's voice: each word said alone by an offline voice, joined with known pauses, a little
    // music and noise under it.
    const said = await buildNarration({
      sentences: SENTENCES,
      language: "en",
      voice: espeakVoice("en+f2"),
      speed: 1,
      musicDb: -30,
      noiseDb: -45,
      seed: "talking-video",
      dir,
    });
    const wav = path.join(dir, "voice.wav");
    const data = Buffer.alloc(said.pcm.length * 2);
    for (const [i, v] of said.pcm.entries())
      data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2);
    await fs.writeFile(wav, Buffer.concat([wavHeader(said.pcm.length, ALIGN_RATE), data]));
    // Its picture: ffmpeg's moving test pattern (a clock, a sweep, moving shapes: each frame unlike the next).
    const file = path.join(dir, "talking.mp4");
    const seconds = said.pcm.length / ALIGN_RATE;
    await runFfmpeg([
      ...["-v", "error", "-f", "lavfi", "-i", `testsrc2=s=${W}x${H}:r=${FPS}:d=${seconds.toFixed(3)}`],
      ...["-i", wav, "-c:v", "libx264", "-preset", "ultrafast", "-crf", "12", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "128k", "-shortest", file],
    ]);
    const id = `med_${crypto.randomUUID().slice(0, 12)}`;
    const key = `uploads/${h.userId}/media/${id}/original.mp4`;
    await h.deps.storage.put(key, await fs.readFile(file), "video/mp4");
    await h.deps.database.db.insert(media).values({
      id,
      user_id: h.userId,
      kind: "clip",
      name: "me-talking.mp4",
      mime: "video/mp4",
      status: "ready",
      width: W,
      height: H,
      duration_s: seconds,
      has_audio: true,
      original_key: key,
      proxy_key: key,
      poster_key: key,
    });
    const heard = pcmToFloat(await decodePcm(file));
    clip = { id, file, words: said.words, pcm: heard, dir };
  }, 180_000);
  afterAll(() => h.close());

  async function renderWith(layout: TalkingVideoLayout) {
    const row = await h.render({
      story: SENTENCES.join(" "),
      image_urls: [image],
      size: `${W}x${H}`,
      caption_style: "minimalist",
      narration: { kind: "video", mediaId: clip.id, layout },
    });
    const config = JSON.parse(
      (await h.deps.storage.read(`renders/${row.id}/v1/config.json`)).toString("utf8"),
    ) as AudioConfigArtifact;
    const track = config.talkingVideo as TalkingVideoTrack;
    expect(track.layout).toBe(layout);
    const { timingsMs } = JSON.parse(
      (await h.deps.storage.read(`renders/${row.id}/v1/video.json`)).toString("utf8"),
    ) as { timingsMs: Record<string, number> };
    console.info(
      `talking video ${layout}: clip cut and scaled in ${timingsMs["talking video"]} ms, composition ${timingsMs.composition} ms`,
    );
    return { row, config, track, video: h.fileOf(String(row.task_result?.video_url)) };
  }

  it("full frame: the clip is the picture and the voice, the middle scene cuts in, captions on its words", async () => {
    const { row, config, track, video } = await renderWith("full");
    expect(row.warnings).toEqual([]);
    expect(config.voice.engine).toBe("recording");
    const map = timelineOf(track);

    // Caption words start where the clip says them.
    const captions = config.scenes.flatMap((s) => s.words.map((w) => s.startMs + w.startMs));
    expect(captions).toHaveLength(clip.words.length);
    const signedMs = clip.words.map((w, i) =>
      Math.round((captions[i] as number) - map.fromClip(w.start * 1000)),
    );
    const errorsMs = signedMs.map(Math.abs);
    const sorted = [...errorsMs].sort((a, b) => a - b);
    console.info(
      `talking video: caption word start error median ${sorted[sorted.length >> 1]} ms, max ${sorted.at(-1)} ms over ${errorsMs.length} words (caption start minus the word's, ms): ${clip.words.map((w, i) => `${w.text} ${signedMs[i]}`).join(", ")}`,
    );
    // Every caption within 150 ms of its word, and the aligner's median target (docs/BENCHMARKS.md). A
    // caption's error is the aligner's own for that word (its word start, less the denoiser's 25 ms, on the
    // clip's timeline): the render adds nothing.
    expect(sorted[sorted.length >> 1]).toBeLessThan(60);
    for (const e of errorsMs) expect(e).toBeLessThan(150);

    // The video's sound is the clip's voice: its loudness envelope follows the clip's, shifted to the timeline.
    const sound = envelope(pcmToFloat(await decodePcm(video)));
    const source = envelope(clip.pcm);
    const pairsAt = (lag: number) =>
      sound.flatMap((v, k) => {
        const at = map.toClip(k * 20);
        const j = at === null ? -1 : Math.round(at / 20) + lag;
        return j >= 0 && j < source.length ? [[v, source[j] as number]] : [];
      });
    const correlationAt = (lag: number) => {
      const p = pairsAt(lag);
      return correlation(
        p.map((x) => x[0] as number),
        p.map((x) => x[1] as number),
      );
    };
    // The best match within 100 ms (the sound's encoding may move it by a frame or two of 20 ms).
    const lags = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((lag) => ({ lag, r: correlationAt(lag) }));
    const best = lags.reduce((a, b) => (b.r > a.r ? b : a));
    const off = correlationAt(best.lag + 50);
    console.info(
      `talking video: sound envelope correlation ${best.r.toFixed(3)} at ${-best.lag * 20} ms (a second off: ${off.toFixed(3)})`,
    );
    expect(best.r).toBeGreaterThan(0.9);
    // Lip sync: the voice within one 20 ms step of the picture's clock.
    expect(Math.abs(best.lag * 20)).toBeLessThanOrEqual(20);
    expect(off).toBeLessThan(0.5);

    // The picture: the first and last scenes are the clip's frame at that moment of its voice (the top
    // part, above the captions); the middle scene is its own picture (flat), not the clip.
    const out = await greyFrames(video);
    const source8 = await greyFrames(clip.file);
    const region = { ax: 0, ay: 0, bx: 0, by: 0, w: W, h: Math.round(H * 0.45) };
    const middleOf = (k: number) => {
      const s = config.scenes[k];
      return Math.round((((s?.startMs ?? 0) + (s?.durationMs ?? 0) / 2) / 1000) * FPS);
    };
    for (const k of [0, 2]) {
      const f = middleOf(k);
      const at = map.toClip((f * 1000) / FPS) as number;
      const j = Math.round((at / 1000) * FPS);
      const near = Math.min(
        ...[-1, 0, 1].map((d) => diff(out[f] as Buffer, W, source8[j + d] as Buffer, W, region)),
      );
      const away = diff(out[f] as Buffer, W, source8[j + FPS] as Buffer, W, region);
      console.info(
        `talking video: scene ${k + 1} presenter pixel difference ${near.toFixed(1)} (1 s off: ${away.toFixed(1)})`,
      );
      expect(near).toBeLessThan(6);
      expect(away).toBeGreaterThan(near * 3);
    }
    const cut = middleOf(1);
    const at = Math.round(((map.toClip((cut * 1000) / FPS) as number) / 1000) * FPS);
    expect(diff(out[cut] as Buffer, W, source8[at] as Buffer, W, region)).toBeGreaterThan(20);
  }, 300_000);

  it("corner: the clip's face square is in the bubble over the scenes", async () => {
    const { config, track, video } = await renderWith("corner");
    const map = timelineOf(track);
    const frame = renderFrame({
      width: W,
      height: H,
      narrationMode: "voice",
      captionStyle: null,
      narration: { kind: "video", layout: "corner" },
    });
    const g = presenterGeometry(frame);
    // The clip as the bubble shows it: the square around the face (0.4 of its height), at the bubble's size.
    const side = Math.min(W, H);
    const top = Math.max(0, Math.min(H - side, Math.round(H * 0.4 - side / 2)));
    const square = `crop=${side}:${side}:0:${top},scale=${g.w}:${g.h}`;
    const bubble = await greyFrames(clip.file, square, g.w * g.h);
    const out = await greyFrames(video);
    // The middle of the round bubble (a square well inside the circle and its ring).
    const inner = Math.round(g.w * 0.5);
    const o = Math.round((g.w - inner) / 2);
    const region = { ax: g.x + o, ay: g.y + o, bx: o, by: o, w: inner, h: inner };
    const bubbles = bubble.length;
    for (const k of [0, 1, 2]) {
      const s = config.scenes[k];
      const f = Math.round((((s?.startMs ?? 0) + (s?.durationMs ?? 0) / 2) / 1000) * FPS);
      const j = Math.round(((map.toClip((f * 1000) / FPS) as number) / 1000) * FPS);
      expect(j + FPS).toBeLessThan(bubbles);
      const near = Math.min(
        ...[-1, 0, 1].map((d) => diff(out[f] as Buffer, W, bubble[j + d] as Buffer, g.w, region)),
      );
      const away = diff(out[f] as Buffer, W, bubble[j + FPS] as Buffer, g.w, region);
      console.info(
        `talking video corner: scene ${k + 1} bubble pixel difference ${near.toFixed(1)} (1 s off: ${away.toFixed(1)})`,
      );
      expect(near).toBeLessThan(8);
      expect(away).toBeGreaterThan(near * 2);
    }
  }, 300_000);
});
