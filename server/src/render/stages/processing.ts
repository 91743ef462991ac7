import fs from "node:fs/promises";
import path from "node:path";
import { ffprobe, runFfmpeg, withTempDir } from "../../media/run-process";
import { introMs } from "../brand";
import { posterAtS, thumbnailArgs } from "../compose/output";
import type { EnginesUsed } from "../engine-label";
import { stockCredits } from "../stock-scenes";
import { finishStoryboard, readStoryboard, saveStoryboard } from "../storyboard/render-storyboard";
import type { AudioConfigArtifact, ImagesArtifact, ScenesArtifact, VideoArtifact } from "../types";
import { fetchToFile, keyOf, readJson, type Stage } from "./stage";

export interface ProcessingResult {
  videoUrl: string;
  thumbnailUrl: string;
  videoData: string;
  durationS: number;
  enginesUsed?: EnginesUsed;
}

/**
 * Processing (stage "processing"): checks the composed file (H.264 + AAC, faststart from the composition), stores the final
 * video and a thumbnail, and the result the project's metadata is made of: generated_video, and video_data
 * (JSON text with the images list, thumbnail first). The pipeline then marks the task generated.
 */
export const processingStage: Stage = {
  key: "processing",
  doneKey: (ctx) => `${ctx.prefix}/result.json`,
  async run(ctx) {
    const video = await readJson<VideoArtifact>(ctx, "video.json");
    const { images } = await readJson<ImagesArtifact>(ctx, "images.json");
    const { scenes, title } = await readJson<ScenesArtifact>(ctx, "scenes.json");
    const config = await readJson<AudioConfigArtifact>(ctx, "config.json");
    const storage = ctx.deps.storage;
    const videoKey = keyOf(ctx, "video.mp4");
    const thumbKey = keyOf(ctx, "thumbnail.jpg");
    const durationS = await withTempDir("processing", async (dir) => {
      // A resumed task may find the composed file already moved to its final key.
      const source = (await storage.exists(video.videoKey)) ? video.videoKey : videoKey;
      const local = await fetchToFile(ctx, source, dir, "composed");
      const probe = await ffprobe(local);
      const v = probe.streams.find((s) => s.codec_type === "video");
      const a = probe.streams.find((s) => s.codec_type === "audio");
      if (v?.codec_name !== "h264" || a?.codec_name !== "aac")
        throw new Error("The composed video is not H.264 with AAC audio");
      const thumb = path.join(dir, "thumbnail.jpg");
      // The story's first scene, after the template's intro card when it has one.
      const atS = posterAtS(probe.durationS, introMs(ctx.request) / 1000, config.scenes[0]);
      await runFfmpeg(thumbnailArgs(local, atS, Math.min(720, ctx.frame.width), thumb));
      await storage.putFile(thumbKey, thumb, "image/jpeg");
      await storage.putFile(videoKey, local, "video/mp4");
      await fs.rm(local, { force: true });
      return probe.durationS;
    });
    const videoUrl = storage.publicUrl(videoKey);
    const thumbnailUrl = storage.publicUrl(thumbKey);
    const videoData = JSON.stringify({
      title,
      images: [thumbnailUrl, ...images.map((i) => storage.publicUrl(i.key))],
      scenes: scenes.map((s, i) => ({
        text: s.text,
        start_ms: config.scenes[i]?.startMs ?? 0,
        duration_ms: config.scenes[i]?.durationMs ?? 0,
      })),
      duration_s: durationS,
      // The frame size, so the preview's Video Settings card names the video's own size.
      width: ctx.frame.width,
      height: ctx.frame.height,
      language: ctx.request.language,
      narration_mode: ctx.request.narrationMode,
      voice_id: config.voice.id,
      music_id: config.music?.id ?? null,
      caption_style: config.captions?.style.name ?? null,
      engine: {
        speech: config.voice.engine,
        images: images[0]?.source ?? "renderer",
        avatar: video.avatarEngine ?? "local",
      },
      // Stock media shown, with its author and page (Pexels' guidelines): the preview lists them.
      credits: stockCredits(images).map((c) => ({
        scene: c.scene,
        provider: c.provider,
        kind: c.kind,
        author: c.author,
        author_url: c.authorUrl,
        source_url: c.sourceUrl,
      })),
    });
    // The storyboard as rendered: its scenes' times and thumbnails, stored with the task (the storyboard editor shows them).
    const board = await readStoryboard(ctx);
    await saveStoryboard(
      ctx,
      await finishStoryboard(
        ctx,
        board,
        config.scenes,
        images.map((i) => i.key),
      ),
    );
    // The pipeline marks the task done from this file, after the stage's time is recorded.
    const enginesUsed: EnginesUsed = {
      avatar: ctx.request.narrationMode === "avatar" ? (video.avatarEngine ?? "local") : null,
      stock: images.some((i) => i.source === "stock"),
      speech: config.voice.engine,
    };
    const result: ProcessingResult = { videoUrl, thumbnailUrl, videoData, durationS, enginesUsed };
    await storage.put(keyOf(ctx, "result.json"), Buffer.from(JSON.stringify(result)), "application/json");
    await storage.delete(video.videoKey);
  },
};
