import fs from "node:fs/promises";
import path from "node:path";
import { runFfmpeg, withTempDir } from "../../media/run-process";
import {
  estimateVisemes,
  hasVisemeFrames,
  photoIndicesOf,
  photoPulseFrameArgs,
  presenterFrameIndices,
  shiftVisemes,
  storedFace,
  type TimedViseme,
  writeStills,
} from "../../presenter";
import type { ScenePlan } from "../../scene-plan/scene-plan-schema";
import { styleIdOf } from "../../styles";
import { brandParts, endsOnClosingCard } from "../brand";
import { keywordIcons } from "../caption-emoji";
import { captionFontFamily, captionFontsDir, MINIMALIST } from "../captions";
import { loadRenderCatalog } from "../catalog-access";
import { composeVideo, type PartCache, type SceneEntrancePaths } from "../compose";
import { cameraMove } from "../compose/camera";
import { TRANSITION_S } from "../compose/timeline";
import { hostedAvatarClip } from "../hosted-avatar";
import { claimLine, withoutHeadline } from "../product-scene";
import { motionOf, styledCameraMove } from "../scene-motion";
import { clipSoundArgs, userClipArgs } from "../storyboard/clip-args";
import { cachePrefix } from "../storyboard/render-cache";
import { storyboardIfAny } from "../storyboard/render-storyboard";
import { talkingCutIns } from "../talking-video";
import type {
  AudioConfigArtifact,
  CharacterArtifact,
  ImagesArtifact,
  ScenesArtifact,
  StageContext,
  VideoArtifact,
  WordEvent,
} from "../types";
import { fetchToFile, keyOf, readJson, type Stage, writeJson } from "./stage";

const MISSING_GLYPH = /Glyph 0x[0-9a-f]+ not found/i;

/**
 * Video generation (stage "video"): ffmpeg composes the scenes (motion, transitions), the avatar layer in avatar mode,
 * the captions and the mix of voice and ducked music, normalised to -14 LUFS.
 */
export const videoStage: Stage = {
  key: "video",
  doneKey: (ctx) => `${ctx.prefix}/video.json`,
  async run(ctx) {
    const config = await readJson<AudioConfigArtifact>(ctx, "config.json");
    const { images } = await readJson<ImagesArtifact>(ctx, "images.json");
    const character = await readJson<CharacterArtifact>(ctx, "character.json");
    const catalog = await loadRenderCatalog(ctx.deps.storage);
    const style = catalog.style(ctx.request.styleId);
    const missingGlyphs: string[] = [];
    let avatarEngine = "local";
    const result = await withTempDir("compose", async (dir) => {
      const imagePaths = await Promise.all(
        images.map((img, i) => fetchToFile(ctx, img.key, dir, `image-${i}`)),
      );
      // Stock video scenes play their clip (stock-scenes.ts); their still stays the poster. A user's own
      // clip (a storyboard's media picture) plays from its in-point, trimmed or slowed to its slot.
      const clipPaths = await Promise.all(
        images.map(async (img, i) => {
          if (img.clipKey) return fetchToFile(ctx, img.clipKey, dir, `clip-${i}`);
          if (!img.userClip) return null;
          const proxy = await fetchToFile(ctx, img.userClip.key, dir, `own-${i}`);
          const out = path.join(dir, `own-clip-${i}.mp4`);
          const needS = (config.scenes[i]?.durationMs ?? 0) / 1000 + TRANSITION_S + 0.2;
          const { width, height } = ctx.frame;
          const frame = { width, height, framing: img.userClip.framing };
          await runFfmpeg(userClipArgs({ ...img.userClip, proxy, needS, out, frame }));
          return out;
        }),
      );
      // The storyboard's camera per scene (close or wide, the pan's way); without one, the usual pan.
      const board = await storyboardIfAny(ctx);
      // Illustrated scenes bring their elements in as their words are spoken, in the style's way, and
      // the style sets the camera's pace (Cinematic's moves travel half as far).
      const motion = motionOf(styleIdOf(style));
      const cameras = images.map((_, i) => {
        const camera = board?.scenes[i]?.camera;
        return styledCameraMove(camera ? cameraMove(camera) : null, i, motion);
      });
      const entrances = await Promise.all(
        images.map(async (img, i): Promise<SceneEntrancePaths | null> => {
          const e = img.entrances;
          if (!e || img.clipKey) return null;
          const [before, ...elements] = await Promise.all([
            fetchToFile(ctx, e.before.key, dir, `before-${i}`),
            ...e.elements.map((el, k) => fetchToFile(ctx, el.key, dir, `element-${i}-${k}`)),
          ]);
          return {
            kind: motion.entrance,
            before: { path: before as string, x: e.before.x, y: e.before.y },
            elements: e.elements.map((el, k) => ({
              path: elements[k] as string,
              word: el.word,
              box: el.box,
              ...(el.at !== undefined ? { at: el.at } : {}),
            })),
          };
        }),
      );
      const wavs = await Promise.all(
        config.scenes.map(async (s, i) => {
          const speech = await fetchToFile(ctx, s.audioKey, dir, `speech-${i}`);
          const own = images[i]?.userClip;
          if (!own || own.soundLevel === null) return speech;
          // The clip's own sound, kept at the user's level under the narration.
          const out = path.join(dir, `speech-${i}-with-clip.wav`);
          const proxy = path.join(dir, `own-${i}${path.extname(own.key)}`);
          await runFfmpeg(
            clipSoundArgs({
              speech,
              proxy,
              inPoint: own.inPoint,
              slotS: s.durationMs / 1000,
              level: own.soundLevel,
              out,
            }),
          );
          return out;
        }),
      );
      const musicPath = config.music ? await fetchToFile(ctx, config.music.trackKey, dir, "music") : null;
      let mouthFramePaths: string[] | null = null;
      let frameIndices: ((voice16k: Int16Array, fps: number) => Promise<number[]>) | undefined;
      let faceY = 0.6;
      // Lower and full layouts place a 9:16 picture by its face's centre (a presenter's is mid-height).
      const layout = ctx.frame.presenter ?? "corner";
      let faceCentreY = 0.5;
      // The narration's mouth shapes on the video's timeline (guessed from the words for a config from
      // before visemes).
      const visemes: TimedViseme[] = config.scenes.flatMap((s) =>
        shiftVisemes(s.visemes ?? estimateVisemes(s.words), s.startMs),
      );
      const visemeKeys = character.presenter?.visemeFrameKeys;
      if (character.presenter && visemeKeys && hasVisemeFrames(visemeKeys)) {
        // Each distinct face once; visemes the style draws alike share its file.
        const files = new Map<string, string>();
        for (const key of visemeKeys)
          if (!files.has(key)) files.set(key, await fetchToFile(ctx, key, dir, `face-${files.size}`));
        mouthFramePaths = visemeKeys.map((k) => files.get(k) as string);
        frameIndices = async (voice16k, fps) =>
          presenterFrameIndices(visemes, videoFrames(voice16k, fps), fps);
      } else if (character.presenter) {
        const keys = character.presenter.mouthFrameKeys;
        mouthFramePaths = [
          await fetchToFile(ctx, keys[0], dir, "mouth-0"),
          await fetchToFile(ctx, keys[1], dir, "mouth-1"),
          await fetchToFile(ctx, keys[2], dir, "mouth-2"),
        ];
      } else if (character.photo) {
        ({
          paths: mouthFramePaths,
          frameIndices,
          faceY,
          faceCentreY,
        } = await photoFrames(ctx, character.photo.imageKey, dir, visemes, layout !== "corner"));
      }
      const words = await captionWords(ctx, config, images);
      // A talking video is the presenter: no avatar is drawn or made (talking-video.ts).
      const talking = config.talkingVideo;
      if (talking) mouthFramePaths = null;
      const durationsMs = config.scenes.map((s) => s.durationMs);
      const talkingVideo = talking
        ? {
            path: await fetchToFile(ctx, talking.key, dir, "talking-video"),
            track: talking,
            cutIns: talkingCutIns(
              durationsMs,
              durationsMs.map((_, i) => board?.scenes[i]?.cutIn),
            ),
            ringColor: style.palette.accent,
          }
        : null;
      // A hosted lip-sync engine, where configured, makes the avatar from the portrait and the narration.
      const hosted = talking
        ? { clipPath: null, engine: "talking video" }
        : await hostedAvatarClip(ctx, {
            dir,
            portraitPath: character.presenter
              ? await fetchToFile(ctx, character.presenter.portraitKey, dir, "portrait")
              : (mouthFramePaths?.[0] ?? null),
            sceneWavs: wavs,
            durationsMs: config.scenes.map((s) => s.durationMs),
          });
      avatarEngine = hosted.engine;
      const out = `${dir}/composed.mp4`;
      const captionStyle = config.captions?.style ?? null;
      // The template's logo over the scenes and its cards around them, lettered in the captions' font.
      const brand = await brandParts(
        ctx,
        dir,
        captionFontFamily(ctx.request.language, captionStyle ?? MINIMALIST),
      );
      const composed = await composeVideo({
        ...brand,
        fontsDir: await captionFontsDir(),
        dir,
        images: imagePaths,
        ...(clipPaths.some(Boolean) ? { clips: clipPaths } : {}),
        ...(cameras.some(Boolean) ? { cameras } : {}),
        // Parts composed for an earlier version of the project, where nothing in them changed. A
        // recomposition at another frame has no earlier parts: two plain halves, nothing hashed or kept.
        ...(ctx.reuseAudioFrom ? {} : { partCache: partCacheOf(ctx) }),
        sceneWavs: wavs,
        durationsMs: config.scenes.map((s) => s.durationMs),
        words,
        ...(entrances.some(Boolean) ? { entrances } : {}),
        transitions: motion.transitions,
        frame: ctx.frame,
        language: ctx.request.language,
        captionStyle,
        emojiKeywords: ctx.request.captionEmoji ? await sceneKeywords(ctx) : null,
        music: musicPath && config.music ? { path: musicPath, volume: config.music.volume } : null,
        talkingVideo,
        avatar: mouthFramePaths
          ? {
              mouthFramePaths,
              ringColor: style.palette.accent,
              faceY,
              frameIndices,
              clipPath: hosted.clipPath,
              faceCentreY,
            }
          : null,
        lastSceneIsCard: endsOnClosingCard(ctx.request),
        ...(ctx.reuseAudioFrom
          ? { audioTrack: await fetchToFile(ctx, ctx.reuseAudioFrom, dir, "finished") }
          : {}),
        out,
        onLog: (line) => {
          if (MISSING_GLYPH.test(line)) missingGlyphs.push(line.trim());
        },
      });
      const videoKey = keyOf(ctx, "video/composed.mp4");
      await ctx.deps.storage.putFile(videoKey, out, "video/mp4");
      const { parts, partsReused } = composed;
      return { videoKey, durationS: composed.totalS, timingsMs: composed.timingsMs, parts, partsReused };
    });
    await writeJson(ctx, "video.json", { ...result, missingGlyphs, avatarEngine } satisfies VideoArtifact &
      Record<string, unknown>);
  },
};

/** The project's composed parts (renders/{projectId}/cache/parts/), by the hash of what makes each. */
function partCacheOf(ctx: Parameters<Stage["run"]>[0]): PartCache {
  const { storage } = ctx.deps;
  const keyOf = (hash: string) => `${cachePrefix(ctx)}/parts/${hash}.mp4`;
  return {
    async get(hash, file) {
      if (!(await storage.exists(keyOf(hash)))) return false;
      await fs.writeFile(file, await storage.read(keyOf(hash)));
      return true;
    },
    put: (hash, file) => storage.putFile(keyOf(hash), file, "video/mp4"),
  };
}

/**
 * The captions' words on the video's timeline: each scene's timed words moved to its start. A Product Ad
 * scene prints its headline (stages/images.ts): the captions leave its words out. The subtitles of a
 * finished video read the same (render/rendered-captions.ts).
 */
export async function captionWords(
  ctx: StageContext,
  config: AudioConfigArtifact,
  images: ImagesArtifact["images"],
): Promise<WordEvent[]> {
  const headlines = await sceneHeadlines(ctx, images);
  return config.scenes.flatMap((s, i) =>
    withoutHeadline(
      s.words.map((w) => ({ text: w.text, startMs: w.startMs + s.startMs, endMs: w.endMs + s.startMs })),
      headlines[i] ?? "",
    ),
  );
}

/**
 * Each scene's headline as its picture prints it: a Product Ad scene drawn around the product's photo
 * (a user picture with its photo kept) shows claimLine of its sentence; other scenes none.
 */
async function sceneHeadlines(
  ctx: Parameters<Stage["run"]>[0],
  images: ImagesArtifact["images"],
): Promise<string[]> {
  if (!images.some((img) => img.photoKey && img.source === "user")) return [];
  const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
  return images.map((img, i) =>
    img.photoKey && img.source === "user"
      ? claimLine(scenes[i]?.text ?? "", ctx.request.closingCard?.title)
      : "",
  );
}

/** The words of the scene plans that name what the scenes show, for the captions' emoji accents. */
async function sceneKeywords(ctx: Parameters<Stage["run"]>[0]): Promise<Map<string, string>> {
  const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
  return keywordIcons(scenes.map((s) => (s as { plan?: ScenePlan }).plan));
}

/**
 * A photo avatar in the avatar layer: the talking photo's stills (mouth openings times eye states, the
 * face framed like a presenter's), chosen per frame from the narration and the blink rhythm. A photo with
 * no face found (saved before faces were checked) pulses instead: three brightness levels by loudness.
 */
async function photoFrames(
  ctx: Parameters<Stage["run"]>[0],
  imageKey: string,
  dir: string,
  visemes: TimedViseme[],
  portrait = false,
): Promise<{
  paths: string[];
  faceY: number;
  faceCentreY: number;
  frameIndices?: (voice16k: Int16Array, fps: number) => Promise<number[]>;
}> {
  const photo = await fetchToFile(ctx, imageKey, dir, "photo");
  const face = await storedFace(ctx.deps.storage, imageKey, await fs.readFile(photo));
  if (face) {
    const stillsDir = path.join(dir, "talking-photo");
    await fs.mkdir(stillsDir, { recursive: true });
    // A lower or full layout shows the photo like a presenter's 9:16 portrait (head and shoulders), the
    // bubble a square around the face.
    const [w, h, y] = portrait ? [PHOTO_PORTRAIT_W, PHOTO_PORTRAIT_H, 0.45] : [PHOTO_STILL, PHOTO_STILL, 0.5];
    const stills = await writeStills(await fs.readFile(photo), face, stillsDir, w, h, y);
    return {
      paths: stills.paths,
      frameIndices: async (voice16k, fps) => photoIndicesOf(voice16k, fps, visemes),
      faceY: 0.5,
      faceCentreY: y,
    };
  }
  const out: string[] = [];
  for (const level of [0, 1, 2]) {
    const file = `${dir}/photo-${level}.png`;
    await runFfmpeg(photoPulseFrameArgs(photo, level, file));
    out.push(file);
  }
  return { paths: out, faceY: 0.45, faceCentreY: 0.45 };
}

/** The video frames the narration (16 kHz samples) spans. */
function videoFrames(voice16k: Int16Array, fps: number): number {
  return Math.max(1, Math.ceil((voice16k.length * fps) / 16_000));
}

/**
 * The talking photo's stills: squares with the face in the middle, the avatar layer's shape, large enough
 * for its bubble at 1080x1920 (each still is converted once per render, so they stay small).
 */
const PHOTO_STILL = 720;
/** A talking photo's still in a lower or full layout: 9:16, upscaled about 1.5x to 1080x1920 by lanczos. */
const PHOTO_PORTRAIT_W = 720;
const PHOTO_PORTRAIT_H = 1280;
