import type { CustomAvatar } from "@reelsmith/contract/avatars";
import type { StockAvatar } from "@reelsmith/contract/catalog";
import { avatarImageUrl } from "@/shared/custom-avatars/lib/image-url";

/** A Ready custom avatar shown in the preview like a presenter: its picture and its speaking sample. */
export function customAsPresenter(a: CustomAvatar): StockAvatar | null {
  if (!a.avatar_sample_url) return null;
  return {
    id: a.id,
    avatar_name: a.name,
    avatar_image: avatarImageUrl(a.image_url),
    avatar_video: a.avatar_sample_url,
    avatar_voice_id: a.voice_clone_id ?? a.voice_id ?? "",
    tags: [],
  };
}
