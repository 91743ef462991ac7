import { declaredAsStill, FPS } from "./encoding";

/**
 * A stock video scene (render/stock-scenes.ts): the clip, looped by its input (`-stream_loop -1`), at 30 fps,
 * scaled to cover the frame and centre-cropped to it (no bars), from frame `offset` for `count` frames. It
 * moves by itself, so no pan.
 */
export function clipSceneFilter(
  input: number,
  width: number,
  height: number,
  index: number,
  frames: number,
  offset = 0,
  count = frames - offset,
): string {
  return [
    `[${input}:v]fps=${FPS}`,
    `scale=${width}:${height}:force_original_aspect_ratio=increase`,
    `crop=${width}:${height}`,
    "format=yuv420p",
    "setsar=1",
    `trim=start_frame=${offset}:end_frame=${offset + Math.max(1, count)}`,
    // xfade wants both sides to declare one frame rate, and a still's stream declares its image input's
    // 25 (its frames are timed 1/30 by setpts all the same): the clip's frames are respaced to 1/25 so that
    // `fps` declares 25 without adding or dropping any, then timed 1/30 like the stills'.
    ...declaredAsStill(`s${index}`),
  ].join(",");
}
