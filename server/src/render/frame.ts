import type { CaptionStyle } from "@reelsmith/contract/catalog";
import {
  type FrameLayout,
  type FrameLayoutInput,
  frameLayout,
  type NarrationMode,
  type PresenterLayout,
  type SceneKind,
} from "../layout/frame-layout";

/** What of a render's request shapes its frame: the size, the narration and presenter, the captions. */
export interface FrameRequest {
  width: number;
  height: number;
  narrationMode: NarrationMode;
  presenterLayout?: PresenterLayout;
  captionStyle: CaptionStyle | null;
  captionEmoji?: boolean;
  /** A talking video (`kind` "video") draws the presenter in its own layout. */
  narration?: { kind: string; layout?: PresenterLayout };
}

/**
 * A render's frame, laid out once from its request (frame-layout.ts) and handed to every part of the
 * render that draws into it: the scenes' pictures, the closing card, the presenter and the captions.
 */
export interface RenderFrame {
  width: number;
  height: number;
  /** The presenter's layout in avatar mode; null in voice mode. */
  presenter: PresenterLayout | null;
  /**
   * A scene's picture: what its elements keep clear of. A full-frame presenter's scenes are cut-aways,
   * each picture the frame's own but for the captions, which that layout keeps at the foot.
   */
  story: FrameLayout;
  /** The closing card's picture, laid out as the scenes' are. */
  closingCard: FrameLayout;
  /** The layers over the scenes: the presenter's box, the caption block and its emoji accent. */
  layers: FrameLayout;
  /**
   * The layers laid out as if the captions had no emoji accent: the presenter's layer is drawn in this
   * layout's box, and what lies behind the captions is measured in its caption block.
   */
  plain: FrameLayout;
}

export function renderFrame(request: FrameRequest): RenderFrame {
  const { width, height, captionStyle } = request;
  // A talking video is the presenter in its own layout, whatever the narration mode.
  const talking = request.narration?.kind === "video" ? (request.narration.layout ?? null) : null;
  const presenter =
    talking ?? (request.narrationMode === "avatar" ? (request.presenterLayout ?? "corner") : null);
  const captions = captionStyle ? { position: captionStyle.position, fontSize: captionStyle.fontSize } : null;
  const emoji = request.captionEmoji ?? false;
  const layout = (input: Omit<FrameLayoutInput, "width" | "height">) =>
    frameLayout({ width, height, ...input });
  const cutaway = presenter === "full";
  const picture = (scene: SceneKind) =>
    layout({
      mode: cutaway ? "voice" : presenter ? "avatar" : request.narrationMode,
      presenter: presenter ?? undefined,
      captions: captions && cutaway ? { ...captions, position: "bottom" } : captions,
      emoji,
      scene,
    });
  const layers = (accent: boolean) =>
    layout({
      mode: presenter ? "avatar" : "voice",
      presenter: presenter ?? undefined,
      captions,
      emoji: accent,
    });
  return {
    width,
    height,
    presenter,
    story: picture("story"),
    closingCard: picture("closing-card"),
    layers: layers(emoji),
    plain: layers(false),
  };
}
