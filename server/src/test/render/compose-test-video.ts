import type { CaptionStyle } from "@reelsmith/contract/catalog";
import type { PresenterLayout } from "../../layout/frame-layout";
import { type ComposeInput, composeVideo } from "../../render/compose";
import { type RenderFrame, renderFrame } from "../../render/frame";

type Defaulted = "words" | "language" | "captionStyle" | "music";
/** A presenter and the layout it is drawn in (the request's presenter layout; absent: the corner). */
type TestAvatar = NonNullable<ComposeInput["avatar"]> & { layout?: PresenterLayout };

/** The frame of a request of this size: voice mode, or the presenter's layout; the captions' preset. */
export function testFrame(
  width: number,
  height: number,
  o: { presenter?: PresenterLayout | null; captionStyle?: CaptionStyle | null; emoji?: boolean } = {},
): RenderFrame {
  return renderFrame({
    width,
    height,
    narrationMode: o.presenter ? "avatar" : "voice",
    presenterLayout: o.presenter ?? undefined,
    captionStyle: o.captionStyle ?? null,
    captionEmoji: o.emoji,
  });
}

/**
 * composeVideo with what most tests leave out (English, no words, captions, music or presenter), for a
 * frame of `width` by `height`: the presenter's layout, the captions and the emoji as the input has them.
 */
export function composeTestVideo(
  input: Omit<ComposeInput, Defaulted | "frame" | "avatar"> &
    Partial<Pick<ComposeInput, Defaulted>> & { width: number; height: number; avatar?: TestAvatar | null },
) {
  const { width, height, avatar, ...rest } = input;
  const { layout, ...presenter } = avatar ?? {};
  const c = { words: [], language: "en", captionStyle: null, music: null, ...rest };
  const frame = testFrame(width, height, {
    presenter: avatar ? (layout ?? "corner") : null,
    captionStyle: c.captionStyle,
    emoji: Boolean(c.emojiKeywords),
  });
  return composeVideo({ ...c, frame, avatar: avatar ? (presenter as ComposeInput["avatar"]) : null });
}

/** Two scenes of the same picture and sound, each `ms` long. */
export function twoScenes(image: string, wav: string, ms: number) {
  return { images: [image, image], sceneWavs: [wav, wav], durationsMs: [ms, ms] };
}

/** A white-ringed presenter that shows its first mouth frame all through, in a layout. */
export function stillPresenter(face: string, layout: PresenterLayout): TestAvatar {
  return {
    mouthFramePaths: [face],
    ringColor: "#ffffff",
    frameIndices: async () => new Array(90).fill(0),
    layout,
  };
}
