import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../../media/decode-pcm";
import { runProcess, runProcessBytes, withTempDir } from "../../media/run-process";
import { onePersonPhoto } from "../../test/face-photos";
import { detectFaces } from "./face-landmarks";
import { rmsPerFrame } from "./loudness";
import { renderPhotoAvatar } from "./talking-avatar";
import { blinkStates, framing, mouthLevels } from "./talking-photo";

const W = 540;
const H = 960;
const FPS = 24;

/** Speech with two long pauses (espeak-ng, SSML breaks), as WAV. */
async function narrationWithPauses(dir: string): Promise<string> {
  const out = path.join(dir, "narration.wav");
  const text =
    "<speak>Good morning, this is my little bakery by the river. <break time='1600ms'/> " +
    "We bake fresh bread every day before the sun comes up. <break time='1600ms'/> " +
    "Come in and taste it.</speak>";
  await runProcess("espeak-ng", ["-m", "-v", "en", "-w", out, text], { timeoutMs: 30_000 });
  return out;
}

/** The video's frames as grey pixels, W x H each. */
async function greyFrames(video: string): Promise<Uint8Array[]> {
  const { stdout } = await runProcessBytes(
    "ffmpeg",
    ["-v", "error", "-i", video, "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"],
    { timeoutMs: 120_000 },
  );
  const size = W * H;
  return Array.from({ length: Math.floor(stdout.length / size) }, (_, i) =>
    stdout.subarray(i * size, (i + 1) * size),
  );
}

/** Mean absolute change of a box's pixels from one frame to the next (0 for the first frame). */
function changeIn(frames: Uint8Array[], box: { x0: number; x1: number; y0: number; y1: number }): number[] {
  return frames.map((frame, f) => {
    const prev = frames[f - 1];
    if (!prev) return 0;
    let sum = 0;
    let n = 0;
    for (let y = box.y0; y < box.y1; y++) {
      for (let x = box.x0; x < box.x1; x++) {
        sum += Math.abs((frame[y * W + x] ?? 0) - (prev[y * W + x] ?? 0));
        n++;
      }
    }
    return sum / n;
  });
}

const movingMean = (v: number[], half: number) =>
  v.map((_, i) => {
    const part = v.slice(Math.max(0, i - half), i + half + 1);
    return part.reduce((a, b) => a + b, 0) / part.length;
  });

function pearson(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  const ma = a.slice(0, n).reduce((s, v) => s + v, 0) / n;
  const mb = b.slice(0, n).reduce((s, v) => s + v, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    const x = (a[i] ?? 0) - ma;
    const y = (b[i] ?? 0) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return num / Math.sqrt(da * db);
}

describe("talking photo", () => {
  it("moves the photo's mouth while the narration speaks and keeps it still in its pauses", async () => {
    await withTempDir("talking-photo-test", async (dir) => {
      const photo = await onePersonPhoto();
      const [face] = await detectFaces(photo);
      if (!face) throw new Error("the test portrait has no face");
      const imagePath = path.join(dir, "photo.jpeg");
      await fs.writeFile(imagePath, photo);
      const audioPath = await narrationWithPauses(dir);
      const video = path.join(dir, "talking.mp4");
      await renderPhotoAvatar({ imagePath, face, audioPath, outPath: video, width: W, height: H, fps: FPS });

      // The mouth and chin in the video: the landmarks framed into the stills (6% larger than the video,
      // centred), with room for the head's sway.
      const sw = Math.round((W * 1.06) / 2) * 2;
      const sh = Math.round((H * 1.06) / 2) * 2;
      const { scale, left, top } = framing(face, sw, sh);
      const at = (i: number) => {
        const [x, y] = face.points[i] ?? [0, 0];
        return [x * scale - left - (sw - W) / 2, y * scale - top - (sh - H) / 2] as const;
      };
      const mouthW = at(54)[0] - at(48)[0];
      const box = {
        x0: Math.round(at(48)[0] - mouthW * 0.15),
        x1: Math.round(at(54)[0] + mouthW * 0.15),
        y0: Math.round(Math.min(at(50)[1], at(52)[1]) - mouthW * 0.1),
        y1: Math.round(at(8)[1]),
      };

      const frames = await greyFrames(video);
      const change = changeIn(frames, box);
      const envelope = rmsPerFrame(await decodePcm(audioPath, 16_000), 16_000, FPS);
      const n = Math.min(change.length, envelope.length);
      // Over a fifth of a second: a mouth that talks keeps changing, one that rests does not.
      const r = pearson(movingMean(change.slice(0, n), 2), movingMean(envelope.slice(0, n), 2));
      console.info(`mouth change vs. voice envelope: r = ${r.toFixed(2)} over ${n} frames`);
      expect(r).toBeGreaterThan(0.5);

      // Inside the pauses (frames well clear of any sound) the mouth changes no more than the nose, which
      // only the head's slow sway and breathing move; while the voice speaks it changes several times more.
      const nose = changeIn(frames, {
        x0: Math.round(at(31)[0]),
        x1: Math.round(at(35)[0]),
        y0: Math.round(at(29)[1]),
        y1: Math.round(at(33)[1]),
      });
      const loud = Math.max(...envelope);
      const quiet = envelope.map((_, i) =>
        envelope.slice(Math.max(0, i - 4), i + 5).every((v) => v < loud * 0.02),
      );
      const speaking = envelope.map((v) => v > loud * 0.2);
      const meanOf = (values: number[], keep: boolean[]) => {
        const v = values.slice(1, n).filter((_, i) => keep[i + 1]);
        return v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
      };
      const pauseFrames = quiet.slice(0, n).filter(Boolean).length;
      const mouth = { talking: meanOf(change, speaking), paused: meanOf(change, quiet) };
      const head = { talking: meanOf(nose, speaking), paused: meanOf(nose, quiet) };
      console.info(
        `mouth change ${mouth.talking.toFixed(2)} speaking, ${mouth.paused.toFixed(2)} in pauses; ` +
          `nose ${head.talking.toFixed(2)} and ${head.paused.toFixed(2)}; ${pauseFrames} pause frames`,
      );
      expect(pauseFrames).toBeGreaterThan(FPS);
      expect(mouth.paused).toBeLessThan(head.paused * 1.5);
      expect(mouth.talking).toBeGreaterThan(head.talking * 3);
    });
  });

  it("opens the mouth with the voice and closes it in silence", () => {
    const silence = Array(12).fill(0);
    const voice = Array.from({ length: 24 }, (_, i) => 0.05 + 0.04 * Math.sin(i));
    const levels = mouthLevels([...silence, ...voice, ...silence]);
    expect(levels.slice(0, 12).every((l) => l === 0)).toBe(true);
    expect(Math.max(...levels.slice(12, 36))).toBeGreaterThanOrEqual(4);
    expect(levels.slice(-6).every((l) => l === 0)).toBe(true);
  });

  it("blinks every few seconds, briefly", () => {
    const eyes = blinkStates(30 * 20, 30);
    const blinks = eyes.filter((e, i) => e > 0 && (eyes[i - 1] ?? 0) === 0).length;
    expect(blinks).toBeGreaterThanOrEqual(4);
    expect(blinks).toBeLessThanOrEqual(8);
    expect(eyes.filter((e) => e > 0).length / eyes.length).toBeLessThan(0.1);
  });
});
