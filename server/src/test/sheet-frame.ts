import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import type { CaptionPosition, FrameLayout, NarrationMode } from "../layout/frame-layout";
import { renderFrame } from "../render/frame";

const preset = captionStylePresets[0] as CaptionStyle;

/**
 * A contact sheet's scene frame, laid out as a render lays out its scenes' pictures (render/frame.ts): the
 * sheets draw what a render of that size, narration and caption place would keep clear.
 */
export function sheetFrame(
  width: number,
  height: number,
  narrationMode: NarrationMode,
  captions: { position: CaptionPosition; fontSize: number },
): FrameLayout {
  return renderFrame({ width, height, narrationMode, captionStyle: { ...preset, ...captions } }).story;
}
