import fs from "node:fs/promises";
import path from "node:path";
import {
  MEDIA_CLIP_MAX_SECONDS,
  MEDIA_POSTER_LONG_SIDE,
  MEDIA_TALKING_CLIP_MAX_SECONDS,
  mediaMessages,
} from "@reelsmith/contract/media";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { runFfmpeg, withTempDir } from "../media/run-process";
import type { Storage } from "../storage/storage";
import type { MediaDeps } from "./media";
import { mediaFolder, probeFile } from "./media";

/**
 * A clip's one-time preparation (the process-media job): an H.264 proxy every render reads (upright,
 * at most 1920 px on its long side, 30 fps, yuv420p, AAC when it has sound, as long as the upload), a poster frame,
 * and its probed size and length. The original is removed once the proxy exists: the library keeps what
 * renders use, and the quota counts the proxy and poster.
 */
export const PROXY_LONG_SIDE = 1920;

/**
 * The longest proxy: the upload's own check held each clip to its limit (60 s for a scene's clip, 3 minutes
 * for a talking video), so this only bounds a file whose probe said less than it holds.
 */
const PROXY_MAX_SECONDS = Math.max(MEDIA_CLIP_MAX_SECONDS, MEDIA_TALKING_CLIP_MAX_SECONDS);

/** ffmpeg arguments for the proxy (pure; the scale keeps the ratio and even sides). */
export function proxyArgs(input: string, output: string, hasAudio: boolean): string[] {
  const L = PROXY_LONG_SIDE;
  const scale = `scale=w='if(gte(iw,ih),min(${L},iw),-2)':h='if(gte(iw,ih),-2,min(${L},ih))',scale=trunc(iw/2)*2:trunc(ih/2)*2,setsar=1,fps=30`;
  return [
    ...["-i", input, "-t", String(PROXY_MAX_SECONDS)],
    ...["-map", "0:v:0", "-vf", scale],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "21", "-pix_fmt", "yuv420p"],
    ...(hasAudio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", "128k", "-ac", "2"] : ["-an"]),
    ...["-movflags", "+faststart", output],
  ];
}

/** ffmpeg arguments for the poster: one frame a little into the clip, at most 480 px on its long side. */
export function posterArgs(input: string, output: string, atS: number): string[] {
  const L = MEDIA_POSTER_LONG_SIDE;
  return [
    ...["-ss", atS.toFixed(2), "-i", input, "-frames:v", "1"],
    ...["-vf", `scale=w='if(gte(iw,ih),min(${L},iw),-2)':h='if(gte(iw,ih),-2,min(${L},ih))'`],
    ...["-q:v", "4", output],
  ];
}

async function setProgress(db: Db, id: string, progress: number) {
  await db.update(media).set({ progress, updated_at: new Date() }).where(eq(media.id, id));
}

/** Prepares the clip `mediaId` (a missing or already ready item is left alone); a failure is recorded. */
export async function processMedia(deps: MediaDeps & { storage: Storage }, mediaId: string): Promise<void> {
  const { db } = deps.database;
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (row?.kind !== "clip" || row.status === "ready") return;
  const folder = mediaFolder(row.user_id, row.id);
  try {
    const result = await withTempDir("media-proxy", async (dir) => {
      const input = path.join(dir, path.posix.basename(row.original_key));
      await fs.writeFile(input, await deps.storage.read(row.original_key));
      const proxy = path.join(dir, "proxy.mp4");
      const poster = path.join(dir, "poster.jpg");
      const total = Math.min(row.duration_s ?? MEDIA_CLIP_MAX_SECONDS, PROXY_MAX_SECONDS);
      let last = 0;
      await runFfmpeg(proxyArgs(input, proxy, row.has_audio), {
        onProgress: (s) => {
          const share = Math.min(0.95, s / Math.max(total, 0.1));
          if (share - last < 0.05) return;
          last = share;
          setProgress(db, row.id, share).catch((err: unknown) =>
            deps.logger.warn({ err: String(err), mediaId }, "media progress not saved"),
          );
        },
      });
      const probe = await probeFile(proxy);
      const video = probe.streams.find((s) => s.codec_type === "video");
      if (!video?.width || !video.height || !(probe.durationS > 0)) throw new Error("the proxy has no video");
      await runFfmpeg(posterArgs(proxy, poster, Math.min(0.5, probe.durationS / 2)));
      const proxyKey = `${folder}proxy.mp4`;
      const posterKey = `${folder}poster.jpg`;
      await deps.storage.putFile(proxyKey, proxy, "video/mp4");
      await deps.storage.putFile(posterKey, poster, "image/jpeg");
      const bytes = (await fs.stat(proxy)).size + (await fs.stat(poster)).size;
      return {
        proxyKey,
        posterKey,
        bytes,
        width: video.width,
        height: video.height,
        durationS: probe.durationS,
        hasAudio: probe.streams.some((s) => s.codec_type === "audio"),
      };
    });
    const [still] = await db.select({ id: media.id }).from(media).where(eq(media.id, row.id));
    if (!still) {
      // Deleted while it was being prepared: its folder goes too.
      await deps.storage.deletePrefix(folder);
      return;
    }
    await db
      .update(media)
      .set({
        status: "ready",
        progress: 1,
        proxy_key: result.proxyKey,
        poster_key: result.posterKey,
        width: result.width,
        height: result.height,
        duration_s: result.durationS,
        has_audio: result.hasAudio,
        bytes: result.bytes,
        original_key: result.proxyKey,
        error: null,
        updated_at: new Date(),
      })
      .where(eq(media.id, row.id));
    await deps.storage
      .delete(row.original_key)
      .catch((err: unknown) => deps.logger.warn({ err: String(err), mediaId }, "media original not removed"));
  } catch (err) {
    deps.logger.error({ err: String(err), mediaId }, "media processing failed");
    await db
      .update(media)
      .set({ status: "failed", error: mediaMessages.processingFailed, updated_at: new Date() })
      .where(eq(media.id, row.id));
  }
}
