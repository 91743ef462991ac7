import type { SelectedAvatar } from "@/features/video-settings/lib/types";

/**
 * Where the signed-in user's custom avatars (grid, upload tile, Remaining / Limit Reached badge) go in the
 * avatar picker. The custom avatars feature (issue 6) renders them here; only Ready avatars may call
 * onSelect. Until then nothing is shown.
 */
export function CustomAvatarSlot(_props: {
  selectedId: string | null;
  onSelect: (avatar: SelectedAvatar) => void;
}) {
  return null;
}
