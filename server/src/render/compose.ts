import fs from "node:fs/promises";
import path from "node:path";
import type { CaptionStyle } from "@reelsmith/contract/catalog";
import { buildAss } from "./captions";
import {
  avatarMaskArgs,
  avatarRingArgs,
  compositionArgs,
  even,
  loudnormApplyArgs,
  loudnormMeasureArgs,
  mixArgs,
  narrationArgs,
  parseLoudnorm,
  timeline,
} from "./compose-args";
import { runFfmpeg } from "./process";
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
}

/** Where the avatar sits: a round presenter in the lower left of the safe area, clear of platform UI. */
export function avatarPlacement(width: number, height: number) {
  const size = even(width * 0.36);
  const x = Math.round(width * 0.07);
  const y = Math.round(height * 0.8 - size - height * 0.01);
  return { size, x, y };
}

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
  const norm = path.join(c.dir, "audio.wav");
  await step("audio", async () => {
    await runFfmpeg(narrationArgs(c.sceneWavs, c.durationsMs, voice));
    await runFfmpeg(
      mixArgs({
        voice,
        music: c.music?.path ?? null,
        volume: c.music?.volume ?? 0.5,
        durationS: totalS,
        out: mix,
      }),
    );
    const { stderr } = await runFfmpeg(loudnormMeasureArgs(mix));
    await runFfmpeg(loudnormApplyArgs(mix, parseLoudnorm(stderr), norm));
  });

  let avatar = null;
  if (c.avatar) {
    const place = avatarPlacement(c.width, c.height);
    const listPath = path.join(c.dir, "avatar.ffconcat");
    const maskPath = path.join(c.dir, "mask.png");
    const ringPath = path.join(c.dir, "ring.png");
    const frames = c.avatar.mouthFramePaths.map((p) => path.resolve(p));
    await step("avatar", async () => {
      await fs.writeFile(listPath, concatList(frames, await levelsFor(voice, 30), 30));
      await runFfmpeg(avatarMaskArgs(place.size, maskPath));
      await runFfmpeg(avatarRingArgs(place.size, c.avatar?.ringColor ?? "#ffffff", ringPath));
    });
    avatar = { ...place, listPath, maskPath, ringPath, faceY: c.avatar.faceY };
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

  await step("composition", () =>
    runFfmpeg(
      compositionArgs({
        images: c.images,
        durationsMs: c.durationsMs,
        width: c.width,
        height: c.height,
        audioPath: norm,
        assPath,
        avatar,
        out: c.out,
      }),
      { timeoutMs: 600_000, onProgress: (s) => c.onProgress?.(Math.min(1, s / totalS)), onLog: c.onLog },
    ),
  );
  return { totalS, timingsMs };
}
