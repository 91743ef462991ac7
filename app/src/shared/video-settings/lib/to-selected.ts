import type { CustomAvatar } from "@reelsmith/contract/avatars";
import { avatarImageUrl } from "@/shared/custom-avatars/lib/image-url";
import type { SelectedAvatar } from "@/shared/video-settings/lib/types";

/**
 * The Selected avatar for a Ready custom avatar: its picture through the image route, and
 * its cloned voice when one exists, else the stock voice closest to the user's sample.
 */
export function toSelectedCustomAvatar(a: CustomAvatar): SelectedAvatar {
  return {
    id: a.id,
    name: a.name,
    imageUrl: avatarImageUrl(a.image_url),
    voiceId: a.voice_clone_id ?? a.voice_id ?? "",
    category: "custom",
  };
}
