import fs from "node:fs/promises";
import path from "node:path";
import type { CaptionStyle } from "@reelsmith/contract/catalog";
import { runFfmpeg } from "../media/run-process";
import { buildAss } from "./captions";
import {
  avatarFrameArgs,
  avatarMaskArgs,
  avatarRingArgs,
  compositionArgs,
  even,
  FPS,
  type FrameRange,
  loudnessApplyArgs,
  loudnessMeasureArgs,
  mixArgs,
  muxArgs,
  narrationArgs,
  parseLoudness,
  splitFrame,
  timeline,
} from "./compose-args";
import { concatList, levelsFor } from "./talking-avatar";
import type { WordEvent } from "./types";

export interface ComposeInput {
  /** Working folder (a temp dir the caller removes). */
  dir: string;
  images: string[];
  sceneWavs: string[];
  /** Slot per scene (speech + pause). */
  durationsMs: number[];
  /** Words with absolute times on the timeline. */
  words: WordEvent[];
  width: number;
  height: number;
  language: string;
  captionStyle: CaptionStyle | null;
  music: { path: string; volume: number } | null;
  /** The presenter's mouth frames (closed, half, open), or a photo's three pulse levels. */
  avatar: { mouthFramePaths: [string, string, string]; ringColor: string; faceY?: number } | null;
  out: string;
  onProgress?: (fraction: number) => void;
  /** Every ffmpeg log line of the composition (libass reports missing glyphs there). */
  onLog?: (line: string) => void;
  /** false: one ffmpeg for the whole video, even where splitFrame would cut it in two (tests compare). */
  split?: boolean;
}

/** Where the avatar sits: a round presenter in the lower left of the safe area, clear of platform UI. */
export function avatarPlacement(width: number, height: number) {
  const size = even(width * 0.36);
  const x = Math.round(width * 0.07);
  const y = Math.round(height * 0.8 - size - height * 0.01);
  return { size, x, y };
}

/**
 * The composition: the narration first (the avatar's mouth follows it), then the video (scenes, avatar,
 * captions; video only) and the audio (music, ducking, loudness, AAC) at the same time, then both copied
 * into one file. Timings per step; "audio" overlaps "composition".
 */
export async function composeVideo(
  c: ComposeInput,
): Promise<{ totalS: number; timingsMs: Record<string, number> }> {
  const timingsMs: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => Promise<T>) => {
    const t = performance.now();
    const r = await fn();
    timingsMs[name] = Math.round(performance.now() - t);
    return r;
  };
  const { totalS } = timeline(c.durationsMs);
  const voice = path.join(c.dir, "voice.wav");
  const mix = path.join(c.dir, "mix.wav");
  const aac = path.join(c.dir, "audio.m4a");
  const videoOnly = path.join(c.dir, "video-only.mp4");
  await step("narration", () => runFfmpeg(narrationArgs(c.sceneWavs, c.durationsMs, voice)));

  const audio = step("audio", async () => {
    await runFfmpeg(
      mixArgs({
        voice,
        music: c.music?.path ?? null,
        volume: c.music?.volume ?? 0.5,
        durationS: totalS,
        out: mix,
      }),
    );
    const { stderr } = await runFfmpeg(loudnessMeasureArgs(mix));
    await runFfmpeg(loudnessApplyArgs(mix, parseLoudness(stderr), aac));
  });
  // The video does not wait for the audio; a failure in either fails the composition once both settle.
  audio.catch(() => undefined);

  // Two parts encoded at once where the video is long enough: one ffmpeg keeps about 1.5 of 2 cores busy.
  const split = c.split === false ? null : splitFrame(c.durationsMs);
  const lastF = Math.round(totalS * FPS);
  const ranges: (FrameRange | undefined)[] =
    split !== null && split < lastF
      ? [
          { fromF: 0, toF: split },
          { fromF: split, toF: lastF },
        ]
      : [undefined];

  let avatar = null;
  let levels: number[] = [];
  let mouthFrames: string[] = [];
  if (c.avatar) {
    const place = avatarPlacement(c.width, c.height);
    const listPath = path.join(c.dir, "avatar.ffconcat");
    const maskPath = path.join(c.dir, "mask.png");
    const ringPath = path.join(c.dir, "ring.png");
    const faceY = c.avatar.faceY ?? 0.6;
    const sources = c.avatar.mouthFramePaths;
    await step("avatar", async () => {
      const frames = await Promise.all(
        sources.map(async (p, i) => {
          const out = path.join(c.dir, `mouth-${i}.nut`);
          await runFfmpeg(avatarFrameArgs(path.resolve(p), place.size, faceY, out));
          return out;
        }),
      );
      levels = await levelsFor(voice, FPS);
      mouthFrames = frames;
      await fs.writeFile(listPath, concatList(frames, levels, FPS));
      await runFfmpeg(avatarMaskArgs(place.size, maskPath));
      await runFfmpeg(avatarRingArgs(place.size, c.avatar?.ringColor ?? "#ffffff", ringPath));
    });
    avatar = { ...place, listPath, maskPath, ringPath };
  }

  let assPath: string | null = null;
  if (c.captionStyle && c.words.length > 0) {
    assPath = path.join(c.dir, "captions.ass");
    const ass = buildAss({
      style: c.captionStyle,
      language: c.language,
      width: c.width,
      height: c.height,
      words: c.words,
      avoidBottomFromY: avatar ? avatar.y - Math.round(avatar.size * 0.04) : undefined,
    });
    await fs.writeFile(assPath, ass, "utf8");
  }

  const partOut = (p: number) => (ranges.length === 1 ? videoOnly : path.join(c.dir, `video-${p}.mp4`));
  const doneS = ranges.map(() => 0);
  const video = step("composition", () =>
    Promise.all(
      ranges.map(async (range, p) => {
        let partAvatar = avatar;
        if (avatar && range) {
          // The part's own mouth list, from its first frame: the demuxer starts the list at zero.
          const listPath = path.join(c.dir, `avatar-${p}.ffconcat`);
          await fs.writeFile(listPath, concatList(mouthFrames, levels.slice(range.fromF), FPS));
          partAvatar = { ...avatar, listPath };
        }
        const input = { ...c, audioPath: null, assPath, avatar: partAvatar, out: partOut(p) };
        await runFfmpeg(compositionArgs(input, range), {
          timeoutMs: 600_000,
          onProgress: (s) => {
            doneS[p] = s;
            c.onProgress?.(Math.min(1, doneS.reduce((a, b) => a + b, 0) / totalS));
          },
          onLog: c.onLog,
        });
      }),
    ),
  );
  const settled = await Promise.allSettled([video, audio]);
  for (const r of settled) if (r.status === "rejected") throw r.reason;
  let videoIn = videoOnly;
  if (ranges.length > 1) {
    videoIn = path.join(c.dir, "video-parts.ffconcat");
    const files = ranges.map((_, p) => `file '${path.basename(partOut(p))}'`);
    await fs.writeFile(videoIn, ["ffconcat version 1.0", ...files, ""].join("\n"));
  }
  await step("mux", () => runFfmpeg(muxArgs(videoIn, aac, totalS, c.out, ranges.length > 1)));
  return { totalS, timingsMs };
}
