import type { StockAvatar } from "@reelsmith/contract/catalog";
import { Card } from "@/components/ui/card";
import { avatarChips } from "@/features/avatars/components/avatar-tags";

/** The chosen presenter speaking its voice sample (the clip made at seed time). */
export function AvatarPreview({ avatar }: { avatar: StockAvatar | null }) {
  if (!avatar) {
    return (
      <Card className="hidden aspect-[9/16] w-full items-center justify-center p-6 text-center text-sm text-muted lg:flex">
        Choose a presenter to see it speak.
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden p-0">
      {/* biome-ignore lint/a11y/useMediaCaption: a 4-second voice sample; the catalogue (spec fields only) has no caption track */}
      <video
        key={avatar.id}
        src={avatar.avatar_video}
        poster={avatar.avatar_image}
        controls
        autoPlay
        playsInline
        aria-label={`${avatar.avatar_name} speaking`}
        className="aspect-[9/16] w-full bg-black object-cover"
      />
      <div className="flex flex-col gap-1 px-4 py-3">
        <p className="font-semibold">{avatar.avatar_name}</p>
        <p className="text-xs text-muted">{avatarChips(avatar.tags).join(" · ")}</p>
      </div>
    </Card>
  );
}
