import type { Config } from "../../config";
import type { FaceLandmarks } from "./face-landmarks";
import { renderPhotoAvatar, renderTalkingAvatar } from "./talking-avatar";
import type { TimedViseme } from "./visemes";

/**
 * The avatar engine: a clip of the presenter speaking the narration. The local engine animates stock
 * presenters' mouth frames from the speech loudness and makes a photo talk from its face landmarks.
 * A hosted lip-sync service implements the same interface (upload the portrait and audio, download the
 * clip); none is configured in this build, so the local engine always runs and the task's engine says so.
 */
export type AvatarSource =
  | { kind: "presenter"; mouthFramePaths: string[] }
  | { kind: "photo"; imagePath: string; face?: FaceLandmarks | null };

export interface AvatarProvider {
  name: string;
  render(input: {
    source: AvatarSource;
    audioPath: string;
    outPath: string;
    width: number;
    height: number;
    /** The narration's visemes on its own timeline, where the speech engine gave them. */
    visemes?: TimedViseme[];
  }): Promise<void>;
}

export const localAvatar: AvatarProvider = {
  name: "local",
  render: ({ source, audioPath, outPath, width, height, visemes }) =>
    source.kind === "presenter"
      ? renderTalkingAvatar({
          mouthFramePaths: source.mouthFramePaths,
          audioPath,
          outPath,
          width,
          height,
          visemes,
        })
      : renderPhotoAvatar({
          imagePath: source.imagePath,
          face: source.face,
          audioPath,
          outPath,
          width,
          height,
          visemes,
        }),
};

export function getAvatarProvider(_config: Config): AvatarProvider {
  return localAvatar;
}
