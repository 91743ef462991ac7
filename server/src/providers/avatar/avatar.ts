import type { Config } from "../../config";
import { didAvatar } from "./d-id";
import type { FaceLandmarks } from "./face-landmarks";
import { renderPhotoAvatar, renderTalkingAvatar } from "./talking-avatar";
import type { TimedViseme } from "./visemes";

/**
 * The avatar engine: a clip of the presenter speaking the narration. The local engine animates stock
 * presenters' mouth frames from the speech loudness and makes a photo talk from its face landmarks.
 * A hosted lip-sync service implements the same interface (upload the portrait and audio, download the
 * clip): D-ID's (d-id.ts) with LIPSYNC_PROVIDER=d-id; the task's engine names the one that made the video.
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

/**
 * The avatar engine the environment names: D-ID's hosted lip-sync with LIPSYNC_PROVIDER=d-id (and its
 * key), else the local one. The render falls back to the local engine when the hosted one fails.
 */
export function getAvatarProvider(
  config: Pick<Config, "LIPSYNC_PROVIDER" | "DID_API_KEY" | "DID_API_URL" | "FETCH_ALLOW_PRIVATE_HOSTS">,
): AvatarProvider {
  if (config.LIPSYNC_PROVIDER === "d-id" && config.DID_API_KEY)
    return didAvatar({
      apiKey: config.DID_API_KEY,
      apiUrl: config.DID_API_URL,
      allowHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
    });
  return localAvatar;
}
