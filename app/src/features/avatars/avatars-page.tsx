import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function AvatarsPage() {
  return (
    <ComingSoon
      title="AI Avatars"
      description="Browse 50+ stock presenters and create your own custom avatars with a photo and a voice."
    />
  );
}
