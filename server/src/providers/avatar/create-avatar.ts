import type { Config } from "../../config";
import { renderPhotoAvatar, renderTalkingAvatar } from "../../presenter";
import type { AvatarProvider } from "./avatar";
import { didAvatar } from "./d-id";

const localAvatar: AvatarProvider = {
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
