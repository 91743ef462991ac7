import path from "node:path";
import { runFfmpeg } from "../media/run-process";
import { getAvatarProvider } from "../providers/avatar";
import { even, FPS } from "./compose/encoding";
import { narrationArgs } from "./compose/narration";
import { fetchToFile, keyOf } from "./stages/stage";
import type { StageContext } from "./types";

/**
 * The avatar made by a hosted lip-sync engine (LIPSYNC_PROVIDER, providers/avatar/d-id.ts) for the video
 * stage: the presenter's portrait (or the talking photo's face-centred still) and the whole narration go
 * to the engine, and its MP4 becomes the avatar layer in place of the local mouth frames. The clip is kept
 * under the render's prefix, so a resumed task does not pay for it twice. Any failure of the engine leaves
 * the local avatar to the video: the engine recorded is the one that made it.
 */
export async function hostedAvatarClip(
  ctx: StageContext,
  input: { dir: string; portraitPath: string | null; sceneWavs: string[]; durationsMs: number[] },
): Promise<{ clipPath: string | null; engine: string }> {
  const provider = getAvatarProvider(ctx.deps.config);
  if (provider.name === "local" || ctx.request.narrationMode !== "avatar" || !input.portraitPath)
    return { clipPath: null, engine: "local" };
  const key = keyOf(ctx, `avatar/${provider.name}.mp4`);
  try {
    if (await ctx.deps.storage.exists(key))
      return { clipPath: await fetchToFile(ctx, key, input.dir, "hosted-avatar"), engine: provider.name };
    const narration = path.join(input.dir, "hosted-narration.wav");
    await runFfmpeg(narrationArgs(input.sceneWavs, input.durationsMs, narration));
    const clipPath = path.join(input.dir, "hosted-avatar.mp4");
    await provider.render({
      source: { kind: "photo", imagePath: input.portraitPath },
      audioPath: narration,
      outPath: clipPath,
      width: ctx.request.width,
      height: ctx.request.height,
    });
    await ctx.deps.storage.putFile(key, clipPath, "video/mp4");
    return { clipPath, engine: provider.name };
  } catch (err) {
    ctx.deps.logger.warn(
      { taskId: ctx.taskId, engine: provider.name, err: (err as Error).message },
      "hosted avatar failed; the local avatar speaks",
    );
    return { clipPath: null, engine: "local" };
  }
}

/**
 * The hosted clip ready for the avatar layer: the square around the face (at `faceY` of its height, as
 * avatarFrameStill crops a portrait) at the layer's size plus its motion margin, 30 fps, no sound.
 */
export function avatarClipArgs(input: string, size: number, faceY: number, out: string): string[] {
  const s = even(size * 1.06);
  return [
    ...["-i", input, "-an"],
    "-vf",
    [
      `fps=${FPS}`,
      `crop=w='min(iw,ih)':h='min(iw,ih)':x='(iw-ow)/2':y='max(0,min(ih-oh,ih*${faceY}-oh/2))'`,
      `scale=${s}:${s}:flags=lanczos`,
      "format=yuv420p",
    ].join(","),
    // Every frame a keyframe: a split composition's second part starts the clip at an inpoint.
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "16", "-g", "1", "-y", out],
  ];
}

/** The avatar layer's ffconcat list for a hosted clip, from `fromS` into it (a split composition's part). */
export function clipList(clip: string, fromS: number): string {
  const lines = ["ffconcat version 1.0", `file '${clip.replace(/'/g, "'\\''")}'`];
  if (fromS > 0) lines.push(`inpoint ${fromS.toFixed(5)}`);
  return `${lines.join("\n")}\n`;
}
