import { TaskStatus } from "@reelsmith/contract/task-status";
import { productSceneParts } from "../layout/frame-layout";
import { mapLimit } from "../lib/map-limit";
import { seedOf } from "../lib/random";
import { localImages } from "../providers/scene-images";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { endsOnClosingCard } from "./brand";
import { loadRenderCatalog } from "./catalog-access";
import { readablePalette, renderClosingCard } from "./closing-card";
import { storeEntrances } from "./entrance-pictures";
import { renderFrame } from "./frame";
import { stageContextOf } from "./pipeline";
import { claimLine, photoColors, renderProductScene } from "./product-scene";
import { keyOf, readJson, writeJson } from "./stages/stage";
import { videoStage } from "./stages/video";
import { getTask } from "./task-store";
import type {
  AudioConfigArtifact,
  ImagesArtifact,
  PromptsArtifact,
  RenderDeps,
  ScenesArtifact,
  StageContext,
  VideoArtifact,
} from "./types";

export interface RecomposeInput {
  /** The finished task (task_status.id, generated) whose render is recomposed. */
  taskId: string;
  /** The new frame: even sides, one of the four ratios (frameSizeFor(aspect, quality)). */
  width: number;
  height: number;
  /** Storage prefix the recomposition writes under (its pictures, config and the video), e.g. `exports/<id>`. */
  prefix: string;
  /** 0..1 as it goes: the pictures redrawn (the first 30 %), then the composition. */
  onProgress?: (share: number) => void;
}

export interface RecomposeResult {
  /** The MP4 (H.264 + AAC, yuv420p, faststart, -14 LUFS), on the same timeline as the finished video. */
  videoKey: string;
  durationS: number;
  width: number;
  height: number;
  /** Milliseconds per step: the pictures redrawn ("draw"), then the video stage's own steps. */
  timingsMs: Record<string, number>;
}

/** Drawing is CPU work; two at a time, as the images stage does. */
const CONCURRENCY = 2;

/**
 * A finished video made again at another frame size, without making it again: the same narration (its
 * audio files and word timings), music, captions, presenter and scene plans, composed for the new frame by
 * the same layout engine. Locally drawn scenes are drawn again from their plans for the ratio (a 16:9
 * scene composed wide, its elements kept off the new captions and presenter); a Product Ad's scenes and
 * closing card are laid out again around the stored product photos; a remote model's, a user's or a stock
 * picture (or clip) is re-used and cropped to cover the frame; the finished video's audio track is muxed as
 * it is. Nothing is fetched or generated remotely, and the task's own files are only read. The caller checks that the task's project is the user's.
 */
export async function recomposeTask(deps: RenderDeps, input: RecomposeInput): Promise<RecomposeResult> {
  const { width, height } = input;
  if (width % 2 || height % 2 || width < 2 || height < 2)
    throw new Error(`A frame of ${width}x${height} cannot be encoded: both sides must be even`);
  const row = await getTask(deps, input.taskId);
  if (!row) throw new Error(`Task ${input.taskId} not found`);
  if (row.task_status !== TaskStatus.generated)
    throw new Error(`Task ${input.taskId} is not finished (status ${row.task_status})`);
  const source = stageContextOf(deps, row);
  const { request } = source;
  // The finished video's sound is the same narration and music on the same timeline: muxed as it is.
  const finished = keyOf(source, "video.mp4");
  const resized = { ...request, width, height };
  const ctx: StageContext = {
    ...source,
    request: resized,
    frame: renderFrame(resized),
    prefix: input.prefix.replace(/\/+$/, ""),
    ...((await deps.storage.exists(finished)) ? { reuseAudioFrom: finished } : {}),
  };
  const progress = input.onProgress ?? (() => {});
  progress(0);

  // The narration, scene plans and presenter as they were; only the frame changes.
  const config = await readJson<AudioConfigArtifact>(source, "config.json");
  const scenes = await readJson<ScenesArtifact>(source, "scenes.json");
  // A config stored with a frame size (by older renders) holds the finished video's: left out.
  const {
    width: _w,
    height: _h,
    ...sound
  } = config as AudioConfigArtifact & { width?: number; height?: number };
  await writeJson(ctx, "config.json", sound satisfies AudioConfigArtifact);
  await writeJson(ctx, "scenes.json", scenes);
  await writeJson(ctx, "character.json", await readJson(source, "character.json"));
  const { images } = await readJson<ImagesArtifact>(source, "images.json");
  const prompts = await readJson<PromptsArtifact>(source, "prompts.json").catch(() => null);

  const catalog = await loadRenderCatalog(deps.storage);
  const style = catalog.style(request.styleId);
  const card = request.closingCard ?? null;
  const cardIndex = endsOnClosingCard(request) && scenes.scenes.length > 1 ? scenes.scenes.length - 1 : -1;
  // A Product Ad's colours: the brand's, else its photos' (every product photo, in the order given).
  const photoKeys = [...new Set(images.map((i) => i.photoKey).filter((k): k is string => Boolean(k)))];
  let palette: ReturnType<typeof readablePalette> | null = null;
  let cardColors: string[] = card?.colors ?? [];
  if (card && photoKeys.length > 0) {
    const photos = await Promise.all(photoKeys.map((k) => deps.storage.read(k)));
    cardColors = card.colors.length > 0 ? card.colors : await photoColors(photos);
    palette = readablePalette(cardColors, style.palette);
  }
  let drawn = 0;
  const step = () => progress((0.3 * ++drawn) / images.length);

  const redraw = async (index: number): Promise<ImagesArtifact["images"][number]> => {
    const img = images[index];
    if (!img) throw new Error(`No picture for scene ${index + 1}`);
    const scene = scenes.scenes[index];
    const put = async (png: Buffer) => {
      const key = keyOf(ctx, `images/scene-${index}.png`);
      await deps.storage.put(key, png, "image/png");
      return key;
    };
    try {
      if (card && index === cardIndex) {
        const photo = img.photoKey ? await deps.storage.read(img.photoKey) : null;
        const png = await renderClosingCard(
          { ...card, colors: cardColors },
          style,
          ctx.frame.closingCard,
          photo,
        );
        return { ...img, key: await put(png) };
      }
      if (img.photoKey && palette) {
        const png = await renderProductScene({
          photo: await deps.storage.read(img.photoKey),
          line: claimLine(scene?.text ?? "", card?.title),
          palette,
          font: style.fontFamily,
          size: { width, height },
          parts: productSceneParts(ctx.frame.story, index),
        });
        return { ...img, key: await put(png) };
      }
      if (img.source === "renderer" && scene) {
        const plan = (scene as { plan?: ScenePlan }).plan;
        const out = await localImages.drawWithEntrances?.({
          style,
          prompt: prompts?.prompts[index]?.prompt ?? scene.text,
          text: scene.text,
          keywords: scene.keywords,
          width,
          height,
          seed: seedOf(`${request.story}|${style.public.id}`),
          index,
          ...(plan ? { plan } : {}),
          frame: ctx.frame.story,
        });
        if (!out) throw new Error("The local renderer draws no entrances");
        const entrances = out.entrances
          ? await storeEntrances(ctx, keyOf(ctx, `images/scene-${index}`), out.entrances)
          : undefined;
        const { entrances: _old, ...rest } = img;
        return { ...rest, key: await put(out.picture), ...(entrances ? { entrances } : {}) };
      }
      // A remote model's, a user's or a stock picture (or clip): re-used, cropped to cover the frame.
      const { entrances: _old, ...rest } = img;
      return rest;
    } finally {
      step();
    }
  };
  const drawStart = performance.now();
  const redrawn = await mapLimit(
    images.map((_, i) => i),
    CONCURRENCY,
    redraw,
  );
  await writeJson(ctx, "images.json", { images: redrawn } satisfies ImagesArtifact);
  const drawMs = Math.round(performance.now() - drawStart);
  progress(0.3);

  await videoStage.run(ctx);
  const video = await readJson<VideoArtifact & { timingsMs?: Record<string, number> }>(ctx, "video.json");
  progress(1);
  const timingsMs = { draw: drawMs, ...video.timingsMs };
  return { videoKey: video.videoKey, durationS: video.durationS, width, height, timingsMs };
}
