import fs from "node:fs/promises";
import path from "node:path";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import sharp from "sharp";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { getStockProvider, type StockCredit } from "../providers/stock/pexels";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import { keyOf } from "./stages/stage";
import { cachePrefix, inputsHash, readCached, writeCached } from "./storyboard/render-cache";
import type { ImagesArtifact, StageContext } from "./types";

type SceneImage = ImagesArtifact["images"][number];

/**
 * Stock footage in the images stage (with PEXELS_API_KEY): a scene whose plan finds a relevant Pexels
 * video or photo shows it instead of its illustration. A video is stored as it came (the composition
 * scales and centre-crops it to the frame, `clipSceneFilter`) with a poster frame at the frame's size as
 * the scene's picture (thumbnails, the captions' legibility); a photo is cropped to the frame around its
 * most salient region. No media is used twice in one video. Any failure of the service (an error, a time
 * limit) leaves that scene, and the rest of this render, to the illustrations: stock is never what fails
 * a render.
 *
 * A pick's files are kept in the project's render cache under its id and the frame's size, so a storyboard
 * scene that names its pick (`stockId`) shows the same media in a new version without searching
 * again; only a scene with no pick searches. Each stock scene also writes `images/scene-{i}.stock.json`
 * (its entry and credit), so a resumed task finds what it picked.
 */
export function stockScenes(ctx: StageContext) {
  const provider = getStockProvider(ctx.deps.config);
  if (!provider) return null;
  const used = new Set<string>();
  let failed = false;
  const sidecar = (index: number) => keyOf(ctx, `images/scene-${index}.stock.json`);
  const { width, height } = ctx.request;
  /** Where a pick's files and entry are kept for this frame size (a storage key without extension). */
  const cached = (stockId: string) =>
    `${cachePrefix(ctx)}/stock/${inputsHash({ v: 1, stockId, width, height })}`;
  const remember = async (index: number, image: SceneImage) =>
    ctx.deps.storage.put(sidecar(index), Buffer.from(JSON.stringify(image)), "application/json");

  return {
    /**
     * Reads what earlier, interrupted runs of the stage picked and the picks the storyboard names, so a
     * scene that searches never picks media another scene shows.
     */
    async load(count: number, board?: Storyboard): Promise<void> {
      for (let i = 0; i < count; i++) {
        const stored = await this.stored(i);
        if (stored?.stockId) used.add(stored.stockId);
      }
      for (const { picture } of board?.scenes ?? [])
        if (picture.kind === "stock" && picture.stockId) used.add(picture.stockId);
    },
    /** The stock scene an earlier run stored for this index, if any. */
    async stored(index: number): Promise<SceneImage | null> {
      if (!(await ctx.deps.storage.exists(sidecar(index)))) return null;
      return JSON.parse((await ctx.deps.storage.read(sidecar(index))).toString("utf8")) as SceneImage;
    },
    /**
     * A stock scene: the pick the storyboard names, kept from an earlier version; else one found for the plan,
     * or null: nothing relevant, no plan, or the service failing.
     */
    async scene(index: number, plan: ScenePlan | undefined, stockId?: string): Promise<SceneImage | null> {
      const resumed = await this.stored(index);
      if (resumed) return resumed;
      const kept = stockId ? await readCached<SceneImage>(ctx, `${cached(stockId)}.json`) : null;
      if (kept) {
        await remember(index, kept);
        return kept;
      }
      if (failed) return null;
      try {
        // A named pick not in this cache (another frame size, a render from before the cache) is looked up
        // by its id; a pick the service no longer has, or a scene with no pick, searches.
        const named = stockId ? await provider.byId({ id: stockId, width, height }) : null;
        const pick = named ?? (plan ? await provider.find({ plan, width, height, exclude: used }) : null);
        if (!pick || (used.has(pick.id) && pick !== named)) return null;
        used.add(pick.id); // reserved before the download: the other scene drawn at the same time skips it
        const media = await provider.download(pick);
        const entry = await withTempDir("stock", async (dir) => {
          if (pick.kind === "photo") {
            const jpeg = await sharp(media)
              .rotate()
              .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
              .jpeg({ quality: 90 })
              .toBuffer();
            return { jpeg, clipKey: undefined };
          }
          const clip = path.join(dir, "clip.mp4");
          const poster = path.join(dir, "poster.jpg");
          await fs.writeFile(clip, media);
          await runFfmpeg(posterArgs(clip, width, height, poster));
          const clipKey = `${cached(pick.id)}.mp4`;
          await ctx.deps.storage.putFile(clipKey, clip, "video/mp4");
          return { jpeg: await fs.readFile(poster), clipKey };
        });
        const key = `${cached(pick.id)}.jpg`;
        const image: SceneImage = {
          key,
          source: "stock",
          stockId: pick.id,
          credit: pick.credit,
          ...(entry.clipKey ? { clipKey: entry.clipKey } : {}),
        };
        await ctx.deps.storage.put(key, entry.jpeg, "image/jpeg");
        // The cache's entry after its files: an entry that exists is whole.
        await writeCached(ctx, `${cached(pick.id)}.json`, image);
        await remember(index, image);
        return image;
      } catch (err) {
        // One failure turns stock off for this render: the other scenes do not each wait for a time limit.
        failed = true;
        ctx.deps.logger.warn(
          { taskId: ctx.taskId, scene: index, err: (err as Error).message },
          "stock footage failed; the scene is illustrated",
        );
        return null;
      }
    },
  };
}

/** A still of the clip at half a second, scaled to cover the frame and centre-cropped to it. */
export function posterArgs(clip: string, width: number, height: number, out: string): string[] {
  return [
    ...["-ss", "0.5", "-i", clip, "-frames:v", "1"],
    ...["-vf", `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`],
    ...["-q:v", "3", "-y", out],
  ];
}

/** The credits of a render's stock media, in scene order, as the video's data carries them. */
export function stockCredits(images: SceneImage[]): (StockCredit & { scene: number })[] {
  return images.flatMap((img, scene) => (img.credit ? [{ scene, ...img.credit }] : []));
}
