import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { CaptionStyle } from "@reelsmith/contract/catalog";
import sharp from "sharp";
import { frameBoxInPicture, type PresenterLayout } from "../layout/frame-layout";
import { runFfmpeg } from "../media/run-process";
import { concatList, levelsFor } from "../providers/avatar/talking-avatar";
import { type EmojiAccent, emojiAccents, writeEmojiTrack } from "./caption-emoji";
import { buildAss, type CaptionBackdrop, captionBlock, captionChunks } from "./captions";
import {
  avatarFrameArgs,
  avatarMaskArgs,
  avatarRingArgs,
  type CameraMove,
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
  type SceneEntrances,
  scenePlan,
  sceneRanges,
  splitFrame,
  timeline,
} from "./compose-args";
import { avatarClipArgs, clipList } from "./hosted-avatar";
import {
  cutawayWindows,
  layerClipArgs,
  layerFrameArgs,
  presenterGeometry,
  softTopMaskArgs,
} from "./presenter-layer";
import { type EntranceKind, entranceFrames } from "./scene-motion";
import type { WordEvent } from "./types";

export interface ComposeInput {
  /** Working folder (a temp dir the caller removes). */
  dir: string;
  images: string[];
  /** Stock video per scene, played instead of its still (which stays the caption backdrop's measure). */
  clips?: (string | null)[];
  /** A storyboard's camera per scene (compose-args cameraMove); null or absent: the usual pan. */
  cameras?: (CameraMove | null)[];
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
  avatar: {
    mouthFramePaths: string[];
    ringColor: string;
    faceY?: number;
    /** Which of the frames each video frame shows, from the narration (default: loudness levels 0-2). */
    frameIndices?: (voiceWav: string, fps: number) => Promise<number[]>;
    /** A hosted lip-sync engine's clip of the narration (hosted-avatar.ts), shown instead of the frames. */
    clipPath?: string | null;
    /** Where the presenter is drawn (presenter-layer.ts); absent: the corner bubble. */
    layout?: PresenterLayout;
    /** Lower and full layouts: the face's centre as a share of each picture's height (default 0.5). */
    faceCentreY?: number;
  } | null;
  /** The last scene is a Product Ad's closing card: a full-frame presenter leaves it the whole frame. */
  lastSceneIsCard?: boolean;
  out: string;
  onProgress?: (fraction: number) => void;
  /** Every ffmpeg log line of the composition (libass reports missing glyphs there). */
  onLog?: (line: string) => void;
  /**
   * Emoji accents on the captions: the key words of the scenes (a word → icon map from the scene plans,
   * caption-emoji.ts); null or absent for none.
   */
  emojiKeywords?: Map<string, string> | null;
  /**
   * A finished video of the same narration and timeline (a recomposition at another frame size): its
   * audio track is muxed as it is instead of mixing, measuring and encoding the same sound again.
   */
  audioTrack?: string;
  /** false: one ffmpeg for the whole video, even where splitFrame would cut it in two (tests compare). */
  split?: boolean;
  /**
   * Per scene, the pictures of its elements' entrances (scene-composer.ts): each element enters when its
   * word is spoken, in the style's way. Null or absent: the scene's picture as it is.
   */
  entrances?: (SceneEntrancePaths | null)[];
  /** The style's cuts between scenes (scene-motion.ts); absent: the default rotation. */
  transitions?: string[];
  /**
   * Composed parts kept between renders (a project's render cache, issue 28): the video is then cut at
   * every scene (sceneRanges) and a part whose inputs are all the same as before is taken from the cache.
   */
  partCache?: PartCache;
}

/** Where composed parts are kept, by a hash of everything that makes them (partHash). */
export interface PartCache {
  /** Copies the part to `file` and answers true, or answers false when there is none. */
  get(hash: string, file: string): Promise<boolean>;
  put(hash: string, file: string): Promise<void>;
}

/** An ASS script without the dialogue lines that end before `window` or start after it (seconds). */
export function assLinesIn(ass: string, [fromS, toS]: [number, number]): string {
  const seconds = (t: string) => {
    const [h, m, sec] = t.split(":");
    return Number(h) * 3600 + Number(m) * 60 + Number(sec);
  };
  return ass
    .split("\n")
    .filter((line) => {
      if (!line.startsWith("Dialogue:")) return true;
      const [, start = "0:00:00", end = "0:00:00"] = line.slice(9).split(",");
      return seconds(end.trim()) >= fromS - 0.5 && seconds(start.trim()) <= toS + 0.5;
    })
    .join("\n");
}

/**
 * A part's name in the cache: its ffmpeg arguments with the working folder's name taken out, and the
 * content of every file of the folder they name (and of the files a list there names) in its place.
 */
export async function partHash(args: string[], dir: string, window?: [number, number]): Promise<string> {
  const hash = crypto.createHash("sha256");
  const seen = new Set<string>();
  const named = (text: string) => [...text.matchAll(/<dir>[^\s'",;:|\][]+/g)].map((m) => m[0]);
  const add = async (name: string, depth: number) => {
    if (seen.has(name)) return;
    seen.add(name);
    const file = name.replace("<dir>", dir);
    const data = await fs.readFile(file).catch(() => null);
    if (!data) return;
    const text =
      file.endsWith(".ffconcat") || file.endsWith(".ass")
        ? data.toString("utf8").replaceAll(dir, "<dir>")
        : null;
    // Captions: only the lines this part shows (another scene's caption may change with its picture).
    const shown = text && file.endsWith(".ass") && window ? assLinesIn(text, window) : text;
    hash.update(`${name}\0`).update(shown ?? data);
    if (text && depth < 1) for (const inner of named(text)) await add(inner, depth + 1);
  };
  const normal = args.map((a) => a.replaceAll(dir, "<dir>"));
  hash.update(JSON.stringify(normal.filter((a) => !a.endsWith(".mp4") || !a.startsWith("<dir>"))));
  for (const a of normal)
    for (const name of named(a)) if (!name.endsWith(".mp4") || name.includes("clip")) await add(name, 0);
  return hash.digest("hex").slice(0, 32);
}

export interface SceneEntrancePaths {
  kind: EntranceKind;
  before: { path: string; x: number; y: number };
  elements: { path: string; word: string; box: { x: number; y: number; w: number; h: number } }[];
}

/**
 * Each scene's entrances on its own frames: an element enters on the frame its word starts on (the scene's
 * words only; a word said as the scene opens, or not at all, leaves its element there from the start).
 */
export function timedEntrances(
  c: Pick<ComposeInput, "entrances" | "durationsMs" | "words">,
): (SceneEntrances | null)[] | undefined {
  if (!c.entrances?.some(Boolean)) return undefined;
  const { outStartF, streamF } = scenePlan(c.durationsMs);
  let startMs = 0;
  return c.durationsMs.map((d, i) => {
    const sceneStartMs = startMs;
    startMs += d;
    const e = c.entrances?.[i];
    if (!e) return null;
    const words = c.words
      .filter((w) => w.startMs >= sceneStartMs && w.startMs < sceneStartMs + d)
      .map((w) => ({ ...w, startMs: w.startMs - sceneStartMs, endMs: w.endMs - sceneStartMs }));
    const frames = entranceFrames({
      sceneStartF: outStartF[i] ?? 0,
      sceneStartMs,
      words,
      elementWords: e.elements.map((el) => el.word),
      elementAreas: e.elements.map((el) => el.box.w * el.box.h),
      fps: FPS,
      streamF: streamF[i] ?? 0,
      kind: e.kind,
    });
    return {
      kind: e.kind,
      before: e.before,
      elements: e.elements.map((el, k) => ({ path: el.path, box: el.box, frame: frames[k] ?? null })),
    };
  });
}

/**
 * Where the avatar sits: the frame layout's presenter box (a round bubble in the lower left of the safe
 * zone, above bottom captions), less its ring.
 */
export function avatarPlacement(
  width: number,
  height: number,
  captionStyle?: CaptionStyle | null,
  layout: PresenterLayout = "corner",
) {
  const g = presenterGeometry(width, height, captionStyle, layout);
  return { size: g.w, x: g.x, y: g.y, geometry: g };
}

/**
 * The luma (mean and spread, 0..1) of each scene's pixels that pass behind the caption block during the
 * camera's move, for the captions' outline or box (legibilityFor). The picture is fitted to the frame as
 * the composition fits it (cover, centred) and measured at a quarter size.
 */
export async function captionBackdrops(
  c: Pick<ComposeInput, "images" | "durationsMs" | "width" | "height" | "captionStyle" | "avatar">,
): Promise<CaptionBackdrop[]> {
  if (!c.captionStyle) return [];
  const { block } = captionBlock({
    style: c.captionStyle,
    width: c.width,
    height: c.height,
    mode: c.avatar ? "avatar" : "voice",
    presenter: c.avatar?.layout,
  });
  const k = 0.25;
  const w = Math.round(c.width * k);
  const h = Math.round(c.height * k);
  let startMs = 0;
  const starts = c.durationsMs.map((d) => {
    const s0 = startMs;
    startMs += d;
    return s0;
  });
  return Promise.all(
    c.images.map(async (image, i) => {
      const r = frameBoxInPicture(block, i, c.width, c.height);
      const left = Math.max(0, Math.floor(r.x * k));
      const top = Math.max(0, Math.floor(r.y * k));
      const region = {
        left,
        top,
        width: Math.max(1, Math.min(w - left, Math.ceil(r.w * k))),
        height: Math.max(1, Math.min(h - top, Math.ceil(r.h * k))),
      };
      const stats = await sharp(image).resize(w, h, { fit: "cover" }).extract(region).greyscale().stats();
      const ch = stats.channels[0];
      return { startMs: starts[i] ?? 0, luma: (ch?.mean ?? 128) / 255, spread: (ch?.stdev ?? 0) / 255 };
    }),
  );
}

/**
 * The composition: the narration first (the avatar's mouth follows it), then the video (scenes, avatar,
 * captions; video only) and the audio (music, ducking, loudness, AAC) at the same time, then both copied
 * into one file. Timings per step; "audio" overlaps "composition".
 */
export async function composeVideo(
  c: ComposeInput,
): Promise<{ totalS: number; timingsMs: Record<string, number>; partsReused?: number; parts?: number }> {
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
  const aac = c.audioTrack ?? path.join(c.dir, "audio.m4a");
  const videoOnly = path.join(c.dir, "video-only.mp4");
  await step("narration", () => runFfmpeg(narrationArgs(c.sceneWavs, c.durationsMs, voice)));

  const audio = step("audio", async () => {
    if (c.audioTrack) return;
    const mixing = mixArgs({
      voice,
      music: c.music?.path ?? null,
      volume: c.music?.volume ?? 0.5,
      durationS: totalS,
      out: mix,
    });
    // The same narration and music as an earlier version's (only pictures changed): its finished sound.
    const hash = c.partCache ? await partHash(["audio", ...mixing], c.dir) : null;
    if (hash && (await c.partCache?.get(hash, aac))) return;
    await runFfmpeg(mixing);
    const { stderr } = await runFfmpeg(loudnessMeasureArgs(mix));
    await runFfmpeg(loudnessApplyArgs(mix, parseLoudness(stderr), aac));
    if (hash) await c.partCache?.put(hash, aac);
  });
  // The video does not wait for the audio; a failure in either fails the composition once both settle.
  audio.catch(() => undefined);

  // Two parts encoded at once where the video is long enough: one ffmpeg keeps about 1.5 of 2 cores busy.
  const split = c.split === false ? null : splitFrame(c.durationsMs);
  const lastF = Math.round(totalS * FPS);
  const byScene = c.partCache && c.durationsMs.length > 1 ? sceneRanges(c.durationsMs) : null;
  const ranges: (FrameRange | undefined)[] = byScene
    ? byScene
    : split !== null && split < lastF
      ? [
          { fromF: 0, toF: split },
          { fromF: split, toF: lastF },
        ]
      : [undefined];

  // What lies behind the caption block in each scene, measured while the avatar's frames are made.
  const backdrops = c.captionStyle ? step("caption backdrops", () => captionBackdrops(c)) : null;
  backdrops?.catch(() => undefined);
  let avatar = null;
  let levels: number[] = [];
  let mouthFrames: string[] = [];
  let hostedClip: string | null = null;
  if (c.avatar) {
    const layout = c.avatar.layout ?? "corner";
    const place = avatarPlacement(c.width, c.height, c.captionStyle, layout);
    const g = place.geometry;
    const listPath = path.join(c.dir, "avatar.ffconcat");
    // The bubble has its round mask and ring, a lower presenter a soft top edge, a full one neither.
    const maskPath = layout === "full" ? null : path.join(c.dir, "mask.png");
    const ringPath = layout === "corner" ? path.join(c.dir, "ring.png") : null;
    const faceY = c.avatar.faceY ?? 0.6;
    const faceCentreY = c.avatar.faceCentreY ?? 0.5;
    const sources = c.avatar.mouthFramePaths;
    const pickFrames = c.avatar.frameIndices ?? levelsFor;
    await step("avatar", async () => {
      // Each distinct picture converted once (a presenter's visemes share faces the style draws alike).
      const unique = [...new Set(sources.map((p) => path.resolve(p)))];
      const converted = await Promise.all(
        unique.map(async (p, i) => {
          const out = path.join(c.dir, `mouth-${i}.nut`);
          await runFfmpeg(
            layout === "corner"
              ? avatarFrameArgs(p, place.size, faceY, out)
              : layerFrameArgs(p, g, c.height, faceCentreY, out),
          );
          return [p, out] as const;
        }),
      );
      const byPath = new Map(converted);
      const frames = sources.map((p) => byPath.get(path.resolve(p)) as string);
      levels = await pickFrames(voice, FPS);
      mouthFrames = frames;
      await fs.writeFile(listPath, concatList(frames, levels, FPS));
      if (ringPath && maskPath) {
        await runFfmpeg(avatarMaskArgs(place.size, maskPath));
        await runFfmpeg(avatarRingArgs(place.size, c.avatar?.ringColor ?? "#ffffff", ringPath));
      } else if (maskPath) await runFfmpeg(softTopMaskArgs(g, maskPath));
    });
    const cutaways = layout === "full" ? cutawayWindows(c.durationsMs, c.lastSceneIsCard) : undefined;
    avatar = { ...place, listPath, maskPath, ringPath, cutaways };
    const clip = c.avatar.clipPath;
    if (clip) {
      hostedClip = path.join(c.dir, "avatar-clip.mp4");
      const prepared = hostedClip;
      await step("hosted avatar", () =>
        runFfmpeg(
          layout === "corner"
            ? avatarClipArgs(path.resolve(clip), place.size, faceY, prepared)
            : layerClipArgs(path.resolve(clip), g, c.height, faceCentreY, FPS, prepared),
        ),
      );
      await fs.writeFile(listPath, clipList(prepared, 0));
    }
  }

  let assPath: string | null = null;
  let accents: EmojiAccent[] = [];
  let emojiBox: { x: number; y: number; w: number } | null = null;
  if (c.captionStyle && c.words.length > 0) {
    assPath = path.join(c.dir, "captions.ass");
    const assInput = {
      style: c.captionStyle,
      language: c.language,
      width: c.width,
      height: c.height,
      words: c.words,
      mode: c.avatar ? ("avatar" as const) : ("voice" as const),
      presenter: c.avatar?.layout,
      emoji: Boolean(c.emojiKeywords),
      backdrops: (await backdrops) ?? undefined,
    };
    await fs.writeFile(assPath, buildAss(assInput), "utf8");
    const box = captionBlock(assInput).layout.emoji;
    if (c.emojiKeywords && box) {
      accents = emojiAccents(captionChunks(assInput), c.emojiKeywords);
      emojiBox = { x: box.x, y: box.y, w: even(box.w) };
    }
  }

  const partOut = (p: number) => (ranges.length === 1 ? videoOnly : path.join(c.dir, `video-${p}.mp4`));
  const doneS = ranges.map(() => 0);
  // Two parts at a time (each ffmpeg keeps about 1.5 of 2 cores busy).
  let nextPart = 0;
  const partsAtOnce = (fn: (range: FrameRange | undefined, p: number) => Promise<void>) =>
    Promise.all(
      Array.from({ length: Math.min(2, ranges.length) }, async () => {
        while (nextPart < ranges.length) {
          const p = nextPart++;
          await fn(ranges[p], p);
        }
      }),
    );
  const reused: number[] = [];
  const video = step("composition", () =>
    partsAtOnce(async (range, p) => {
      let partAvatar = avatar;
      if (avatar && range) {
        // The part's own mouth list, from its first frame: the demuxer starts the list at zero.
        const listPath = path.join(c.dir, `avatar-${p}.ffconcat`);
        await fs.writeFile(
          listPath,
          hostedClip
            ? clipList(hostedClip, range.fromF / FPS)
            : concatList(mouthFrames, levels.slice(range.fromF), FPS),
        );
        partAvatar = { ...avatar, listPath };
      }
      const emoji =
        emojiBox && accents.length > 0
          ? {
              listPath: await writeEmojiTrack(accents, {
                dir: c.dir,
                side: emojiBox.w,
                fps: FPS,
                fromF: range?.fromF ?? 0,
                toF: range?.toF ?? lastF,
                name: `emoji-${p}`,
              }),
              x: emojiBox.x,
              y: emojiBox.y,
            }
          : null;
      const input = {
        ...c,
        entrances: timedEntrances(c),
        audioPath: null,
        assPath,
        avatar: partAvatar,
        emoji,
        out: partOut(p),
      };
      const args = compositionArgs(input, range);
      const window: [number, number] | undefined = range ? [range.fromF / FPS, range.toF / FPS] : undefined;
      const hash = c.partCache ? await partHash(args, c.dir, window) : null;
      if (hash && (await c.partCache?.get(hash, partOut(p)))) {
        reused.push(p);
        return;
      }
      await runFfmpeg(args, {
        timeoutMs: 600_000,
        onProgress: (s) => {
          doneS[p] = s;
          c.onProgress?.(Math.min(1, doneS.reduce((a, b) => a + b, 0) / totalS));
        },
        onLog: c.onLog,
      });
      if (hash) await c.partCache?.put(hash, partOut(p));
    }),
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
  return { totalS, timingsMs, partsReused: reused.length, parts: ranges.length };
}
