import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../media/decode-pcm";
import { runProcess, runProcessBytes, withTempDir } from "../media/run-process";
import { onePersonPhoto, smilingPhoto } from "../test/face-photos";
import { synthesizeSpeech } from "../voice";
import { detectFaces } from "./face-landmarks";
import { rmsPerFrame } from "./loudness";
import { renderPhotoAvatar } from "./talking-avatar";
import {
  blinkStates,
  framePhoto,
  framing,
  MOUTH_LEVELS,
  MOUTH_POSES,
  mouthLevels,
  visemeStillIndices,
  writeStills,
} from "./talking-photo";
import { shiftVisemes, type TimedViseme, visemesOfPhonemes } from "./visemes";

const W = 540;
const H = 960;
const FPS = 24;

/** Speech with two long pauses (espeak-ng, 1.6 s of silence between sentences), as WAV, and its visemes. */
async function narrationWithPauses(dir: string): Promise<{ audioPath: string; visemes: TimedViseme[] }> {
  const out = path.join(dir, "narration.wav");
  const sentences = [
    "Good morning, this is my little bakery by the river.",
    "We bake fresh bread every day before the sun comes up.",
    "Come in and taste it.",
  ];
  const pause = path.join(dir, "pause.wav");
  await runProcess("sox", ["-n", "-r", "22050", "-c", "1", "-b", "16", pause, "trim", "0", "1.6"]);
  const parts: string[] = [];
  const visemes: TimedViseme[] = [];
  let at = 0;
  for (const [i, text] of sentences.entries()) {
    const wav = path.join(dir, `sentence-${i}.wav`);
    const r = await synthesizeSpeech({ text, language: "en", outWav: wav });
    visemes.push(...shiftVisemes(visemesOfPhonemes(r.phonemes ?? [], "ipa"), at));
    parts.push(wav);
    at += r.durationMs;
    if (i < sentences.length - 1) {
      parts.push(pause);
      at += 1600;
    }
  }
  await runProcess("sox", [...parts, out], { timeoutMs: 30_000 });
  return { audioPath: out, visemes };
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

/** A portrait's mouth stills and framed photo at 720x1280 (face at 0.45), its landmarks and mouth width. */
async function portraitStills(photo: Buffer, dir: string) {
  const [face] = await detectFaces(photo);
  if (!face) throw new Error("the test portrait has no face");
  const w = 720;
  const stills = await writeStills(photo, face, dir, w, 1280, 0.45);
  const { image } = await framePhoto(photo, face, w, 1280, 0.45);
  const at = (i: number) => stills.points[i] ?? [0, 0];
  return { w, stills, image, at, mouthW: at(54)[0] - at(48)[0] };
}

describe("talking photo", () => {
  it("moves the photo's mouth while the narration speaks and keeps it still in its pauses", async () => {
    await withTempDir("talking-photo-test", async (dir) => {
      const photo = await onePersonPhoto();
      const [face] = await detectFaces(photo);
      if (!face) throw new Error("the test portrait has no face");
      const imagePath = path.join(dir, "photo.jpeg");
      await fs.writeFile(imagePath, photo);
      const { audioPath, visemes } = await narrationWithPauses(dir);
      const video = path.join(dir, "talking.mp4");
      await renderPhotoAvatar({
        imagePath,
        face,
        audioPath,
        visemes,
        outPath: video,
        width: W,
        height: H,
        fps: FPS,
      });

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

  it("shows the closed mouth on b, m, p and in pauses, the wide-open one on 'ah', and a closed one that is the photo's own", async () => {
    await withTempDir("talking-photo-visemes", async (dir) => {
      const photo = await onePersonPhoto();
      const [face] = await detectFaces(photo);
      if (!face) throw new Error("the test portrait has no face");
      const track: TimedViseme[] = [
        { viseme: "MBP", startMs: 1000, endMs: 1200 },
        { viseme: "AA", startMs: 1200, endMs: 1500 },
        { viseme: "OO", startMs: 1500, endMs: 1700 },
        { viseme: "EE", startMs: 1700, endMs: 1900 },
      ];
      // The mouth part of each still's index (blinks change only the eye part).
      const mouthOf = (i: number) => i % MOUTH_LEVELS;
      const at = (ms: number) =>
        mouthOf(visemeStillIndices(track, 90, 30)[Math.floor(ms / (1000 / 30))] ?? -1);
      expect(at(500)).toBe(0);
      expect(at(1100)).toBe(0);
      expect(at(2500)).toBe(0);
      const aa = at(1350);
      const oo = at(1600);
      const ee = at(1800);
      expect(new Set([0, aa, oo, ee]).size).toBe(4);

      const side = 400;
      const stills = await writeStills(photo, face, dir, side, side);
      const grey = async (i: number) =>
        sharp(stills.paths[i] as string)
          .greyscale()
          .raw()
          .toBuffer();
      const p = stills.points;
      const [x48, x54] = [p[48]?.[0] ?? 0, p[54]?.[0] ?? 0];
      const mouthW = x54 - x48;
      const box = {
        x0: Math.round(x48 - mouthW * 0.1),
        x1: Math.round(x54 + mouthW * 0.1),
        y0: Math.round((p[51]?.[1] ?? 0) - mouthW * 0.1),
        y1: Math.round((p[57]?.[1] ?? 0) + mouthW * 0.3),
      };
      const { image } = await framePhoto(photo, face, side, side);
      const original = await sharp(image.data, { raw: { width: side, height: side, channels: 3 } })
        .greyscale()
        .raw()
        .toBuffer();
      const diff = (a: Buffer, b: Buffer) => {
        let sum = 0;
        let n = 0;
        for (let y = box.y0; y < box.y1; y++)
          for (let x = box.x0; x < box.x1; x++) {
            sum += Math.abs((a[y * side + x] ?? 0) - (b[y * side + x] ?? 0));
            n++;
          }
        return sum / n;
      };
      const closed = diff(await grey(0), original);
      const open = diff(await grey(aa), original);
      const round = diff(await grey(oo), original);
      const wide = diff(await grey(ee), original);
      console.info(
        `mouth region change from the photo: closed ${closed.toFixed(1)}, AA ${open.toFixed(1)}, OO ${round.toFixed(1)}, EE ${wide.toFixed(1)}`,
      );
      expect(closed).toBeLessThan(1);
      expect(open).toBeGreaterThan(8);
      expect(open).toBeGreaterThan(round);
      expect(round).toBeGreaterThan(2);
      expect(wide).toBeGreaterThan(2);
    });
  });

  it("opens a closed mouth with the photo's own pixels: no white teeth or black line painted in", async () => {
    await withTempDir("talking-photo-own-pixels", async (dir) => {
      const { w, stills, image, at, mouthW } = await portraitStills(await onePersonPhoto(), dir);
      const box = {
        x0: Math.round(at(48)[0]),
        x1: Math.round(at(54)[0]),
        y0: Math.round(Math.min(at(50)[1], at(52)[1]) - mouthW * 0.1),
        y1: Math.round(at(57)[1] + mouthW * 0.35),
      };
      // Pixels of the mouth's box that are white or grey (teeth, a painted band) and that are black.
      const count = (d: Buffer) => {
        let grey = 0;
        let black = 0;
        for (let y = box.y0; y < box.y1; y++)
          for (let x = box.x0; x < box.x1; x++) {
            const i = (y * w + x) * 3;
            const c = [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
            if (Math.min(...c) > 140 && Math.max(...c) - Math.min(...c) < 60) grey++;
            if (Math.max(...c) < 30) black++;
          }
        return { grey, black };
      };
      const photoCount = count(image.data);
      expect(photoCount.grey).toBe(0);
      for (const [m, { name }] of MOUTH_POSES.entries()) {
        const still = count(
          await sharp(stills.paths[m] as string)
            .raw()
            .toBuffer(),
        );
        console.info(`${name}: ${still.grey} grey and ${still.black} black pixels in the mouth`);
        // The lips of this photo are closed: an opening shows no teeth it does not have, and its inside is
        // the lips' own colour in shadow, not black.
        expect(still.grey, name).toBe(0);
        expect(still.black, name).toBeLessThan((box.x1 - box.x0) * (box.y1 - box.y0) * 0.02);
      }
    });
  });

  it("keeps a smile's teeth whole when the mouth opens: the jaw drops below them", async () => {
    await withTempDir("talking-photo-teeth", async (dir) => {
      const { w, stills, image, at, mouthW } = await portraitStills(await smilingPhoto(), dir);
      const cx = (at(48)[0] + at(54)[0]) / 2;
      const [y0, y1] = [Math.round(at(51)[1] - mouthW * 0.1), Math.round(at(57)[1] + mouthW * 0.4)];
      // The teeth's height down the middle of the mouth: the longest run of white pixels in each column.
      const teethHeight = (d: Buffer) => {
        let total = 0;
        let n = 0;
        for (let x = Math.round(cx - mouthW * 0.15); x <= Math.round(cx + mouthW * 0.15); x++) {
          let best = 0;
          let run = 0;
          for (let y = y0; y < y1; y++) {
            const i = (y * w + x) * 3;
            const c = [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
            run = Math.min(...c) > 140 && Math.max(...c) - Math.min(...c) < 60 ? run + 1 : 0;
            best = Math.max(best, run);
          }
          total += best;
          n++;
        }
        return total / n;
      };
      const teeth = teethHeight(image.data);
      expect(teeth).toBeGreaterThan(mouthW * 0.15);
      for (const [m, { name, pose }] of MOUTH_POSES.entries()) {
        if (pose.open === 0) continue;
        const kept =
          teethHeight(
            await sharp(stills.paths[m] as string)
              .raw()
              .toBuffer(),
          ) / teeth;
        console.info(`${name}: the teeth keep ${(kept * 100).toFixed(0)} % of their height`);
        expect(kept, name).toBeGreaterThan(0.85);
      }
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
