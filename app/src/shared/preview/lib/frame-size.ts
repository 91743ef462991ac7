import { aspectOf } from "@reelsmith/contract/aspect";

/** "16:9 · 1920×1080": a video's ratio and its frame size in pixels (the size alone for another ratio). */
export function frameSizeText({ width, height }: { width: number; height: number }): string {
  const aspect = aspectOf({ width, height });
  return aspect ? `${aspect} · ${width}×${height}` : `${width}×${height}`;
}
