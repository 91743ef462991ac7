import type { PresenterLayout } from "../../layout/frame-layout";
import { type ComposeInput, composeVideo } from "../../render/compose";

type Defaulted = "words" | "language" | "captionStyle" | "music" | "avatar";

/** composeVideo with what most tests leave out: English, no words, captions, music or presenter. */
export function composeTestVideo(
  input: Omit<ComposeInput, Defaulted> & Partial<Pick<ComposeInput, Defaulted>>,
) {
  return composeVideo({ words: [], language: "en", captionStyle: null, music: null, avatar: null, ...input });
}

/** Two scenes of the same picture and sound, each `ms` long. */
export function twoScenes(image: string, wav: string, ms: number) {
  return { images: [image, image], sceneWavs: [wav, wav], durationsMs: [ms, ms] };
}

/** A white-ringed presenter that shows its first mouth frame all through, in a layout. */
export function stillPresenter(face: string, layout: PresenterLayout): NonNullable<ComposeInput["avatar"]> {
  return {
    mouthFramePaths: [face],
    ringColor: "#ffffff",
    frameIndices: async () => new Array(90).fill(0),
    layout,
  };
}
