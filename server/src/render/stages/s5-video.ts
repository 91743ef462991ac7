import { runFfmpeg, withTempDir } from "../../media/run-process";
import { loadRenderCatalog } from "../catalog-access";
import { composeVideo } from "../compose";
import { photoPulseFrameArgs } from "../talking-avatar";
import type {
  AudioConfigArtifact,
  CharacterArtifact,
  ImagesArtifact,
  VideoArtifact,
  WordEvent,
} from "../types";
import { fetchToFile, keyOf, readJson, type Stage, writeJson } from "./stage";

const MISSING_GLYPH = /Glyph 0x[0-9a-f]+ not found/i;

/**
 * 5 video generation: ffmpeg composes the scenes (motion, transitions), the avatar layer in avatar mode,
 * the captions and the mix of voice and ducked music, normalised to -14 LUFS.
 */
export const videoStage: Stage = {
  status: 5,
  name: "video",
  doneKey: (ctx) => `${ctx.prefix}/video.json`,
  async run(ctx) {
    const config = await readJson<AudioConfigArtifact>(ctx, "config.json");
    const { images } = await readJson<ImagesArtifact>(ctx, "images.json");
    const character = await readJson<CharacterArtifact>(ctx, "character.json");
    const catalog = await loadRenderCatalog(ctx.deps.storage);
    const style = catalog.style(ctx.request.styleId);
    const missingGlyphs: string[] = [];
    const result = await withTempDir("compose", async (dir) => {
      const imagePaths = await Promise.all(
        images.map((img, i) => fetchToFile(ctx, img.key, dir, `image-${i}`)),
      );
      const wavs = await Promise.all(
        config.scenes.map((s, i) => fetchToFile(ctx, s.audioKey, dir, `speech-${i}`)),
      );
      const musicPath = config.music ? await fetchToFile(ctx, config.music.trackKey, dir, "music") : null;
      let mouthFramePaths: [string, string, string] | null = null;
      if (character.presenter) {
        const keys = character.presenter.mouthFrameKeys;
        mouthFramePaths = [
          await fetchToFile(ctx, keys[0], dir, "mouth-0"),
          await fetchToFile(ctx, keys[1], dir, "mouth-1"),
          await fetchToFile(ctx, keys[2], dir, "mouth-2"),
        ];
      } else if (character.photo) {
        mouthFramePaths = await photoFrames(ctx, character.photo.imageKey, dir);
      }
      const words: WordEvent[] = config.scenes.flatMap((s) =>
        s.words.map((w) => ({ text: w.text, startMs: w.startMs + s.startMs, endMs: w.endMs + s.startMs })),
      );
      const out = `${dir}/composed.mp4`;
      const composed = await composeVideo({
        dir,
        images: imagePaths,
        sceneWavs: wavs,
        durationsMs: config.scenes.map((s) => s.durationMs),
        words,
        width: config.width,
        height: config.height,
        language: ctx.request.language,
        captionStyle: config.captions?.style ?? null,
        music: musicPath && config.music ? { path: musicPath, volume: config.music.volume } : null,
        avatar: mouthFramePaths
          ? { mouthFramePaths, ringColor: style.palette.accent, faceY: character.photo ? 0.45 : 0.6 }
          : null,
        out,
        onLog: (line) => {
          if (MISSING_GLYPH.test(line)) missingGlyphs.push(line.trim());
        },
      });
      const videoKey = keyOf(ctx, "video/composed.mp4");
      await ctx.deps.storage.putFile(videoKey, out, "video/mp4");
      return { videoKey, durationS: composed.totalS, timingsMs: composed.timingsMs };
    });
    await writeJson(ctx, "video.json", { ...result, missingGlyphs } satisfies VideoArtifact &
      Record<string, unknown>);
  },
};

/**
 * A photo avatar in the round layer: three brightness levels of the photo, chosen per frame from the
 * voice's loudness like mouth frames, so the picture pulses with the speech and has the layer's motion.
 */
async function photoFrames(
  ctx: Parameters<Stage["run"]>[0],
  imageKey: string,
  dir: string,
): Promise<[string, string, string]> {
  const photo = await fetchToFile(ctx, imageKey, dir, "photo");
  const out: string[] = [];
  for (const level of [0, 1, 2]) {
    const file = `${dir}/photo-${level}.png`;
    await runFfmpeg(photoPulseFrameArgs(photo, level, file));
    out.push(file);
  }
  return [out[0] ?? photo, out[1] ?? photo, out[2] ?? photo];
}
