import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function StoryReelPage() {
  return (
    <ComingSoon
      title="Create Your Story Reel"
      description="Write or generate a story, choose an avatar or a voice, a visual style, music and captions."
    />
  );
}
