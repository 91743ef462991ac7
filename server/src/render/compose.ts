import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { CaptionStyle } from "@reelsmith/contract/catalog";
import sharp from "sharp";
import { frameBoxInPicture } from "../layout/frame-layout";
import { readPcm } from "../media/decode-pcm";
import { runFfmpeg } from "../media/run-process";
import { concatList, levelsOf } from "../presenter";
import { type EmojiAccent, emojiAccents, writeEmojiTrack } from "./caption-emoji";
import { buildAss, type CaptionBackdrop, captionBlock, captionChunks } from "./captions";
import type { CameraMove } from "./compose/camera";
import { type CompositionInput, compositionArgs } from "./compose/composition";
import { even, FPS } from "./compose/encoding";
import type { SceneEntrances } from "./compose/entrances";
import { type LoudnessMeasure, loudnessApplyArgs, parseLoudness } from "./compose/loudness";
import { narrationArgs } from "./compose/narration";
import { cardPartArgs, muxArgs } from "./compose/output";
import { type AvatarLayer, avatarFrameStill, avatarMaskStill, avatarRingStill } from "./compose/presenter";
import { cardsLead, soundArgs } from "./compose/sound";
import { type StillFrame, stillFramesArgs } from "./compose/still-frames";
import {
  type FrameRange,
  SPLIT_MIN_FRAMES,
  scenePlan,
  sceneRanges,
  splitFrame,
  timeline,
} from "./compose/timeline";
import type { RenderFrame } from "./frame";
import { avatarClipArgs, clipList } from "./hosted-avatar";
import {
  cutawayWindows,
  layerClipArgs,
  layerFrameStill,
  presenterGeometry,
  softTopMaskStill,
} from "./presenter-layer";
import { type EntranceKind, entranceFrames } from "./scene-motion";
import { talkingClipArgs } from "./talking-video";
import type { TalkingVideoTrack, WordEvent } from "./types";

export interface ComposeInput {
  /** Working folder (a temp dir the caller removes). */
  dir: string;
  images: string[];
  /** Stock video per scene, played instead of its still (which stays the caption backdrop's measure). */
  clips?: (string | null)[];
  /** A storyboard's camera per scene (compose/camera.ts cameraMove); null or absent: the usual pan. */
  cameras?: (CameraMove | null)[];
  sceneWavs: string[];
  /** Slot per scene (speech + pause). */
  durationsMs: number[];
  /** Words with absolute times on the timeline. */
  words: WordEvent[];
  /** The video's frame (frame.ts): its size, the presenter's layout and the captions' block. */
  frame: RenderFrame;
  language: string;
  captionStyle: CaptionStyle | null;
  music: { path: string; volume: number } | null;
  /** The presenter's mouth frames (closed, half, open), or a photo's three pulse levels. */
  avatar: {
    mouthFramePaths: string[];
    ringColor: string;
    faceY?: number;
    /**
     * Which of the frames each video frame shows, from the narration's 16 kHz mono samples (default:
     * loudness levels 0-2).
     */
    frameIndices?: (voice16k: Int16Array, fps: number) => Promise<number[]>;
    /** A hosted lip-sync engine's clip of the narration (hosted-avatar.ts), shown instead of the frames. */
    clipPath?: string | null;
    /** Lower and full layouts: the face's centre as a share of each picture's height (default 0.5). */
    faceCentreY?: number;
  } | null;
  /**
   * A talking video as the presenter (talking-video.ts), in place of `avatar`: the upload, its picture's
   * track on the timeline, and a full-frame one's cut-ins to the scenes (seconds).
   */
  talkingVideo?: {
    path: string;
    track: TalkingVideoTrack;
    cutIns: [number, number][];
    ringColor: string;
  } | null;
  /** A brand template's logo over every frame of the scenes (brand.ts); the cards have it drawn in. */
  logo?: { path: string; x: number; y: number } | null;
  /**
   * A brand template's intro and end cards (brand.ts): stills of the frame's size held for their frames,
   * before the first scene and after the last. The scenes' timeline is the same; the narration starts
   * after the intro and the music runs under both cards.
   */
  cards?: { intro: BrandCardPart | null; end: BrandCardPart | null };
  /** A folder of font files libass reads besides the system's (the caption fonts, caption-fonts.ts). */
  fontsDir?: string;
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
   * Composed parts kept between renders (a project's render cache): the video is then cut at
   * every scene (sceneRanges) and a part whose inputs are all the same as before is taken from the cache.
   */
  partCache?: PartCache;
}

/** A card's still and how many frames it holds. */
export interface BrandCardPart {
  path: string;
  frames: number;
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
  elements: {
    path: string;
    word: string;
    box: { x: number; y: number; w: number; h: number };
    /** Enters at this share of the scene's time instead of on its word (a language version's). */
    at?: number | null;
  }[];
}

/**
 * Each scene's entrances on its own frames: an element enters on the frame its word starts on (the scene's
 * words only; a word said as the scene opens, or not at all, leaves its element there from the start). A
 * language version's element, whose word is the original's, enters at the same share of its scene as there.
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
      elementStartsMs: e.elements.map((el) =>
        el.at === undefined ? undefined : el.at === null ? null : Math.round(el.at * d),
      ),
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
export function avatarPlacement(frame: RenderFrame) {
  const g = presenterGeometry(frame);
  return { size: g.w, x: g.x, y: g.y, geometry: g };
}

/**
 * The luma (mean and spread, 0..1) of each scene's pixels that pass behind the caption block during the
 * camera's move, for the captions' outline or box (legibilityFor). The picture is fitted to the frame as
 * the composition fits it (cover, centred) and measured at a quarter size.
 */
export async function captionBackdrops(
  c: Pick<ComposeInput, "images" | "durationsMs" | "frame" | "captionStyle">,
): Promise<CaptionBackdrop[]> {
  if (!c.captionStyle) return [];
  const { width, height, plain } = c.frame;
  const { block } = captionBlock({ style: c.captionStyle, layout: plain });
  const k = 0.25;
  const w = Math.round(width * k);
  const h = Math.round(height * k);
  let startMs = 0;
  const starts = c.durationsMs.map((d) => {
    const s0 = startMs;
    startMs += d;
    return s0;
  });
  return Promise.all(
    c.images.map(async (image, i) => {
      const r = frameBoxInPicture(block, i, width, height);
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
  const { timingsMs, step } = stepTimer();
  const { totalS: scenesS } = timeline(c.durationsMs);
  const introF = c.cards?.intro?.frames ?? 0;
  const endF = c.cards?.end?.frames ?? 0;
  const totalS = scenesS + (introF + endF) / FPS;
  const voice = path.join(c.dir, "voice.wav");
  // The avatar's mouth reads the narration as raw 16 kHz samples, written by the same run.
  const mouth = c.avatar ? path.join(c.dir, "voice-16k.pcm") : undefined;
  const aac = c.audioTrack ?? path.join(c.dir, "audio.m4a");
  // One run joins the narration (the avatar's mouth follows it), mixes and measures the sound; the
  // loudness's gain and the AAC are a second. A finished track given (a recomposition) or the cache's
  // sound (only pictures changed) leaves only the narration, and that only for an avatar.
  const narrated = step("narration", () =>
    narrateAndMix(c, { voice, mouth, aac }, totalS, introF + endF > 0),
  );
  narrated.catch(() => undefined);
  const audio = step("audio", async () => {
    const mixed = await narrated;
    if (!mixed) return;
    await runFfmpeg(loudnessApplyArgs(mixed.mix, mixed.measured, aac));
    if (mixed.hash) await c.partCache?.put(mixed.hash, aac);
  });
  // The video does not wait for the audio; a failure in either fails the composition once both settle.
  audio.catch(() => undefined);
  const ranges = partRanges(c);
  // What lies behind the caption block in each scene, measured while the avatar's frames are made.
  const backdrops = c.captionStyle ? step("caption backdrops", () => captionBackdrops(c)) : null;
  backdrops?.catch(() => undefined);
  const avatar = c.talkingVideo
    ? await prepareTalkingVideo(c, c.talkingVideo, step)
    : c.avatar
      ? await narrated.then(() =>
          prepareAvatar(c, c.avatar as NonNullable<ComposeInput["avatar"]>, mouth as string, step),
        )
      : null;
  const layers: PartLayers = {
    avatar,
    captions: await writeCaptions(c, backdrops),
    entrances: timedEntrances(c),
  };
  const cards = step("cards", () => cardParts(c));
  cards.catch(() => undefined);
  const video = step("composition", () => composeParts(c, layers, ranges, scenesS));
  for (const r of await Promise.allSettled([video, audio, cards]))
    if (r.status === "rejected") throw r.reason;
  const { reused } = await video;
  const { intro, end } = await cards;
  const files = [
    ...(intro ? [intro] : []),
    ...ranges.map((_, p) => partFile(c.dir, ranges, p)),
    ...(end ? [end] : []),
  ];
  let videoIn = files[0] as string;
  if (files.length > 1) {
    videoIn = path.join(c.dir, "video-parts.ffconcat");
    const list = files.map((f) => `file '${path.basename(f)}'`);
    await fs.writeFile(videoIn, ["ffconcat version 1.0", ...list, ""].join("\n"));
  }
  await step("mux", () => runFfmpeg(muxArgs(videoIn, aac, totalS, c.out, files.length > 1)));
  return { totalS, timingsMs, partsReused: reused, parts: ranges.length };
}

/**
 * The narration (48 kHz) on the finished video's timeline: `leadMs` of silence before it (counted in
 * samples, so it starts on the intro's last frame exactly), padded to `totalS`.
 */
export function cardsVoiceArgs(voice: string, leadMs: number, totalS: number, out: string): string[] {
  return ["-i", voice, "-af", cardsLead(leadMs, totalS), "-c:a", "pcm_s16le", out];
}

/** The cards' parts, encoded on their own (a still each: a fraction of a second of encoding). */
async function cardParts(c: ComposeInput): Promise<{ intro: string | null; end: string | null }> {
  const encode = async (card: BrandCardPart | null | undefined, name: string) => {
    if (!card) return null;
    const out = path.join(c.dir, `${name}.mp4`);
    await runFfmpeg(cardPartArgs(card.path, card.frames, out));
    return out;
  };
  const [intro, end] = await Promise.all([
    encode(c.cards?.intro, "card-intro"),
    encode(c.cards?.end, "card-end"),
  ]);
  return { intro, end };
}

/** Times each named step of the composition, in milliseconds. */
function stepTimer() {
  const timingsMs: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => Promise<T>) => {
    const t = performance.now();
    const r = await fn();
    timingsMs[name] = Math.round(performance.now() - t);
    return r;
  };
  return { timingsMs, step };
}

type Step = ReturnType<typeof stepTimer>["step"];

/**
 * The sound's first run (soundArgs): the narration joined into `voice` and, unless a finished track is
 * given or the part cache has the finished sound of the same narration and music, mixed and measured.
 * Answers the mix, its loudness and the cache's name for the sound, or null where there is nothing to
 * mix (then the narration is joined alone, for an avatar's mouth only).
 */
async function narrateAndMix(
  c: ComposeInput,
  { voice, mouth, aac }: { voice: string; mouth: string | undefined; aac: string },
  totalS: number,
  withCards: boolean,
): Promise<{ mix: string; measured: LoudnessMeasure | null; hash: string | null } | null> {
  const narrationOnly = async () => {
    if (mouth) await runFfmpeg(narrationArgs(c.sceneWavs, c.durationsMs, voice, mouth));
    return null;
  };
  if (c.audioTrack) return narrationOnly();
  const mix = path.join(c.dir, "mix.wav");
  const sound = {
    wavs: c.sceneWavs,
    slotsMs: c.durationsMs,
    voiceOut: voice,
    music: c.music?.path ?? null,
    volume: c.music?.volume ?? 0.5,
    durationS: totalS,
    // With cards, the narration starts after the intro and the music runs under both cards.
    cards: withCards ? { leadMs: ((c.cards?.intro?.frames ?? 0) * 1000) / FPS } : null,
    mixOut: mix,
  };
  // The cache's name for the sound is the same with or without an avatar's mouth samples.
  const hash = c.partCache ? await partHash(["audio", ...soundArgs(sound)], c.dir) : null;
  if (hash && (await c.partCache?.get(hash, aac))) return narrationOnly();
  const { stderr } = await runFfmpeg(soundArgs({ ...sound, ...(mouth ? { mouthOut: mouth } : {}) }));
  return { mix, measured: parseLoudness(stderr), hash };
}

/**
 * The parts the video is joined from: one per scene where a part cache can reuse them (sceneRanges), two
 * halves where the video is long enough for two encoders at once (splitFrame), else the whole video.
 */
function partRanges(c: ComposeInput): (FrameRange | undefined)[] {
  if (c.partCache && c.durationsMs.length > 1) return sceneRanges(c.durationsMs);
  const split = c.split === false ? null : splitFrame(c.durationsMs);
  const lastF = Math.round(timeline(c.durationsMs).totalS * FPS);
  if (split === null || split >= lastF) return [undefined];
  return [
    { fromF: 0, toF: split },
    { fromF: split, toF: lastF },
  ];
}

/** Part p's file: the video itself when it is in one part. */
const partFile = (dir: string, ranges: unknown[], p: number) =>
  ranges.length === 1 ? path.join(dir, "video-only.mp4") : path.join(dir, `video-${p}.mp4`);

/** The avatar layer as every part draws it, and what a part needs to start its mouth list on its frame. */
interface PreparedAvatar {
  layer: AvatarLayer;
  /** The face each video frame shows (an index into mouthFrames). */
  levels: number[];
  mouthFrames: string[];
  /** A hosted lip-sync engine's clip, prepared for the layer, shown instead of the frames. */
  hostedClip: string | null;
}

/**
 * The avatar's faces converted once to the layer's size, the face per video frame from the narration, the
 * bubble's mask and ring (or a lower presenter's soft top), and a hosted engine's clip where there is one.
 */
async function prepareAvatar(
  c: ComposeInput,
  a: NonNullable<ComposeInput["avatar"]>,
  mouth: string,
  step: Step,
): Promise<PreparedAvatar> {
  const layout = c.frame.presenter ?? "corner";
  const place = avatarPlacement(c.frame);
  const listPath = path.join(c.dir, "avatar.ffconcat");
  // The bubble has its round mask and ring, a lower presenter a soft top edge, a full one neither.
  const maskPath = layout === "full" ? null : path.join(c.dir, "mask.png");
  const ringPath = layout === "corner" ? path.join(c.dir, "ring.png") : null;
  const { mouthFrames, levels } = await step("avatar", async () => {
    const faces = facesOf(c, a, place);
    const edges: StillFrame[] =
      ringPath && maskPath
        ? [
            avatarMaskStill(place.size, maskPath),
            avatarRingStill(place.size, a.ringColor ?? "#ffffff", ringPath),
          ]
        : maskPath
          ? [softTopMaskStill(place.geometry, maskPath)]
          : [];
    const [levels] = await Promise.all([
      readPcm(mouth).then((pcm) => (a.frameIndices ? a.frameIndices(pcm, FPS) : levelsOf(pcm, FPS))),
      runFfmpeg(stillFramesArgs([...faces.stills, ...edges])),
    ]);
    await fs.writeFile(listPath, concatList(faces.frames, levels, FPS));
    return { mouthFrames: faces.frames, levels };
  });
  const cutaways = layout === "full" ? cutawayWindows(c.durationsMs, c.lastSceneIsCard) : undefined;
  const layer: AvatarLayer = { ...place, listPath, maskPath, ringPath, cutaways };
  const clip = a.clipPath;
  if (!clip) return { layer, levels, mouthFrames, hostedClip: null };
  const hostedClip = path.join(c.dir, "avatar-clip.mp4");
  await step("hosted avatar", () =>
    runFfmpeg(
      layout === "corner"
        ? avatarClipArgs(path.resolve(clip), place.size, a.faceY ?? 0.6, hostedClip)
        : layerClipArgs(
            path.resolve(clip),
            place.geometry,
            c.frame.height,
            a.faceCentreY ?? 0.5,
            FPS,
            hostedClip,
          ),
    ),
  );
  await fs.writeFile(listPath, clipList(hostedClip, 0));
  return { layer, levels, mouthFrames, hostedClip };
}

/**
 * A talking video as the presenter's layer: its clip cut to the narration's timeline and scaled to the
 * layer in one ffmpeg (talkingClipArgs), the bubble's mask and ring in the corner, a full one's cut-ins.
 */
async function prepareTalkingVideo(
  c: ComposeInput,
  t: NonNullable<ComposeInput["talkingVideo"]>,
  step: Step,
): Promise<PreparedAvatar> {
  const place = avatarPlacement(c.frame);
  const corner = place.geometry.layout === "corner";
  const listPath = path.join(c.dir, "avatar.ffconcat");
  const maskPath = corner ? path.join(c.dir, "mask.png") : null;
  const ringPath = corner ? path.join(c.dir, "ring.png") : null;
  const clip = path.join(c.dir, "talking-clip.mp4");
  await step("talking video", async () => {
    await runFfmpeg(talkingClipArgs(path.resolve(t.path), t.track, place.geometry, FPS, clip), {
      timeoutMs: 600_000,
    });
    if (maskPath && ringPath)
      await runFfmpeg(
        stillFramesArgs([
          avatarMaskStill(place.size, maskPath),
          avatarRingStill(place.size, t.ringColor, ringPath),
        ]),
      );
  });
  await fs.writeFile(listPath, clipList(clip, 0));
  const cutaways = corner ? undefined : t.cutIns;
  const layer: AvatarLayer = { ...place, listPath, maskPath, ringPath, cutaways, still: true };
  return { layer, levels: [], mouthFrames: [], hostedClip: clip };
}

/**
 * Each distinct face to convert once to the layer's size (a presenter's visemes share faces the style draws
 * alike), and the converted file of every mouth frame, in order.
 */
function facesOf(
  c: ComposeInput,
  a: NonNullable<ComposeInput["avatar"]>,
  place: ReturnType<typeof avatarPlacement>,
): { stills: StillFrame[]; frames: string[] } {
  const sources = a.mouthFramePaths;
  const unique = [...new Set(sources.map((p) => path.resolve(p)))];
  const outs = new Map(unique.map((p, i) => [p, path.join(c.dir, `mouth-${i}.nut`)]));
  const stills = unique.map((p) => {
    const out = outs.get(p) as string;
    return place.geometry.layout === "corner"
      ? avatarFrameStill(p, place.size, a.faceY ?? 0.6, out)
      : layerFrameStill(p, place.geometry, c.frame.height, a.faceCentreY ?? 0.5, out);
  });
  return { stills, frames: sources.map((p) => outs.get(path.resolve(p)) as string) };
}

/** The captions' ASS script and their emoji accents (the icons and where the caption block shows them). */
interface CaptionLayer {
  assPath: string | null;
  emoji: { accents: EmojiAccent[]; x: number; y: number; w: number } | null;
}

/** The word-timed captions written once for the whole video, over the scenes' measured backdrops. */
async function writeCaptions(
  c: ComposeInput,
  backdrops: Promise<CaptionBackdrop[]> | null,
): Promise<CaptionLayer> {
  if (!c.captionStyle || c.words.length === 0) return { assPath: null, emoji: null };
  const assPath = path.join(c.dir, "captions.ass");
  const assInput = {
    style: c.captionStyle,
    language: c.language,
    layout: c.frame.layers,
    words: c.words,
    backdrops: (await backdrops) ?? undefined,
  };
  await fs.writeFile(assPath, buildAss(assInput), "utf8");
  const box = c.frame.layers.emoji;
  if (!c.emojiKeywords || !box) return { assPath, emoji: null };
  const accents = emojiAccents(captionChunks(assInput), c.emojiKeywords);
  return { assPath, emoji: accents.length > 0 ? { accents, x: box.x, y: box.y, w: even(box.w) } : null };
}

/** What every part draws over the scenes, made once for the whole video. */
interface PartLayers {
  avatar: PreparedAvatar | null;
  captions: CaptionLayer;
  entrances: (SceneEntrances | null)[] | undefined;
}

/**
 * The composition's input for a run of frames (the whole video without a range): the avatar's mouth list
 * and the emoji track of its own frames, from its first (the concat demuxer starts a list at zero).
 */
async function rangeInput(
  c: ComposeInput,
  layers: PartLayers,
  range: FrameRange | undefined,
  name: string,
  out: string,
): Promise<CompositionInput> {
  const fromF = range?.fromF ?? 0;
  const toF = range?.toF ?? Math.round(timeline(c.durationsMs).totalS * FPS);
  const a = layers.avatar;
  let avatar = a?.layer ?? null;
  if (a && range) {
    const listPath = path.join(c.dir, `avatar-${name}.ffconcat`);
    await fs.writeFile(
      listPath,
      a.hostedClip
        ? clipList(a.hostedClip, fromF / FPS)
        : concatList(a.mouthFrames, a.levels.slice(fromF), FPS),
    );
    avatar = { ...a.layer, listPath };
  }
  const e = layers.captions.emoji;
  const emoji = e
    ? {
        listPath: await writeEmojiTrack(e.accents, {
          dir: c.dir,
          side: e.w,
          fps: FPS,
          fromF,
          toF,
          name: `emoji-${name}`,
        }),
        x: e.x,
        y: e.y,
      }
    : null;
  return {
    ...c,
    width: c.frame.width,
    height: c.frame.height,
    entrances: layers.entrances,
    audioPath: null,
    assPath: layers.captions.assPath,
    avatar,
    emoji,
    out,
  };
}

/**
 * The video's parts, two ffmpeg runs at a time (each keeps about 1.5 of 2 cores busy). With a part cache,
 * each part is named by the hash of its own command (partHash) and taken from the cache where it is
 * there; the parts still to make are composed in as few runs as keep two encoders busy (partRuns), each
 * run cut into its parts' files as it encodes, and every new part is kept. Answers how many were reused.
 */
async function composeParts(
  c: ComposeInput,
  layers: PartLayers,
  ranges: (FrameRange | undefined)[],
  totalS: number,
): Promise<{ reused: number }> {
  const cache = c.partCache;
  const file = (p: number) => partFile(c.dir, ranges, p);
  const hashes = cache
    ? await Promise.all(
        ranges.map(async (range, p) => {
          const args = compositionArgs(await rangeInput(c, layers, range, String(p), file(p)), range);
          return partHash(args, c.dir, range && [range.fromF / FPS, range.toF / FPS]);
        }),
      )
    : [];
  const missing = await Promise.all(
    ranges.map(async (_, p) => !(cache && (await cache.get(hashes[p] as string, file(p))))),
  );
  const runs = cache ? partRuns(ranges as FrameRange[], missing) : ranges.map((_, p) => [p]);
  const doneS = runs.map(() => 0);
  await twoAtATime(runs, async (run, r) => {
    await composeRun(c, layers, ranges, run, r, (s) => {
      doneS[r] = s;
      c.onProgress?.(Math.min(1, doneS.reduce((a, b) => a + b, 0) / totalS));
    });
    if (cache) for (const p of run) await cache.put(hashes[p] as string, file(p));
  });
  return { reused: missing.filter((m) => !m).length };
}

/** Runs `fn` on each item, two at a time. */
async function twoAtATime<T>(items: T[], fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(2, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i] as T, i);
      }
    }),
  );
}

/**
 * One ffmpeg run making the consecutive parts `run`: a lone part into its file, several as one range of
 * frames cut into their files (segmentOutputArgs), which saves each part's encoder and graph start.
 */
async function composeRun(
  c: ComposeInput,
  layers: PartLayers,
  ranges: (FrameRange | undefined)[],
  run: number[],
  r: number,
  onProgress: (seconds: number) => void,
): Promise<void> {
  const [first = 0] = run;
  const last = run.at(-1) ?? first;
  const from = ranges[first];
  const to = ranges[last];
  const range = from && to ? { fromF: from.fromF, toF: to.toF } : undefined;
  const lone = run.length === 1;
  const out = lone ? partFile(c.dir, ranges, first) : path.join(c.dir, "video-%d.mp4");
  const input = await rangeInput(c, layers, range, lone ? String(first) : `run-${r}`, out);
  const cutsF = run.slice(1).map((p) => (ranges[p]?.fromF ?? 0) - (range?.fromF ?? 0));
  const segments = lone ? undefined : { cutsF, firstNumber: first };
  await runFfmpeg(compositionArgs({ ...input, segments }, range), {
    timeoutMs: 600_000,
    onProgress,
    onLog: c.onLog,
  });
}

/**
 * The parts still to make (`missing`), grouped into runs of consecutive parts, each composed by one
 * ffmpeg: with fewer than two runs, the longest is halved at the part edge nearest its middle (where it
 * is long enough for a second encoder to pay, SPLIT_MIN_FRAMES), so two encoders work at once.
 */
export function partRuns(ranges: FrameRange[], missing: boolean[]): number[][] {
  const runs: number[][] = [];
  for (const [p, m] of missing.entries()) {
    if (!m) continue;
    const open = runs.at(-1);
    if (open && open.at(-1) === p - 1) open.push(p);
    else runs.push([p]);
  }
  const frames = (run: number[]) =>
    run.reduce((sum, p) => sum + ((ranges[p]?.toF ?? 0) - (ranges[p]?.fromF ?? 0)), 0);
  while (runs.length < 2) {
    const run = runs[0];
    if (!run || run.length < 2 || frames(run) < SPLIT_MIN_FRAMES) break;
    const half = frames(run) / 2;
    let cut = 1;
    for (let k = 2; k < run.length; k++)
      if (Math.abs(frames(run.slice(0, k)) - half) < Math.abs(frames(run.slice(0, cut)) - half)) cut = k;
    runs.splice(0, 1, run.slice(0, cut), run.slice(cut));
  }
  return runs;
}
